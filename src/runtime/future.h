// ===--- future.h - the value of torch.jit.fork: a result or an error -----=== //
// Note [Fork runs on the pool]: a forked call is queued on the inter-op pool
// (runtime/interop_pool.h). wait() blocks until it is done, except that a
// call still queued is claimed and run by the waiter itself: a worker that
// waits on a fork it made never needs another free worker, so nested forks
// cannot deadlock a pool of any size. Its result or exception then waits in
// the Future; every wait returns the value or re-raises the exception.
#pragma once

#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

#include "runtime/ivalue.h"

namespace ts {

/// A `Future[T]`: a queued, running or finished call.
struct FutureObj : RefCounted {
 public:
  /// A future that will run `call` (which returns the value or throws) once.
  explicit FutureObj(std::function<IValue()> call) : call_(std::move(call)) {}

  /// Runs the call here if nobody has started it (the pool's workers and
  /// wait both come through here); a no-op otherwise.
  void runIfPending();
  /// Blocks until the call finished; its value, or its exception rethrown.
  IValue wait();

 private:
  enum class State { Pending, Running, Done };
  std::mutex mu_;
  std::condition_variable done_;
  State state_ = State::Pending;
  std::function<IValue()> call_;  ///< cleared once run (it holds the args)
  IValue value_;
  // Note [Fork errors are copied]: a ts::Error is kept as its text and
  // re-thrown as a fresh Error by each wait. Re-throwing one shared exception
  // object would let a waiter read it while the thread that drops the last
  // Future frees it, synchronised only by libstdc++'s uninstrumented
  // refcounts (TSan reports it).
  std::optional<std::pair<std::string, ErrorKind>> error_;
  std::exception_ptr other_error_;  ///< anything else (std::bad_alloc)
};

/// Counts the forks of one program that have not finished, so the program's
/// owner can wait for them before it frees the code they run.
class PendingForks {
 public:
  void enter();
  void leave();
  /// Blocks until every entered fork has left.
  void waitIdle();

 private:
  std::mutex mu_;
  std::condition_variable idle_;
  int64_t count_ = 0;
};

}  // namespace ts
