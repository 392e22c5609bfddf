// ===--- ops_reduce.cpp - reduction kernels --------------------------------=== //
// Note [Reduction layout]: the accumulator is allocated in keepdim shape and
// expanded (stride 0) over the reduced dims, so a reduction is a binary
// TensorIter loop acc = combine(acc, x). After dim reordering the inner run
// either reduces a run of inputs into one accumulator (acc stride 0; summed
// with 8 lanes and pairwise blocks, vectorizable) or accumulates a row into
// a row of accumulators (elementwise, vectorizable).
#include "tensor/ops_reduce.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "tensor/kernel_utils.h"
#include "tensor/loops.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_view.h"
#include "tensor/reduce_complex.h"
#include "tensor/reduce_minmax.h"
#include "tensor/reduce_sum.h"
#include "tensor/tensor_iterator.h"

namespace ts {

uint64_t makeDimMask(IntArrayRef dims, int64_t ndim) {
  uint64_t mask = 0;
  if (dims.empty()) return ndim >= 64 ? ~uint64_t(0) : ((uint64_t(1) << ndim) - 1);
  for (int64_t d : dims) {
    int64_t w = maybeWrapDim(d, ndim);
    TS_CHECK(w < 64, "reduction over more than 64 dims is not supported");
    TS_CHECK(!(mask & (uint64_t(1) << w)),
             "dim " + std::to_string(w) + " appears multiple times in the list of dims");
    mask |= uint64_t(1) << w;
  }
  return mask;
}

namespace {

template <typename A> struct SumOp {
  A identity() const { return A(0); }
  A combine(A a, A b) const { return wrapAdd<A>(a, b); }
};
template <typename A> struct ProdOp {
  A identity() const { return A(1); }
  A combine(A a, A b) const { return wrapMul<A>(a, b); }
};
template <typename A, bool kMax> struct MaxMinOp {
  A identity() const {
    if constexpr (std::is_same_v<A, bool>) {
      return !kMax;
    } else if constexpr (std::is_floating_point_v<A>) {
      return kMax ? -std::numeric_limits<A>::infinity() : std::numeric_limits<A>::infinity();
    } else {
      return kMax ? std::numeric_limits<A>::lowest() : std::numeric_limits<A>::max();
    }
  }
  // One select (NaN in a wins, then NaN in b, ties give b) so loops vectorize.
  A combine(A a, A b) const {
    if constexpr (std::is_floating_point_v<A>) {
      return (a != a || (kMax ? a > b : a < b)) ? a : b;
    } else {
      return kMax ? (a > b ? a : b) : (a < b ? a : b);
    }
  }
};
template <bool kAll> struct AllAnyOp {
  bool identity() const { return kAll; }
  bool combine(bool a, bool b) const { return kAll ? (a && b) : (a || b); }
};

// Inlined into the cloned entry points below, so each clone compiles the
// whole loop nest for its ISA.
#define TS_REDUCE_INLINE __attribute__((always_inline)) inline

constexpr int64_t kLanes = 8;
constexpr int64_t kPairwiseBlock = 4096;

// Reduces a contiguous run with kLanes independent accumulators (lets the
// compiler vectorize a reassociated reduction) and pairwise halving above
// kPairwiseBlock elements (keeps float error growth logarithmic).
// GCC 12 -O2 miscompiles the lane loop below when it widens 1-byte
// elements to 64-bit lanes (uint8 sums came out halved), so byte inputs go
// through this unvectorized loop; integer sums are exact in any order.
template <typename in_t, typename A, typename Op>
__attribute__((optimize("no-tree-vectorize"))) A reduceBytes(const in_t* x, int64_t n, const Op& op) {
  A acc = op.identity();
  for (int64_t i = 0; i < n; ++i) acc = op.combine(acc, castValue<A>(x[i]));
  return acc;
}

template <typename in_t, typename A, typename Op>
A reduceLeaf(const in_t* x, int64_t n, const Op& op) {
  if constexpr (sizeof(in_t) == 1 && std::is_integral_v<A>) return reduceBytes<in_t, A>(x, n, op);
  A lanes[kLanes];
  for (int64_t j = 0; j < kLanes; ++j) lanes[j] = op.identity();
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    for (int64_t j = 0; j < kLanes; ++j) lanes[j] = op.combine(lanes[j], castValue<A>(x[i + j]));
  }
  A acc = op.identity();
  for (; i < n; ++i) acc = op.combine(acc, castValue<A>(x[i]));
  A a01 = op.combine(lanes[0], lanes[1]), a23 = op.combine(lanes[2], lanes[3]);
  A a45 = op.combine(lanes[4], lanes[5]), a67 = op.combine(lanes[6], lanes[7]);
  return op.combine(op.combine(op.combine(a01, a23), op.combine(a45, a67)), acc);
}

// Float/double sum, max and min with GCC vector types: four 16-byte
// accumulators (native SSE2 width, so GCC keeps them in registers) give a
// reassociated loop that stays in SIMD form.
template <typename A, typename Op>
TS_REDUCE_INLINE A reduceLeafSimd(const A* x, int64_t n, const Op& op) {
  typedef A Vec __attribute__((vector_size(16)));
  constexpr int64_t kV = 16 / static_cast<int64_t>(sizeof(A));
  constexpr int64_t kW = 4 * kV;
  Vec acc[4];
  for (auto& a : acc) {
    for (int64_t j = 0; j < kV; ++j) a[j] = op.identity();
  }
  int64_t i = 0;
  for (; i + kW <= n; i += kW) {
    for (int k = 0; k < 4; ++k) {
      Vec v;
      std::memcpy(&v, x + i + k * kV, sizeof(Vec));
      if constexpr (std::is_same_v<Op, SumOp<A>>) {
        acc[k] = acc[k] + v;
      } else if constexpr (std::is_same_v<Op, MaxMinOp<A, true>>) {
        acc[k] = ((v != v) | (v > acc[k])) ? v : acc[k];
      } else {
        acc[k] = ((v != v) | (v < acc[k])) ? v : acc[k];
      }
    }
  }
  A r = op.identity();
  for (; i < n; ++i) r = op.combine(r, x[i]);
  A lanes[kW];
  std::memcpy(lanes, acc, sizeof(acc));
  // Combine lanes pairwise (tree order) for accuracy.
  for (int64_t w = kW / 2; w >= 1; w /= 2) {
    for (int64_t j = 0; j < w; ++j) lanes[j] = op.combine(lanes[j], lanes[j + w]);
  }
  return op.combine(lanes[0], r);
}

// Note [Pairwise cascade]: blocks of kPairwiseBlock elements are reduced by
// a leaf loop and merged like a binary counter, so float error grows with
// log(n) while the hot loop stays a flat, vectorized leaf (a recursive
// formulation defeated GCC's vectorizer).
template <typename A, typename Op, typename Leaf>
TS_REDUCE_INLINE A cascade(int64_t n, const Op& op, Leaf leaf) {
  A stack[64];
  int top = 0;
  uint64_t count = 0;
  for (int64_t start = 0; start < n; start += kPairwiseBlock) {
    A v = leaf(start, std::min(kPairwiseBlock, n - start));
    for (uint64_t c = ++count; (c & 1) == 0; c >>= 1) v = op.combine(stack[--top], v);
    stack[top++] = v;
  }
  if (top == 0) return op.identity();
  A r = stack[top - 1];
  for (int i = top - 2; i >= 0; --i) r = op.combine(stack[i], r);
  return r;
}

/// Whether float/double sum, max and min of a contiguous run take the SIMD
/// leaf (and the cloned entry points below).
template <typename in_t, typename A, typename Op>
constexpr bool kSimdOp = std::is_same_v<in_t, A> && (std::is_same_v<A, float> || std::is_same_v<A, double>) &&
                         (std::is_same_v<Op, SumOp<A>> || std::is_same_v<Op, MaxMinOp<A, true>> ||
                          std::is_same_v<Op, MaxMinOp<A, false>>);

template <typename A, typename Op>
TS_REDUCE_INLINE A simdRun(const A* x, int64_t n, const Op& op) {
  return cascade<A>(n, op, [&](int64_t s, int64_t len) { return reduceLeafSimd<A>(x + s, len, op); });
}

template <typename A, typename Op>
TS_REDUCE_INLINE void simdRow(A* TS_RESTRICT out, const A* TS_RESTRICT in, int64_t n, const Op& op) {
  for (int64_t i = 0; i < n; ++i) out[i] = op.combine(out[i], in[i]);
}

// Note [Reduction clones]: the SIMD loops are compiled twice, for AVX2 and
// for the baseline (SSE2, which has no blend, so every max/min select costs
// three logic ops), and the loader picks one (ifunc). Both clones run the
// same source: the same lanes, blocks and combine order, so results are
// identical whichever runs.
#define TS_REDUCE_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#define TS_REDUCE_ENTRIES(A, Name, OpType)                                                                  \
  TS_REDUCE_CLONES A run##Name(const A* x, int64_t n) { return simdRun<A>(x, n, OpType()); }              \
  TS_REDUCE_CLONES void row##Name(A* out, const A* in, int64_t n) { simdRow<A>(out, in, n, OpType()); } \
  A clonedRun(const A* x, int64_t n, const OpType&) { return run##Name(x, n); }                            \
  void clonedRow(A* out, const A* in, int64_t n, const OpType&) { row##Name(out, in, n); }
template <typename A> using MaxOp = MaxMinOp<A, true>;
template <typename A> using MinOp = MaxMinOp<A, false>;
TS_REDUCE_ENTRIES(float, SumF, SumOp<float>)
TS_REDUCE_ENTRIES(float, MaxF, MaxOp<float>)
TS_REDUCE_ENTRIES(float, MinF, MinOp<float>)
TS_REDUCE_ENTRIES(double, SumD, SumOp<double>)
TS_REDUCE_ENTRIES(double, MaxD, MaxOp<double>)
TS_REDUCE_ENTRIES(double, MinD, MinOp<double>)
#undef TS_REDUCE_ENTRIES
#undef TS_REDUCE_CLONES

template <typename in_t, typename A, typename Op>
A reduceRun(const in_t* x, int64_t n, const Op& op) {
  if constexpr (kSimdOp<in_t, A, Op>) {
    return clonedRun(x, n, op);
  } else {
    return cascade<A>(n, op, [&](int64_t s, int64_t len) { return reduceLeaf<in_t, A>(x + s, len, op); });
  }
}

template <typename in_t, typename A, typename Op>
void reduceLoop(TensorIter& it, const Op& op) {
  it.forEach([&](char** data, const int64_t* s, int64_t n) {
    if (s[0] == 0) {
      A* out = reinterpret_cast<A*>(data[0]);
      A acc;
      if (s[1] == static_cast<int64_t>(sizeof(in_t))) {
        acc = reduceRun<in_t, A>(reinterpret_cast<const in_t*>(data[1]), n, op);
      } else {
        acc = op.identity();
        for (int64_t i = 0; i < n; ++i) {
          acc = op.combine(acc, castValue<A>(*reinterpret_cast<const in_t*>(data[1] + i * s[1])));
        }
      }
      *out = op.combine(*out, acc);
    } else if (s[0] == static_cast<int64_t>(sizeof(A)) && s[1] == static_cast<int64_t>(sizeof(in_t))) {
      A* TS_RESTRICT out = reinterpret_cast<A*>(data[0]);
      const in_t* TS_RESTRICT in = reinterpret_cast<const in_t*>(data[1]);
      if constexpr (kSimdOp<in_t, A, Op>) {
        clonedRow(out, in, n, op);
      } else {
        for (int64_t i = 0; i < n; ++i) out[i] = op.combine(out[i], castValue<A>(in[i]));
      }
    } else {
      for (int64_t i = 0; i < n; ++i) {
        A* o = reinterpret_cast<A*>(data[0] + i * s[0]);
        *o = op.combine(*o, castValue<A>(*reinterpret_cast<const in_t*>(data[1] + i * s[1])));
      }
    }
  });
}

DimVector keepdimShape(const Tensor& self, uint64_t mask) {
  DimVector shape(self.sizes().data(), self.sizes().size());
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (mask & (uint64_t(1) << d)) shape[d] = 1;
  }
  return shape;
}

Tensor squeezeMasked(const Tensor& t, uint64_t mask, int64_t ndim) {
  Tensor r = t;
  for (int64_t d = ndim - 1; d >= 0; --d) {
    if (mask & (uint64_t(1) << d)) r = squeeze(r, d);
  }
  return r;
}

enum class RKind { Sum, Prod, Max, Min, All, Any };

/// Reduces self over mask into a new accumulator tensor of dtype acc (keepdim shape).
template <RKind K>
Tensor reduceInto(const Tensor& self, uint64_t mask, ScalarType acc_dtype, const char* name) {
  Tensor acc = emptyTensor(keepdimShape(self, mask), acc_dtype);
  TensorIter it;
  Tensor in = self;
  it.addOutput(acc.expand(self.sizes())).addInput(in).commonDtype(acc_dtype).isReduction();
  it.build();
  auto run = [&](auto in_tag, auto acc_tag) {
    using I = typename decltype(in_tag)::type;
    using A = typename decltype(acc_tag)::type;
    auto go = [&](const auto& op) {
      fill_(acc, Scalar(op.identity()));
      reduceLoop<I, A>(it, op);
    };
    if constexpr (K == RKind::Sum) go(SumOp<A>());
    else if constexpr (K == RKind::Prod) go(ProdOp<A>());
    else if constexpr (K == RKind::Max) go(MaxMinOp<A, true>());
    else if constexpr (K == RKind::Min) go(MaxMinOp<A, false>());
    else if constexpr (K == RKind::All) go(AllAnyOp<true>());
    else go(AllAnyOp<false>());
  };
  dispatchFamily<Family::All>(self.dtype(), name, [&](auto in_tag) {
    if constexpr (K == RKind::All || K == RKind::Any) {
      run(in_tag, TypeTag<bool>{});
    } else {
      dispatchFamily<Family::All>(acc_dtype, name, [&](auto acc_tag) {
        using A = typename decltype(acc_tag)::type;
        if constexpr (std::is_same_v<A, Half> || std::is_same_v<A, BFloat16>) {
          detail::throwNotImplemented(name, acc_dtype);
        } else {
          run(in_tag, acc_tag);
        }
      });
    }
  });
  return acc;
}

/// sum/nansum of a floating tensor over mask in PyTorch's order (keepdim shape).
Tensor cascadeSumInto(const Tensor& self, uint64_t mask, bool ignore_nan) {
  Tensor acc = emptyTensor(keepdimShape(self, mask), self.dtype());
  fill_(acc, Scalar(0.0));
  TensorIter it;
  it.addOutput(acc.expand(self.sizes())).addInput(self).commonDtype(self.dtype()).isReduction().reducedDimsFirst();
  it.build();
  cascadeSum(it, ignore_nan);
  return acc;
}

/// Accumulation dtype for sum/prod/mean: int64 for integers, float for half types.
ScalarType accDtype(ScalarType t) {
  if (isIntegralType(t, true)) return ScalarType::Long;
  if (t == ScalarType::Half || t == ScalarType::BFloat16) return ScalarType::Float;
  return t;
}

template <RKind K>
Tensor sumProd(const Tensor& self_in, IntArrayRef dims, bool keepdim,
               std::optional<ScalarType> dtype, const char* name) {
  Tensor self = dtype ? self_in.to(*dtype) : self_in;
  ScalarType out_dtype = dtype ? *dtype
                               : (isIntegralType(self.dtype(), true) ? ScalarType::Long : self.dtype());
  uint64_t mask = makeDimMask(dims, self.dim());
  if (self.dtype() == ScalarType::ComplexHalf) detail::throwNotImplemented(name, self.dtype());  // as in ATen 1.13
  if (isComplexType(self.dtype()) && isComplexType(out_dtype)) {
    Tensor r = K == RKind::Sum ? complexSumMean(self, mask, keepdim, false) : complexProd(self, mask, keepdim);
    return r.dtype() == out_dtype ? r : r.to(out_dtype);
  }
  if (K == RKind::Sum && cascadeSumSupports(self.dtype()) && self.dtype() == out_dtype) {
    Tensor acc = cascadeSumInto(self, mask, false);
    return keepdim ? acc : squeezeMasked(acc, mask, self.dim());
  }
  Tensor acc = reduceInto<K>(self, mask, accDtype(out_dtype), name);
  if (acc.dtype() != out_dtype) acc = acc.to(out_dtype);
  return keepdim ? acc : squeezeMasked(acc, mask, self.dim());
}

void checkNonEmptyDims(const Tensor& self, uint64_t mask, const char* name) {
  for (int64_t d = 0; d < self.dim(); ++d) {
    if ((mask & (uint64_t(1) << d)) && self.sizes()[d] == 0) {
      throw Error(std::string(name) + "(): Expected reduction dim " + std::to_string(d) +
                      " to have non-zero size.",
                  ErrorKind::IndexError);
    }
  }
}

/// max/min of a float or double tensor in ATen's lane order (Note [ATen
/// max/min lanes]): whole = max()/min() of every element (reduce_all),
/// otherwise amax/amin over mask (keepdim shape).
template <RKind K>
Tensor laneExtreme(const Tensor& self, uint64_t mask, bool whole) {
  constexpr bool kIsMax = K == RKind::Max;
  if (whole) {
    Tensor x = self.contiguous();
    Tensor out = emptyTensor({}, self.dtype());
    fill_(out, Scalar(laneMinMaxAll(x.data_ptr(), x.dtype(), x.numel(), kIsMax)));
    return out;
  }
  Tensor acc = emptyTensor(keepdimShape(self, mask), self.dtype());
  fill_(acc, Scalar(kIsMax ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity()));
  TensorIter it;
  it.addOutput(acc.expand(self.sizes())).addInput(self).commonDtype(self.dtype()).isReduction().reducedDimsFirst();
  it.build();
  laneMinMaxInto(it, kIsMax);
  return acc;
}

template <RKind K>
Tensor extreme(const Tensor& self, IntArrayRef dims, bool keepdim, const char* name, bool whole = false) {
  uint64_t mask = makeDimMask(dims, self.dim());
  if (self.numel() == 0) {
    if (self.dim() == 0 || dims.empty()) {
      throw Error(std::string(name) + "(): Expected reduction dim to be specified for input.numel() "
                  "== 0. Specify the reduction dim with the 'dim' argument.");
    }
    checkNonEmptyDims(self, mask, name);
  }
  if (laneMinMaxSupports(self.dtype()) && self.numel() > 0) {
    Tensor acc = laneExtreme<K>(self, mask, whole);
    return keepdim || whole ? acc : squeezeMasked(acc, mask, self.dim());
  }
  // Half types select in float: max/min return one of the elements, so the
  // round trip is exact.
  bool half = self.dtype() == ScalarType::Half || self.dtype() == ScalarType::BFloat16;
  Tensor acc = half ? reduceInto<K>(self.to(ScalarType::Float), mask, ScalarType::Float, name).to(self.dtype())
                    : reduceInto<K>(self, mask, self.dtype(), name);
  return keepdim ? acc : squeezeMasked(acc, mask, self.dim());
}

template <RKind K>
Tensor allAny(const Tensor& self, IntArrayRef dims, bool keepdim) {
  uint64_t mask = makeDimMask(dims, self.dim());
  Tensor acc = reduceInto<K>(self, mask, ScalarType::Bool, K == RKind::All ? "all" : "any");
  if (self.dtype() == ScalarType::Byte) acc = acc.to(ScalarType::Byte);
  return keepdim ? acc : squeezeMasked(acc, mask, self.dim());
}

}  // namespace

Tensor sum(const Tensor& self, std::optional<ScalarType> dtype) {
  return sumProd<RKind::Sum>(self, {}, false, dtype, "sum_cpu");
}
Tensor sum(const Tensor& self, IntArrayRef dim, bool keepdim, std::optional<ScalarType> dtype) {
  return sumProd<RKind::Sum>(self, dim, keepdim, dtype, "sum_cpu");
}
Tensor prod(const Tensor& self, std::optional<ScalarType> dtype) {
  return sumProd<RKind::Prod>(self, {}, false, dtype, "prod_cpu");
}
Tensor prod(const Tensor& self, int64_t dim, bool keepdim, std::optional<ScalarType> dtype) {
  int64_t d[1] = {dim};
  return sumProd<RKind::Prod>(self, IntArrayRef(d, 1), keepdim, dtype, "prod_cpu");
}

Tensor mean(const Tensor& self, IntArrayRef dim, bool keepdim, std::optional<ScalarType> dtype) {
  ScalarType dt = dtype.value_or(self.dtype());
  if (!isFloatingType(dt) && !isComplexType(dt)) {
    throw Error(std::string("mean(): could not infer output dtype. ") +
                (dtype ? "Optional" : "Input") +
                " dtype must be either a floating point or complex dtype. Got: " +
                scalarTypeName(dt));
  }
  uint64_t mask = makeDimMask(dim, self.dim());
  if (dt == ScalarType::ComplexHalf) detail::throwNotImplemented("sum_cpu", dt);  // as in ATen 1.13
  if (isComplexType(dt)) return complexSumMean(self.to(dt), mask, keepdim, true);
  int64_t count = 1;
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (mask & (uint64_t(1) << d)) count *= self.sizes()[d];
  }
  // PyTorch 1.13 sums half types in their own dtype (the cascade keeps
  // float partials), then divides in float.
  bool half = dt == ScalarType::Half || dt == ScalarType::BFloat16;
  Tensor s = sum(self, dim, keepdim, dt);
  if (half) s = s.to(ScalarType::Float);
  // div_(count) casts the count to the half dtype first (Note [Scalar operands of half ops]).
  double divisor = static_cast<double>(count);
  if (dt == ScalarType::Half) divisor = static_cast<float>(Half(static_cast<float>(count)));
  if (dt == ScalarType::BFloat16) divisor = static_cast<float>(BFloat16(static_cast<float>(count)));
  Tensor r = emptyTensor(s.sizes(), s.dtype());
  dispatchFamily<Family::Floating>(s.dtype(), "mean", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = s.data_ptr<T>();
    T* out = r.data_ptr<T>();
    for (int64_t i = 0; i < s.numel(); ++i) out[i] = castValue<T>(static_cast<calc_t<T>>(in[i]) / static_cast<calc_t<T>>(divisor));
  });
  return half ? r.to(dt) : r;
}
Tensor mean(const Tensor& self, std::optional<ScalarType> dtype) { return mean(self, {}, false, dtype); }

// ATen's whole-tensor max/min kernels are named max_all/min_all in dtype errors.
Tensor max(const Tensor& self) {
  if (self.is_complex()) detail::throwNotImplemented("max_all", self.dtype());
  return extreme<RKind::Max>(self, {}, false, "max", true);
}
Tensor min(const Tensor& self) {
  if (self.is_complex()) detail::throwNotImplemented("min_all", self.dtype());
  return extreme<RKind::Min>(self, {}, false, "min", true);
}
Tensor amax(const Tensor& self, IntArrayRef dim, bool keepdim) {
  if (self.numel() == 0 && dim.empty() && self.dim() > 0) {
    checkNonEmptyDims(self, makeDimMask(dim, self.dim()), "amax");
  }
  return extreme<RKind::Max>(self, dim, keepdim, "amax");
}
Tensor amin(const Tensor& self, IntArrayRef dim, bool keepdim) {
  if (self.numel() == 0 && dim.empty() && self.dim() > 0) {
    checkNonEmptyDims(self, makeDimMask(dim, self.dim()), "amin");
  }
  return extreme<RKind::Min>(self, dim, keepdim, "amin");
}

Tensor all(const Tensor& self) { return allAny<RKind::All>(self, {}, false); }
Tensor any(const Tensor& self) { return allAny<RKind::Any>(self, {}, false); }
Tensor all(const Tensor& self, int64_t dim, bool keepdim) {
  int64_t d[1] = {dim};
  return allAny<RKind::All>(self, IntArrayRef(d, 1), keepdim);
}
Tensor any(const Tensor& self, int64_t dim, bool keepdim) {
  int64_t d[1] = {dim};
  return allAny<RKind::Any>(self, IntArrayRef(d, 1), keepdim);
}

// ---- index-returning reductions ---------------------------------------------------

namespace {

// Scans `len` elements (byte stride `step`) from p; returns the index of the
// max (or min): the first occurrence, or the first NaN.
template <typename T, bool kMax>
int64_t scanExtreme(const char* p, int64_t step, int64_t len, T& best_out) {
  using C = calc_t<T>;
  C best = static_cast<C>(*reinterpret_cast<const T*>(p));
  int64_t best_i = 0;
  for (int64_t i = 1; i < len; ++i) {
    if constexpr (std::is_floating_point_v<C>) {
      if (best != best) break;
    }
    C v = static_cast<C>(*reinterpret_cast<const T*>(p + i * step));
    bool better;
    if constexpr (std::is_floating_point_v<C>) {
      better = (v != v) || (kMax ? v > best : v < best);
    } else {
      better = kMax ? v > best : v < best;
    }
    if (better) {
      best = v;
      best_i = i;
    }
  }
  best_out = castValue<T>(best);
  return best_i;
}

template <bool kMax>
std::tuple<Tensor, Tensor> indexReduce(const Tensor& self, int64_t dim, bool keepdim, const char* name) {
  int64_t nd = self.dim();
  Tensor src = nd == 0 ? self.unsqueeze(0) : self;
  int64_t d = maybeWrapDim(dim, nd);
  int64_t len = src.sizes()[d];
  TS_CHECK(len > 0, std::string(name) + "(): Expected reduction dim " + std::to_string(d) +
                        " to have non-zero size.", ErrorKind::IndexError);
  Tensor moved = movedim(src, d, -1);
  Tensor first = moved.select(-1, 0);
  Tensor values = emptyTensor(first.sizes(), self.dtype());
  Tensor indices = emptyTensor(first.sizes(), ScalarType::Long);
  int64_t step = moved.strides()[moved.dim() - 1] * static_cast<int64_t>(self.element_size());
  TensorIter it;
  it.addOutput(values).addInput(indices).addInput(first).commonDtype(self.dtype());
  it.build();
  dispatchFamily<Family::All>(self.dtype(), name, [&](auto tag) {
    using T = typename decltype(tag)::type;
    it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
      for (int64_t i = 0; i < n; ++i) {
        T best;
        int64_t idx = scanExtreme<T, kMax>(data[2] + i * s[2], step, len, best);
        *reinterpret_cast<T*>(data[0] + i * s[0]) = best;
        *reinterpret_cast<int64_t*>(data[1] + i * s[1]) = idx;
      }
    });
  });
  if (keepdim && nd > 0) {
    values = values.unsqueeze(d);
    indices = indices.unsqueeze(d);
  }
  return {values, indices};
}

template <bool kMax>
Tensor argExtreme(const Tensor& self, std::optional<int64_t> dim, bool keepdim, const char* name) {
  if (!dim) {
    TS_CHECK(self.numel() > 0, std::string(name) +
                                   "(): Expected reduction dim to be specified for input.numel() == 0.",
             ErrorKind::IndexError);
    Tensor idx = std::get<1>(indexReduce<kMax>(self.reshape({-1}), 0, false, name));
    if (keepdim && self.dim() > 0) return idx.reshape(DimVector(self.dim(), 1));
    return idx;
  }
  return std::get<1>(indexReduce<kMax>(self, *dim, keepdim, name));
}

}  // namespace

std::tuple<Tensor, Tensor> max(const Tensor& self, int64_t dim, bool keepdim) {
  return indexReduce<true>(self, dim, keepdim, "max");
}
std::tuple<Tensor, Tensor> min(const Tensor& self, int64_t dim, bool keepdim) {
  return indexReduce<false>(self, dim, keepdim, "min");
}
Tensor argmax(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return argExtreme<true>(self, dim, keepdim, "argmax");
}
Tensor argmin(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return argExtreme<false>(self, dim, keepdim, "argmin");
}

}  // namespace ts
