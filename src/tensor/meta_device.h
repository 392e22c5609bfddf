// ===--- meta_device.h - tensors on PyTorch's 'meta' device ---------------=== //
// Note [Meta tensors]: a meta tensor has a shape, strides and a dtype but no
// data that anyone may read (PyTorch's `device='meta'`). Here it is an
// ordinary strided tensor whose Storage is a registered *meta storage*:
// zero-filled memory that kernels may compute on (so every op's shape and
// dtype rules apply unchanged) but whose contents never reach the user —
// printing, item() and copies to the CPU refuse, and the operator layer marks
// every result of an op that saw a meta input as meta (ops/meta_dispatch.h).
// The mark lives in a side table keyed by Storage rather than in Storage
// itself so the tensor headers stay unchanged; the table is only consulted
// while meta storages exist (metaStoragesAlive()).
#pragma once

#include <cstddef>

#include "tensor/tensor.h"

namespace ts {

/// Zero-filled storage of nbytes, registered as meta until it dies.
Ref<Storage> makeMetaStorage(size_t nbytes);
/// True when any meta storage exists (cheap; gates every other query).
bool metaStoragesAlive();
bool isMetaStorage(const Storage* s);
/// t is defined and lives on the meta device.
bool isMeta(const Tensor& t);
/// A new meta tensor with t's sizes, strides, offset, dtype and
/// requires_grad (PyTorch's `t.to('meta')`); t itself is unchanged.
Tensor toMeta(const Tensor& t);
/// Moves t's impl onto fresh meta storage of the same geometry (a kernel's
/// fresh result that must come back as meta); views of the old storage keep it.
void makeMetaInPlace(const Tensor& t);
/// An uninitialized-looking (zeroed) contiguous meta tensor.
Tensor emptyMeta(IntArrayRef sizes, ScalarType dtype);

}  // namespace ts
