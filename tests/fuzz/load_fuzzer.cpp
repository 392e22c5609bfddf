// ===--- load_fuzzer.cpp - fuzz target: bytes -> .pt load -> forward ------=== //
// The input is a .pt archive. It is loaded from memory as torch.jit.load
// would, its forward runs on the input the seed models take and its code
// is printed; only the archive is fuzzed. Calls run under the step budget
// of run_fuzzer.cpp (Note [Fuzz fuel]). A custom mutator mostly mutates one
// record of the archive and writes the archive again, so the mutants get
// past the CRC check to the pickles and code inside.

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "api/engine.h"
#include "compiler/program.h"
#include "fuzz_support.h"
#include "runtime/fuzz_fuel.h"
#include "runtime/interpreter.h"
#include "serialization/code_printer.h"
#include "serialization/jit_services.h"
#include "serialization/zip_archive.h"
#include "tensor/ops_creation.h"

// libFuzzer's own mutation, for the custom mutator (absent from the replay
// executable, which never calls the mutator).
extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size) __attribute__((weak));

namespace {

constexpr int64_t kFuelPerInput = 200'000;

/// Exercises a loaded module: forward on a (1, 2) float tensor, as the
/// seeds take, then its code (the code printer).
void exercise(ts::Program& program, const ts::IValue& m) {
  if (!m.isObject()) return;
  const ts::ClassType* t = m.toObject()->type;
  ts::ClassInfo* c = program.classInfo(t);
  ts::Function* forward = c ? program.compileMethod(*c, "forward", t) : nullptr;
  if (!forward) return;
  // Through the embedder's entry point, which checks the arguments against
  // forward's declared types as an embedder's call would be checked.
  ts::detail::callFunction(forward, {m, ts::IValue(ts::ones({1, 2}))});
  std::fputs(ts::methodCode(*forward).c_str(), stdout);
}

/// `archive` with one record replaced by a mutation of it; empty when the
/// bytes are not an archive we can read.
std::string mutateOneRecord(const std::string& archive, size_t max_size, std::mt19937& rng) {
  try {
    ts::ZipReader zip(archive);
    const std::string prefix = zip.archiveName() + "/";
    std::vector<std::string> records;
    for (const ts::ZipEntry& e : zip.entries())
      if (e.name.rfind(prefix, 0) == 0) records.push_back(e.name.substr(prefix.size()));
    if (records.empty()) return "";
    const size_t victim = rng() % records.size();
    ts::ZipWriter out(zip.archiveName());
    for (size_t i = 0; i < records.size(); ++i) {
      std::string data = zip.getRecord(records[i]);
      if (i == victim) {
        const size_t n = data.size();
        data.resize(std::max<size_t>(2 * n, 64));  // room to grow
        data.resize(LLVMFuzzerMutate(reinterpret_cast<uint8_t*>(data.data()), n, data.size()));
      }
      out.writeRecord(records[i], data);
    }
    std::string bytes = out.finish();
    return bytes.size() <= max_size ? bytes : "";
  } catch (const ts::Error&) {
    return "";
  }
}

}  // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned int seed) {
  std::mt19937 rng(seed);
  if (rng() % 8 != 0) {  // mostly inside a record; sometimes the zip structure itself
    std::string mutated = mutateOneRecord(ts::fuzz::bytesOf(data, size), max_size, rng);
    if (!mutated.empty()) {
      std::copy(mutated.begin(), mutated.end(), data);
      return mutated.size();
    }
  }
  return LLVMFuzzerMutate(data, size, max_size);
}

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  ts::fuzz::silenceStdout();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  ts::fuzzFuel() = kFuelPerInput;
  try {
    ts::Program program(std::make_unique<ts::ast::Module>());
    ts::IValue m = ts::loadArchive(program, ts::ModuleArchive::fromBytes(ts::fuzz::bytesOf(data, size)), ts::IValue());
    exercise(program, m);
  } catch (const ts::Error& e) {
    ts::fuzz::expectedError(e);
  }
  return 0;
}
