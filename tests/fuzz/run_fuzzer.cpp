// ===--- run_fuzzer.cpp - fuzz target: source -> compile -> run, bounded --=== //
// Compiles the input's script functions as `torchscript check` does, then
// calls each top-level function that takes no arguments.
// Bounds (README.md): a step budget (Note [Fuzz fuel]) ends long loops and
// deep recursion with a RuntimeError; tensor memory is capped by the
// sanitizer options fuzz_run.sh passes (a failed allocation is a
// RuntimeError); and inputs that can name huge sizes (see hugeNumbers) are
// skipped, since a string or list of 10^12 items ends the process under
// ASan however correct the code is. Script code cannot call torch.jit.save
// or load, so an input cannot touch the file system.
#include <memory>
#include <regex>
#include <string>
#include <vector>

#include "compiler/program.h"
#include "frontend/parser.h"
#include "fuzz_support.h"
#include "runtime/fuzz_fuel.h"
#include "runtime/interpreter.h"
#include "serialization/jit_services.h"

namespace {

/// Interpreter steps (calls and jumps) per input: loops of ten thousand
/// trips still finish, while an endless loop of tensor ops ends in about
/// 0.4 s of the sanitizer build (at 200,000 steps it took 4 s).
constexpr int64_t kFuelPerInput = 20'000;

/// Whether `src` can spell a number above 99999 directly: six or more
/// digits, a float exponent, a long hex/octal/binary literal, `**` or `<<`.
/// Products of literals still can, but rarely within a fuzzer's mutations.
bool hugeNumbers(const std::string& src) {
  static const std::regex kHuge(R"(\d{6}|\d[eE][+]?\d\d|0[xXoObB][0-9a-fA-F_]{5}|\*\*|<<)");
  return std::regex_search(src, kHuge);
}

/// Names of the top-level `def`s without parameters.
std::vector<std::string> zeroArgumentFunctions(const ts::ast::Module& m) {
  std::vector<std::string> names;
  for (const ts::ast::StmtPtr& s : m.body)
    if (const auto* f = s->as<ts::ast::FunctionDef>(); f && f->params.empty()) names.push_back(f->name);
  return names;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  ts::fuzz::silenceStdout();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string src = ts::fuzz::bytesOf(data, size);
  if (hugeNumbers(src)) return -1;  // -1: libFuzzer keeps it out of the corpus
  ts::fuzzFuel() = kFuelPerInput;
  try {
    auto module = ts::parseFile(ts::Source::make("<fuzz>", std::move(src)));
    std::vector<std::string> calls = zeroArgumentFunctions(*module);
    ts::Program program(std::move(module));
    program.check();
    for (const std::string& name : calls) {
      try {
        ts::Stack stack;
        ts::runFunction(*program.scriptFunction(name), stack);
      } catch (const ts::Error& e) {
        ts::fuzz::expectedError(e);
      }
    }
  } catch (const ts::Error& e) {
    ts::fuzz::expectedError(e);
  }
  return 0;
}
