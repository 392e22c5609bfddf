// ===--- load_fuzzer.cpp - fuzz target: bytes -> .pt load -> forward ------=== //
// The input is a .pt archive. A fixed script loads it with torch.jit.load,
// calls it on the input the seed models take and prints its code; only the
// archive is fuzzed. The bytes live in an in-memory file (memfd), so
// nothing touches the disk. Scripts run under the step budget of
// run_fuzzer.cpp (Note [Fuzz fuel]). A custom mutator mostly mutates one
// record of the archive and writes the archive again, so the mutants get
// past the CRC check to the pickles and code inside.
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "compiler/program.h"
#include "frontend/parser.h"
#include "fuzz_support.h"
#include "runtime/fuzz_fuel.h"
#include "serialization/jit_services.h"
#include "serialization/zip_archive.h"

// libFuzzer's own mutation, for the custom mutator (absent from the replay
// executable, which never calls the mutator).
extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size) __attribute__((weak));

namespace {

constexpr int64_t kFuelPerInput = 200'000;

/// Loads the archive at `path` and exercises the module: forward on a
/// (1, 2) float tensor, as the seeds take, then its code (the code printer).
std::string loadScript(const std::string& path) {
  return "import torch\n"
         "m = torch.jit.load('" +
         path +
         "')\n"
         "print(m(torch.ones(1, 2)))\n"
         "print(m.code)\n";
}

/// An in-memory file holding `bytes`, closed on destruction.
class MemFile {
 public:
  explicit MemFile(const std::string& bytes) : fd_(::memfd_create("fuzz.pt", 0)) {
    if (fd_ >= 0 && ::write(fd_, bytes.data(), bytes.size()) != static_cast<ssize_t>(bytes.size())) {
      ::close(fd_);
      fd_ = -1;
    }
  }
  ~MemFile() {
    if (fd_ >= 0) ::close(fd_);
  }
  MemFile(const MemFile&) = delete;
  MemFile& operator=(const MemFile&) = delete;
  bool ok() const { return fd_ >= 0; }
  std::string path() const { return "/proc/self/fd/" + std::to_string(fd_); }

 private:
  int fd_;
};

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
  MemFile file(ts::fuzz::bytesOf(data, size));
  if (!file.ok()) return 0;
  ts::fuzzFuel() = kFuelPerInput;
  try {
    ts::Program program(ts::parseFile(ts::Source::make("<fuzz>", loadScript(file.path()))));
    ts::JitHooks hooks = ts::serializationJitHooks();
    hooks.save = nullptr;  // a loaded module's code cannot write files
    program.jitHooks() = hooks;
    program.run();
  } catch (const ts::Error& e) {
    ts::fuzz::expectedError(e);
  }
  return 0;
}
