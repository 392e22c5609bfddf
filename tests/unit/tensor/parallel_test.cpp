// ===--- parallel_test.cpp - intra-op kernels: parallel equals serial -----=== //
// Kernels run above kGrainSize elements at 1, 2 and 4 threads (forced, so the
// machine's core count does not matter) must give bit-identical results;
// full float sums follow ATen's two-pass split (Note [Two-pass sum]).
#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <stdexcept>

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
