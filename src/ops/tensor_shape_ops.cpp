// ===--- tensor_shape_ops.cpp - views, joins, splits and matrix products --=== //
// view/reshape/permute/..., their in-place geometry forms (squeeze_, t_),
// cat/stack/split/chunk, flip/roll/repeat/tril, and matmul/mm/bmm/dot.
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"
#include "tensor/checked_math.h"

namespace ts::detail {
namespace {

/// In-place view ops: self takes the geometry of `view` (same storage).
Tensor adoptGeometry(const Tensor& self, const Tensor& view) {
  self.impl()->setGeometry(view.sizes(), view.strides(), view.storage_offset());
  return self;
}

/// split(self, sizes, dim) with ATen's check that the sizes add up.
std::vector<Tensor> splitWithSizes(const Tensor& self, const std::vector<int64_t>& sizes, int64_t dim) {
  TS_CHECK(self.dim() != 0, "split expects at least a 1-dimensional tensor");
  int64_t d = maybeWrapDim(dim, self.dim());
  int64_t total = 0;
  for (int64_t s : sizes) {
    TS_CHECK(s >= 0, "split_with_sizes expects split_sizes have only non-negative entries, but got split_sizes=" + shapeStr(sizes));
    total = wrappingAdd(total, s);  // as ATen; narrow below refuses a wrapped match
  }
  TS_CHECK(total == self.size(d), "split_with_sizes expects split_sizes to sum exactly to " + std::to_string(self.size(d)) +
                                      " (input tensor's size at dimension " + std::to_string(d) + "), but got split_sizes=" +
                                      shapeStr(sizes));
  std::vector<Tensor> out;
  int64_t start = 0;
  for (int64_t s : sizes) {
    out.push_back(narrow(self, d, start, s));
    start += s;
  }
  return out;
}

/// movedim with lists of dims (ATen's algorithm: listed dims go to their
/// destinations, the rest keep their relative order).
Tensor movedimList(const Tensor& self, const std::vector<int64_t>& src, const std::vector<int64_t>& dst) {
  TS_CHECK(src.size() == dst.size(), "movedim: Invalid source or destination dims: source (" + shapeStr(src) +
                                         " dims) should contain the same number of dims as destination (" + shapeStr(dst) + " dims)");
  int64_t n = self.dim();
  std::vector<int64_t> perm(static_cast<size_t>(n), -1);
  std::vector<bool> used(static_cast<size_t>(n), false);
  for (size_t i = 0; i < src.size(); ++i) {
    int64_t s = maybeWrapDim(src[i], n), d = maybeWrapDim(dst[i], n);
    TS_CHECK(perm[static_cast<size_t>(d)] == -1 && !used[static_cast<size_t>(s)], "movedim: repeated dim in `source` or `destination`");
    perm[static_cast<size_t>(d)] = s;
    used[static_cast<size_t>(s)] = true;
  }
  int64_t next = 0;
  for (auto& p : perm) {
    if (p != -1) continue;
    while (used[static_cast<size_t>(next)]) ++next;
    p = next++;
  }
  return permute(self, perm);
}

/// torch.atleast_1d/2d for hstack/vstack.
Tensor atLeast(const Tensor& t, int64_t n) {
  if (t.dim() >= n) return t;
  if (t.dim() == 0) return reshape(t, n == 1 ? DimVector{1} : DimVector{1, 1});
  return unsqueeze(t, 0);
}

void addViewKernels(KernelTable& k) {
  k["aten::view"] = kern<2>([](const IValue* a) { return view(toTensor(a[0]), toIntVector(a[1])); });
  k["aten::reshape"] = kern<2>([](const IValue* a) { return reshape(toTensor(a[0]), toIntVector(a[1])); });
  k["aten::view_as"] = kern<2>([](const IValue* a) { return view(toTensor(a[0]), toTensor(a[1]).sizes()); });
  k["aten::reshape_as"] = kern<2>([](const IValue* a) { return reshape(toTensor(a[0]), toTensor(a[1]).sizes()); });
  k["aten::flatten.using_ints"] = kern<3>([](const IValue* a) { return flatten(toTensor(a[0]), toInt(a[1]), toInt(a[2])); });
  k["aten::unflatten.int"] = kern<3>([](const IValue* a) { return unflatten(toTensor(a[0]), toInt(a[1]), toIntVector(a[2])); });
  k["aten::squeeze"] = kern<1>([](const IValue* a) { return squeeze(toTensor(a[0])); });
  k["aten::squeeze.dim"] = kern<2>([](const IValue* a) { return squeeze(toTensor(a[0]), toInt(a[1])); });
  k["aten::unsqueeze"] = kern<2>([](const IValue* a) { return unsqueeze(toTensor(a[0]), toInt(a[1])); });
  k["aten::permute"] = kern<2>([](const IValue* a) { return permute(toTensor(a[0]), toIntVector(a[1])); });
  k["aten::transpose.int"] = kern<3>([](const IValue* a) { return transpose(toTensor(a[0]), toInt(a[1]), toInt(a[2])); });
  k["aten::swapaxes"] = kern<3>([](const IValue* a) { return transpose(toTensor(a[0]), toInt(a[1]), toInt(a[2])); });
  k["aten::t"] = kern<1>([](const IValue* a) { return t(toTensor(a[0])); });
  for (const char* name : {"aten::numpy_T", "aten::numpy_T.a"}) {
    k[name] = kern<1>([](const IValue* a) {
      Tensor s = toTensor(a[0]);
      std::vector<int64_t> dims;
      for (int64_t d = s.dim(); d-- > 0;) dims.push_back(d);
      return permute(s, dims);
    });
  }
  k["aten::expand"] = kern<3>([](const IValue* a) { return expand(toTensor(a[0]), toIntVector(a[1]), toBool(a[2])); });
  k["aten::expand_as"] = kern<2>([](const IValue* a) { return expand_as(toTensor(a[0]), toTensor(a[1])); });
  k["aten::as_strided"] = kern<4>([](const IValue* a) {
    return as_strided(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toOptInt(a[3]));
  });
  k["aten::narrow"] = kern<4>([](const IValue* a) { return narrow(toTensor(a[0]), toInt(a[1]), toInt(a[2]), toInt(a[3])); });
  k["aten::narrow.Tensor"] = kern<4>([](const IValue* a) {
    return narrow(toTensor(a[0]), toInt(a[1]), toTensor(a[2]).item().toLong(), toInt(a[3]));
  });
  k["aten::select.int"] = kern<3>([](const IValue* a) { return select(toTensor(a[0]), toInt(a[1]), toInt(a[2])); });
  k["aten::slice.Tensor"] = kern<5>([](const IValue* a) {
    int64_t step = toInt(a[4]);
    TS_CHECK(step > 0, "slice step must be positive");
    return slice(toTensor(a[0]), toInt(a[1]), toOptInt(a[2]), toOptInt(a[3]), step);
  });
  k["aten::movedim.int"] = kern<3>([](const IValue* a) { return movedim(toTensor(a[0]), toInt(a[1]), toInt(a[2])); });
  k["aten::movedim.intlist"] = kern<3>([](const IValue* a) {
    return movedimList(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]));
  });
  k["aten::diagonal"] = kern<4>([](const IValue* a) { return diagonal(toTensor(a[0]), toInt(a[1]), toInt(a[2]), toInt(a[3])); });
}

void addInPlaceViewKernels(KernelTable& k) {
  k["aten::squeeze_"] = kern<1>([](const IValue* a) { Tensor s = toTensor(a[0]); return adoptGeometry(s, squeeze(s)); });
  k["aten::squeeze_.dim"] = kern<2>([](const IValue* a) { Tensor s = toTensor(a[0]); return adoptGeometry(s, squeeze(s, toInt(a[1]))); });
  k["aten::unsqueeze_"] = kern<2>([](const IValue* a) { Tensor s = toTensor(a[0]); return adoptGeometry(s, unsqueeze(s, toInt(a[1]))); });
  k["aten::t_"] = kern<1>([](const IValue* a) { Tensor s = toTensor(a[0]); return adoptGeometry(s, t(s)); });
  k["aten::resize_"] = kern<3>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    s.impl()->resizeKeepingData(toIntVector(a[1]));
    return s;
  });
  k["aten::resize_as_"] = kern<3>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    s.impl()->resizeKeepingData(toTensor(a[1]).sizes());
    return s;
  });
  k["aten::transpose_"] = kern<3>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return adoptGeometry(s, transpose(s, toInt(a[1]), toInt(a[2])));
  });
}

void addJoinSplitKernels(KernelTable& k) {
  k["aten::cat"] = kern<2>([](const IValue* a) { return cat(toTensorVector(a[0]), toInt(a[1])); });
  k["aten::stack"] = kern<2>([](const IValue* a) { return stack(toTensorVector(a[0]), toInt(a[1])); });
  k["aten::hstack"] = kern<1>([](const IValue* a) {
    std::vector<Tensor> ts = toTensorVector(a[0]);
    TS_CHECK(!ts.empty(), "hstack expects a non-empty TensorList");
    for (Tensor& x : ts) x = atLeast(x, 1);
    return cat(ts, ts[0].dim() == 1 ? 0 : 1);
  });
  k["aten::vstack"] = kern<1>([](const IValue* a) {
    std::vector<Tensor> ts = toTensorVector(a[0]);
    TS_CHECK(!ts.empty(), "vstack expects a non-empty TensorList");
    for (Tensor& x : ts) x = atLeast(x, 2);
    return cat(ts, 0);
  });
  for (const char* name : {"aten::split.Tensor", "aten::unsafe_split.Tensor"})
    k[name] = kern<3>([](const IValue* a) { return tensorListValue(split(toTensor(a[0]), toInt(a[1]), toInt(a[2]))); });
  for (const char* name : {"aten::split.sizes", "aten::split", "aten::split_with_sizes"})
    k[name] = kern<3>([](const IValue* a) { return tensorListValue(splitWithSizes(toTensor(a[0]), toIntVector(a[1]), toInt(a[2]))); });
  for (const char* name : {"aten::chunk", "aten::unsafe_chunk"})
    k[name] = kern<3>([](const IValue* a) { return tensorListValue(chunk(toTensor(a[0]), toInt(a[1]), toInt(a[2]))); });
  k["aten::unbind.int"] = kern<2>([](const IValue* a) { return tensorListValue(unbind(toTensor(a[0]), toInt(a[1]))); });
}

void addReorderKernels(KernelTable& k) {
  k["aten::flip"] = kern<2>([](const IValue* a) { return flip(toTensor(a[0]), toIntVector(a[1])); });
  k["aten::roll"] = kern<3>([](const IValue* a) { return roll(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2])); });
  k["aten::repeat"] = kern<2>([](const IValue* a) { return repeat(toTensor(a[0]), toIntVector(a[1])); });
  k["aten::tile"] = kern<2>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    std::vector<int64_t> reps = toIntVector(a[1]);
    if (static_cast<int64_t>(reps.size()) < s.dim()) reps.insert(reps.begin(), static_cast<size_t>(s.dim()) - reps.size(), 1);
    return repeat(s, reps);
  });
  k["aten::tril"] = kern<2>([](const IValue* a) { return triangle(toTensor(a[0]), toInt(a[1]), true); });
  k["aten::triu"] = kern<2>([](const IValue* a) { return triangle(toTensor(a[0]), toInt(a[1]), false); });
  k["aten::diag"] = kern<2>([](const IValue* a) { return diag(toTensor(a[0]), toInt(a[1])); });
  k["aten::trace"] = kern<1>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    TS_CHECK(s.dim() == 2, "trace: expected a matrix, but got tensor with dim " + std::to_string(s.dim()));
    return sum(diagonal(s, 0, 0, 1));
  });
  k["aten::repeat_interleave.Tensor"] = kern<2>([](const IValue* a) { return repeatInterleave(Tensor(), toTensor(a[0]), std::nullopt); });
  k["aten::repeat_interleave.self_Tensor"] = kern<4>([](const IValue* a) {
    return repeatInterleave(toTensor(a[0]), toTensor(a[1]), toOptInt(a[2]));
  });
  k["aten::repeat_interleave.self_int"] = kern<4>([](const IValue* a) {
    return repeatInterleave(toTensor(a[0]), scalarTensor(Scalar(toInt(a[1])), ScalarType::Long), toOptInt(a[2]));
  });
}

void addLinalgKernels(KernelTable& k) {
  k["aten::matmul"] = kern<2>([](const IValue* a) { return matmul(toTensor(a[0]), toTensor(a[1])); });
  k["aten::mm"] = kern<2>([](const IValue* a) { return mm(toTensor(a[0]), toTensor(a[1])); });
  k["aten::bmm"] = kern<2>([](const IValue* a) { return bmm(toTensor(a[0]), toTensor(a[1])); });
  k["aten::dot"] = kern<2>([](const IValue* a) { return dot(toTensor(a[0]), toTensor(a[1])); });
  k["aten::mv"] = kern<2>([](const IValue* a) { return mv(toTensor(a[0]), toTensor(a[1])); });
  k["aten::outer"] = kern<2>([](const IValue* a) {
    Tensor x = toTensor(a[0]), y = toTensor(a[1]);
    TS_CHECK(x.dim() == 1 && y.dim() == 1, "outer: Expected 1-D argument self, but got " + std::to_string(x.dim()) + "-D");
    return mul(unsqueeze(x, 1), unsqueeze(y, 0));
  });
  k["aten::linear"] = kern<3>([](const IValue* a) { return linear(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2])); });
}

}  // namespace

void addShapeKernels(KernelTable& k) {
  addViewKernels(k);
  addInPlaceViewKernels(k);
  addJoinSplitKernels(k);
  addReorderKernels(k);
  addLinalgKernels(k);
}

}  // namespace ts::detail
