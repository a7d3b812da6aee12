# Warnings on our own targets only; CMAKE_C_FLAGS stays the user's.
# DXSIG_WERROR (CI turns it on) makes them errors.
option(DXSIG_WERROR "Treat compiler warnings in dxsig's own code as errors" OFF)

function(dxsig_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra)
  if(DXSIG_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# Symbols stay inside the library unless a public header marks them DXSIG_API.
function(dxsig_hidden target)
  set_target_properties(${target} PROPERTIES
    C_VISIBILITY_PRESET hidden CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
endfunction()
