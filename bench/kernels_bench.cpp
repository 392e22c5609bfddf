// ===--- kernels_bench.cpp - microbenchmarks of the tensor kernels ------=== //
// The kernels the model benchmarks of ../shared/bench spend their time in,
// at the shapes those models use, one thread unless the name says otherwise
// (docs/performance.md records what each optimization bought).
#include <benchmark/benchmark.h>

#include "tensor/generator.h"
#include "tensor/nn_activation.h"
#include "tensor/nn_conv.h"
#include "tensor/nn_norm.h"
#include "tensor/nn_pool.h"
#include "tensor/nn_recurrent_linear.h"
#include "tensor/ops.h"
#include "tensor/parallel.h"

namespace ts {
namespace {

Tensor randomTensor(IntArrayRef sizes) {
  Generator gen(42);
  return rand(sizes, gen);
}

/// Runs `body` with the benchmark's thread count argument (default 1).
template <typename F>
void withThreads(benchmark::State& state, int threads, F&& body) {
  setNumThreads(threads);
  for (auto _ : state) benchmark::DoNotOptimize(body());
}

void BM_AddContiguous(benchmark::State& state) {
  Tensor a = randomTensor({state.range(0)}), b = randomTensor({state.range(0)});
  withThreads(state, 1, [&] { return add(a, b); });
  state.SetBytesProcessed(state.iterations() * state.range(0) * 12);
}
BENCHMARK(BM_AddContiguous)->Arg(1 << 10)->Arg(1 << 20);

void BM_AddBroadcastRow(benchmark::State& state) {
  Tensor a = randomTensor({1024, 1024}), row = randomTensor({1024});
  withThreads(state, 1, [&] { return add(a, row); });
}
BENCHMARK(BM_AddBroadcastRow);

void BM_AddTransposed(benchmark::State& state) {
  Tensor a = randomTensor({1024, 1024}), b = randomTensor({1024, 1024}).t();
  withThreads(state, 1, [&] { return add(a, b); });
}
BENCHMARK(BM_AddTransposed);

void BM_SumAll(benchmark::State& state) {
  Tensor a = randomTensor({state.range(0)});
  withThreads(state, static_cast<int>(state.range(1)), [&] { return sum(a); });
  state.SetBytesProcessed(state.iterations() * state.range(0) * 4);
}
BENCHMARK(BM_SumAll)->Args({1 << 22, 1})->Args({1 << 22, 2});

void BM_SumRows(benchmark::State& state) {
  Tensor a = randomTensor({2048, 2048});
  withThreads(state, 1, [&] { return sum(a, {state.range(0)}); });
}
BENCHMARK(BM_SumRows)->Arg(0)->Arg(1);

void BM_Conv3x3(benchmark::State& state) {
  // resnet18's second stage: 64 -> 64 channels at 56x56.
  Tensor x = randomTensor({1, 64, 56, 56}), w = randomTensor({64, 64, 3, 3}), b = randomTensor({64});
  withThreads(state, static_cast<int>(state.range(0)),
              [&] { return nn::conv(x, w, b, {1, 1}, {1, 1}, {1, 1}, 1, 2); });
}
BENCHMARK(BM_Conv3x3)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

void BM_Conv1x1(benchmark::State& state) {
  Tensor x = randomTensor({1, 128, 28, 28}), w = randomTensor({256, 128, 1, 1}), b = randomTensor({256});
  withThreads(state, 1, [&] { return nn::conv(x, w, b, {1, 1}, {0, 0}, {1, 1}, 1, 2); });
}
BENCHMARK(BM_Conv1x1)->Unit(benchmark::kMillisecond);

/// The distinct convolutions of a batch-1 ResNet-18 at 224x224 (in, out,
/// input size, kernel, stride), so a change can be judged per layer; the
/// counter reports GMAC/s.
struct ResNetConv {
  int64_t cin, cout, size, kernel, stride;
};
constexpr ResNetConv kResNetConvs[] = {
    {3, 64, 224, 7, 2},   {64, 64, 56, 3, 1},   {64, 128, 56, 3, 2},  {64, 128, 56, 1, 2},
    {128, 128, 28, 3, 1}, {128, 256, 28, 3, 2}, {128, 256, 28, 1, 2}, {256, 256, 14, 3, 1},
    {256, 512, 14, 3, 2}, {256, 512, 14, 1, 2}, {512, 512, 7, 3, 1},
};

void BM_ResNetConv(benchmark::State& state) {
  const ResNetConv& c = kResNetConvs[state.range(0)];
  Tensor x = randomTensor({1, c.cin, c.size, c.size}), w = randomTensor({c.cout, c.cin, c.kernel, c.kernel});
  const int64_t pad = c.kernel / 2, out = (c.size + 2 * pad - c.kernel) / c.stride + 1;
  withThreads(state, static_cast<int>(state.range(1)),
              [&] { return nn::conv(x, w, Tensor(), {c.stride, c.stride}, {pad, pad}, {1, 1}, 1, 2); });
  const double macs = static_cast<double>(c.cout * c.cin * c.kernel * c.kernel * out * out);
  state.counters["GMACs"] = benchmark::Counter(macs * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ResNetConv)->ArgsProduct({benchmark::CreateDenseRange(0, 10, 1), {1}})->Unit(benchmark::kMicrosecond);

void BM_MaxPool3x3(benchmark::State& state) {
  Tensor x = randomTensor({1, 64, 112, 112});
  withThreads(state, 1, [&] { return std::get<0>(nn::maxPoolWithIndices(x, {3, 3}, {2, 2}, {1, 1}, {1, 1}, false, 2)); });
}
BENCHMARK(BM_MaxPool3x3);

void BM_Linear(benchmark::State& state) {
  // model_mlp's hidden layer: a batch of 64 through 512 -> 512.
  Tensor x = randomTensor({64, 512}), w = randomTensor({512, 512}), b = randomTensor({512});
  withThreads(state, 1, [&] { return addmm(b, x, w.t()); });
}
BENCHMARK(BM_Linear);

void BM_SoftmaxLastDim(benchmark::State& state) {
  Tensor x = randomTensor({64, 4, 128, 128});
  withThreads(state, 1, [&] { return nn::softmax(x, -1, false); });
}
BENCHMARK(BM_SoftmaxLastDim)->Unit(benchmark::kMillisecond);

void BM_LayerNorm(benchmark::State& state) {
  Tensor x = randomTensor({64, 128, 256}), w = randomTensor({256}), b = randomTensor({256});
  withThreads(state, 1, [&] { return nn::layerNorm(x, {256}, w, b, 1e-5); });
}
BENCHMARK(BM_LayerNorm)->Unit(benchmark::kMillisecond);

void BM_ParallelRegion(benchmark::State& state) {
  // The hand-off cost of one parallel region at two threads: two tasks of
  // ~1 us each, a caller and a worker (Note [Pool handoff]).
  std::vector<float> v(2 * kGrainSize, 1.0f);
  withThreads(state, 2, [&] {
    parallelFor(0, static_cast<int64_t>(v.size()), kGrainSize, [&](int64_t b, int64_t e) {
      for (int64_t i = b; i < e; i += 64) v[static_cast<size_t>(i)] += 1.0f;
    });
    return v[0];
  });
}
BENCHMARK(BM_ParallelRegion);

void BM_RecurrentLinear(benchmark::State& state) {
  // model_lstm's recurrent product: batch 4, hidden 256, 4 gates; arg 1 =
  // the laid-out weight (Note [Recurrent GEMM]), 0 = linear() (OpenBLAS).
  Tensor h = randomTensor({4, 256}), w = randomTensor({1024, 256}), b = randomTensor({1024});
  nn::RecurrentLinear lin(w, b, 64);
  withThreads(state, 1, [&] { return state.range(0) ? lin(h) : linear(h, w, b); });
}
BENCHMARK(BM_RecurrentLinear)->Arg(0)->Arg(1);

void BM_ContiguousOfPermuted(benchmark::State& state) {
  Tensor x = randomTensor({32, 64, 64, 16}).permute({0, 3, 1, 2});
  withThreads(state, 1, [&] { return x.contiguous(); });
}
BENCHMARK(BM_ContiguousOfPermuted);

}  // namespace
}  // namespace ts
