# Warnings as errors on our own targets only; CMAKE_C_FLAGS stays the user's.
function(dxsig_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Werror)
endfunction()
