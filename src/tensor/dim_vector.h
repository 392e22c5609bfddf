// ===--- dim_vector.h - sizes/strides with inline storage -----------------=== //
// Shapes rarely exceed 6 dims, so sizes and strides live inline in the
// TensorImpl; creating a small tensor then costs no extra heap allocation.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <vector>

namespace ts {

/// Read-only view of a list of ints (sizes, dims) that accepts
/// DimVector, std::vector and brace lists without copying.
class IntArrayRef {
 public:
  IntArrayRef() = default;
  template <typename V>
    requires requires(const V& v) { { v.data() } -> std::convertible_to<const int64_t*>; v.size(); }
  IntArrayRef(const V& v) : p_(v.data()), n_(v.size()) {}
  // Like c10::ArrayRef: the list outlives the full-expression of a call.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winit-list-lifetime"
  IntArrayRef(std::initializer_list<int64_t> il) : p_(il.begin()), n_(il.size()) {}
#pragma GCC diagnostic pop
  IntArrayRef(const int64_t* p, size_t n) : p_(p), n_(n) {}
  size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  const int64_t* data() const { return p_; }
  const int64_t* begin() const { return p_; }
  const int64_t* end() const { return p_ + n_; }
  int64_t operator[](size_t i) const { return p_[i]; }
  std::vector<int64_t> vec() const { return std::vector<int64_t>(p_, p_ + n_); }
  bool equals(IntArrayRef o) const { return n_ == o.n_ && std::equal(begin(), end(), o.begin()); }

 private:
  const int64_t* p_ = nullptr;
  size_t n_ = 0;
};

/// Small vector of int64_t with 6 inline slots (like c10::DimVector).
class DimVector {
 public:
  static constexpr size_t kInline = 6;

  DimVector() = default;
  DimVector(size_t n, int64_t v = 0) { resize(n, v); }
  DimVector(std::initializer_list<int64_t> il) { assign(il.begin(), il.size()); }
  DimVector(const std::vector<int64_t>& v) { assign(v.data(), v.size()); }
  DimVector(const int64_t* p, size_t n) { assign(p, n); }
  DimVector(IntArrayRef r) { assign(r.data(), r.size()); }
  DimVector(const DimVector& o) { assign(o.data(), o.size()); }
  DimVector(DimVector&& o) noexcept { moveFrom(o); }
  DimVector& operator=(const DimVector& o) {
    if (this != &o) assign(o.data(), o.size());
    return *this;
  }
  DimVector& operator=(DimVector&& o) noexcept {
    if (this != &o) { release(); moveFrom(o); }
    return *this;
  }
  ~DimVector() { release(); }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  int64_t* data() { return heap_ ? heap_ : inline_; }
  const int64_t* data() const { return heap_ ? heap_ : inline_; }
  int64_t& operator[](size_t i) { return data()[i]; }
  int64_t operator[](size_t i) const { return data()[i]; }
  int64_t* begin() { return data(); }
  int64_t* end() { return data() + size_; }
  const int64_t* begin() const { return data(); }
  const int64_t* end() const { return data() + size_; }
  int64_t back() const { return data()[size_ - 1]; }

  void resize(size_t n, int64_t v = 0) {
    reserve(n);
    for (size_t i = size_; i < n; ++i) data()[i] = v;
    size_ = n;
  }
  void push_back(int64_t v) {
    if (size_ == cap_) reserve(cap_ * 2);
    data()[size_++] = v;
  }
  void insert(size_t pos, int64_t v) {
    push_back(0);
    int64_t* d = data();
    for (size_t i = size_ - 1; i > pos; --i) d[i] = d[i - 1];
    d[pos] = v;
  }
  void erase(size_t pos) {
    int64_t* d = data();
    for (size_t i = pos; i + 1 < size_; ++i) d[i] = d[i + 1];
    --size_;
  }
  void clear() { size_ = 0; }
  std::vector<int64_t> vec() const { return std::vector<int64_t>(begin(), end()); }

  bool operator==(const DimVector& o) const {
    return size_ == o.size_ && std::equal(begin(), end(), o.begin());
  }
  bool operator!=(const DimVector& o) const { return !(*this == o); }

 private:
  void reserve(size_t n) {
    if (n <= cap_) return;
    int64_t* p = new int64_t[n];
    std::memcpy(p, data(), size_ * sizeof(int64_t));
    delete[] heap_;
    heap_ = p;
    cap_ = n;
  }
  void assign(const int64_t* p, size_t n) {
    size_ = 0;
    reserve(n);
    if (n) std::memmove(data(), p, n * sizeof(int64_t));
    size_ = n;
  }
  void release() {
    delete[] heap_;
    heap_ = nullptr;
    cap_ = kInline;
    size_ = 0;
  }
  void moveFrom(DimVector& o) {
    size_ = o.size_;
    if (o.heap_) {
      heap_ = o.heap_;
      cap_ = o.cap_;
      o.heap_ = nullptr;
      o.cap_ = kInline;
    } else {
      std::memcpy(inline_, o.inline_, size_ * sizeof(int64_t));
    }
    o.size_ = 0;
  }

  int64_t* heap_ = nullptr;
  size_t size_ = 0;
  size_t cap_ = kInline;
  int64_t inline_[kInline];
};

}  // namespace ts
