// ===--- load_bench.cpp - microbenchmarks of loading a .pt ---------------=== //
// Where load time goes: the CRC every record is checked with, and a whole
// load of a model PyTorch saved (from memory, so disk speed is not timed).
#include <benchmark/benchmark.h>
#include <zlib.h>

#include <fstream>
#include <sstream>
#include <string>

#include "serialization/crc32.h"
#include "torchscript/module.h"

namespace ts {
namespace {

std::string buffer(size_t n) {
  std::string s(n, '\0');
  for (size_t i = 0; i < n; ++i) s[i] = static_cast<char>(i * 2654435761u >> 13);
  return s;
}

void BM_Crc32Ours(benchmark::State& state) {
  std::string data = buffer(static_cast<size_t>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(crc32Update(0, data.data(), data.size()));
  state.SetBytesProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Crc32Ours)->Arg(4 << 10)->Arg(4 << 20);

void BM_Crc32Zlib(benchmark::State& state) {
  std::string data = buffer(static_cast<size_t>(state.range(0)));
  for (auto _ : state) {
    benchmark::DoNotOptimize(crc32(0, reinterpret_cast<const Bytef*>(data.data()), static_cast<uInt>(data.size())));
  }
  state.SetBytesProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Crc32Zlib)->Arg(4 << 10)->Arg(4 << 20);

void BM_LoadSmallCnn(benchmark::State& state) {
  std::ifstream in(TS_BENCH_DATA_DIR "/pt/small_cnn.pt", std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string bytes = ss.str();
  if (bytes.empty()) {
    state.SkipWithError("tests/data/pt/small_cnn.pt not found");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(load(bytes.data(), bytes.size()));
}
BENCHMARK(BM_LoadSmallCnn)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace ts
