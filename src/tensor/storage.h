// ===--- storage.h - the refcounted byte buffer tensors view --------------=== //
// Several TensorImpls (a base and its views) share one Storage; writes through
// any of them are visible to all.
#pragma once

#include <cstddef>

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

 private:
  void* data_;
  size_t nbytes_;
  Deleter deleter_ = nullptr;
  void* ctx_ = nullptr;
  bool owned_;
};

}  // namespace ts
