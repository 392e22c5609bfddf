// ===--- py_fuzzer.cpp - fuzz target: Python source -> the Python level --=== //
// Runs the input as a `torchscript run` program (the Python-level evaluator
// with torch and torch.jit installed), bounded as run_fuzzer.cpp is: a step
// budget per input (Note [Fuzz fuel]: calls and loop iterations), the
// sanitizer's allocation cap, and inputs that spell huge numbers skipped.
// An uncaught Python exception is an ordinary outcome; a signal, sanitizer
// report or escaping C++ exception is a bug.
#include <regex>
#include <sstream>
#include <string>

#include "fuzz_support.h"
#include "python/interpreter.h"
#include "python_jit/jit_module.h"
#include "runtime/fuzz_fuel.h"

namespace {

/// Python steps (calls and loop iterations) per input.
constexpr int64_t kFuelPerInput = 200'000;

/// Whether `src` can spell a huge number or touch files: see run_fuzzer.cpp
/// for the numbers; `open`, `os`, `torch.save`/`load` and imports of
/// modules with side effects are skipped so inputs cannot write files.
bool skipped(const std::string& src) {
  static const std::regex kSkip(R"(\d{6}|\d[eE][+]?\d\d|0[xXoObB][0-9a-fA-F_]{5}|\*\*|<<|open|os\b|save|load|sys|import\s+(?!torch|math))");
  return std::regex_search(src, kSkip);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  ts::fuzz::silenceStdout();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string src = ts::fuzz::bytesOf(data, size);
  if (skipped(src)) return -1;  // -1: libFuzzer keeps it out of the corpus
  ts::fuzzFuel() = kFuelPerInput;
  std::ostringstream out, err;
  ts::py::runPythonModule(src, "<fuzz>", out, err, ts::py::installJit);
  return 0;
}
