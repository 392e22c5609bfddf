// ===--- small_vector.h - vector with inline storage for small sizes -------=== //
// SmallVector<T, N> keeps up to N elements inside the object and moves to the
// heap beyond that (LLVM's SmallVector, c10's SmallVector). Shapes, strides and
// operand lists are almost always short, so this avoids most allocations.
#pragma once

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <new>
#include <span>
#include <string>
#include <type_traits>
#include <utility>

#include "support/error.h"

namespace ts {

template <typename T, size_t N>
class SmallVector {
 public:
  using value_type = T;
  using size_type = size_t;
  using iterator = T*;
  using const_iterator = const T*;
  using reference = T&;
  using const_reference = const T&;

  SmallVector() = default;
  explicit SmallVector(size_t n, const T& value = T()) { assign(n, value); }
  SmallVector(std::initializer_list<T> init) { append(init.begin(), init.end()); }
  template <typename It, typename = typename std::iterator_traits<It>::iterator_category>
  SmallVector(It first, It last) {
    append(first, last);
  }
  SmallVector(const SmallVector& o) { append(o.begin(), o.end()); }
  SmallVector(SmallVector&& o) noexcept(std::is_nothrow_move_constructible_v<T>) {
    moveFrom(std::move(o));
  }
  ~SmallVector() { release(); }

  SmallVector& operator=(const SmallVector& o) {
    if (this != &o) {
      clear();
      append(o.begin(), o.end());
    }
    return *this;
  }
  SmallVector& operator=(SmallVector&& o) noexcept(std::is_nothrow_move_constructible_v<T>) {
    if (this != &o) {
      release();
      moveFrom(std::move(o));
    }
    return *this;
  }
  SmallVector& operator=(std::initializer_list<T> init) {
    clear();
    append(init.begin(), init.end());
    return *this;
  }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  size_t capacity() const { return capacity_; }
  /// True while the elements live in the inline buffer.
  bool isInline() const { return data_ == inlineData(); }

  T* data() { return data_; }
  const T* data() const { return data_; }
  iterator begin() { return data_; }
  iterator end() { return data_ + size_; }
  const_iterator begin() const { return data_; }
  const_iterator end() const { return data_ + size_; }
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }
  /// Bounds-checked access; out of range is a ts::Error (IndexError).
  T& at(size_t i) { return data_[checkIndex(i)]; }
  const T& at(size_t i) const { return data_[checkIndex(i)]; }
  T& front() { return data_[0]; }
  T& back() { return data_[size_ - 1]; }
  const T& front() const { return data_[0]; }
  const T& back() const { return data_[size_ - 1]; }
  std::span<T> span() { return {data_, size_}; }
  std::span<const T> span() const { return {data_, size_}; }

  void reserve(size_t n) {
    if (n > capacity_) grow(n);
  }
  void push_back(const T& v) { emplace_back(v); }
  void push_back(T&& v) { emplace_back(std::move(v)); }
  template <typename... Args>
  T& emplace_back(Args&&... args) {
    if (size_ == capacity_) {
      // Build first: args may refer to an element that growing would move.
      T tmp(std::forward<Args>(args)...);
      grow(capacity_ * 2);
      return *new (data_ + size_++) T(std::move(tmp));
    }
    return *new (data_ + size_++) T(std::forward<Args>(args)...);
  }
  void pop_back() { data_[--size_].~T(); }
  void clear() { truncate(0); }

  void resize(size_t n) {
    resizeWith(n, [](T* p) { new (p) T(); });
  }
  void resize(size_t n, const T& v) {
    resizeWith(n, [&](T* p) { new (p) T(v); });
  }
  void assign(size_t n, const T& v) {
    clear();
    resize(n, v);
  }
  template <typename It>
  void append(It first, It last) {
    reserve(size_ + static_cast<size_t>(std::distance(first, last)));
    for (; first != last; ++first) new (data_ + size_++) T(*first);
  }

  /// Inserts v before pos; returns an iterator to the new element.
  iterator insert(const_iterator pos, T v) {
    size_t i = static_cast<size_t>(pos - data_);
    emplace_back(std::move(v));
    std::rotate(data_ + i, data_ + size_ - 1, data_ + size_);
    return data_ + i;
  }
  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    T* f = data_ + (first - data_);
    T* l = data_ + (last - data_);
    std::move(l, end(), f);
    truncate(size_ - static_cast<size_t>(l - f));
    return f;
  }

  friend bool operator==(const SmallVector& a, const SmallVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend bool operator!=(const SmallVector& a, const SmallVector& b) { return !(a == b); }
  friend bool operator<(const SmallVector& a, const SmallVector& b) {
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  T* inlineData() { return reinterpret_cast<T*>(inline_); }
  const T* inlineData() const { return reinterpret_cast<const T*>(inline_); }

  size_t checkIndex(size_t i) const {
    TS_CHECK(i < size_,
             "SmallVector index " + std::to_string(i) + " out of range for size " +
                 std::to_string(size_),
             ErrorKind::IndexError);
    return i;
  }

  void grow(size_t min_capacity) {
    size_t cap = std::max<size_t>({min_capacity, capacity_ * 2, 1});
    T* fresh = static_cast<T*>(::operator new(cap * sizeof(T), std::align_val_t(alignof(T))));
    std::uninitialized_move(data_, data_ + size_, fresh);
    std::destroy(data_, data_ + size_);
    freeHeap();
    data_ = fresh;
    capacity_ = cap;
  }

  void truncate(size_t n) {
    std::destroy(data_ + n, data_ + size_);
    size_ = n;
  }

  template <typename Construct>
  void resizeWith(size_t n, Construct construct) {
    if (n <= size_) return truncate(n);
    reserve(n);
    for (; size_ < n; ++size_) construct(data_ + size_);
  }

  void freeHeap() {
    if (!isInline()) ::operator delete(data_, std::align_val_t(alignof(T)));
  }

  void release() {
    clear();
    freeHeap();
    data_ = inlineData();
    capacity_ = N;
  }

  /// Steals o's heap buffer, or moves its inline elements one by one.
  void moveFrom(SmallVector&& o) {
    if (o.isInline()) {
      data_ = inlineData();
      capacity_ = N;
      size_ = 0;
      for (T& v : o) new (data_ + size_++) T(std::move(v));
      o.clear();
    } else {
      data_ = o.data_;
      size_ = o.size_;
      capacity_ = o.capacity_;
      o.data_ = o.inlineData();
      o.size_ = 0;
      o.capacity_ = N;
    }
  }

  T* data_ = inlineData();
  size_t size_ = 0;
  size_t capacity_ = N;
  alignas(T) unsigned char inline_[N == 0 ? 1 : N * sizeof(T)];
};

}  // namespace ts
