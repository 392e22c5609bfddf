// ===--- ref.h - intrusive reference counting ---------------------------=== //
// RefCounted is the base of every heap object an IValue can point at (tensor
// impls, strings, lists, dicts, tuples, objects). Ref<T> owns one count.
#pragma once

#include <atomic>
#include <cstdint>
#include <utility>

namespace ts {

/// Base class for intrusively refcounted heap objects. The count starts at 0;
/// the first Ref<T> that adopts the object makes it 1.
class RefCounted {
 public:
  RefCounted() = default;
  RefCounted(const RefCounted&) : refcount_(0) {}
  RefCounted& operator=(const RefCounted&) { return *this; }
  virtual ~RefCounted() = default;

  void incref() const { refcount_.fetch_add(1, std::memory_order_relaxed); }
  /// Deletes the object when the last reference goes away.
  void decref() const {
    if (refcount_.fetch_sub(1, std::memory_order_acq_rel) == 1) delete this;
  }
  uint32_t useCount() const { return refcount_.load(std::memory_order_relaxed); }

 private:
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
