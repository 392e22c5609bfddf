# The stdlib's .py files are embedded into the library as strings.
file(GLOB stdlib_py CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/stdlib/*.py)
set(stdlib_cpp ${PROJECT_BINARY_DIR}/stdlib_sources.cpp)
# A ';'-separated list would split the shell command: pass it '|'-separated.
string(REPLACE ";" "|" stdlib_py_arg "${stdlib_py}")
add_custom_command(
  OUTPUT ${stdlib_cpp}
  COMMAND ${CMAKE_COMMAND} -DOUT=${stdlib_cpp} "-DSOURCES=${stdlib_py_arg}"
          -P ${PROJECT_SOURCE_DIR}/src/stdlib/embed_sources.cmake
  DEPENDS ${stdlib_py} ${PROJECT_SOURCE_DIR}/src/stdlib/embed_sources.cmake
  COMMENT "Embedding the TorchScript stdlib sources"
  VERBATIM)
target_sources(ts_stdlib PRIVATE ${stdlib_cpp})
