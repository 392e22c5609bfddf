// ===--- meta_dispatch.h - running operators on meta tensors --------------=== //
// See Note [Meta tensors] (tensor/meta_device.h). Every registered kernel is
// wrapped (Note [Backend guard]) so that an op which sees a meta tensor, or
// is asked for `device='meta'`, runs its ordinary CPU kernel on the
// (meaningless) meta memory and hands back meta results, with PyTorch's
// errors for the ops that would need real data and for mixing meta and CPU
// tensors.
#pragma once

#include "ops/registry.h"

namespace ts {

/// `kernel` with meta-device semantics; `device_arg` is the index of its
/// Device argument or -1. The registry applies it through withBackendGuard.
OpKernel withMetaDevice(const FunctionSchema& schema, int device_arg, OpKernel kernel);

}  // namespace ts
