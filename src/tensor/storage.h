// ===--- storage.h - the refcounted byte buffer tensors view --------------=== //
// Several TensorImpls (a base and its views) share one Storage; writes through
// any of them are visible to all.
#pragma once

#include <cstddef>
#include <cstdint>

#include "support/ref.h"

namespace ts {

/// A contiguous byte buffer. Owns its memory unless built from external data.
class Storage : public RefCounted {
 public:
  using Deleter = void (*)(void* ctx, void* data);

  /// Allocates nbytes (uninitialized) through the buffer cache.
  explicit Storage(size_t nbytes);
  /// Wraps external memory; deleter(ctx, data) runs when the storage dies
  /// (deleter may be null for borrowed memory that outlives the storage).
  Storage(void* data, size_t nbytes, Deleter deleter, void* ctx);
  ~Storage() override;
  Storage(const Storage&) = delete;
  Storage& operator=(const Storage&) = delete;

  void* data() const { return data_; }
  size_t nbytes() const { return nbytes_; }
  /// Note [Version counter]: PyTorch's `Tensor._version`, counted here for
  /// all tensors viewing this storage (PyTorch shares one counter between a
  /// tensor, its views and detach()). The layer that runs an in-place write
  /// bumps it; kernels do not.
  uint64_t version() const { return version_; }
  void bumpVersion() { ++version_; }

 private:
  uint64_t version_ = 0;
  void* data_;
  size_t nbytes_;
  Deleter deleter_ = nullptr;
  void* ctx_ = nullptr;
  bool owned_;
};

}  // namespace ts
