# The installable package: one library, libtorchscript (static, or shared
# with -DBUILD_SHARED_LIBS=ON), made of every layer's objects; its headers;
# the CLI; a CMake package (find_package(torchscript) gives the imported
# target torchscript::torchscript) and a pkg-config file (torchscript.pc).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)
find_package(Threads REQUIRED)
# Found again here: src/tensor/extra.cmake runs inside a function, so its
# BLAS_LIBRARIES does not reach this scope (TS_SLEEF_LIBRARY and the FFTW
# libraries of src/ops/extra.cmake are cached).
set(BLA_VENDOR OpenBLAS)
find_package(BLAS REQUIRED)

set(TS_PACKAGE_LAYERS support tensor types frontend ir runtime ops stdlib passes compiler serialization api)
set(ts_package_objects)
foreach(layer ${TS_PACKAGE_LAYERS})
  list(APPEND ts_package_objects $<TARGET_OBJECTS:ts_${layer}>)
endforeach()

# The target is torchscript_lib because `torchscript` names the CLI; the
# file and the exported target are both called torchscript.
add_library(torchscript_lib ${ts_package_objects})
set_target_properties(torchscript_lib PROPERTIES OUTPUT_NAME torchscript EXPORT_NAME torchscript
                      VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})
target_include_directories(torchscript_lib INTERFACE $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
                                                     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
# The public headers need C++17 (inline namespaces, std::is_integral_v).
target_compile_features(torchscript_lib INTERFACE cxx_std_17)

# What the layers link against (src/*/extra.cmake). A shared library carries
# them itself; a static one passes them on: in the build tree as found, in
# an installed package through torchscript::dependencies, which
# torchscriptConfig.cmake finds again on the consumer's machine.
set(ts_dependencies ZLIB::ZLIB ${BLAS_LIBRARIES} ${TS_SLEEF_LIBRARY} ${TS_FFTW_LIBRARY} ${TS_FFTWF_LIBRARY} Threads::Threads)
if(BUILD_SHARED_LIBS)
  target_link_libraries(torchscript_lib PRIVATE ${ts_dependencies})
  # Note [Exported symbols]: -fvisibility=hidden (set above, before the
  # layers) leaves the TS_API declarations of include/torchscript; the
  # version script also hides the C++ library templates instantiated in our
  # code (namespace std is declared visible), and --exclude-libs keeps the
  # symbols of static archives private.
  target_link_options(torchscript_lib PRIVATE "-Wl,--version-script=${PROJECT_SOURCE_DIR}/cmake/torchscript.map"
                      -Wl,--exclude-libs,ALL -Wl,--no-undefined)
  set_property(TARGET torchscript_lib APPEND PROPERTY LINK_DEPENDS ${PROJECT_SOURCE_DIR}/cmake/torchscript.map)
  set(TS_PC_LIBS "-ltorchscript")
  set(TS_PC_LIBS_PRIVATE "-lopenblas -lsleef -lfftw3 -lfftw3f -lz -pthread")
else()
  foreach(dep ${ts_dependencies})
    target_link_libraries(torchscript_lib INTERFACE $<BUILD_INTERFACE:${dep}>)
  endforeach()
  target_link_libraries(torchscript_lib INTERFACE $<INSTALL_INTERFACE:torchscript::dependencies>)
  set(TS_PC_LIBS "-ltorchscript -lopenblas -lsleef -lfftw3 -lfftw3f -lz -pthread")
  set(TS_PC_LIBS_PRIVATE "")
endif()
add_library(torchscript::torchscript ALIAS torchscript_lib)

set(ts_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/torchscript)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/torchscript DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS torchscript_lib EXPORT torchscriptTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS torchscript RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(EXPORT torchscriptTargets NAMESPACE torchscript:: DESTINATION ${ts_cmake_dir})
if(BUILD_SHARED_LIBS)
  set(TS_PACKAGE_STATIC OFF)
else()
  set(TS_PACKAGE_STATIC ON)
endif()
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/torchscriptConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/torchscriptConfig.cmake INSTALL_DESTINATION ${ts_cmake_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/torchscriptConfigVersion.cmake
                                 COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/torchscriptConfig.cmake ${PROJECT_BINARY_DIR}/torchscriptConfigVersion.cmake
        DESTINATION ${ts_cmake_dir})
# The .pc file finds the prefix from its own place (relocatable, as the
# CMake package is), so `cmake --install --prefix P` works for any P.
file(RELATIVE_PATH TS_PC_PREFIX_FROM_PCDIR /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" TS_PC_PREFIX_FROM_PCDIR "${TS_PC_PREFIX_FROM_PCDIR}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/torchscript.pc.in ${PROJECT_BINARY_DIR}/torchscript.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/torchscript.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
