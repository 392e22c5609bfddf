// ===--- tensor_iterator.cpp - broadcasting, dtypes, layout, coalescing ---=== //
// Follows ATen's TensorIteratorBase::build: compute_shape, compute_types,
// fast_set_up or reorder_dimensions + allocate_or_resize_outputs, then
// coalesce_dimensions.
#include "tensor/tensor_iterator.h"

#include "tensor/checked_math.h"
#include "tensor/ops_copy.h"
#include "tensor/type_promotion.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace ts {

DimVector inferSize(IntArrayRef a, IntArrayRef b) {
  size_t na = a.size(), nb = b.size();
  size_t n = na > nb ? na : nb;
  DimVector out(n);
  for (size_t i = n; i-- > 0;) {
    size_t off = n - 1 - i;
    int64_t sa = off < na ? a[na - 1 - off] : 1;
    int64_t sb = off < nb ? b[nb - 1 - off] : 1;
    if (sa != sb && sa != 1 && sb != 1) {
      throw Error("The size of tensor a (" + std::to_string(sa) +
                  ") must match the size of tensor b (" + std::to_string(sb) +
                  ") at non-singleton dimension " + std::to_string(i));
    }
    out[i] = sa == 1 ? sb : sa;
  }
  return out;
}

void assertNoInternalOverlap(const Tensor& out) {
  // Conservative like ATen's has_internal_overlap: a stride-0 dim of size > 1
  // is certain overlap; other layouts are assumed fine.
  for (int64_t d = 0; d < out.dim(); ++d) {
    if (out.strides()[d] == 0 && out.sizes()[d] > 1) {
      throw Error("unsupported operation: more than one element of the written-to tensor "
                  "refers to a single memory location. Please clone() the tensor before "
                  "performing the operation.");
    }
  }
}

namespace {

/// ATen's is_non_overlapping_and_dense: some permutation of the dims
/// (size-1 dims aside) lays the elements out contiguously.
bool nonOverlappingAndDense(const Tensor& t) {
  std::vector<std::pair<int64_t, int64_t>> dims;  // (stride, size) of the dims of size > 1
  for (int64_t d = 0; d < t.dim(); ++d)
    if (t.sizes()[d] > 1) dims.emplace_back(t.strides()[d], t.sizes()[d]);
  std::stable_sort(dims.begin(), dims.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  int64_t expected = 1;
  for (const auto& [stride, size] : dims) {
    if (stride != expected) return false;
    expected *= size;
  }
  return true;
}

}  // namespace

/// Note [Memory overlap]: ATen's get_overlap_status. Only two dense,
/// non-overlapping tensors of one storage are compared, by the byte ranges
/// [data, data + numel * itemsize) they span: equal ranges with equal
/// strides are the same elements (FULL), other intersecting ranges PARTIAL.
/// Anything else (a strided slice such as `x[:, 2:]`) is "too hard" and
/// passes, as in PyTorch.
MemOverlapStatus overlapStatus(const Tensor& a, const Tensor& b) {
  if (a.is_same(b)) return MemOverlapStatus::Full;
  if (a.numel() == 0 || b.numel() == 0) return MemOverlapStatus::No;
  if (!nonOverlappingAndDense(a) || !nonOverlappingAndDense(b)) return MemOverlapStatus::TooHard;
  if (a.storage().get() != b.storage().get()) return MemOverlapStatus::No;
  const char* ab = static_cast<const char*>(a.data_ptr());
  const char* ae = ab + a.numel() * static_cast<int64_t>(a.element_size());
  const char* bb = static_cast<const char*>(b.data_ptr());
  const char* be = bb + b.numel() * static_cast<int64_t>(b.element_size());
  if (ab == bb && ae == be) {
    // Size-1 dims address no second element: their strides do not matter
    // (a slice `x[0:1]` and an index view of it may differ there).
    bool same_strides = a.dim() == b.dim();
    for (int64_t d = 0; same_strides && d < a.dim(); ++d)
      same_strides = a.sizes()[d] == b.sizes()[d] && (a.sizes()[d] == 1 || a.strides()[d] == b.strides()[d]);
    return same_strides ? MemOverlapStatus::Full : MemOverlapStatus::Partial;
  }
  return ab < be && bb < ae ? MemOverlapStatus::Partial : MemOverlapStatus::No;
}

void assertNoPartialOverlap(const Tensor& out, const Tensor& in) {
  if (overlapStatus(out, in) == MemOverlapStatus::Partial) {
    throw Error("unsupported operation: some elements of the input tensor and the written-to "
                "tensor refer to a single memory location. Please clone() the tensor before "
                "performing the operation.");
  }
}

bool canCast(ScalarType from, ScalarType to) {
  if (isComplexType(from) && !isComplexType(to)) return false;
  if (isFloatingType(from) && isIntegralType(to, false)) return false;
  if (from != ScalarType::Bool && to == ScalarType::Bool) return false;
  return true;
}

TensorIter& TensorIter::addOutput(const Tensor& out) {
  ops_[0] = out;
  n_ = n_ < 1 ? 1 : n_;
  return *this;
}

TensorIter& TensorIter::addInput(const Tensor& in) {
  if (n_ == 0) n_ = 1;
  TS_CHECK(n_ < kMaxOperands, "TensorIter: too many operands");
  ops_[n_++] = in;
  return *this;
}

void TensorIter::build() {
  computeShape();
  computeTypes();
  if (!tryFastSetup()) {
    computeStrides();
    reorderDims();
    allocateOutput();
    coalesce();
  }
}

void TensorIter::computeShape() {
  bool first = true;
  for (int i = 1; i < n_; ++i) {
    if (first) {
      shape_ = DimVector(ops_[i].sizes().data(), ops_[i].sizes().size());
      first = false;
    } else if (!ops_[i].sizes().equals(shape_)) {
      shape_ = inferSize(shape_, ops_[i].sizes());
    }
  }
  if (n_ == 1 && ops_[0].defined()) {
    shape_ = DimVector(ops_[0].sizes().data(), ops_[0].sizes().size());
  }
  // Operands are valid tensors, but their broadcast can still overflow: ATen
  // fails allocating the output (any element size gives the same message).
  uint64_t n = 1;
  if (safeMultiplyU64(shape_, &n) || n > static_cast<uint64_t>(INT64_MAX)) storageNbytesContiguous(shape_, 1);
  numel_ = static_cast<int64_t>(n);
  const Tensor& out = ops_[0];
  if (out.defined() && !is_reduction_) {
    if (!out.sizes().equals(shape_)) {
      throw Error("output with shape " + shapeStr(out.sizes()) +
                  " doesn't match the broadcast shape " + shapeStr(shape_));
    }
    assertNoInternalOverlap(out);
    for (int i = 1; i < n_; ++i) assertNoPartialOverlap(out, ops_[i]);
  }
}

void TensorIter::computeTypes() {
  if (forced_common_ != ScalarType::Undefined) {
    common_ = forced_common_;
  } else {
    common_ = resultType(ops_.data() + 1, n_ - 1);
  }
  if (promote_inputs_) {
    for (int i = 1; i < n_; ++i) {
      if (ops_[i].dtype() != common_) ops_[i] = ops_[i].to(common_);
    }
  }
  ScalarType kernel_out = out_dtype_ != ScalarType::Undefined ? out_dtype_ : common_;
  out_dtype_ = kernel_out;
  const Tensor& out = ops_[0];
  if (out.defined() && out.dtype() != kernel_out) {
    if (check_out_cast_ && !canCast(common_, out.dtype())) {
      throw Error(std::string("result type ") + scalarTypeName(common_) +
                  " can't be cast to the desired output type " + scalarTypeName(out.dtype()));
    }
    // Compute into a temporary of the kernel's dtype, copied back by finish().
    user_out_ = out;
    ops_[0] = Tensor();
    needs_out_copy_ = true;
  }
}

bool TensorIter::tryFastSetup() {
  for (int i = 0; i < n_; ++i) {
    const Tensor& t = ops_[i];
    if (!t.defined()) continue;
    bool full = t.is_contiguous() && t.sizes().equals(shape_);
    if (!full && !(i > 0 && t.numel() == 1)) return false;
  }
  if (!ops_[0].defined()) ops_[0] = emptyTensor(shape_, out_dtype_);
  for (int i = 0; i < n_; ++i) {
    bool full = ops_[i].sizes().equals(shape_);
    strides_[i] = DimVector(1, full ? static_cast<int64_t>(ops_[i].element_size()) : 0);
  }
  shape_ = DimVector(1, numel_);
  return true;
}

// Byte strides per operand with dim 0 = last (fastest) tensor dim.
void TensorIter::computeStrides() {
  size_t nd = shape_.size();
  for (int i = 0; i < n_; ++i) {
    strides_[i] = DimVector(nd, 0);
    const Tensor& t = ops_[i];
    if (!t.defined()) continue;
    int64_t es = static_cast<int64_t>(t.element_size());
    size_t td = static_cast<size_t>(t.dim());
    for (size_t k = 0; k < td; ++k) {
      size_t d = td - 1 - k;  // tensor dim
      // Only a broadcast dim steps by 0 (ATen's compute_strides): a size-1
      // dim of a size-1 result keeps its stride, which reorderDims weighs
      // (`d[:, :1] + 1` of a channels-last d keeps the channel dim innermost).
      bool broadcast = t.sizes()[d] == 1 && shape_[nd - 1 - k] != 1;
      if (!broadcast) strides_[i][k] = t.strides()[d] * es;
    }
  }
  DimVector rev(nd);
  for (size_t k = 0; k < nd; ++k) rev[k] = shape_[nd - 1 - k];
  shape_ = rev;
}

// Insertion sort of dims by operand strides (ATen reorder_dimensions): the
// fastest-moving dim of the inputs becomes dim 0, so an allocated output
// inherits the input layout (x.t() + 1 is transposed too).
void TensorIter::reorderDims() {
  int nd = ndim();
  perm_ = DimVector(nd);
  for (int i = 0; i < nd; ++i) perm_[i] = i;
  if (nd <= 1) return;
  auto should_swap = [&](int64_t d0, int64_t d1) -> int {
    for (int i = 0; i < n_; ++i) {
      if (!ops_[i].defined()) continue;
      int64_t s0 = strides_[i][d0], s1 = strides_[i][d1];
      // reducedDimsFirst moves the reduced dims (output stride 0) to the
      // front, as ATen does for reductions; the summation order of Note [ATen cascade sum] relies on it.
      if (reduced_first_ && i == 0 && (s0 == 0) != (s1 == 0)) return s1 == 0 ? 1 : -1;
      if (s0 == 0 || s1 == 0) continue;
      if (s0 < s1) return -1;
      if (s0 > s1) return 1;
      if (shape_[d0] > shape_[d1]) return 1;
    }
    return 0;
  };
  for (int i = 1; i < nd; ++i) {
    int dim1 = i;
    for (int dim0 = i - 1; dim0 >= 0; --dim0) {
      int cmp = should_swap(perm_[dim0], perm_[dim1]);
      if (cmp > 0) {
        std::swap(perm_[dim0], perm_[dim1]);
        dim1 = dim0;
      } else if (cmp < 0) {
        break;
      }
    }
  }
  DimVector shape(nd);
  for (int k = 0; k < nd; ++k) shape[k] = shape_[perm_[k]];
  shape_ = shape;
  for (int i = 0; i < n_; ++i) {
    DimVector s(nd);
    for (int k = 0; k < nd; ++k) s[k] = strides_[i][perm_[k]];
    strides_[i] = s;
  }
}

void TensorIter::allocateOutput() {
  if (ops_[0].defined()) return;
  int nd = ndim();
  int64_t es = static_cast<int64_t>(elementSize(out_dtype_));
  DimVector shape(nd);
  for (int k = 0; k < nd; ++k) shape[static_cast<size_t>(nd - 1 - perm_[k])] = shape_[k];
  // The broadcast's byte count may still overflow (numel was checked in
  // computeShape); after this no stride below can wrap.
  storageNbytesContiguous(shape, static_cast<size_t>(es));
  // Dense strides in iteration order, then mapped back to tensor dims.
  DimVector iter_strides(nd);
  int64_t next = 1;
  for (int k = 0; k < nd; ++k) {
    iter_strides[k] = next;
    next *= shape_[k];
  }
  DimVector sizes(nd), strides(nd);
  for (int k = 0; k < nd; ++k) {
    size_t tensor_dim = static_cast<size_t>(nd - 1 - perm_[k]);
    sizes[tensor_dim] = shape_[k];
    strides[tensor_dim] = iter_strides[k];
  }
  ops_[0] = emptyStrided(sizes, strides, out_dtype_);
  for (int k = 0; k < nd; ++k) strides_[0][k] = shape_[k] == 1 ? 0 : iter_strides[k] * es;
}

// Merges dim k+1 into k when every operand steps through both as one run.
void TensorIter::coalesce() {
  int nd = ndim();
  if (nd <= 1) return;
  auto can_merge = [&](int a, int b) {
    if (shape_[a] == 1 || shape_[b] == 1) return true;
    for (int i = 0; i < n_; ++i) {
      if (strides_[i][a] * shape_[a] != strides_[i][b]) return false;
    }
    return true;
  };
  int prev = 0;
  for (int d = 1; d < nd; ++d) {
    if (can_merge(prev, d)) {
      if (shape_[prev] == 1) {
        for (int i = 0; i < n_; ++i) strides_[i][prev] = strides_[i][d];
      }
      shape_[prev] *= shape_[d];
    } else {
      ++prev;
      if (prev != d) {
        for (int i = 0; i < n_; ++i) strides_[i][prev] = strides_[i][d];
        shape_[prev] = shape_[d];
      }
    }
  }
  shape_.resize(prev + 1);
  for (int i = 0; i < n_; ++i) strides_[i].resize(prev + 1);
}

// Note [Elementwise split]: a kernel may treat the start and the tail of
// each inner run differently (vector body, scalar tail: the bf16 rsqrt and
// the SLEEF paths round differently there). Split points are rounded down
// to a multiple of 64 elements from the start of their dim-0 row, so every
// element a thread sees falls in the same part of a run as on one thread,
// and parallel results are bit-identical to serial ones.
int64_t TensorIter::alignSplit(int64_t pos) const {
  if (pos >= numel_ || shape_.empty()) return pos;
  int64_t s0 = shape_[0];
  int64_t off = pos % s0;
  return pos - off + off / 64 * 64;
}

int TensorIter::splitDim() const {
  int best = -1;
  for (int d = 0; d < ndim(); ++d) {
    if (strides_[0][d] == 0 || shape_[d] <= 1) continue;
    if (best < 0 || shape_[d] > shape_[best]) best = d;
  }
  return best;
}

void TensorIter::roundColumns(int dim, int64_t& begin, int64_t& end) const {
  int64_t es = static_cast<int64_t>(ops_[1].element_size());
  if (n_ < 2 || strides_[1][dim] != es) return;
  int64_t multiple = 128 / es;
  begin -= begin % multiple;
  if (end != shape_[dim]) end -= end % multiple;
}

void TensorIter::seek(int64_t row, DimVector& counter, std::array<char*, kMaxOperands>& ptrs) const {
  ptrs = basePointers();
  for (int d = 1; d < ndim(); ++d) {
    counter[d] = row % shape_[d];
    row /= shape_[d];
    for (int i = 0; i < n_; ++i) ptrs[i] += counter[d] * strides_[i][d];
  }
}

Tensor TensorIter::finish() {
  if (!needs_out_copy_) return ops_[0];
  copy_(user_out_, ops_[0]);
  return user_out_;
}

}  // namespace ts
