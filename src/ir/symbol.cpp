// ===--- symbol.cpp - the symbol interning table --------------------------=== //
#include "ir/symbol.h"

#include <deque>
#include <mutex>
#include <unordered_map>

namespace ts {
namespace {

// The one table of interned symbols: built with the predeclared symbols on
// first use, then grows as new operator names are interned.
class SymbolTable {
 public:
  static SymbolTable& get() {
    static SymbolTable table;
    return table;
  }
  uint32_t intern(const std::string& s) {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = ids_.find(s);
    if (it != ids_.end()) return it->second;
    uint32_t id = static_cast<uint32_t>(names_.size());
    names_.push_back(s);
    ids_.emplace(s, id);
    return id;
  }
  const std::string& name(uint32_t id) {
    std::lock_guard<std::mutex> lock(mu_);
    return names_.at(id);
  }

 private:
  SymbolTable() {
#define TS_SYMBOL(ns, name) intern(#ns "::" #name);
#include "ir/symbols.def"
#undef TS_SYMBOL
  }
  std::mutex mu_;
  std::deque<std::string> names_;  // deque: references stay valid as it grows
  std::unordered_map<std::string, uint32_t> ids_;
};

}  // namespace

Symbol Symbol::fromQualString(const std::string& s) { return fromId(SymbolTable::get().intern(s)); }
const std::string& Symbol::qualString() const { return SymbolTable::get().name(id_); }
std::string Symbol::unqualString() const {
  const std::string& q = qualString();
  size_t p = q.find("::");
  return p == std::string::npos ? q : q.substr(p + 2);
}
std::string Symbol::ns() const {
  const std::string& q = qualString();
  size_t p = q.find("::");
  return p == std::string::npos ? "" : q.substr(0, p);
}

}  // namespace ts
