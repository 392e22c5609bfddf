// ===--- tensor_index_ops.cpp - indexing, gather/scatter, masks -----------=== //
// Binds advanced indexing (aten::index / index_put_), index_select, gather,
// scatter, index_fill/index_add, masked_fill/masked_select and nonzero.
#include <algorithm>

#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"
#include "tensor/tensor_iterator.h"

namespace ts::detail {
namespace {

/// The scatter overloads: src tensor or value, with or without reduce.
void addScatterKernels(KernelTable& k) {
  auto src = [](const IValue* a, bool has_reduce) {
    return std::make_tuple(toTensor(a[3]), std::optional<Scalar>(), has_reduce ? a[4].toStr() : std::string());
  };
  auto val = [](const IValue* a, bool has_reduce) {
    return std::make_tuple(Tensor(), std::optional<Scalar>(toScalar(a[3])), has_reduce ? a[4].toStr() : std::string());
  };
  struct Form {
    const char* overload;
    bool is_value;
    bool has_reduce;
  };
  const Form forms[] = {{"src", false, false}, {"value", true, false}, {"reduce", false, true}, {"value_reduce", true, true}};
  for (const Form& f : forms) {
    bool is_value = f.is_value, has_reduce = f.has_reduce;
    auto run = [=](const IValue* a, bool inplace) {
      auto [s, v, r] = is_value ? val(a, has_reduce) : src(a, has_reduce);
      Tensor self = toTensor(a[0]);
      Tensor target = inplace ? self : clone(self);
      return scatter_(target, toInt(a[1]), toTensor(a[2]), s, v, r);
    };
    if (has_reduce) {
      k[std::string("aten::scatter.") + f.overload] = kern<5>([run](const IValue* a) { return run(a, false); });
      k[std::string("aten::scatter_.") + f.overload] = kern<5>([run](const IValue* a) { return run(a, true); });
    } else {
      k[std::string("aten::scatter.") + f.overload] = kern<4>([run](const IValue* a) { return run(a, false); });
      k[std::string("aten::scatter_.") + f.overload] = kern<4>([run](const IValue* a) { return run(a, true); });
    }
  }
  k["aten::scatter_add"] = kern<4>([](const IValue* a) {
    return scatter_(clone(toTensor(a[0])), toInt(a[1]), toTensor(a[2]), toTensor(a[3]), std::nullopt, "add");
  });
  k["aten::scatter_add_"] = kern<4>([](const IValue* a) {
    return scatter_(toTensor(a[0]), toInt(a[1]), toTensor(a[2]), toTensor(a[3]), std::nullopt, "add");
  });
}

void addAdvancedIndexKernels(KernelTable& k) {
  for (const char* name : {"aten::index.Tensor", "aten::index.Tensor_hacked_twin"})
    k[name] = kern<2>([](const IValue* a) { return indexTensor(toTensor(a[0]), toTensorVector(a[1])); });
  for (const char* name : {"aten::index_put_", "aten::index_put_.hacked_twin"})
    k[name] = kern<4>([](const IValue* a) {
      return indexPut_(toTensor(a[0]), toTensorVector(a[1]), toTensor(a[2]), toBool(a[3]));
    });
  for (const char* name : {"aten::index_put", "aten::index_put.hacked_twin"})
    k[name] = kern<4>([](const IValue* a) {
      return indexPut_(clone(toTensor(a[0])), toTensorVector(a[1]), toTensor(a[2]), toBool(a[3]));
    });
  k["aten::index_select"] = kern<3>([](const IValue* a) { return indexSelect(toTensor(a[0]), toInt(a[1]), toTensor(a[2])); });
  k["aten::gather"] = kern<4>([](const IValue* a) { return gather(toTensor(a[0]), toInt(a[1]), toTensor(a[2])); });
  k["aten::nonzero"] = kern<1>([](const IValue* a) { return nonzero(toTensor(a[0])); });
  k["aten::index_add"] = kern<5>([](const IValue* a) {
    return indexAdd(toTensor(a[0]), toInt(a[1]), toTensor(a[2]), toTensor(a[3]), toScalar(a[4]));
  });
}

/// Fill kernels take a Scalar or a 0-dim Tensor value; the Scalar becomes a
/// tensor of self's dtype.
Tensor fillValue(const Tensor& self, const IValue& v) {
  return v.isTensor() ? v.toTensor() : scalarTensor(toScalar(v), self.dtype());
}

void addFillKernels(KernelTable& k) {
  for (const char* ov : {".Scalar", ".Tensor"}) {
    k[std::string("aten::masked_fill") + ov] = kern<3>([](const IValue* a) {
      // The out-of-place form broadcasts self with the mask (ATen's expand_outplace).
      Tensor s = toTensor(a[0]), mask = toTensor(a[1]);
      DimVector shape = inferSize(s.sizes(), mask.sizes());
      if (static_cast<int64_t>(shape.size()) != s.dim() || !std::equal(shape.begin(), shape.end(), s.sizes().begin()))
        s = expand(s, shape);
      // ATen fills a contiguous clone of self, whatever self's layout.
      return contiguous(maskedFill(s, mask, fillValue(s, a[2])));
    });
    k[std::string("aten::masked_fill_") + ov] = kern<3>([](const IValue* a) {
      Tensor s = toTensor(a[0]);
      return copy_(s, maskedFill(s, toTensor(a[1]), fillValue(s, a[2])));
    });
  }
  for (const char* ov : {".int_Scalar", ".int_Tensor"}) {
    k[std::string("aten::index_fill") + ov] = kern<4>([](const IValue* a) {
      Tensor s = toTensor(a[0]);
      return indexFill(s, toInt(a[1]), toTensor(a[2]), fillValue(s, a[3]));
    });
    k[std::string("aten::index_fill_") + ov] = kern<4>([](const IValue* a) {
      Tensor s = toTensor(a[0]);
      return copy_(s, indexFill(s, toInt(a[1]), toTensor(a[2]), fillValue(s, a[3])));
    });
  }
  k["aten::masked_select"] = kern<2>([](const IValue* a) { return maskedSelect(toTensor(a[0]), toTensor(a[1])); });
}

}  // namespace

void addIndexKernels(KernelTable& k) {
  addScatterKernels(k);
  addAdvancedIndexKernels(k);
  addFillKernels(k);
}

}  // namespace ts::detail
