# Installs the public C API (headers, libdxsig.a/.so), the plugin, the CLI, a
# CMake package (find_package(dxsig) -> dxsig::dxsig, dxsig::dxsig_static)
# and dxsig.pc for pkg-config.
include(CMakePackageConfigHelpers)

set(DXSIG_CMAKE_INSTALL_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/dxsig")

install(FILES ${DXSIG_PUBLIC_HEADERS} DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}/dxsig")
install(TARGETS dxsig_static dxsig_shared EXPORT dxsigTargets
  ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}"
  LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}"
  INCLUDES DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")
if(DXSIG_WITH_LLVM)
  install(TARGETS DXSig LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}")
  # The installed CLI finds the libLLVM it was built with.
  set_target_properties(dxsig PROPERTIES INSTALL_RPATH "${LLVM_LIBRARY_DIR}")
  install(TARGETS dxsig RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
  # The CLI's man page ('dxsig help --man') and bash completion.
  install(FILES docs/dxsig.1 DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
  install(FILES scripts/dxsig-completion.bash
          DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions" RENAME dxsig)
endif()

install(EXPORT dxsigTargets NAMESPACE dxsig:: DESTINATION "${DXSIG_CMAKE_INSTALL_DIR}")
configure_package_config_file(cmake/dxsigConfig.cmake.in
  "${CMAKE_BINARY_DIR}/cmake/dxsigConfig.cmake"
  INSTALL_DESTINATION "${DXSIG_CMAKE_INSTALL_DIR}")
write_basic_package_version_file("${CMAKE_BINARY_DIR}/cmake/dxsigConfigVersion.cmake"
  COMPATIBILITY SameMinorVersion)
install(FILES "${CMAKE_BINARY_DIR}/cmake/dxsigConfig.cmake"
              "${CMAKE_BINARY_DIR}/cmake/dxsigConfigVersion.cmake"
        DESTINATION "${DXSIG_CMAKE_INSTALL_DIR}")

# pkg-config: the prefix is derived from the .pc file's own location, so
# `cmake --install --prefix X` (or moving X) needs no reconfigure.
file(RELATIVE_PATH DXSIG_PC_TO_PREFIX "/p/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/p")
string(REGEX REPLACE "/$" "" DXSIG_PC_TO_PREFIX "${DXSIG_PC_TO_PREFIX}")
configure_file(cmake/dxsig.pc.in "${CMAKE_BINARY_DIR}/dxsig.pc" @ONLY)
install(FILES "${CMAKE_BINARY_DIR}/dxsig.pc" DESTINATION "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
