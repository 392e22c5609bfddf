// ===--- tensor_more_ops.cpp - operators added after the first families ---=== //
// Bit shifts; shape and index ops (fliplr/flipud, dstack, tensor_split,
// take_along_dim, take, rot90, index_copy, scatter_reduce, mT/mH); math
// (nanmean, nan_to_num, fmax/fmin, lerp, xlogy, heaviside, diff, kron,
// cross, inner); creation (logspace, tril/triu_indices, meshgrid); search
// (searchsorted, bucketize, bincount); sampling (exponential_,
// geometric_, cauchy_, log_normal_, random_(), poisson, multinomial).
#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

#include "ops/generator_arg.h"
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"
#include "support/allocation_bound.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor_iterator.h"

namespace ts::detail {
namespace {

Tensor wrapNumber(const IValue& v) { return wrappedScalarTensor(toScalar(v)); }

void addShiftKernels(KernelTable& k) {
  for (bool left : {true, false}) {
    std::string dunder = left ? "aten::__lshift__" : "aten::__rshift__";
    std::string named = left ? "aten::bitwise_left_shift" : "aten::bitwise_right_shift";
    auto tt = [left](const IValue* a) { return bitwise_shift(toTensor(a[0]), toTensor(a[1]), left); };
    auto ts = [left](const IValue* a) { return bitwise_shift(toTensor(a[0]), toScalar(a[1]), left); };
    k[dunder + ".Tensor"] = kern<2>(tt);
    k[dunder + ".Scalar"] = kern<2>(ts);
    k[named + ".Tensor"] = kern<2>(tt);
    k[named + ".Tensor_Scalar"] = kern<2>(ts);
    k[named + ".Scalar_Tensor"] = kern<2>([left](const IValue* a) { return bitwise_shift(wrapNumber(a[0]), toTensor(a[1]), left); });
  }
}

/// torch.atleast_3d for dstack.
Tensor atLeast3d(const Tensor& t) {
  if (t.dim() == 0) return reshape(t, {1, 1, 1});
  if (t.dim() == 1) return unsqueeze(unsqueeze(t, 0), 2);
  if (t.dim() == 2) return unsqueeze(t, 2);
  return t;
}

std::vector<Tensor> tensorSplitSections(const Tensor& self, int64_t sections, int64_t dim) {
  TS_CHECK(self.dim() > 0, "tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims");
  TS_CHECK(sections > 0, "number of sections must be larger than 0, got " + std::to_string(sections));
  int64_t d = maybeWrapDim(dim, self.dim());
  int64_t size = self.size(d), min_size = size / sections, extra = size % sections;
  checkAllocationSize(static_cast<uint64_t>(sections), sizeof(Tensor));  // Note [Allocation bound]
  std::vector<Tensor> out;
  out.reserve(static_cast<size_t>(sections));
  int64_t start = 0;
  for (int64_t i = 0; i < sections; ++i) {
    int64_t len = i < extra ? min_size + 1 : min_size;
    out.push_back(slice(self, d, start, start + len));
    start += len;
  }
  return out;
}

std::vector<Tensor> tensorSplitIndices(const Tensor& self, const std::vector<int64_t>& indices, int64_t dim) {
  TS_CHECK(self.dim() > 0, "tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims");
  int64_t d = maybeWrapDim(dim, self.dim());
  std::vector<Tensor> out;
  int64_t start = 0;
  for (int64_t end : indices) {
    out.push_back(slice(self, d, start, end));
    start = end;
  }
  out.push_back(slice(self, d, start, self.size(d)));
  return out;
}

std::vector<Tensor> tensorSplitTensor(const Tensor& self, const Tensor& spec, int64_t dim) {
  TS_CHECK(spec.dtype() == ScalarType::Long,
           std::string("tensor_split expected tensor_indices_or_sections to have dtype of long, but got ") +
               scalarTypeName(spec.dtype()));
  TS_CHECK(spec.dim() <= 1, "tensor_split expected tensor_indices_or_sections to be a zero-dimensional or "
                            "one-dimensional tensor, but got a tensor with " + std::to_string(spec.dim()) + " dims");
  if (spec.dim() == 0) return tensorSplitSections(self, spec.item().toLong(), dim);
  Tensor c = contiguous(spec);
  const int64_t* p = c.data_ptr<int64_t>();
  return tensorSplitIndices(self, std::vector<int64_t>(p, p + c.numel()), dim);
}

Tensor takeAlongDim(const Tensor& self, const Tensor& indices, std::optional<int64_t> opt_dim) {
  TS_CHECK(indices.dtype() == ScalarType::Long,
           std::string("torch.take_along_dim(): dtype of indices should be Long but got ") + scalarTypeName(indices.dtype()));
  if (!opt_dim) return gather(reshape(self, {-1}), 0, reshape(indices, {-1}));
  TS_CHECK(self.dim() == indices.dim(), "torch.take_along_dim(): input and indices should have the same number of "
                                        "dimensions, but got " + std::to_string(self.dim()) + " dimensions for input, and " +
                                            std::to_string(indices.dim()) + " dimensions for indices");
  int64_t d = maybeWrapDim(*opt_dim, self.dim());
  DimVector self_sizes(self.sizes());
  self_sizes[d] = indices.size(d);
  Tensor ix = expand(indices, inferSize(self_sizes, indices.sizes()));
  DimVector index_sizes(indices.sizes());
  index_sizes[d] = self.size(d);
  Tensor src = expand(self, inferSize(index_sizes, self.sizes()));
  return gather(src, d, ix);
}

Tensor rot90(const Tensor& self, int64_t k, const std::vector<int64_t>& dims) {
  int64_t total = self.dim();
  TS_CHECK(dims.size() == 2, "expected total rotation dims == 2, but got dims = " + std::to_string(dims.size()));
  TS_CHECK(total >= 2, "expected total dims >= 2, but got total dims = " + std::to_string(total));
  TS_CHECK(dims[0] != dims[1] && std::abs(dims[0] - dims[1]) != total,
           "expected rotation dims to be different, but got dim0 = " + std::to_string(dims[0]) + " and dim1 = " +
               std::to_string(dims[1]));
  TS_CHECK(dims[0] < total && dims[0] >= -total, "Rotation dim0 out of range, dim0 = " + std::to_string(dims[0]));
  TS_CHECK(dims[1] < total && dims[1] >= -total, "Rotation dim1 out of range, dim1 = " + std::to_string(dims[1]));
  k = (4 + (k % 4)) % 4;
  if (k == 1) return transpose(flip(self, {dims[1]}), dims[0], dims[1]);
  if (k == 2) return flip(self, dims);
  if (k == 3) return transpose(flip(self, {dims[0]}), dims[0], dims[1]);
  return clone(self);
}

/// torch.take: elements of the flattened self at (possibly negative) indices.
Tensor take(const Tensor& self, const Tensor& index) {
  TS_CHECK(index.dtype() == ScalarType::Long,
           std::string("take(): Expected a long tensor for index, but got ") + scalarTypeName(index.dtype()));
  Tensor flat = reshape(self, {-1});
  Tensor ix = contiguous(index);
  int64_t n = self.numel();
  const int64_t* p = ix.data_ptr<int64_t>();
  for (int64_t i = 0; i < ix.numel(); ++i) {
    TS_CHECK(p[i] >= -n && p[i] < n, "out of range: tried to access index " + std::to_string(p[i]) + " on a tensor of " +
                                         std::to_string(n) + " elements.", ErrorKind::IndexError);
  }
  Tensor wrapped = where(lt(ix, Scalar(int64_t(0))), add(ix, Scalar(n)), ix);
  return reshape(gather(flat, 0, reshape(wrapped, {-1})), index.sizes());
}

/// nan_to_num: NaN -> nan (0), +inf -> posinf (dtype max), -inf -> neginf (dtype lowest).
Tensor nanToNum(const Tensor& self, std::optional<double> nan, std::optional<double> posinf,
                std::optional<double> neginf, bool inplace) {
  if (!self.is_floating_point()) return inplace ? self : clone(self);
  double hi = std::numeric_limits<double>::max();
  if (self.dtype() == ScalarType::Float) hi = std::numeric_limits<float>::max();
  if (self.dtype() == ScalarType::Half) hi = 65504.0;
  if (self.dtype() == ScalarType::BFloat16) hi = 3.3895313892515355e38;
  double lo = -hi;
  Tensor r = where(isnan(self), scalarTensor(Scalar(nan.value_or(0.0)), self.dtype()), self);
  Tensor inf = isinf(self);
  r = where(logical_and(inf, gt(self, Scalar(0.0))), scalarTensor(Scalar(posinf.value_or(hi)), self.dtype()), r);
  r = where(logical_and(inf, lt(self, Scalar(0.0))), scalarTensor(Scalar(neginf.value_or(lo)), self.dtype()), r);
  return inplace ? copy_(self, r) : r;
}

std::optional<double> toOptDouble(const IValue& v) {
  if (v.isNone()) return std::nullopt;
  return toDouble(v);
}

/// x.mT / x.mH / adjoint (real tensors: conjugation is the identity).
Tensor matrixTranspose(const Tensor& self, const char* what) {
  TS_CHECK(self.dim() >= 2, std::string("tensor.") + what + " is only supported on matrices or batches of matrices. Got " +
                                std::to_string(self.dim()) + "-D tensor.");
  return transpose(self, -2, -1);
}

/// Tensor.H: the conjugate transpose of a matrix (a 0-D tensor: itself).
Tensor matrixH(const Tensor& self) {
  TS_CHECK(self.dim() == 0 || self.dim() == 2,
           "tensor.H is only supported on matrices (2-D tensors). Got " + std::to_string(self.dim()) + "-D tensor." +
               (self.dim() > 2 ? " For batches of matrices, consider using tensor.mH" : ""));
  return conjugate(self.dim() == 0 ? self : transpose(self, 0, 1), false);
}

void addShapeAndIndexKernels(KernelTable& k) {
  k["aten::mT"] = kern<1>([](const IValue* a) { return matrixTranspose(toTensor(a[0]), "mT"); });
  k["aten::mH"] = kern<1>([](const IValue* a) { return conjugate(matrixTranspose(toTensor(a[0]), "mH"), false); });
  k["aten::adjoint"] =
      kern<1>([](const IValue* a) { return conjugate(matrixTranspose(toTensor(a[0]), "adjoint()"), false); });
  k["aten::matrix_H"] = kern<1>([](const IValue* a) { return matrixH(toTensor(a[0])); });
  k["aten::rot90"] = kern<3>([](const IValue* a) { return rot90(toTensor(a[0]), toInt(a[1]), toIntVector(a[2])); });
  k["aten::take"] = kern<2>([](const IValue* a) { return take(toTensor(a[0]), toTensor(a[1])); });
  k["aten::nan_to_num"] = kern<4>([](const IValue* a) {
    return nanToNum(toTensor(a[0]), toOptDouble(a[1]), toOptDouble(a[2]), toOptDouble(a[3]), false);
  });
  k["aten::nan_to_num_"] = kern<4>([](const IValue* a) {
    return nanToNum(toTensor(a[0]), toOptDouble(a[1]), toOptDouble(a[2]), toOptDouble(a[3]), true);
  });
  // fmax/fmin ignore a NaN operand (maximum/minimum propagate it).
  k["aten::fmax"] = kern<2>([](const IValue* a) {
    Tensor x = toTensor(a[0]), y = toTensor(a[1]);
    Tensor m = maximum(x, y);
    return where(isnan(x), where(isnan(y), m, to(y, m.dtype())), where(isnan(y), to(x, m.dtype()), m));
  });
  k["aten::fmin"] = kern<2>([](const IValue* a) {
    Tensor x = toTensor(a[0]), y = toTensor(a[1]);
    Tensor m = minimum(x, y);
    return where(isnan(x), where(isnan(y), m, to(y, m.dtype())), where(isnan(y), to(x, m.dtype()), m));
  });
  k["aten::fliplr"] = kern<1>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    TS_CHECK(s.dim() >= 2, "Input must be >= 2-d.");
    return flip(s, {1});
  });
  k["aten::flipud"] = kern<1>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    TS_CHECK(s.dim() >= 1, "Input must be >= 1-d.");
    return flip(s, {0});
  });
  k["aten::dstack"] = kern<1>([](const IValue* a) {
    std::vector<Tensor> ts = toTensorVector(a[0]);
    TS_CHECK(!ts.empty(), "dstack expects a non-empty TensorList");
    for (Tensor& t : ts) t = atLeast3d(t);
    return cat(ts, 2);
  });
  k["aten::tensor_split.sections"] = kern<3>([](const IValue* a) {
    return tensorListValue(tensorSplitSections(toTensor(a[0]), toInt(a[1]), toInt(a[2])));
  });
  k["aten::tensor_split.indices"] = kern<3>([](const IValue* a) {
    return tensorListValue(tensorSplitIndices(toTensor(a[0]), toIntVector(a[1]), toInt(a[2])));
  });
  k["aten::tensor_split.tensor_indices_or_sections"] = kern<3>([](const IValue* a) {
    return tensorListValue(tensorSplitTensor(toTensor(a[0]), toTensor(a[1]), toInt(a[2])));
  });
  k["aten::take_along_dim"] = kern<3>([](const IValue* a) {
    return takeAlongDim(toTensor(a[0]), toTensor(a[1]), toOptInt(a[2]));
  });
  k["aten::index_copy"] = kern<4>([](const IValue* a) {
    return indexCopy(toTensor(a[0]), toInt(a[1]), toTensor(a[2]), toTensor(a[3]), false);
  });
  k["aten::index_copy_"] = kern<4>([](const IValue* a) {
    return indexCopy(toTensor(a[0]), toInt(a[1]), toTensor(a[2]), toTensor(a[3]), true);
  });
  k["aten::scatter_reduce.two"] = kern<6>([](const IValue* a) {
    return scatterReduce(toTensor(a[0]), toInt(a[1]), toTensor(a[2]), toTensor(a[3]), a[4].toStr(), toBool(a[5]), false);
  });
  k["aten::scatter_reduce_.two"] = kern<6>([](const IValue* a) {
    return scatterReduce(toTensor(a[0]), toInt(a[1]), toTensor(a[2]), toTensor(a[3]), a[4].toStr(), toBool(a[5]), true);
  });
}

/// torch.logspace: base ** (start + step * i), from the end for the upper half.
Tensor logspace(const Scalar& start, const Scalar& end, int64_t steps, double base, std::optional<ScalarType> dtype) {
  TS_CHECK(steps >= 0, "number of steps must be non-negative");
  ScalarType dt = dtype.value_or(defaultFloatType());
  Tensor out = emptyTensor({steps}, dt);
  if (steps == 0) return out;
  Tensor vals = emptyTensor({steps}, ScalarType::Double);
  double* v = vals.data_ptr<double>();
  int64_t halfway = steps / 2;
  if (isIntegralType(dt, false)) {
    // ATen's integer branch: a float base and a double step.
    double s = static_cast<double>(start.toLong()), e = static_cast<double>(end.toLong());
    double step = steps == 1 ? 0.0 : (e - s) / static_cast<double>(steps - 1);
    float b = static_cast<float>(base);
    for (int64_t i = 0; i < steps; ++i) {
      v[i] = i < halfway ? std::pow(b, s + step * static_cast<double>(i)) : std::pow(b, e - step * static_cast<double>(steps - i - 1));
    }
    return copy_(out, vals);
  }
  bool single = dt == ScalarType::Float || dt == ScalarType::Half || dt == ScalarType::BFloat16;
  if (single) {
    // The exponent is formed in float (scalar_t arithmetic for float32).
    float s = static_cast<float>(start.toDouble()), e = static_cast<float>(end.toDouble());
    float step = steps == 1 ? 0.0f : (e - s) / static_cast<float>(steps - 1);
    for (int64_t i = 0; i < steps; ++i) {
      float x = i < halfway ? s + step * static_cast<float>(i) : e - step * static_cast<float>(steps - i - 1);
      v[i] = std::pow(base, static_cast<double>(x));
    }
  } else {
    double s = start.toDouble(), e = end.toDouble();
    double step = steps == 1 ? 0.0 : (e - s) / static_cast<double>(steps - 1);
    for (int64_t i = 0; i < steps; ++i) {
      v[i] = std::pow(base, i < halfway ? s + step * static_cast<double>(i) : e - step * static_cast<double>(steps - i - 1));
    }
  }
  return copy_(out, vals);
}

/// ATen's get_tril_size: the entries of a row x col lower triangle below
/// diagonal `offset`, in its wrapping int64 arithmetic (its overflow message
/// shows the wrapped count).
int64_t trilSize(int64_t row, int64_t col, int64_t offset) {
  if (row == 0 || col == 0) return 0;
  auto wrap = [](uint64_t v) { return static_cast<int64_t>(v); };
  int64_t first = offset > 0 ? std::min<int64_t>(col, wrap(1 + static_cast<uint64_t>(offset)))
                             : wrap(static_cast<uint64_t>(row) + static_cast<uint64_t>(offset)) > 0;
  int64_t row_end = wrap(static_cast<uint64_t>(row) + static_cast<uint64_t>(offset));
  int64_t last = std::max<int64_t>(0, std::min<int64_t>(col, row_end));
  int64_t rows_all = std::max<int64_t>(0, std::min<int64_t>(row, row_end));
  int64_t trapezoid = wrap(static_cast<uint64_t>(last) - static_cast<uint64_t>(first) + 1);
  int64_t size = wrap((static_cast<uint64_t>(first) + static_cast<uint64_t>(last)) * static_cast<uint64_t>(trapezoid)) >> 1;
  int64_t below = wrap(static_cast<uint64_t>(rows_all) - static_cast<uint64_t>(trapezoid));
  if (below > 0) size = wrap(static_cast<uint64_t>(size) + static_cast<uint64_t>(below) * static_cast<uint64_t>(col));
  return size;
}

/// tril_indices (lower) / triu_indices: a 2 x N tensor of row-major (row, col)
/// pairs. The size is computed first, as ATen does, so huge shapes fail in
/// the allocation; filling visits only rows that have entries.
Tensor triIndices(int64_t row, int64_t col, int64_t offset, std::optional<ScalarType> dtype, bool lower) {
  TS_CHECK(row >= 0, "row must be non-negative, got" + std::to_string(row));
  TS_CHECK(col >= 0, "col must be non-negative, got" + std::to_string(col));
  int64_t n = lower ? trilSize(row, col, offset)
                    : static_cast<int64_t>(static_cast<uint64_t>(row) * static_cast<uint64_t>(col) -
                                           static_cast<uint64_t>(trilSize(row, col, static_cast<int64_t>(static_cast<uint64_t>(offset) - 1))));
  Tensor out = emptyTensor({2, n}, ScalarType::Long);
  int64_t* rows = out.data_ptr<int64_t>();
  int64_t* cols = rows + n;
  int64_t k = 0;
  // Row i holds columns [lo, hi] within [0, col - 1]. Rows without entries
  // come first (lower, offset < 0) or last (upper), so the loop is O(n), and
  // i + offset cannot overflow in a row that has entries.
  int64_t i = lower && offset < 0 ? (offset <= -row ? row : -offset) : 0;
  for (; i < row && k < n; ++i) {
    int64_t lo = lower ? 0 : std::max<int64_t>(0, i + offset);
    int64_t hi = lower && offset < col ? std::min(col - 1, i + offset) : col - 1;
    for (int64_t j = lo; j <= hi && k < n; ++j, ++k) {
      rows[k] = i;
      cols[k] = j;
    }
  }
  ScalarType dt = dtype.value_or(ScalarType::Long);
  return dt == ScalarType::Long ? out : to(out, dt);
}

/// torch.multinomial: without replacement (or one sample) ATen takes the
/// top-k of p / q with q ~ Exp(1); with replacement it samples the CDF.
Tensor multinomialOp(const Tensor& self, int64_t n, bool replacement, const IValue& gen_arg) {
  checkMultinomialArgs(self, n, replacement);
  if (replacement) {
    return withGenerator(gen_arg, [&](Generator& g) { return multinomialWithReplacement(self, n, g); });
  }
  TS_CHECK(max(self).item().toDouble() < INFINITY && min(self).item().toDouble() >= 0,
           "probability tensor contains either `inf`, `nan` or element < 0");
  Tensor sums = self.dim() == 1 ? sum(self) : sum(self, {1}, false);
  TS_CHECK(!any(eq(sums, Scalar(0))).item().toBool(), "invalid multinomial distribution (sum of probabilities <= 0)");
  Tensor q = emptyTensor(self.sizes(), self.dtype());
  withGenerator(gen_arg, [&](Generator& g) { return exponential_(q, 1.0, g); });
  Tensor ratio = div(self, q);
  if (n == 1) return argmax(ratio, -1, true);
  return std::get<1>(topk(ratio, n, -1, true, true));
}

/// One lerp step as PyTorch 1.13's AVX2 build computes it: in opmath, with
/// the multiply-add fused (GCC contracts ATen's lerp formula to an FMA).
template <typename C>
C lerpStep(C self, C end, C weight) {
  C diff = end - self;
  return std::fabs(weight) < C(0.5) ? std::fma(weight, diff, self) : std::fma(-diff, C(1) - weight, end);
}

/// torch.lerp with a Tensor weight (scalar weights arrive as a 0-dim tensor).
Tensor lerp(const Tensor& self, const Tensor& end, const Tensor& weight, bool scalar_weight) {
  TS_CHECK(self.dtype() == end.dtype(), std::string("expected dtype ") + scalarTypeName(self.dtype()) +
                                            " for `end` but got dtype " + scalarTypeName(end.dtype()));
  TS_CHECK(scalar_weight || self.dtype() == weight.dtype(), std::string("expected dtype ") + scalarTypeName(self.dtype()) +
                                                                 " for `weight` but got dtype " + scalarTypeName(weight.dtype()));
  TS_CHECK(isFloatingType(self.dtype()) && self.dtype() != ScalarType::Half, std::string("\"lerp_kernel_") + (scalar_weight ? "scalar" : "tensor") +
                                             "\" not implemented for '" + scalarTypeName(self.dtype()) + "'");
  DimVector shape = inferSize(inferSize(self.sizes(), end.sizes()), weight.sizes());
  Tensor s = contiguous(expand(self, shape).to(ScalarType::Double)), e = contiguous(expand(end, shape).to(ScalarType::Double));
  Tensor w = contiguous(expand(weight, shape).to(ScalarType::Double));
  // The result is laid out as ATen's TensorIterator lays out its output
  // (a channels-last self keeps its layout); values are computed densely.
  TensorIter layout;
  layout.addOutput(Tensor()).addInput(self).addInput(end).addInput(weight).commonDtype(self.dtype()).build();
  Tensor out = layout.output();
  Tensor vals = emptyTensor(shape, ScalarType::Double);
  const double *sp = s.data_ptr<double>(), *ep = e.data_ptr<double>(), *wp = w.data_ptr<double>();
  double* vp = vals.data_ptr<double>();
  bool dbl = self.dtype() == ScalarType::Double;
  for (int64_t i = 0; i < out.numel(); ++i) {
    vp[i] = dbl ? lerpStep<double>(sp[i], ep[i], wp[i])
                : lerpStep<float>(static_cast<float>(sp[i]), static_cast<float>(ep[i]), static_cast<float>(wp[i]));
  }
  return copy_(out, vals);
}

/// torch.diff: n rounds of neighbour differences along dim (xor for bool),
/// after concatenating prepend/append.
Tensor diff(Tensor self, int64_t n, int64_t dim, const Tensor& prepend, const Tensor& append) {
  TS_CHECK(self.dim() >= 1, "diff expects input to be at least one-dimensional");
  TS_CHECK(n >= 0, "order must be non-negative but got " + std::to_string(n));
  int64_t d = maybeWrapDim(dim, self.dim());
  if (prepend.defined() || append.defined()) {
    std::vector<Tensor> parts;
    if (prepend.defined()) parts.push_back(prepend);
    parts.push_back(self);
    if (append.defined()) parts.push_back(append);
    self = cat(parts, d);
  }
  if (n == 0) return clone(self);
  int64_t out_len = self.size(d) - 1;
  n = std::min(n, self.size(d));
  Tensor result = self;
  for (int64_t i = 0; i < n; ++i, --out_len) {
    Tensor hi = narrow(result, d, 1, out_len), lo = narrow(result, d, 0, out_len);
    result = self.dtype() == ScalarType::Bool ? logical_xor(hi, lo) : sub(hi, lo);
  }
  return result;
}

/// torch.kron: interleave the dims of both operands, multiply, merge pairs.
Tensor kron(const Tensor& a, const Tensor& b) {
  int64_t nd = std::max(a.dim(), b.dim());
  DimVector av, bv, out;
  for (int64_t i = 0; i < nd; ++i) {
    int64_t ai = i - (nd - a.dim()), bi = i - (nd - b.dim());
    int64_t as = ai >= 0 ? a.size(ai) : 1, bs = bi >= 0 ? b.size(bi) : 1;
    av.push_back(as);
    av.push_back(1);
    bv.push_back(1);
    bv.push_back(bs);
    out.push_back(as * bs);
  }
  return reshape(mul(reshape(a, av), reshape(b, bv)), out);
}

/// x * y - z * w per element; floating types fuse the first product (the
/// contraction GCC applies to ATen's cross kernel in PyTorch's AVX2 build).
Tensor fusedDiffOfProducts(const Tensor& x, const Tensor& y, const Tensor& z, const Tensor& w) {
  Tensor zw = mul(z, w);
  if (!x.is_floating_point() || x.dtype() == ScalarType::Half || x.dtype() == ScalarType::BFloat16) return sub(mul(x, y), zw);
  bool dbl = x.dtype() == ScalarType::Double;
  Tensor xd = contiguous(x.to(ScalarType::Double)), yd = contiguous(y.to(ScalarType::Double));
  Tensor zd = contiguous(zw.to(ScalarType::Double));
  Tensor out = emptyTensor(x.sizes(), ScalarType::Double);
  const double *xp = xd.data_ptr<double>(), *yp = yd.data_ptr<double>(), *zp = zd.data_ptr<double>();
  double* op = out.data_ptr<double>();
  for (int64_t i = 0; i < out.numel(); ++i) {
    op[i] = dbl ? std::fma(xp[i], yp[i], -zp[i])
                : static_cast<double>(std::fma(static_cast<float>(xp[i]), static_cast<float>(yp[i]), -static_cast<float>(zp[i])));
  }
  return out.to(x.dtype());
}

/// torch.cross / linalg.cross over a dim of size 3.
Tensor cross(const Tensor& a_in, const Tensor& b_in, std::optional<int64_t> dim) {
  TS_CHECK(a_in.dim() == b_in.dim(), "linalg.cross: inputs must have the same number of dimensions.");
  DimVector shape = inferSize(a_in.sizes(), b_in.sizes());
  ScalarType dt = resultType(a_in, b_in);
  Tensor a = expand(a_in, shape).to(dt), b = expand(b_in, shape).to(dt);
  int64_t d = -1;
  if (dim) {
    d = maybeWrapDim(*dim, a.dim());
    TS_CHECK(a_in.size(d) == 3 && b_in.size(d) == 3, "linalg.cross: inputs dimension " + std::to_string(d) +
                                                         " must have length 3. Got " + std::to_string(a_in.size(d)) +
                                                         " and " + std::to_string(b_in.size(d)));
  } else {
    for (int64_t i = 0; i < a.dim() && d < 0; ++i)
      if (a.size(i) == 3) d = i;
    TS_CHECK(d >= 0, "no dimension of size 3 in input");
  }
  auto at = [&](const Tensor& t, int64_t i) { return select(t, d, i); };
  Tensor c0 = fusedDiffOfProducts(at(a, 1), at(b, 2), at(a, 2), at(b, 1));
  Tensor c1 = fusedDiffOfProducts(at(a, 2), at(b, 0), at(a, 0), at(b, 2));
  Tensor c2 = fusedDiffOfProducts(at(a, 0), at(b, 1), at(a, 1), at(b, 0));
  return stack({c0, c1, c2}, d);
}

std::vector<Tensor> meshgrid(std::vector<Tensor> ts, const std::string& indexing) {
  TS_CHECK(!ts.empty(), "torch.meshgrid: Expected at least one tensor");
  TS_CHECK(indexing == "ij" || indexing == "xy",
           "torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but received: " + indexing);
  for (const Tensor& t : ts)
    TS_CHECK(t.dim() <= 1, "torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: " + t.repr());
  bool swap = indexing == "xy" && ts.size() >= 2;
  if (swap) std::swap(ts[0], ts[1]);
  DimVector shape;
  for (const Tensor& t : ts) shape.push_back(t.numel());
  std::vector<Tensor> out;
  for (size_t i = 0; i < ts.size(); ++i) {
    DimVector view_shape(ts.size(), 1);
    view_shape[i] = -1;
    Tensor g = expand(reshape(ts[i], view_shape), shape);
    out.push_back(g);
  }
  // "xy": the grid of (second, first, ...) with the first two outputs swapped.
  if (swap) std::swap(out[0], out[1]);
  return out;
}

/// searchsorted over the last dim of sorted (1-D: shared by all values).
Tensor searchSorted(const Tensor& sorted, const Tensor& values, bool out_int32, bool right) {
  TS_CHECK(sorted.dim() == 1 || (sorted.dim() == values.dim() &&
                                 DimVector(IntArrayRef(sorted.sizes().data(), sorted.dim() - 1)) ==
                                     DimVector(IntArrayRef(values.sizes().data(), values.dim() - 1))),
           "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 dimensions of boundaries "
           "tensor and input value tensor must match, but we got boundaries tensor " + shapeStr(sorted.sizes()) +
               " and input value tensor " + shapeStr(values.sizes()));
  Tensor sd = contiguous(sorted.to(ScalarType::Double)), vd = contiguous(values.to(ScalarType::Double));
  int64_t n = sorted.dim() == 0 ? 1 : sorted.size(-1);
  int64_t per_row = values.dim() == 0 ? 1 : values.size(-1);
  Tensor out = emptyTensor(values.sizes(), ScalarType::Long);
  const double *sp = sd.data_ptr<double>(), *vp = vd.data_ptr<double>();
  int64_t* op = out.data_ptr<int64_t>();
  for (int64_t i = 0; i < values.numel(); ++i) {
    const double* row = sorted.dim() == 1 ? sp : sp + (i / per_row) * n;
    const double* pos = right ? std::upper_bound(row, row + n, vp[i]) : std::lower_bound(row, row + n, vp[i]);
    op[i] = pos - row;
  }
  return out_int32 ? out.to(ScalarType::Int) : out;
}

Tensor bincount(const Tensor& self, const Tensor& weights, int64_t minlength) {
  TS_CHECK(minlength >= 0, "minlength should be >= 0");
  TS_CHECK(self.dim() == 1 && isIntegralType(self.dtype(), false), "bincount only supports 1-d non-negative integral inputs.");
  TS_CHECK(!weights.defined() || (weights.dim() == 1 && weights.numel() == self.numel()),
           "weights should be 1-d and have the same length as input");
  Tensor x = contiguous(self.to(ScalarType::Long));
  const int64_t* xp = x.data_ptr<int64_t>();
  int64_t len = minlength;
  for (int64_t i = 0; i < x.numel(); ++i) {
    TS_CHECK(xp[i] >= 0, "bincount only supports 1-d non-negative integral inputs.");
    len = std::max(len, xp[i] + 1);
  }
  ScalarType dt = !weights.defined() ? ScalarType::Long : weights.is_floating_point() ? weights.dtype() : ScalarType::Double;
  if (dt == ScalarType::Float) {  // PyTorch sums float weights in float
    Tensor acc = zeros({len}, dt);
    Tensor w = contiguous(weights);
    float *ap = acc.data_ptr<float>(), *wp = w.data_ptr<float>();
    for (int64_t i = 0; i < x.numel(); ++i) ap[xp[i]] += wp[i];
    return acc;
  }
  Tensor acc = zeros({len}, ScalarType::Double);
  double* ap = acc.data_ptr<double>();
  Tensor w = weights.defined() ? contiguous(weights.to(ScalarType::Double)) : Tensor();
  for (int64_t i = 0; i < x.numel(); ++i) ap[xp[i]] += w.defined() ? w.data_ptr<double>()[i] : 1.0;
  return acc.to(dt);
}

/// histc's counts as PyTorch's linear-interpolation kernel computes them:
/// arithmetic in the input's dtype, values outside [left, right] skipped,
/// the last bin closed. NaN passes the range test there and lands in bin 0
/// (PyTorch 1.13's observed result), so it does here.
template <typename T>
void histcCounts(const Tensor& x, int64_t bins, T left, T right, T* out) {
  const T* p = x.data_ptr<T>();
  for (int64_t i = 0; i < x.numel(); ++i) {
    const T v = p[i];
    if (v < left || v > right) continue;
    int64_t pos = std::isnan(v) ? 0 : static_cast<int64_t>((v - left) * static_cast<T>(bins) / (right - left));
    if (pos == bins) pos -= 1;
    out[pos] += 1;
  }
}

/// The histogram's outer edges: [min, max], or the data's range when they
/// are equal, widened by 1 each way when that range is a point.
std::pair<double, double> histcRange(const Tensor& x, double lo, double hi) {
  if (lo == hi && x.numel() > 0) {
    Tensor d = contiguous(x.to(ScalarType::Double));
    const double* p = d.data_ptr<double>();
    lo = hi = p[0];
    for (int64_t i = 0; i < d.numel(); ++i) {
      if (std::isnan(p[i])) {  // aminmax propagates NaN
        lo = hi = p[i];
        break;
      }
      lo = std::min(lo, p[i]);
      hi = std::max(hi, p[i]);
    }
  }
  if (lo == hi) lo -= 1, hi += 1;
  if (!std::isfinite(lo) || !std::isfinite(hi)) {
    std::ostringstream msg;  // c10's formatting of doubles: 1, inf, nan
    msg << "torch.histc: range of [" << lo << ", " << hi << "] is not finite";
    throw Error(msg.str());
  }
  TS_CHECK(lo < hi, "torch.histc: max must be larger than min");
  return {lo, hi};
}

Tensor histc(const Tensor& self, int64_t bins, double lo, double hi) {
  TS_CHECK(bins > 0, "torch.histogram(): bins must be > 0, but got " + std::to_string(bins) + " for dimension 0");
  auto [left, right] = histcRange(self, lo, hi);
  const ScalarType dt = self.dtype();
  TS_CHECK(dt == ScalarType::Float || dt == ScalarType::Double,
           std::string("\"histogram_cpu\" not implemented for '") + scalarTypeName(dt) + "'");
  Tensor out = zeros({bins}, dt);
  Tensor x = contiguous(self);
  if (dt == ScalarType::Float)
    histcCounts<float>(x, bins, static_cast<float>(left), static_cast<float>(right), out.data_ptr<float>());
  else
    histcCounts<double>(x, bins, left, right, out.data_ptr<double>());
  return out;
}

/// hsplit / vsplit: tensor_split along dim 1 (0 for 1-D) / 0 with PyTorch's checks.
std::vector<Tensor> splitAlong(const Tensor& self, const IValue& spec, bool horizontal) {
  const char* name = horizontal ? "torch.hsplit" : "torch.vsplit";
  int64_t need = horizontal ? 1 : 2;
  TS_CHECK(self.dim() >= need, std::string(name) + " requires a tensor with at least " + std::to_string(need) +
                                   " dimension, but got a tensor with " + std::to_string(self.dim()) + " dimensions!");
  int64_t dim = horizontal && self.dim() == 1 ? 0 : (horizontal ? 1 : 0);
  if (spec.isList()) return tensorSplitIndices(self, toIntVector(spec), dim);
  int64_t sections = toInt(spec);
  TS_CHECK(sections != 0 && self.size(dim) % sections == 0,
           std::string(name) + " attempted to split along dimension " + std::to_string(dim) +
               ", but the size of the dimension " + std::to_string(self.size(dim)) +
               " is not divisible by the split_size " + std::to_string(sections) + "!");
  return tensorSplitSections(self, sections, dim);
}

/// xlogy: x * log(y), 0 where x == 0, NaN where y is NaN (ATen's scalar kernel).
Tensor xlogy(const Tensor& x, const Tensor& y) {
  ScalarType dt = resultType(x, y);
  if (!isFloatingType(dt)) dt = defaultFloatType();
  DimVector shape = inferSize(x.sizes(), y.sizes());
  Tensor xd = contiguous(expand(x, shape).to(dt).to(ScalarType::Double));
  Tensor yd = contiguous(expand(y, shape).to(dt).to(ScalarType::Double));
  Tensor out = emptyTensor(shape, ScalarType::Double);
  const double *xp = xd.data_ptr<double>(), *yp = yd.data_ptr<double>();
  double* op = out.data_ptr<double>();
  bool single = dt != ScalarType::Double;
  for (int64_t i = 0; i < out.numel(); ++i) {
    if (std::isnan(yp[i])) op[i] = NAN;
    else if (xp[i] == 0) op[i] = 0;
    else op[i] = single ? static_cast<double>(static_cast<float>(xp[i]) * std::log(static_cast<float>(yp[i])))
                        : xp[i] * std::log(yp[i]);
  }
  return withElementwiseLayout(out.to(dt), {x, y});
}

/// torch.inner: contraction over the last dims (dot for two vectors).
Tensor inner(const Tensor& a, const Tensor& b) {
  if (a.dim() == 0 || b.dim() == 0) return mul(a, b);
  TS_CHECK(a.size(-1) == b.size(-1), "inner() the last dimension must match on both input tensors but got shapes " +
                                         shapeStr(a.sizes()) + " and " + shapeStr(b.sizes()));
  if (a.dim() == 1 && b.dim() == 1) return dot(a, b);
  int64_t k = a.size(-1);
  Tensor r = mm(reshape(a, {-1, k}), t(reshape(b, {-1, k})));
  DimVector shape(IntArrayRef(a.sizes().data(), a.dim() - 1));
  for (int64_t i = 0; i + 1 < b.dim(); ++i) shape.push_back(b.size(i));
  return reshape(r, shape);
}

void addGridKernels(KernelTable& k) {
  k["aten::xlogy.Tensor"] = kern<2>([](const IValue* a) { return xlogy(toTensor(a[0]), toTensor(a[1])); });
  k["aten::xlogy.Scalar_Other"] = kern<2>([](const IValue* a) { return xlogy(toTensor(a[0]), wrapNumber(a[1])); });
  k["aten::xlogy.Scalar_Self"] = kern<2>([](const IValue* a) { return xlogy(wrapNumber(a[0]), toTensor(a[1])); });
  k["aten::heaviside"] = kern<2>([](const IValue* a) {
    Tensor x = toTensor(a[0]), v = toTensor(a[1]);
    TS_CHECK(x.dtype() == v.dtype(), "heaviside is not yet implemented for tensors with different dtypes");
    TS_CHECK(!x.is_complex(), "heaviside is not yet implemented for complex tensors.");
    return where(eq(x, Scalar(0)), v, gt(x, Scalar(0)).to(x.dtype()));
  });
  k["aten::inner"] = kern<2>([](const IValue* a) { return inner(toTensor(a[0]), toTensor(a[1])); });
  // vdot conjugates its first argument (dot does not).
  k["aten::vdot"] = kern<2>([](const IValue* a) { return dot(conjugate(toTensor(a[0]), false), toTensor(a[1])); });
  k["aten::meshgrid"] = kern<1>([](const IValue* a) { return tensorListValue(meshgrid(toTensorVector(a[0]), "ij")); });
  k["aten::meshgrid.indexing"] = kern<2>([](const IValue* a) {
    return tensorListValue(meshgrid(toTensorVector(a[0]), a[1].toStr()));
  });
  k["aten::column_stack"] = kern<1>([](const IValue* a) {
    std::vector<Tensor> ts = toTensorVector(a[0]);
    TS_CHECK(!ts.empty(), "column_stack expects a non-empty TensorList");
    for (Tensor& t : ts)
      if (t.dim() <= 1) t = reshape(t, {t.numel(), 1});
    return cat(ts, 1);
  });
  k["aten::row_stack"] = kern<1>([](const IValue* a) {
    std::vector<Tensor> ts = toTensorVector(a[0]);
    TS_CHECK(!ts.empty(), "vstack expects a non-empty TensorList");
    for (Tensor& t : ts)
      if (t.dim() <= 1) t = reshape(t, {1, t.numel()});
    return cat(ts, 0);
  });
  k["aten::hsplit.int"] = kern<2>([](const IValue* a) { return tensorListValue(splitAlong(toTensor(a[0]), a[1], true)); });
  k["aten::hsplit.array"] = kern<2>([](const IValue* a) { return tensorListValue(splitAlong(toTensor(a[0]), a[1], true)); });
  k["aten::vsplit.int"] = kern<2>([](const IValue* a) { return tensorListValue(splitAlong(toTensor(a[0]), a[1], false)); });
  k["aten::vsplit.array"] = kern<2>([](const IValue* a) { return tensorListValue(splitAlong(toTensor(a[0]), a[1], false)); });
  k["aten::histc"] = kern<4>([](const IValue* a) { return histc(toTensor(a[0]), toInt(a[1]), toDouble(a[2]), toDouble(a[3])); });
  k["aten::bincount"] = kern<3>([](const IValue* a) { return bincount(toTensor(a[0]), toOptTensor(a[1]), toInt(a[2])); });
  k["aten::searchsorted.Tensor"] = kern<6>([](const IValue* a) {
    TS_CHECK(a[5].isNone(), "torch.searchsorted(): the sorter argument is not supported");
    bool right = toBool(a[3]);
    if (!a[4].isNone()) right = a[4].toStr() == "right";
    return searchSorted(toTensor(a[0]), toTensor(a[1]), toBool(a[2]), right);
  });
  k["aten::bucketize.Tensor"] = kern<4>([](const IValue* a) {
    Tensor b = toTensor(a[1]);
    TS_CHECK(b.dim() == 1, "boundaries tensor must be 1 dimension, but got dim(" + std::to_string(b.dim()) + ")");
    return searchSorted(b, toTensor(a[0]), toBool(a[2]), toBool(a[3]));
  });
}

void addLinalgKernels(KernelTable& k) {
  addGridKernels(k);
  k["aten::cross"] = kern<3>([](const IValue* a) { return cross(toTensor(a[0]), toTensor(a[1]), toOptInt(a[2])); });
  k["aten::linalg_cross"] = kern<3>([](const IValue* a) { return cross(toTensor(a[0]), toTensor(a[1]), toInt(a[2])); });
  k["aten::broadcast_to"] = kern<2>([](const IValue* a) { return expand(toTensor(a[0]), toIntVector(a[1])); });
  k["aten::diff"] = kern<5>([](const IValue* a) {
    return diff(toTensor(a[0]), toInt(a[1]), toInt(a[2]), toOptTensor(a[3]), toOptTensor(a[4]));
  });
  k["aten::kron"] = kern<2>([](const IValue* a) { return kron(toTensor(a[0]), toTensor(a[1])); });
  k["aten::lerp.Scalar"] = kern<3>([](const IValue* a) {
    Tensor self = toTensor(a[0]);
    // The weight is an opmath (float) value; a 0-dim double holds it exactly.
    double w = self.dtype() == ScalarType::Double ? toDouble(a[2]) : static_cast<double>(static_cast<float>(toDouble(a[2])));
    return lerp(self, toTensor(a[1]), scalarTensor(Scalar(w), ScalarType::Double), true);
  });
  k["aten::lerp.Tensor"] = kern<3>([](const IValue* a) { return lerp(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), false); });
  k["aten::addmm"] = kern<5>([](const IValue* a) {
    return addmm(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toScalar(a[3]), toScalar(a[4]));
  });
  k["aten::baddbmm"] = kern<5>([](const IValue* a) {
    // beta * self + alpha * (batch1 @ batch2); beta == 0 ignores self (NaNs included).
    Tensor prod = bmm(toTensor(a[1]), toTensor(a[2]));
    Scalar beta = toScalar(a[3]), alpha = toScalar(a[4]);
    if (alpha.toDouble() != 1.0) prod = mul(prod, alpha);
    if (beta.toDouble() == 0.0) return prod;
    Tensor self = toTensor(a[0]);
    return add(beta.toDouble() == 1.0 ? self : mul(self, beta), prod);
  });
  k["aten::addmv"] = kern<5>([](const IValue* a) {
    return addmv(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toScalar(a[3]), toScalar(a[4]));
  });
  k["aten::msort"] = kern<1>([](const IValue* a) { return std::get<0>(sort(toTensor(a[0]), 0, false)); });
  k["aten::ravel"] = kern<1>([](const IValue* a) { return reshape(toTensor(a[0]), {-1}); });
  k["aten::swapdims"] = kern<3>([](const IValue* a) { return transpose(toTensor(a[0]), toInt(a[1]), toInt(a[2])); });
  k["aten::atleast_1d"] = kern<1>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    return t.dim() == 0 ? reshape(t, {1}) : t;
  });
  k["aten::atleast_2d"] = kern<1>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    return t.dim() == 0 ? reshape(t, {1, 1}) : t.dim() == 1 ? unsqueeze(t, 0) : t;
  });
  k["aten::atleast_3d"] = kern<1>([](const IValue* a) { return atLeast3d(toTensor(a[0])); });
  k["aten::linalg_vector_norm"] = kern<5>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    std::optional<ScalarType> dt = toOptScalarType(a[4]);
    TS_CHECK(s.is_floating_point() || s.is_complex() || (dt && isFloatingType(*dt)),
             std::string("linalg.vector_norm: Expected a floating point or complex tensor as input. Got ") +
                 scalarTypeName(s.dtype()));
    std::vector<int64_t> dims = toOptIntVector(a[2]).value_or(std::vector<int64_t>{});
    std::optional<Scalar> ord = toScalar(a[1]);
    return norm(s, ord, dims, toBool(a[3]), dt);
  });
}

void addDistributionKernels(KernelTable& k) {
  k["aten::exponential_"] = kern<3>([](const IValue* a) {
    return withGenerator(a[2], [&](Generator& g) { return exponential_(toTensor(a[0]), toDouble(a[1]), g); });
  });
  k["aten::geometric_"] = kern<3>([](const IValue* a) {
    return withGenerator(a[2], [&](Generator& g) { return geometric_(toTensor(a[0]), toDouble(a[1]), g); });
  });
  k["aten::cauchy_"] = kern<4>([](const IValue* a) {
    return withGenerator(a[3], [&](Generator& g) { return cauchy_(toTensor(a[0]), toDouble(a[1]), toDouble(a[2]), g); });
  });
  k["aten::log_normal_"] = kern<4>([](const IValue* a) {
    return withGenerator(a[3], [&](Generator& g) { return log_normal_(toTensor(a[0]), toDouble(a[1]), toDouble(a[2]), g); });
  });
  k["aten::random_"] = kern<2>([](const IValue* a) {
    return withGenerator(a[1], [&](Generator& g) { return random_(toTensor(a[0]), g); });
  });
  k["aten::poisson"] = kern<2>([](const IValue* a) {
    return withGenerator(a[1], [&](Generator& g) { return poisson(toTensor(a[0]), g); });
  });
  k["aten::_standard_gamma"] = kern<2>([](const IValue* a) {
    return withGenerator(a[1], [&](Generator& g) { return standardGamma(toTensor(a[0]), g); });
  });
  k["aten::_standard_gamma_grad"] = kern<2>([](const IValue* a) {
    return standardGammaGrad(toTensor(a[0]), toTensor(a[1]));
  });
  k["aten::binomial"] = kern<3>([](const IValue* a) {
    return withGenerator(a[2], [&](Generator& g) { return binomial(toTensor(a[0]), toTensor(a[1]), g); });
  });
  k["aten::_sample_dirichlet"] = kern<2>([](const IValue* a) {
    return withGenerator(a[1], [&](Generator& g) { return sampleDirichlet(toTensor(a[0]), g); });
  });
  k["aten::multinomial"] = kern<4>([](const IValue* a) {
    return multinomialOp(toTensor(a[0]), toInt(a[1]), toBool(a[2]), a[3]);
  });
}

void addCreationAndRandomKernels(KernelTable& k) {
  addDistributionKernels(k);
  addLinalgKernels(k);
  k["aten::logspace"] = kern<8>([](const IValue* a) {
    checkCpuDevice(a[6]);
    return logspace(toScalar(a[0]), toScalar(a[1]), toInt(a[2]), toDouble(a[3]), toOptScalarType(a[4]));
  });
  k["aten::tril_indices"] = kern<7>([](const IValue* a) {
    checkCpuDevice(a[5]);
    return triIndices(toInt(a[0]), toInt(a[1]), toInt(a[2]), toOptScalarType(a[3]), true);
  });
  k["aten::triu_indices"] = kern<7>([](const IValue* a) {
    checkCpuDevice(a[5]);
    return triIndices(toInt(a[0]), toInt(a[1]), toInt(a[2]), toOptScalarType(a[3]), false);
  });
  k["aten::nanmean"] = kern<4>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    TS_CHECK(s.is_floating_point(), std::string("nanmean(): expected input to have floating point dtype but got ") +
                                        scalarTypeName(s.dtype()));
    std::vector<int64_t> dims = toOptIntVector(a[1]).value_or(std::vector<int64_t>{});
    bool keepdim = toBool(a[2]);
    Tensor count = sum(logical_not(isnan(s)), dims, keepdim);
    Tensor clean = where(isnan(s), scalarTensor(Scalar(0), s.dtype()), s);
    return div(sum(clean, dims, keepdim, toOptScalarType(a[3])), count);
  });
}

}  // namespace

void addMoreKernels(KernelTable& k) {
  addShiftKernels(k);
  addShapeAndIndexKernels(k);
  addCreationAndRandomKernels(k);
}

}  // namespace ts::detail
