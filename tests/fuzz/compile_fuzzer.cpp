// ===--- compile_fuzzer.cpp - fuzz target: source text -> ts::compile -----=== //
// Parses and compiles every function and class of the input through the
// public API, running nothing. Exercises the lexer, parser, type checker,
// emitter and optimization passes.
#include "fuzz_support.h"
#include "torchscript/torchscript.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  ts::fuzz::silenceStdout();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    ts::CompilationUnit cu = ts::compile(ts::fuzz::bytesOf(data, size), "<fuzz>");
    for (const std::string& name : cu.functionNames()) (void)cu.function(name).graph();
  } catch (const ts::Error& e) {
    ts::fuzz::expectedError(e);
  }
  return 0;
}
