// ===--- ref.h - intrusive reference counting ---------------------------=== //
// RefCounted is the base of every heap object an IValue can point at (tensor
// impls, strings, lists, dicts, tuples, objects). Ref<T> owns one count.
#pragma once

#include <atomic>
#include <cstdint>
#include <utility>

namespace ts {

// Note [Refcount mode]
// A locked read-modify-write costs ~20 cycles and stalls the pipeline; the
// Python level does several per operation (they were a third of its
// profile). While only one thread can touch reference counts they need not
// be atomic. `refcountsShared()` is true by default (an embedder may use
// objects from many threads); a process that owns its threads (the CLI's
// `run`/`py`) turns it off with useSingleThreadRefcounts() before making any
// object, and every place that starts a thread of the library's own (the
// intra-op and inter-op pools) calls shareRefcounts() before the thread
// exists: the thread's creation orders the plain updates made before it
// ahead of everything the new thread does, and from then on every update is
// atomic. The flag only ever goes single -> shared while one thread runs.
// Single-thread updates are relaxed loads and stores of the same atomic, so
// even a misuse loses counts rather than being undefined behaviour.

/// Whether reference counts are updated atomically (Note [Refcount mode]).
inline std::atomic<bool>& refcountsSharedFlag() {
  static std::atomic<bool> shared{true};
  return shared;
}
inline bool refcountsShared() { return refcountsSharedFlag().load(std::memory_order_relaxed); }
/// Makes every later reference count update atomic; call before starting a
/// thread that may touch refcounted objects.
inline void shareRefcounts() { refcountsSharedFlag().store(true, std::memory_order_relaxed); }
/// Plain (non-atomic) updates: only for a process whose one thread is the
/// only one to touch objects until shareRefcounts() (the CLI's entry point).
inline void useSingleThreadRefcounts() { refcountsSharedFlag().store(false, std::memory_order_relaxed); }

/// Base class for intrusively refcounted heap objects. The count starts at 0;
/// the first Ref<T> that adopts the object makes it 1.
class RefCounted {
 public:
  RefCounted() = default;
  RefCounted(const RefCounted&) : refcount_(0) {}
  RefCounted& operator=(const RefCounted&) { return *this; }
  virtual ~RefCounted() = default;

  void incref() const {
    if (refcountsShared()) refcount_.fetch_add(1, std::memory_order_relaxed);
    else refcount_.store(refcount_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  }
  /// Deletes the object when the last reference goes away.
  void decref() const {
    if (refcountsShared()) {
      if (refcount_.fetch_sub(1, std::memory_order_acq_rel) == 1) destroy(this);
      return;
    }
    uint32_t n = refcount_.load(std::memory_order_relaxed) - 1;
    refcount_.store(n, std::memory_order_relaxed);
    if (n == 0) destroy(this);
  }
  uint32_t useCount() const { return refcount_.load(std::memory_order_relaxed); }

 private:
  /// Deletes `p`, or queues it when deletions nest too deep
  /// (Note [Bounded destruction depth], ref.cpp).
  static void destroy(const RefCounted* p);

  mutable std::atomic<uint32_t> refcount_{0};
};

/// Owning smart pointer to a RefCounted object (like boost::intrusive_ptr).
template <typename T>
class Ref {
 public:
  Ref() = default;
  Ref(std::nullptr_t) {}
  explicit Ref(T* p) : p_(p) { if (p_) p_->incref(); }
  Ref(const Ref& o) : p_(o.p_) { if (p_) p_->incref(); }
  Ref(Ref&& o) noexcept : p_(o.p_) { o.p_ = nullptr; }
  template <typename U>
  Ref(const Ref<U>& o) : p_(o.get()) { if (p_) p_->incref(); }
  ~Ref() { if (p_) p_->decref(); }

  Ref& operator=(Ref o) noexcept { std::swap(p_, o.p_); return *this; }

  /// Takes ownership of a pointer whose count was already incremented.
  static Ref adopt(T* p) { Ref r; r.p_ = p; return r; }
  /// Gives up ownership without decrementing.
  T* release() { T* p = p_; p_ = nullptr; return p; }

  T* get() const { return p_; }
  T* operator->() const { return p_; }
  T& operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }
  bool operator==(const Ref& o) const { return p_ == o.p_; }

 private:
  T* p_ = nullptr;
};

template <typename T, typename... Args>
Ref<T> makeRef(Args&&... args) {
  return Ref<T>(new T(std::forward<Args>(args)...));
}

}  // namespace ts
