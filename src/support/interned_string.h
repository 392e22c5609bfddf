// ===--- interned_string.h - string <-> dense uint32 id table ---------------=== //
// An InternTable maps each distinct string to a small id (0, 1, 2, ...) and
// back. The IR's Symbols (`aten::add`, `prim::If`) and attribute names are
// built on one; ids compare and hash as integers.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace ts {

/// A thread-safe intern table. Strings are never removed, so the references
/// returned by str() stay valid for the table's lifetime. Lookups take a
/// shared lock; intern() takes an exclusive lock only for new strings.
class InternTable {
 public:
  InternTable() = default;
  InternTable(const InternTable&) = delete;
  InternTable& operator=(const InternTable&) = delete;

  /// The id of s, adding it if it is new. Ids are dense, in insertion order.
  uint32_t intern(std::string_view s);
  /// The id of s if it was interned, without adding it.
  std::optional<uint32_t> lookup(std::string_view s) const;
  /// The string of an id; an unknown id is a ts::Error (IndexError).
  const std::string& str(uint32_t id) const;
  /// Number of interned strings.
  size_t size() const;

 private:
  struct Hash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  mutable std::shared_mutex mutex_;
  std::deque<std::string> strings_;  // deque: elements never move
  std::unordered_map<std::string_view, uint32_t, Hash, std::equal_to<>> ids_;
};

}  // namespace ts
