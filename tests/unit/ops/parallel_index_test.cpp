// ===--- parallel_index_test.cpp - indexing kernels: parallel equals serial === //
// index_select, gather, scatter and advanced indexing above kGrainSize
// elements give the same bits at 1, 2 and 4 threads, and a bad index raises
// the error of the first bad element in row-major order, as on one thread.
#include <gtest/gtest.h>

#include <cstring>

#include "ops/tensor_arg_helpers.h"
#include "tensor/ops.h"
#include "tensor/parallel.h"

namespace ts::test {
namespace {

struct ThreadCountGuard {
  int saved = getNumThreads();
  ~ThreadCountGuard() { setNumThreads(saved); }
};

bool sameBits(const Tensor& a, const Tensor& b) {
  if (!a.sizes().equals(b.sizes()) || a.dtype() != b.dtype()) return false;
  Tensor ca = a.contiguous(), cb = b.contiguous();
  return std::memcmp(ca.data_ptr(), cb.data_ptr(), static_cast<size_t>(ca.numel()) * ca.element_size()) == 0;
}

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

/// Long indices 0..bound-1 in a scrambled order, shaped as `shape`.
Tensor scrambled(std::vector<int64_t> shape, int64_t bound) {
  Tensor i = arange(Scalar(computeNumel(shape)), ScalarType::Long);
  return remainder(mul(i, Scalar(int64_t{7919})), Scalar(bound)).view(shape);
}

TEST(ParallelIndexing, GathersAreBitIdentical) {
  Tensor x = mul(sin(arange(Scalar(int64_t{300 * 257}), ScalarType::Float)), Scalar(10.0)).view({300, 257});
  Tensor rows = scrambled({500}, 300), cols = scrambled({400}, 257);
  expectThreadInvariant("index_select dim 0", [&] { return detail::indexSelect(x, 0, rows); });
  expectThreadInvariant("index_select dim 1 of a view", [&] { return detail::indexSelect(x.t(), 0, cols); });
  expectThreadInvariant("gather", [&] { return detail::gather(x, 1, scrambled({300, 200}, 257)); });
  expectThreadInvariant("advanced indexing", [&] { return detail::indexTensor(x, {scrambled({250, 200}, 300), cols.narrow(0, 0, 200)}); });
  expectThreadInvariant("mask indexing", [&] { return detail::indexTensor(x, {gt(x, Scalar(0.0))}); });
  expectThreadInvariant("scatter", [&] {
    Tensor out = zeros({300, 257}, ScalarType::Float);
    return detail::scatter_(out, 1, scrambled({300, 200}, 257), x, std::nullopt, "add");
  });
}

TEST(ParallelIndexing, FirstBadIndexIsReported) {
  ThreadCountGuard guard;
  Tensor x = zeros({300, 257}, ScalarType::Float);
  Tensor ix = scrambled({300, 200}, 257);
  // Two bad entries, one in each half: the first in row-major order is named.
  fill_(ix.view({-1}).select(0, 1000), Scalar(int64_t{999}));
  fill_(ix.view({-1}).select(0, 50000), Scalar(int64_t{777}));
  for (int t : {1, 2, 4}) {
    setNumThreads(t);
    try {
      detail::gather(x, 1, ix);
      ADD_FAILURE() << "no error at " << t << " threads";
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()), "index 999 is out of bounds for dimension 1 with size 257") << t;
    }
  }
}

}  // namespace
}  // namespace ts::test
