// ===--- meta_device.cpp - meta storages and meta tensors -----------------=== //
#include "tensor/meta_device.h"

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <unordered_set>

namespace ts {

namespace {

std::atomic<int64_t> g_alive{0};

struct MetaTable {
  std::mutex mu;
  std::unordered_set<const void*> data;  ///< data pointers of live meta storages
};

MetaTable& table() {
  static MetaTable* t = new MetaTable();  // never destroyed: storages may die at exit
  return *t;
}

void freeMeta(void* /*ctx*/, void* data) {
  {
    MetaTable& t = table();
    std::lock_guard<std::mutex> lock(t.mu);
    t.data.erase(data);
  }
  g_alive.fetch_sub(1, std::memory_order_relaxed);
  std::free(data);
}

}  // namespace

Ref<Storage> makeMetaStorage(size_t nbytes) {
  // calloc: large blocks are fresh zero pages that are never touched unless
  // a kernel computes on them; one byte minimum keeps data pointers unique.
  void* data = std::calloc(nbytes ? nbytes : 1, 1);
  TS_CHECK(data, "meta tensor: cannot allocate " + std::to_string(nbytes) + " bytes");
  {
    MetaTable& t = table();
    std::lock_guard<std::mutex> lock(t.mu);
    t.data.insert(data);
  }
  g_alive.fetch_add(1, std::memory_order_relaxed);
  return makeRef<Storage>(data, nbytes, freeMeta, nullptr);
}

bool metaStoragesAlive() { return g_alive.load(std::memory_order_relaxed) > 0; }

bool isMetaStorage(const Storage* s) {
  if (!s || !metaStoragesAlive()) return false;
  MetaTable& t = table();
  std::lock_guard<std::mutex> lock(t.mu);
  return t.data.count(s->data()) > 0;
}

bool isMeta(const Tensor& t) { return t.defined() && isMetaStorage(t.storage().get()); }

Tensor toMeta(const Tensor& t) {
  Ref<Storage> s = makeMetaStorage(t.storage()->nbytes());
  Tensor out(makeRef<TensorImpl>(std::move(s), t.dtype(), DimVector(t.sizes()),
                                 DimVector(t.strides()), t.storage_offset()));
  out.set_requires_grad(t.requires_grad());
  return out;
}

void makeMetaInPlace(const Tensor& t) {
  Tensor m = toMeta(t);
  t.impl()->setData(*m.impl());
}

Tensor emptyMeta(IntArrayRef sizes, ScalarType dtype) {
  checkSizeNonnegative(sizes);
  size_t nbytes = static_cast<size_t>(computeNumel(sizes)) * elementSize(dtype);
  return Tensor(makeRef<TensorImpl>(makeMetaStorage(nbytes), dtype, DimVector(sizes),
                                    contiguousStrides(sizes), 0));
}

}  // namespace ts
