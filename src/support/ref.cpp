// ===--- ref.cpp - deletion of refcounted objects ------------------------=== //
#include "support/ref.h"

#include <vector>

namespace ts {

// Note [Bounded destruction depth]: deleting an object drops the references
// it holds, which may delete more objects inside its destructor. A chain of
// owners (a closure holding a cell holding a closure..., an autograd graph
// 100,000 operations long, iterators wrapping iterators, bound methods of
// instances holding bound methods) would recurse once per link and overflow
// the native stack. As CPython's trashcan does, deletions nest at most
// kMaxDeleteDepth deep on a thread; an object whose last reference goes
// below that is queued, and the outermost deletion deletes the queue, one
// object at a time, each again with a fresh depth budget. Only the order in
// which the objects of a deep chain die changes, never whether they do.
namespace {

constexpr int kMaxDeleteDepth = 128;

struct Trashcan {
  int depth = 0;
  std::vector<const RefCounted*> pending;
};

thread_local Trashcan t_trashcan;

}  // namespace

void RefCounted::destroy(const RefCounted* p) {
  Trashcan& t = t_trashcan;
  if (t.depth >= kMaxDeleteDepth) {
    t.pending.push_back(p);
    return;
  }
  ++t.depth;
  delete p;
  if (t.depth == 1) {
    while (!t.pending.empty()) {
      const RefCounted* q = t.pending.back();
      t.pending.pop_back();
      delete q;
    }
  }
  --t.depth;
}

}  // namespace ts
