// ===--- teardown.cpp - breaking reference cycles when an Interp ends ------=== //
// Note [Teardown cycles]: reference counting cannot free cycles (an instance
// whose dict holds a bound method of itself, a list that contains itself,
// a function in the globals it closes over). When the Interp ends, the
// cycle collector first frees the cycles nothing reaches any more
// (Note [Cycle collector]); then everything reachable from the module table
// and builtins is collected and emptied, so the counts reach zero and no
// memory outlives the interpreter (LeakSanitizer checks this in CI).
#include <unordered_set>

#include "python/interp.h"
#include "python/references.h"

namespace ts::py {

namespace {

/// Everything reachable from some roots, each once.
class Reachable {
 public:
  void add(const IValue& v) { pending_.push_back(v); }
  void run() {
    while (!pending_.empty()) {
      IValue v = std::move(pending_.back());
      pending_.pop_back();
      if (!seen_.insert(v.toRefCounted()).second) continue;
      found_.push_back(v);
      // Only values that can refer to others are walked: a list of a hundred
      // million ints adds nothing to `pending_` (teardown after a MemoryError
      // must not need memory in proportion to the data).
      forEachReference(v, [&](const IValue& x) { pending_.push_back(x); });
    }
  }
  const std::vector<IValue>& found() const { return found_; }

 private:
  std::unordered_set<const void*> seen_;
  std::vector<IValue> found_, pending_;
};

}  // namespace

void breakCyclesAtExit(const std::vector<IValue>& roots) {
  Reachable r;
  for (const IValue& v : roots) r.add(v);
  r.run();
  for (const IValue& v : r.found())
    if (!pyCast<PyType>(asPy(v)) && !pyCast<PyModule>(asPy(v))) dropReferences(v);
}

}  // namespace ts::py
