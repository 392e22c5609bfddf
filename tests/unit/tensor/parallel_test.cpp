// ===--- parallel_test.cpp - intra-op kernels: parallel equals serial -----=== //
// Kernels run above kGrainSize elements at 1, 2 and 4 threads (forced, so the
// machine's core count does not matter) must give bit-identical results;
// full float sums follow ATen's two-pass split (Note [Two-pass sum]).
#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <stdexcept>

#include "tensor/nn_conv.h"
#include "tensor/nn_activation.h"
#include "tensor/nn_im2col.h"
#include "tensor/nn_norm.h"
#include "tensor/nn_pool.h"
#include "tensor/nn_shape.h"
#include "tensor/parallel.h"
#include "test_util.h"

namespace ts::test {
namespace {

/// Restores the thread count a test changed.
struct ThreadCountGuard {
  int saved = getNumThreads();
  ~ThreadCountGuard() { setNumThreads(saved); }
};

bool sameBits(const Tensor& a, const Tensor& b) {
  if (!a.sizes().equals(b.sizes()) || a.dtype() != b.dtype()) return false;
  Tensor ca = a.contiguous(), cb = b.contiguous();
  return std::memcmp(ca.data_ptr(), cb.data_ptr(), static_cast<size_t>(ca.numel()) * ca.element_size()) == 0;
}

/// fn() at 2 and 4 threads gives the bits it gives at 1 thread.
template <typename F>
void expectThreadInvariant(const char* what, F fn) {
  ThreadCountGuard guard;
  setNumThreads(1);
  Tensor serial = fn();
  for (int t : {2, 4}) {
    setNumThreads(t);
    EXPECT_TRUE(sameBits(serial, fn())) << what << " at " << t << " threads";
  }
}

/// Irregular float data: 1001 x 517 (rows not a multiple of any vector width).
Tensor data(int64_t rows = 1001, int64_t cols = 517) {
  return mul(sin(arange(Scalar(int64_t{rows * cols}), ScalarType::Float)), Scalar(100.0)).view({rows, cols});
}

/// Irregular float data of any shape, values in [-100, 100].
Tensor field(const std::vector<int64_t>& shape, double phase = 0.0) {
  Tensor flat = add(arange(Scalar(computeNumel(shape)), ScalarType::Float), Scalar(phase));
  return mul(sin(flat), Scalar(100.0)).view(shape);
}

/// Both outputs of a kernel returning two tensors, joined for comparison.
Tensor joined(const std::tuple<Tensor, Tensor>& r) {
  return cat({std::get<0>(r).reshape({-1}).to(ScalarType::Double), std::get<1>(r).reshape({-1}).to(ScalarType::Double)}, 0);
}

TEST(ParallelKernels, ConvolutionIsBitIdentical) {
  Tensor x = field({2, 16, 40, 40}), w = mul(field({40, 16, 3, 3}, 0.5), Scalar(0.01)), b = field({40}, 0.25);
  expectThreadInvariant("conv 3x3", [&] { return nn::convolution(x, w, b, {1, 1}, {1, 1}, {1, 1}, false, {0, 0}, 1); });
  expectThreadInvariant("conv 3x3 stride 2, no bias",
                        [&] { return nn::convolution(x, w, Tensor(), {2, 2}, {1, 1}, {1, 1}, false, {0, 0}, 1); });
  Tensor wg = mul(field({40, 4, 5, 5}, 1.5), Scalar(0.01));
  expectThreadInvariant("grouped conv", [&] { return nn::convolution(x, wg, b, {1, 1}, {2, 2}, {1, 1}, false, {0, 0}, 4); });
  Tensor wd = field({16, 1, 3, 3}, 2.5);
  expectThreadInvariant("depthwise conv", [&] { return nn::convolution(x, wd, Tensor(), {1, 1}, {1, 1}, {1, 1}, false, {0, 0}, 16); });
  // Double convolution is im2col (ours, checked here) + OpenBLAS's dgemm,
  // whose bits at several threads depend on the kernel OpenBLAS picks
  // (OPENBLAS_CORETYPE=Haswell differs from 1 thread): not checked.
  expectThreadInvariant("im2col", [&] { return nn::im2col(x, {3, 3}, {1, 1}, {1, 1}, {2, 2}); });
}

TEST(ParallelKernels, PoolingIsBitIdentical) {
  Tensor x = field({2, 24, 48, 50});
  expectThreadInvariant("max_pool2d", [&] { return joined(nn::maxPoolWithIndices(x, {3, 3}, {2, 2}, {1, 1}, {1, 1}, false, 2)); });
  expectThreadInvariant("avg_pool2d", [&] { return nn::avgPool(x, {3, 2}, {2, 2}, {1, 1}, true, false, std::nullopt, 2); });
  expectThreadInvariant("adaptive_avg_pool2d", [&] { return nn::adaptiveAvgPool(x, {5, 7}, 2); });
  expectThreadInvariant("adaptive_avg_pool2d 1x1", [&] { return nn::adaptiveAvgPool(x, {1, 1}, 2); });
  expectThreadInvariant("adaptive_max_pool2d", [&] { return joined(nn::adaptiveMaxPool(x, {6, 4}, 2)); });
}

TEST(ParallelKernels, NormalizationIsBitIdentical) {
  Tensor x = field({4, 32, 20, 20}), w = field({32}, 0.3), b = field({32}, 0.7);
  Tensor rm = mul(field({32}, 0.1), Scalar(0.01)), rv = add(abs(field({32}, 0.9)), Scalar(1.0));
  expectThreadInvariant("batch_norm eval", [&] { return nn::batchNorm(x, w, b, rm, rv, false, 0.1, 1e-5); });
  expectThreadInvariant("batch_norm training", [&] {
    Tensor m = rm.clone(), v = rv.clone();
    Tensor y = nn::batchNorm(x, w, b, m, v, true, 0.1, 1e-5);
    return cat({y.reshape({-1}), m, v}, 0);  // the running statistics too
  });
  Tensor lw = field({20, 20}, 0.2), lb = field({20, 20}, 0.4);
  expectThreadInvariant("layer_norm", [&] { return nn::layerNorm(x, {20, 20}, lw, lb, 1e-5); });
  expectThreadInvariant("layer_norm, no affine", [&] { return nn::layerNorm(x.view({-1, 100}), {100}, Tensor(), Tensor(), 1e-5); });
  expectThreadInvariant("group_norm", [&] { return nn::groupNorm(x, 8, w, b, 1e-5); });
  expectThreadInvariant("group_norm, no affine", [&] { return nn::groupNorm(x, 4, Tensor(), Tensor(), 1e-5); });
}

TEST(ParallelKernels, SoftmaxAndGathersAreBitIdentical) {
  Tensor x = field({64, 40, 33});
  for (int64_t d : {0, 1, 2}) {
    expectThreadInvariant("softmax", [&] { return nn::softmax(x, d, false); });
    expectThreadInvariant("log_softmax", [&] { return nn::softmax(x, d, true); });
  }
  Tensor table = field({1000, 128});
  Tensor tokens = remainder(mul(arange(Scalar(int64_t{4096}), ScalarType::Long), Scalar(int64_t{37})), Scalar(int64_t{1000}));
  expectThreadInvariant("embedding", [&] { return nn::embedding(table, tokens.view({64, 64})); });
  std::vector<Tensor> parts;
  for (int64_t i = 0; i < 64; ++i) parts.push_back(field({8, 100}, static_cast<double>(i)));
  expectThreadInvariant("cat of small pieces", [&] { return cat(parts, 1); });
  expectThreadInvariant("cat along dim 0", [&] { return cat(parts, 0); });
  Tensor a = field({64, 48, 40}), b = field({64, 40, 56}, 0.5);
  expectThreadInvariant("bmm, small products", [&] { return bmm(a, b); });
  expectThreadInvariant("bmm, small int products", [&] { return bmm(a.to(ScalarType::Long), b.to(ScalarType::Long)); });
}

TEST(ParallelFor, CoversTheRangeOnceInFixedChunks) {
  ThreadCountGuard guard;
  setNumThreads(3);
  std::vector<std::atomic<int>> hits(100000);
  std::mutex mu;
  std::vector<std::pair<int64_t, int64_t>> chunks;
  parallelFor(0, 100000, 1000, [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) hits[i]++;
    std::lock_guard<std::mutex> lock(mu);
    chunks.emplace_back(b, e);
  });
  for (auto& h : hits) ASSERT_EQ(h.load(), 1);
  std::sort(chunks.begin(), chunks.end());
  std::vector<std::pair<int64_t, int64_t>> want{{0, 33334}, {33334, 66668}, {66668, 100000}};
  EXPECT_EQ(chunks, want);
  EXPECT_EQ(parallelTasks(0, 1000, 1000), 1);  // ATen: only numel > grain splits
}

TEST(ParallelFor, NestedCallsRunSeriallyAndExceptionsPropagate) {
  ThreadCountGuard guard;
  setNumThreads(2);
  std::atomic<int> nested_tasks{0};
  parallelFor(0, 4, 1, [&](int64_t, int64_t) {
    EXPECT_TRUE(inParallelRegion());
    EXPECT_EQ(parallelTasks(0, 100, 1), 1);
    parallelFor(0, 100, 1, [&](int64_t b, int64_t e) {
      EXPECT_EQ(e - b, 100);
      nested_tasks++;
    });
  });
  EXPECT_EQ(nested_tasks.load(), 2);
  EXPECT_FALSE(inParallelRegion());
  EXPECT_THROW(parallelFor(0, 10, 1, [](int64_t b, int64_t) {
                 if (b > 0) throw std::runtime_error("task failed");
               }),
               std::runtime_error);
  EXPECT_THROW(setNumThreads(0), Error);
}

TEST(ParallelKernels, ElementwiseIsBitIdentical) {
  Tensor x = data(), y = data().t().contiguous().t();  // same values, transposed layout
  expectThreadInvariant("add", [&] { return add(x, y, Scalar(0.5)); });
  expectThreadInvariant("mul broadcast", [&] { return mul(x, x.select(0, 3)); });
  expectThreadInvariant("exp", [&] { return exp(x.narrow(1, 1, 500)); });
  expectThreadInvariant("sin of a transposed view", [&] { return sin(x.t()); });
  expectThreadInvariant("clamp", [&] { return clamp(x, Scalar(-50.0), Scalar(50.0)); });
  expectThreadInvariant("bf16 rsqrt", [&] { return rsqrt(x.narrow(1, 3, 511).to(ScalarType::BFloat16)); });
  expectThreadInvariant("cast", [&] { return x.t().to(ScalarType::Double); });
  expectThreadInvariant("copy", [&] { return x.t().contiguous(); });
}

TEST(ParallelKernels, ReductionsOverADimAreBitIdentical) {
  Tensor x = data();
  expectThreadInvariant("sum dim 0", [&] { return sum(x, {0}); });
  expectThreadInvariant("sum dim 1", [&] { return sum(x, {1}); });
  expectThreadInvariant("sum of a transposed view", [&] { return sum(x.t(), {0}); });
  expectThreadInvariant("amax dim 0", [&] { return amax(x, {0}); });
  expectThreadInvariant("amax dim 1", [&] { return amax(x.narrow(1, 1, 513), {1}); });
  expectThreadInvariant("double sum", [&] { return sum(x.to(ScalarType::Double), {1}); });
}

TEST(ParallelKernels, FullSumSplitsInTwoPasses) {
  ThreadCountGuard guard;
  Tensor x = data().view({-1});
  const int64_t n = x.numel(), half = (n + 1) / 2;
  setNumThreads(1);
  double a = sum(x.narrow(0, 0, half)).item().toDouble(), b = sum(x.narrow(0, half, n - half)).item().toDouble();
  double one = sum(x).item().toDouble();
  setNumThreads(2);
  EXPECT_EQ(sum(x).item().toDouble(), static_cast<double>(static_cast<float>(a) + static_cast<float>(b)));
  setNumThreads(4);
  double four = sum(x).item().toDouble();
  for (int i = 0; i < 5; ++i) EXPECT_EQ(sum(x).item().toDouble(), four);  // fixed chunks
  setNumThreads(1);
  EXPECT_EQ(sum(x).item().toDouble(), one);
}

}  // namespace
}  // namespace ts::test
