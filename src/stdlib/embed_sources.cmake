# Run as `cmake -DOUT=file.cpp -DSOURCES="a.py|b.py" -P embed_sources.cmake`:
# writes a C++ file holding each TorchScript source as a raw string literal,
# so the binary needs no files at run time.
set(body "// Generated from src/stdlib/*.py by embed_sources.cmake; do not edit.\n#include \"stdlib/stdlib.h\"\n\nnamespace ts {\n\nconst StdlibFile* stdlibFiles(size_t* count) {\n  static const StdlibFile files[] = {\n")
string(REPLACE "|" ";" SOURCES "${SOURCES}")
foreach(src ${SOURCES})
  get_filename_component(stem ${src} NAME_WE)
  file(READ ${src} text)
  string(APPEND body "      {\"${stem}\", R\"TSPY(${text})TSPY\"},\n")
endforeach()
string(APPEND body "  };\n  *count = sizeof(files) / sizeof(files[0]);\n  return files;\n}\n\n}  // namespace ts\n")
file(WRITE ${OUT}.tmp "${body}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different ${OUT}.tmp ${OUT})
