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
  std::optional<std::pair<std::string, ErrorKind>> error;
  std::exception_ptr other_error;
  try {
    value = call();
  } catch (const Error& e) {
    error.emplace(std::string(e.what()), e.kind());
  } catch (...) {
    other_error = std::current_exception();
  }
  call = nullptr;  // drop the arguments before waiters resume
  {
    std::lock_guard<std::mutex> lock(mu_);
    value_ = std::move(value);
    error_ = std::move(error);
    other_error_ = std::move(other_error);
    state_ = State::Done;
  }
  done_.notify_all();
}

IValue FutureObj::wait() {
  runIfPending();
  std::unique_lock<std::mutex> lock(mu_);
  done_.wait(lock, [this] { return state_ == State::Done; });
  if (error_) throw Error(std::string(error_->first), error_->second);  // Note [Fork errors are copied]
  if (other_error_) std::rethrow_exception(other_error_);
  return value_;
}

void PendingForks::enter() {
  std::lock_guard<std::mutex> lock(mu_);
  ++count_;
}

void PendingForks::leave() {
  std::lock_guard<std::mutex> lock(mu_);
  if (--count_ == 0) idle_.notify_all();
}

void PendingForks::waitIdle() {
  std::unique_lock<std::mutex> lock(mu_);
  idle_.wait(lock, [this] { return count_ == 0; });
}

}  // namespace ts
