// ===--- storage.cpp - Storage ---------------------------------------------=== //
#include "tensor/storage.h"

#include "tensor/allocator.h"

namespace ts {

Storage::Storage(size_t nbytes) : data_(allocBuffer(nbytes)), nbytes_(nbytes), owned_(true) {}

Storage::Storage(void* data, size_t nbytes, Deleter deleter, void* ctx)
    : data_(data), nbytes_(nbytes), deleter_(deleter), ctx_(ctx), owned_(false) {}

Storage::~Storage() {
  if (owned_) {
    freeBuffer(data_, nbytes_);
  } else if (deleter_) {
    deleter_(ctx_, data_);
  }
}

}  // namespace ts
