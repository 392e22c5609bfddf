// ===--- tensor_iterator.h - the elementwise/reduction iteration engine ---=== //
// TensorIter (a slimmed ATen TensorIterator) broadcasts its operands,
// computes the common dtype, allocates the output in the inputs' memory
// order, collapses dimensions and then drives a 1-D inner-loop callback.
// Note [Iteration layout]: after build(), dim 0 is the fastest-moving one;
// strides are in bytes, 0 for broadcast dims.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "tensor/dim_vector.h"
#include "tensor/parallel.h"
#include "tensor/tensor.h"

namespace ts {

/// Broadcast shape of two shapes with PyTorch's error text.
DimVector inferSize(IntArrayRef a, IntArrayRef b);

/// Raises PyTorch's error when `out` (to be written) overlaps itself.
void assertNoInternalOverlap(const Tensor& out);
/// Raises PyTorch's error when out and in share some but not all memory.
void assertNoPartialOverlap(const Tensor& out, const Tensor& in);
/// How two tensors' memory relates (ATen's MemOverlapStatus; Note [Memory overlap]).
enum class MemOverlapStatus { Full, Partial, No, TooHard };
MemOverlapStatus overlapStatus(const Tensor& a, const Tensor& b);

/// Drives a kernel over broadcast operands. Operand 0 is the output.
class TensorIter {
 public:
  static constexpr int kMaxOperands = 4;

  /// Output operand; an undefined tensor means "allocate it".
  TensorIter& addOutput(const Tensor& out);
  TensorIter& addInput(const Tensor& in);
  /// Casts inputs to the common dtype (torch.result_type of the inputs).
  TensorIter& promoteInputsToCommonDtype(bool v = true) { promote_inputs_ = v; return *this; }
  /// Dtype of an allocated output (default: the common dtype).
  TensorIter& outputDtype(ScalarType t) { out_dtype_ = t; return *this; }
  /// Forces the common dtype instead of computing it.
  TensorIter& commonDtype(ScalarType t) { forced_common_ = t; return *this; }
  /// Checks that the common dtype can be cast to a given output (in-place ops).
  TensorIter& checkOutputCast(bool v = true) { check_out_cast_ = v; return *this; }
  /// Lets a defined output of a different dtype be written via a temporary.
  TensorIter& allowOutputCast(bool v = true) { allow_out_cast_ = v; return *this; }
  /// The output is a stride-0 expanded accumulator (reductions): skip overlap checks.
  TensorIter& isReduction(bool v = true) { is_reduction_ = v; return *this; }
  /// Orders reduced dims (output stride 0) first, as ATen does; kernels that
  /// must add in ATen's order (cascadeSum) need this layout.
  TensorIter& reducedDimsFirst(bool v = true) { reduced_first_ = v; return *this; }
  /// Computes everything; call once after adding operands.
  void build();

  ScalarType commonDtype() const { return common_; }
  ScalarType dtype(int i) const { return ops_[i].dtype(); }
  const Tensor& tensor(int i) const { return ops_[i]; }
  /// The tensor the kernel writes (a temporary when the output needs a cast).
  Tensor output() const { return ops_[0]; }
  /// Copies a cast temporary back into the caller's output; returns that output.
  Tensor finish();
  int64_t numel() const { return numel_; }
  int ntensors() const { return n_; }
  int ndim() const { return static_cast<int>(shape_.size()); }
  const DimVector& shape() const { return shape_; }
  int64_t strideBytes(int op, int d) const { return strides_[op][d]; }

  /// Runs loop(char** data, const int64_t* strides, int64_t n) over the
  /// innermost dim for every position of the outer dims.
  template <typename F>
  void forEach(F&& loop) {
    if (numel_ == 0) return;
    std::array<char*, kMaxOperands> base;
    std::array<int64_t, kMaxOperands> inner;
    for (int i = 0; i < n_; ++i) {
      base[i] = static_cast<char*>(ops_[i].data_ptr());
      inner[i] = shape_.empty() ? 0 : strides_[i][0];
    }
    int nd = ndim();
    if (nd <= 1) {
      loop(base.data(), inner.data(), nd == 0 ? 1 : shape_[0]);
      return;
    }
    forEachOuter(base, inner, loop);
  }

  /// forEach split across threads above kGrainSize elements; for kernels
  /// whose every output element depends only on the inputs at its position
  /// (Note [Elementwise split]).
  template <typename F>
  void parallelForEach(F&& loop) {
    if (numel_ == 0) return;
    if (is_reduction_ || parallelTasks(0, numel_, kGrainSize) <= 1) {
      forEach(loop);
      return;
    }
    parallelForBalanced(0, numel_, kGrainSize, [&](int64_t b, int64_t e) {
      int64_t lo = alignSplit(b), hi = alignSplit(e);
      if (lo < hi) forEachRange(loop, lo, hi);
    });
  }

  /// ATen's loop2d protocol: runs loop(char** data, const int64_t* strides,
  /// int64_t size0, int64_t size1) over dims 0 and 1 for every position of
  /// the outer dims; strides[i] is operand i's dim-0 stride and
  /// strides[ntensors() + i] its dim-1 stride (0 when there is no dim 1).
  template <typename F>
  void forEach2d(F&& loop) {
    if (numel_ == 0) return;
    forEach2dOver(basePointers(), shape_, loop);
  }

  /// forEach2d of a reduction split across threads the way ATen's
  /// parallel_dim_reduction splits it: over the largest kept dim, each
  /// thread computing whole output elements, so every output is added in
  /// the one-thread order. Runs serially below kGrainSize elements or when
  /// the output is a single element (see cascadeSum's two-pass split).
  /// Since no output depends on where the dim is cut, the split is balanced
  /// (Note [Balanced split]): a reduction region lasts a fraction of a
  /// millisecond, and with one task per thread a worker that wakes late
  /// left the caller both halves (reduction_large: the caller ran 64% of
  /// the reduction work at two threads).
  template <typename F>
  void parallelForEach2d(F&& loop) {
    if (numel_ == 0) return;
    int dim = splitDim();
    if (numel_ < kGrainSize || dim < 0 || parallelTasks(0, shape_[dim], 1) <= 1) {
      forEach2d(loop);
      return;
    }
    parallelForBalanced(0, shape_[dim], 1, [&](int64_t b, int64_t e) {
      roundColumns(dim, b, e);
      if (b >= e) return;
      std::array<char*, kMaxOperands> ptrs = basePointers();
      for (int i = 0; i < n_; ++i) ptrs[i] += b * strides_[i][dim];
      DimVector shape = shape_;
      shape[dim] = e - b;
      forEach2dOver(ptrs, shape, loop);
    });
  }

 private:
  std::array<char*, kMaxOperands> basePointers() const {
    std::array<char*, kMaxOperands> base{};
    for (int i = 0; i < n_; ++i) base[i] = static_cast<char*>(ops_[i].data_ptr());
    return base;
  }
  /// Rounds a split point down to a multiple of 64 elements within its
  /// dim-0 row (Note [Elementwise split]); numel_ stays numel_.
  int64_t alignSplit(int64_t pos) const;
  /// The kept dim a reduction is split over (largest size), or -1.
  int splitDim() const;
  /// ATen's round_columns: split points on 128-byte column boundaries when
  /// the input is contiguous along `dim`.
  void roundColumns(int dim, int64_t& begin, int64_t& end) const;
  /// Points ptrs at the start of dim-0 row `row` (rows counted with dim 1
  /// fastest) and sets counter to that row's index in dims >= 1.
  void seek(int64_t row, DimVector& counter, std::array<char*, kMaxOperands>& ptrs) const;

  /// forEach over the linear positions [begin, end) only.
  template <typename F>
  void forEachRange(F& loop, int64_t begin, int64_t end) {
    std::array<int64_t, kMaxOperands> inner{};
    for (int i = 0; i < n_; ++i) inner[i] = shape_.empty() ? 0 : strides_[i][0];
    int nd = ndim();
    int64_t s0 = nd == 0 ? 1 : shape_[0];
    DimVector counter(nd < 1 ? 1 : nd, 0);
    std::array<char*, kMaxOperands> ptrs{};
    seek(begin / s0, counter, ptrs);
    int64_t off = begin % s0, pos = begin;
    while (pos < end) {
      int64_t n = std::min(s0 - off, end - pos);
      std::array<char*, kMaxOperands> p = ptrs;
      for (int i = 0; i < n_; ++i) p[i] += off * inner[i];
      loop(p.data(), inner.data(), n);
      pos += n;
      off = 0;
      for (int d = 1; d < nd; ++d) {
        if (++counter[d] < shape_[d]) {
          for (int i = 0; i < n_; ++i) ptrs[i] += strides_[i][d];
          break;
        }
        for (int i = 0; i < n_; ++i) ptrs[i] -= strides_[i][d] * (shape_[d] - 1);
        counter[d] = 0;
      }
    }
  }

  template <typename F>
  void forEach2dOver(std::array<char*, kMaxOperands> ptrs, const DimVector& shape, F& loop) {
    int nd = static_cast<int>(shape.size());
    std::array<int64_t, 2 * kMaxOperands> st{};
    for (int i = 0; i < n_; ++i) {
      if (nd > 0) st[i] = strides_[i][0];
      if (nd > 1) st[n_ + i] = strides_[i][1];
    }
    int64_t size0 = nd > 0 ? shape[0] : 1, size1 = nd > 1 ? shape[1] : 1;
    if (nd <= 2) {
      loop(ptrs.data(), st.data(), size0, size1);
      return;
    }
    DimVector counter(nd, 0);
    while (true) {
      loop(ptrs.data(), st.data(), size0, size1);
      int d = 2;
      for (; d < nd; ++d) {
        if (++counter[d] < shape[d]) {
          for (int i = 0; i < n_; ++i) ptrs[i] += strides_[i][d];
          break;
        }
        for (int i = 0; i < n_; ++i) ptrs[i] -= strides_[i][d] * (shape[d] - 1);
        counter[d] = 0;
      }
      if (d == nd) return;
    }
  }

  template <typename F>
  void forEachOuter(std::array<char*, kMaxOperands>& base, std::array<int64_t, kMaxOperands>& inner,
                    F& loop) {
    int nd = ndim();
    DimVector counter(nd, 0);
    std::array<char*, kMaxOperands> ptrs = base;
    while (true) {
      loop(ptrs.data(), inner.data(), shape_[0]);
      int d = 1;
      for (; d < nd; ++d) {
        if (++counter[d] < shape_[d]) {
          for (int i = 0; i < n_; ++i) ptrs[i] += strides_[i][d];
          break;
        }
        for (int i = 0; i < n_; ++i) ptrs[i] -= strides_[i][d] * (shape_[d] - 1);
        counter[d] = 0;
      }
      if (d == nd) return;
    }
  }

  void computeShape();
  void computeTypes();
  void computeStrides();
  bool tryFastSetup();
  void reorderDims();
  void allocateOutput();
  void coalesce();

  std::array<Tensor, kMaxOperands> ops_;
  std::array<DimVector, kMaxOperands> strides_;
  Tensor user_out_;
  int n_ = 0;
  DimVector shape_;
  DimVector perm_;
  int64_t numel_ = 0;
  ScalarType common_ = ScalarType::Undefined;
  ScalarType out_dtype_ = ScalarType::Undefined;
  ScalarType forced_common_ = ScalarType::Undefined;
  bool promote_inputs_ = false;
  bool check_out_cast_ = false;
  bool allow_out_cast_ = false;
  bool needs_out_copy_ = false;
  bool is_reduction_ = false;
  bool reduced_first_ = false;
};

/// Whether values of `from` may be written into `to` (c10::canCast).
bool canCast(ScalarType from, ScalarType to);

}  // namespace ts
