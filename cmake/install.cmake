# `cmake --install build [--prefix P]`: the rfsat executable, the shared
# library rfsat::rfsat with its one public header, and a CMake package so
# that another project can write
#   find_package(rfsat 0.1 REQUIRED)
#   target_link_libraries(app PRIVATE rfsat::rfsat)
# tests/consumer/ is such a project; scripts/test_install.sh builds it
# against a fresh install (a ctest test runs it).
include(CMakePackageConfigHelpers)
install(TARGETS rfsat RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS rfsat_api EXPORT rfsatTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_SOURCE_DIR}/include/rfsat/rfsat.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rfsat)
set(RFSAT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/rfsat)
install(EXPORT rfsatTargets NAMESPACE rfsat:: DESTINATION ${RFSAT_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/rfsatConfig.cmake.in
  ${PROJECT_BINARY_DIR}/rfsatConfig.cmake INSTALL_DESTINATION ${RFSAT_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/rfsatConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/rfsatConfig.cmake ${PROJECT_BINARY_DIR}/rfsatConfigVersion.cmake
  DESTINATION ${RFSAT_CMAKE_DIR})
# The manual page rfsat(1) and the bash completion (src/cli/cli_docs.hpp).
install(FILES ${PROJECT_BINARY_DIR}/rfsat.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PROJECT_BINARY_DIR}/rfsat.bash-completion
  DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME rfsat)
