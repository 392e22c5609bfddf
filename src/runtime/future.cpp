// ===--- future.cpp - running and waiting on a forked call ----------------=== //
// See Note [Fork runs on the pool] in future.h.
#include "runtime/future.h"

namespace ts {

void FutureObj::runIfPending() {
  std::function<IValue()> call;
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (state_ != State::Pending) return;
    state_ = State::Running;
    call = std::move(call_);
    call_ = nullptr;
  }
  IValue value;
  std::exception_ptr error;
  try {
    value = call();
  } catch (...) {
    error = std::current_exception();
  }
  call = nullptr;  // drop the arguments before waiters resume
  {
    std::lock_guard<std::mutex> lock(mu_);
    value_ = std::move(value);
    error_ = std::move(error);
    state_ = State::Done;
  }
  done_.notify_all();
}

IValue FutureObj::wait() {
  runIfPending();
  std::unique_lock<std::mutex> lock(mu_);
  done_.wait(lock, [this] { return state_ == State::Done; });
  if (error_) std::rethrow_exception(error_);
  return value_;
}

}  // namespace ts
