// ===--- leak_test.cpp - compiling and loading again and again stays flat --=== //
// Note [Program ownership] in compiler/program.h: a Program frees the stdlib
// and imported Programs it loaded. Compiling a unit that uses
// torch.nn.functional leaked ~800 KB per compile through a shared_ptr cycle;
// this checks the resident set size over 1,000 compiles and 1,000 loads.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <string>

#include "compiler/program.h"
#include "frontend/parser.h"
#include "runtime/interpreter.h"
#include "support/sanitizers.h"
#include "torchscript/torchscript.h"
#include "tensor/ops.h"

namespace ts {
namespace {

/// Resident set size in bytes (/proc/self/statm's second field, in pages).
size_t residentBytes() {
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (!f) return 0;
  unsigned long total = 0, resident = 0;
  int n = std::fscanf(f, "%lu %lu", &total, &resident);
  std::fclose(f);
  return n == 2 ? resident * static_cast<size_t>(sysconf(_SC_PAGESIZE)) : 0;
}

constexpr int kRounds = 1000;
constexpr int kWarmup = 100;
// Generous: the leak was ~800 KB per compile (~700 MB here); allocator
// caches and fragmentation stay far below this.
constexpr size_t kMaxGrowth = 32u << 20;
// Sanitizers hold freed memory back (ASan's quarantine), so the resident
// size means nothing there; LeakSanitizer checks those builds instead.
#if defined(TS_ASAN) || defined(TS_TSAN)
constexpr bool kRssMeaningful = false;
#else
constexpr bool kRssMeaningful = true;
#endif

const char* kSource = R"(
import torch
import torch.nn.functional as F

def act(x: torch.Tensor) -> torch.Tensor:
    return F.relu(F.softmax(x, dim=0)) + F.gelu(x)
)";

TEST(Leaks, CompilingAgainAndAgainStaysFlat) {
  size_t before = 0;
  for (int i = 0; i < kRounds; ++i) {
    if (i == kWarmup) before = residentBytes();
    // What ts::compile does (api/engine.cpp), then one call.
    Program p(parseFile(Source::make("leak.py", kSource)));
    p.check();
    Stack stack{IValue(ones({2}))};
    runFunction(*p.scriptFunction("act"), stack);
    ASSERT_EQ(stack.at(0).toTensor().numel(), 2);
  }
  size_t after = residentBytes();
  ASSERT_GT(before, 0u);
  std::printf("RSS after %d compiles: %zu KB, after %d: %zu KB\n", kWarmup, before >> 10, kRounds, after >> 10);
  if (kRssMeaningful) {
    EXPECT_LT(after, before + kMaxGrowth);
  }
}

TEST(Leaks, LoadingAgainAndAgainStaysFlat) {
  const std::string path = std::string(TS_SOURCE_DIR) + "/tests/data/pt/model.pt";
  std::vector<float> input{1.0f, 1.0f};
  size_t before = 0;
  for (int i = 0; i < kRounds; ++i) {
    if (i == kWarmup) before = residentBytes();
    Module m = load(path);
    api::Value out = m.forward({api::Value::from_blob(input.data(), {1, 2}, DType::Float32)});
    ASSERT_EQ(out.numel(), 2);
  }
  size_t after = residentBytes();
  std::printf("RSS after %d loads: %zu KB, after %d: %zu KB\n", kWarmup, before >> 10, kRounds, after >> 10);
  if (kRssMeaningful) {
    EXPECT_LT(after, before + kMaxGrowth);
  }
}

}  // namespace
}  // namespace ts
