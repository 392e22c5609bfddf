// ===--- interned_string.cpp - string <-> dense uint32 id table -------------=== //
// The map's keys are views into strings_, which a deque keeps in place.
#include "support/interned_string.h"

#include <limits>
#include <mutex>

#include "support/error.h"

namespace ts {

uint32_t InternTable::intern(std::string_view s) {
  if (auto id = lookup(s)) return *id;
  std::unique_lock lock(mutex_);
  auto it = ids_.find(s);  // another thread may have added it meanwhile
  if (it != ids_.end()) return it->second;
  // Ids are uint32 to keep Symbols small; 4 billion names is far beyond use.
  TS_CHECK(strings_.size() < std::numeric_limits<uint32_t>::max(), "intern table is full");
  auto id = static_cast<uint32_t>(strings_.size());
  strings_.emplace_back(s);
  ids_.emplace(std::string_view(strings_.back()), id);
  return id;
}

std::optional<uint32_t> InternTable::lookup(std::string_view s) const {
  std::shared_lock lock(mutex_);
  auto it = ids_.find(s);
  if (it == ids_.end()) return std::nullopt;
  return it->second;
}

const std::string& InternTable::str(uint32_t id) const {
  std::shared_lock lock(mutex_);
  TS_CHECK(id < strings_.size(), "unknown interned string id " + std::to_string(id),
           ErrorKind::IndexError);
  return strings_[id];
}

size_t InternTable::size() const {
  std::shared_lock lock(mutex_);
  return strings_.size();
}

}  // namespace ts
