# Helpers that turn a folder under src/ into a static library, and a folder
# under tests/unit/ into one GoogleTest executable.

# ts_add_layer(NAME DEP...): src/NAME/*.cpp -> ts_NAME, linked PUBLIC to ts_DEP.
function(ts_add_layer name)
  file(GLOB sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/${name}/*.cpp)
  list(FILTER sources EXCLUDE REGEX ".*/main\\.cpp$")
  # Lets a developer leave out files that are mid-edit (e.g. -DTS_SKIP_SOURCES=ops/tensor_).
  if(TS_SKIP_SOURCES)
    list(FILTER sources EXCLUDE REGEX "${TS_SKIP_SOURCES}")
  endif()
  if(NOT sources)
    set(sources ${PROJECT_SOURCE_DIR}/cmake/empty.cpp)
  endif()
  add_library(ts_${name} STATIC ${sources})
  target_include_directories(ts_${name} PUBLIC ${PROJECT_SOURCE_DIR}/src ${PROJECT_SOURCE_DIR}/include)
  foreach(dep ${ARGN})
    target_link_libraries(ts_${name} PUBLIC ts_${dep})
  endforeach()
  if(EXISTS ${PROJECT_SOURCE_DIR}/src/${name}/extra.cmake)
    include(${PROJECT_SOURCE_DIR}/src/${name}/extra.cmake)
  endif()
endfunction()

# ts_add_unit_tests(LAYER): tests/unit/LAYER/*_test.cpp -> unit_LAYER.
function(ts_add_unit_tests layer)
  file(GLOB tests CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/unit/${layer}/*_test.cpp)
  if(NOT tests)
    return()
  endif()
  add_executable(unit_${layer} ${tests})
  target_link_libraries(unit_${layer} PRIVATE ts_${layer} GTest::gtest GTest::gtest_main)
  # The test's own folder, for data files beside it (__FILE__ may be relative).
  target_compile_definitions(unit_${layer} PRIVATE TS_UNIT_TEST_DIR="${PROJECT_SOURCE_DIR}/tests/unit/${layer}")
  add_test(NAME unit_${layer} COMMAND unit_${layer})
endfunction()
