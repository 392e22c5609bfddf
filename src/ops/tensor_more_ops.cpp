// ===--- tensor_more_ops.cpp - shifts, splits, index_copy, logspace -------=== //
// Operators added after the first families: bit shifts, fliplr/flipud,
// dstack, tensor_split, take_along_dim, index_copy, scatter_reduce, nanmean,
// logspace and tril/triu_indices (dropout is an nn operator: nn_activation_ops.cpp).
#include <cmath>
#include <mutex>
#include <sstream>

#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"
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
  std::vector<Tensor> out;
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

void addShapeAndIndexKernels(KernelTable& k) {
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
  ScalarType dt = dtype.value_or(kDefaultFloat);
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

/// tril_indices (lower) / triu_indices: a 2 x N tensor of row-major (row, col) pairs.
Tensor triIndices(int64_t row, int64_t col, int64_t offset, std::optional<ScalarType> dtype, bool lower) {
  TS_CHECK(row >= 0, "row must be non-negative, got" + std::to_string(row));
  TS_CHECK(col >= 0, "col must be non-negative, got" + std::to_string(col));
  std::vector<int64_t> rows, cols;
  for (int64_t i = 0; i < row; ++i) {
    for (int64_t j = 0; j < col; ++j) {
      if (lower ? j - i <= offset : j - i >= offset) {
        rows.push_back(i);
        cols.push_back(j);
      }
    }
  }
  int64_t n = static_cast<int64_t>(rows.size());
  Tensor out = emptyTensor({2, n}, ScalarType::Long);
  int64_t* p = out.data_ptr<int64_t>();
  for (int64_t i = 0; i < n; ++i) {
    p[i] = rows[static_cast<size_t>(i)];
    p[n + i] = cols[static_cast<size_t>(i)];
  }
  ScalarType dt = dtype.value_or(ScalarType::Long);
  return dt == ScalarType::Long ? out : to(out, dt);
}

void addCreationAndRandomKernels(KernelTable& k) {
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
