# Finds LLVM 22 and defines two interface targets for our code:
#   dxsig_llvm_headers  LLVM include path (as SYSTEM) and definitions
#   dxsig_llvm_dylib    the above plus libLLVM (for executables, not the plugin)
# and finds clang 22's package (the clang-cpp target) beside it.
# find_package(LLVM 22) would demand an exact minor match, so find any LLVM
# at LLVM_DIR and check the major version ourselves.
find_package(LLVM REQUIRED CONFIG)
if(NOT LLVM_VERSION_MAJOR EQUAL 22)
  message(FATAL_ERROR "dxsig needs LLVM 22, found ${LLVM_PACKAGE_VERSION} at ${LLVM_DIR}; "
                      "set -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm")
endif()
message(STATUS "dxsig: LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_DIR}")

add_library(dxsig_llvm_headers INTERFACE)
target_include_directories(dxsig_llvm_headers SYSTEM INTERFACE ${LLVM_INCLUDE_DIRS})
separate_arguments(_dxsig_llvm_defs NATIVE_COMMAND "${LLVM_DEFINITIONS}")
target_compile_definitions(dxsig_llvm_headers INTERFACE ${_dxsig_llvm_defs})
if(NOT LLVM_ENABLE_RTTI)
  target_compile_options(dxsig_llvm_headers INTERFACE $<$<COMPILE_LANGUAGE:CXX>:-fno-rtti>)
endif()

add_library(dxsig_llvm_dylib INTERFACE)
target_link_libraries(dxsig_llvm_dylib INTERFACE dxsig_llvm_headers)
if(LLVM_LINK_LLVM_DYLIB AND TARGET LLVM)
  target_link_libraries(dxsig_llvm_dylib INTERFACE LLVM)
else()
  llvm_map_components_to_libnames(_dxsig_llvm_libs core irreader bitwriter support)
  target_link_libraries(dxsig_llvm_dylib INTERFACE ${_dxsig_llvm_libs})
endif()

# clang 22's preprocessor (libclang-cpp) for root-signature files: the CLI
# links it, the opt plugin does not. Debian: libclang-22-dev.
find_package(Clang REQUIRED CONFIG
             HINTS "${LLVM_INSTALL_PREFIX}/lib/cmake/clang" "${LLVM_DIR}/../clang")
message(STATUS "dxsig: clang's preprocessor from ${Clang_DIR}")

# Tools the tests use, from the same LLVM.
set(DXSIG_LLVM_TOOLS_DIR "${LLVM_TOOLS_BINARY_DIR}" CACHE PATH "opt, lit, FileCheck, ...")
