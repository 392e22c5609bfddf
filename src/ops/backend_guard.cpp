// ===--- backend_guard.cpp - the one wrapper around every registered kernel -=== //
// See Note [Backend guard] in backend_guard.h.
#include "ops/backend_guard.h"

#include "ops/meta_dispatch.h"
#include "ops/sparse_dispatch.h"
#include "tensor/meta_device.h"
#include "tensor/sparse_coo.h"

namespace ts {

namespace {

bool mentionsTensor(const TypePtr& t) {
  if (t->is(TypeKind::Tensor)) return true;
  if (t->is(TypeKind::Optional) || t->is(TypeKind::List)) return mentionsTensor(t->elem());
  return false;
}

struct GuardedKernel {
  OpKernel plain;
  OpKernel checked;  // the meta and sparse wrappers around `plain`
  size_t nargs;
  int device_arg;  // index of the Device/Device? argument, or -1

  void operator()(Stack& s) const {
    bool device_given = device_arg >= 0 && !s[s.size() - nargs + device_arg].isNone();
    if (!device_given && !metaStoragesAlive() && !sparseTensorsAlive()) return plain(s);
    checked(s);
  }
};

int deviceArgumentIndex(const FunctionSchema& schema) {
  for (size_t i = 0; i < schema.arguments.size(); ++i) {
    const TypePtr& t = schema.arguments[i].type;
    if (t->is(TypeKind::Device) || (t->is(TypeKind::Optional) && t->elem()->is(TypeKind::Device)))
      return static_cast<int>(i);
  }
  return -1;
}

}  // namespace

OpKernel withBackendGuard(const FunctionSchema& schema, OpKernel kernel) {
  if (schema.is_vararg || schema.is_varret) return kernel;
  bool tensors = false;
  for (const SchemaArgument& a : schema.arguments) tensors = tensors || mentionsTensor(a.type);
  int device_arg = deviceArgumentIndex(schema);
  if (!tensors && device_arg < 0) return kernel;
  OpKernel checked = withSparseCheck(schema, withMetaDevice(schema, device_arg, kernel));
  return GuardedKernel{std::move(kernel), std::move(checked), schema.arguments.size(), device_arg};
}

}  // namespace ts
