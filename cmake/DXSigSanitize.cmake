# DXSIG_SANITIZE=ON: ASan + UBSan on everything this project compiles.
# The plugin is loaded into Debian's unsanitized opt, so the lit config
# preloads the shared ASan runtime found here (DXSIG_ASAN_RUNTIME).
set(_dxsig_san -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
add_compile_options(${_dxsig_san})
add_link_options(-fsanitize=address,undefined)

if(CMAKE_C_COMPILER_ID MATCHES "Clang")
  # clang links ASan statically into executables by default; one shared
  # runtime for the CLI, the tests and the preloaded plugin keeps them alike.
  add_link_options(-shared-libasan)
  execute_process(COMMAND ${CMAKE_C_COMPILER} --print-runtime-dir
    OUTPUT_VARIABLE _dxsig_rt OUTPUT_STRIP_TRAILING_WHITESPACE)
  foreach(_n libclang_rt.asan.so libclang_rt.asan-x86_64.so)
    if(EXISTS "${_dxsig_rt}/${_n}")
      set(DXSIG_ASAN_RUNTIME "${_dxsig_rt}/${_n}")
    endif()
  endforeach()
else()
  execute_process(COMMAND ${CMAKE_C_COMPILER} -print-file-name=libasan.so
    OUTPUT_VARIABLE DXSIG_ASAN_RUNTIME OUTPUT_STRIP_TRAILING_WHITESPACE)
endif()
if(NOT DXSIG_ASAN_RUNTIME OR NOT EXISTS "${DXSIG_ASAN_RUNTIME}")
  message(FATAL_ERROR "DXSIG_SANITIZE: no shared ASan runtime for ${CMAKE_C_COMPILER}")
endif()
message(STATUS "dxsig: sanitized build, ASan runtime ${DXSIG_ASAN_RUNTIME}")
