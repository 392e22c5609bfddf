// ===--- symbol.h - interned node kinds and attribute names --------------=== //
// A Symbol is an interned qualified string (`aten::add`, `prim::If`,
// `attr::value`). Comparing symbols compares ids; the kinds listed in
// symbols.def have compile-time ids so passes can switch on them.
#pragma once

#include <cstdint>
#include <string>

namespace ts {

namespace detail {
enum BuiltinSymbolId : uint32_t {
#define TS_SYMBOL(ns, name) k_##ns##_##name,
#include "ir/symbols.def"
#undef TS_SYMBOL
  kNumBuiltinSymbols
};
}  // namespace detail

class Symbol {
 public:
  constexpr Symbol() = default;
  constexpr explicit Symbol(detail::BuiltinSymbolId id) : id_(id) {}
  /// Interns a qualified name such as "aten::add".
  static Symbol fromQualString(const std::string& s);
  /// "aten::add".
  const std::string& qualString() const;
  /// "add".
  std::string unqualString() const;
  /// "aten".
  std::string ns() const;
  constexpr uint32_t id() const { return id_; }
  constexpr bool operator==(Symbol o) const { return id_ == o.id_; }
  constexpr bool operator!=(Symbol o) const { return id_ != o.id_; }
  constexpr bool operator<(Symbol o) const { return id_ < o.id_; }

 private:
  static Symbol fromId(uint32_t id) {
    Symbol s;
    s.id_ = id;
    return s;
  }
  uint32_t id_ = 0;
};

#define TS_SYMBOL(ns, name) \
  namespace ns {            \
  inline constexpr Symbol name{detail::k_##ns##_##name}; \
  }
#include "ir/symbols.def"
#undef TS_SYMBOL

}  // namespace ts
