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
  std::exception_ptr error_;
};

}  // namespace ts
