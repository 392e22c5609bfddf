// ===--- with_exits.cpp - __exit__ calls owed when an exception unwinds --=== //
#include "runtime/with_exits.h"

#include <exception>

#include "runtime/function.h"
#include "runtime/interpreter.h"

namespace ts {

std::vector<PendingExit>& pendingExits() {
  thread_local std::vector<PendingExit> exits;
  return exits;
}

void unwindWithExits(const void* frame) {
  std::vector<PendingExit>& exits = pendingExits();
  std::exception_ptr replaced;
  while (!exits.empty() && exits.back().frame == frame) {
    PendingExit p = std::move(exits.back());
    exits.pop_back();
    Stack s{p.context, IValue(), IValue(), IValue()};
    try {
      runFunction(*p.exit, s);
    } catch (...) {
      replaced = std::current_exception();
    }
  }
  if (replaced) std::rethrow_exception(replaced);
}

}  // namespace ts
