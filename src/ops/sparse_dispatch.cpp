// ===--- sparse_dispatch.cpp - operators and sparse COO inputs --------------=== //
#include "ops/sparse_dispatch.h"

#include <unordered_set>

#include "tensor/sparse_coo.h"

namespace ts {

namespace {

/// Operators that read only a tensor's metadata, which a sparse tensor has.
bool readsMetadataOnly(const std::string& name) {
  static const std::unordered_set<std::string> kOps = {
      "aten::size",        "aten::dim",        "aten::numel",          "aten::len",
      "prim::dtype",       "prim::device",     "prim::is_cuda",        "prim::is_meta",
      "prim::is_quantized", "prim::is_mkldnn", "prim::requires_grad",  "aten::requires_grad_",
      "aten::is_floating_point", "aten::is_complex", "aten::is_signed", "aten::__is__",
      "aten::__isnot__",   "aten::element_size", "aten::is_leaf",      "aten::output_nr",
      "aten::_version",    "prim::grad",       "aten::retain_grad",    "aten::is_same_size",
      "aten::get_device",  "prim::is_xpu",     "prim::is_vulkan",      "prim::is_ipu",
      "prim::is_mps",      "prim::is_nested",  "prim::is_ort",         "prim::is_xla",
      "prim::is_sparse",   "prim::layout"};
  return kOps.count(name) > 0;
}

bool anySparse(const Stack& s, size_t base) {
  for (size_t i = base; i < s.size(); ++i) {
    const IValue& v = s[i];
    if (v.isTensor() && isSparse(v.toTensor())) return true;
    if (v.isList())
      for (const IValue& e : v.toList()->items)
        if (e.isTensor() && isSparse(e.toTensor())) return true;
  }
  return false;
}

struct SparseCheckedKernel {
  OpKernel kernel;
  std::string name;
  size_t nargs;

  void operator()(Stack& s) const {
    if (sparseTensorsAlive() && s.size() >= nargs && anySparse(s, s.size() - nargs))
      throw Error("Could not run '" + name + "' with arguments from the 'SparseCPU' backend. This could be "
                  "because the operator doesn't exist for this backend, or was omitted during the "
                  "selective/custom build process (if using custom build).",
                  ErrorKind::NotImplementedError);
    kernel(s);
  }
};

}  // namespace

OpKernel withSparseCheck(const FunctionSchema& schema, OpKernel kernel) {
  if (schema.is_vararg || schema.is_varret || readsMetadataOnly(schema.name)) return kernel;
  std::string full = schema.name + (schema.overload.empty() ? "" : "." + schema.overload);
  return SparseCheckedKernel{std::move(kernel), std::move(full), schema.arguments.size()};
}

}  // namespace ts
