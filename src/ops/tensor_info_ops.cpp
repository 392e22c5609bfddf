// ===--- tensor_info_ops.cpp - Tensor predicates and small conversions ----=== //
// is_signed/is_nonzero/can_cast/... (facts about a tensor or dtype), the
// lift family, to.dtype_layout, view.dtype, new_empty_strided, sum_to_size,
// the split helpers (dsplit, atleast_*d of a sequence, flatten/unflatten of
// dense tensors, pad_sequence) and complex(tensor, number).
#include <algorithm>
#include <string>
#include <vector>

#include "ops/families.h"
#include "ops/op_callee.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/memory_format.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor_iterator.h"

namespace ts {
namespace {

using detail::Callee;
using detail::kern;
using detail::tensorListValue;
using detail::toInt;
using detail::toTensor;
using detail::toTensorVector;

/// ATen's is_non_overlapping_and_dense: some permutation of the dims is contiguous.
bool nonOverlappingAndDense(const Tensor& t) {
  if (t.dim() == 1) return t.size(0) < 2 || t.stride(0) == 1;
  std::vector<int64_t> perm;
  for (int64_t i = 0; i < t.dim(); ++i) perm.push_back(i);
  std::sort(perm.begin(), perm.end(), [&](int64_t a, int64_t b) {
    if (t.size(a) < 2) return false;
    if (t.size(b) < 2) return true;
    return t.stride(a) < t.stride(b);
  });
  int64_t expected = 1;
  for (int64_t d : perm) {
    if (t.size(d) == 1) continue;
    if (t.stride(d) != expected) return false;
    expected *= t.size(d);
  }
  return true;
}

bool isNonzero(const Tensor& t) {
  TS_CHECK(t.numel() != 0, "Boolean value of Tensor with no values is ambiguous");
  TS_CHECK(t.numel() == 1, "Boolean value of Tensor with more than one value is ambiguous");
  return t.item().toBool();
}

/// sum_to_size: sums the dims where `size` is 1 (or missing) back to `size`.
Tensor sumToSize(const Tensor& self, const std::vector<int64_t>& size) {
  bool expandable = static_cast<int64_t>(size.size()) <= self.dim();
  for (size_t i = 0; expandable && i < size.size(); ++i) {
    int64_t s = self.size(self.dim() - static_cast<int64_t>(size.size()) + static_cast<int64_t>(i));
    expandable = size[i] == s || size[i] == 1;
  }
  TS_CHECK(expandable, "size {" + shapeStr(size) + "} is not expandable to size {" + shapeStr(self.sizes()) + "}.");
  const int64_t lead = self.dim() - static_cast<int64_t>(size.size());
  std::vector<int64_t> dims;
  for (int64_t i = 0; i < self.dim(); ++i)
    if (i < lead || (size[static_cast<size_t>(i - lead)] == 1 && self.size(i) != 1)) dims.push_back(i);
  Tensor out = dims.empty() ? self : sum(self, dims, true);
  return lead > 0 || !dims.empty() ? reshape(out, size) : out;
}

Tensor padSequence(const std::vector<Tensor>& seqs, bool batch_first, double padding_value) {
  TS_CHECK(!seqs.empty(), "received an empty list of sequences");
  int64_t max_len = 0;
  for (const Tensor& s : seqs) max_len = std::max(max_len, s.size(0));
  std::vector<int64_t> shape{static_cast<int64_t>(seqs.size()), max_len};
  for (int64_t i = 1; i < seqs[0].dim(); ++i) shape.push_back(seqs[0].size(i));
  Tensor out = full(shape, Scalar(padding_value), seqs[0].dtype());
  for (size_t i = 0; i < seqs.size(); ++i)
    copy_(narrow(select(out, 0, static_cast<int64_t>(i)), 0, 0, seqs[i].size(0)), seqs[i]);
  return batch_first ? out : transpose(out, 0, 1);
}

void addPredicates(Registry& r) {
  r.add("aten::is_neg(Tensor self) -> bool", kern<1>([](const IValue*) { return false; }));
  r.add("aten::is_distributed(Tensor self) -> bool", kern<1>([](const IValue*) { return false; }));
  r.add("aten::is_inference(Tensor self) -> bool", kern<1>([](const IValue*) { return false; }));
  r.add("aten::is_autocast_cpu_enabled() -> bool", kern<0>([](const IValue*) { return false; }));
  r.add("aten::get_device(Tensor self) -> int", kern<1>([](const IValue*) { return int64_t(-1); }));
  r.add("aten::is_signed(Tensor self) -> bool", kern<1>([](const IValue* a) {
    ScalarType t = toTensor(a[0]).dtype();
    return t != ScalarType::Bool && t != ScalarType::Byte;
  }));
  r.add("aten::is_nonzero(Tensor self) -> bool", kern<1>([](const IValue* a) { return isNonzero(toTensor(a[0])); }));
  r.add("aten::can_cast(ScalarType from, ScalarType to) -> bool", kern<2>([](const IValue* a) {
    return canCast(detail::toScalarType(a[0]), detail::toScalarType(a[1]));
  }));
  r.add("aten::is_non_overlapping_and_dense(Tensor self) -> bool",
        kern<1>([](const IValue* a) { return nonOverlappingAndDense(toTensor(a[0])); }));
  // Only channels_last formats have a stride pattern ATen reports here.
  r.add("aten::is_strides_like_format(Tensor self, MemoryFormat memory_format) -> bool",
        kern<2>([](const IValue* a) {
          MemoryFormat f = memoryFormatFromInt(a[1].toInt());
          Tensor t = toTensor(a[0]);
          return f != MemoryFormat::Contiguous && f != MemoryFormat::Preserve && !t.is_contiguous() &&
                 isContiguousAs(t, f);
        }));
  r.add("aten::is_set_to(Tensor self, Tensor tensor) -> bool", kern<2>([](const IValue* a) {
    Tensor x = toTensor(a[0]), y = toTensor(a[1]);
    return x.storage().get() == y.storage().get() && x.storage_offset() == y.storage_offset() &&
           DimVector(x.sizes()) == DimVector(y.sizes()) && DimVector(x.strides()) == DimVector(y.strides());
  }));
}

void addConversions(Registry& r) {
  r.add("aten::lift(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return toTensor(a[0]); }));
  r.add("aten::lift_fresh(Tensor(a) self) -> Tensor(a)", kern<1>([](const IValue* a) { return toTensor(a[0]); }));
  r.add("aten::lift_fresh_copy(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return clone(toTensor(a[0])); }));
  Callee to_dtype(r, "aten::to.dtype");
  r.add("aten::to.dtype_layout(Tensor(a) self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
        "bool? pin_memory=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)",
        kern<8>([to_dtype](const IValue* a) {
          detail::checkCpuDevice(a[3]);
          Tensor self = toTensor(a[0]);
          IValue dtype = a[1].isNone() ? IValue(static_cast<int64_t>(self.dtype())) : a[1];
          return to_dtype({a[0], dtype, a[5], a[6], a[7]});
        }));
  Callee empty_strided(r, "aten::empty_strided");
  r.add("aten::new_empty_strided(Tensor self, SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, "
        "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        kern<7>([empty_strided](const IValue* a) {
          IValue dtype = a[3].isNone() ? IValue(static_cast<int64_t>(toTensor(a[0]).dtype())) : a[3];
          return empty_strided({a[1], a[2], dtype, a[4], a[5], a[6]});
        }));
  r.add("aten::sum_to_size(Tensor self, int[] size) -> Tensor",
        kern<2>([](const IValue* a) { return sumToSize(toTensor(a[0]), detail::toIntVector(a[1])); }));
}

void addSplits(Registry& r) {
  Callee sections(r, "aten::tensor_split.sections"), indices(r, "aten::tensor_split.indices");
  auto dsplitCheck = [](const Tensor& self) {
    TS_CHECK(self.dim() >= 3, "torch.dsplit requires a tensor with at least 3 dimension, but got a tensor with " +
                                  std::to_string(self.dim()) + " dimensions!");
  };
  r.add("aten::dsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]", kern<2>([sections, dsplitCheck](const IValue* a) {
    Tensor self = toTensor(a[0]);
    dsplitCheck(self);
    int64_t n = toInt(a[1]);
    TS_CHECK(n != 0 && self.size(2) % n == 0,
             "torch.dsplit attempted to split along dimension 2, but the size of the dimension " +
                 std::to_string(self.size(2)) + " is not divisible by the split_size " + std::to_string(n) + "!");
    return sections({a[0], a[1], IValue(int64_t(2))});
  }));
  r.add("aten::dsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]", kern<2>([indices, dsplitCheck](const IValue* a) {
    dsplitCheck(toTensor(a[0]));
    return indices({a[0], a[1], IValue(int64_t(2))});
  }));
  const char* const atleast[][2] = {{"aten::atleast_1d.Sequence(Tensor[] tensors) -> Tensor[]", "aten::atleast_1d"},
                                    {"aten::atleast_2d.Sequence(Tensor[] tensors) -> Tensor[]", "aten::atleast_2d"},
                                    {"aten::atleast_3d.Sequence(Tensor[] tensors) -> Tensor[]", "aten::atleast_3d"}};
  for (const auto& [schema, single] : atleast) {
    Callee one(r, single);
    r.add(schema, kern<1>([one](const IValue* a) {
      std::vector<Tensor> out;
      for (const Tensor& t : toTensorVector(a[0])) out.push_back(one({IValue(t)}).toTensor());
      return tensorListValue(out);
    }));
  }
  r.add("aten::flatten_dense_tensors(Tensor[] tensors) -> Tensor", kern<1>([](const IValue* a) {
    std::vector<Tensor> flat;
    for (const Tensor& t : toTensorVector(a[0])) flat.push_back(reshape(t, {-1}));
    if (flat.size() == 1) return contiguous(flat[0]);
    return cat(flat, 0);
  }));
  r.add("aten::unflatten_dense_tensors(Tensor flat, Tensor[] tensors) -> Tensor[]", kern<2>([](const IValue* a) {
    Tensor flat = toTensor(a[0]);
    std::vector<Tensor> out;
    int64_t offset = 0;
    for (const Tensor& t : toTensorVector(a[1])) {
      if (t.numel() == 0) {
        out.push_back(empty({0}, flat.dtype()));
        continue;
      }
      out.push_back(view(narrow(flat, 0, offset, t.numel()), t.sizes()));
      offset += t.numel();
    }
    return tensorListValue(out);
  }));
  r.add("aten::pad_sequence(Tensor[] sequences, bool batch_first=False, float padding_value=0.) -> Tensor",
        kern<3>([](const IValue* a) { return padSequence(toTensorVector(a[0]), a[1].toBool(), a[2].toNumber()); }));
}

/// complex(x, y) where one part is a one-element tensor (aten::Complex.Tensor_float ...).
void addComplexScalars(Registry& r) {
  auto part = [](const IValue& v) { return v.isTensor() ? v.toTensor().item().toDouble() : v.toNumber(); };
  const char* const schemas[] = {
      "aten::Complex.Tensor_float(Tensor x, float y) -> complex", "aten::Complex.float_Tensor(float x, Tensor y) -> complex",
      "aten::Complex.Tensor_int(Tensor x, int y) -> complex",     "aten::Complex.int_Tensor(int x, Tensor y) -> complex",
      "aten::Complex.Tensor_bool(Tensor x, bool y) -> complex",   "aten::Complex.bool_Tensor(bool x, Tensor y) -> complex"};
  for (const char* s : schemas)
    r.add(s, kern<2>([part](const IValue* a) { return std::complex<double>(part(a[0]), part(a[1])); }));
}

}  // namespace

void registerTensorInfoOps(Registry& r) {
  addPredicates(r);
  addConversions(r);
  addSplits(r);
  addComplexScalars(r);
}

}  // namespace ts
