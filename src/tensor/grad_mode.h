// ===--- grad_mode.h - whether ops record autograd history ---------------=== //
// torch.is_grad_enabled(): one flag per thread, as in PyTorch, so a no_grad
// block on one thread never changes what another thread's ops record.
#pragma once

namespace ts {

namespace detail {
// constinit: other translation units read the flag directly, with no
// thread_local initialization wrapper call (the flag is read on every
// differentiable op call).
extern thread_local constinit bool grad_enabled;
}  // namespace detail

/// torch.is_grad_enabled() on this thread (true until something disables it).
inline bool isGradEnabled() { return detail::grad_enabled; }
/// torch.set_grad_enabled(enabled) on this thread.
inline void setGradEnabled(bool enabled) { detail::grad_enabled = enabled; }

/// Sets grad mode for a C++ scope and restores the previous mode on exit,
/// however the scope ends (torch.no_grad() / torch.enable_grad()).
class GradModeGuard {
 public:
  explicit GradModeGuard(bool enabled) : prev_(isGradEnabled()) { setGradEnabled(enabled); }
  ~GradModeGuard() { setGradEnabled(prev_); }
  GradModeGuard(const GradModeGuard&) = delete;
  GradModeGuard& operator=(const GradModeGuard&) = delete;

 private:
  bool prev_;
};

}  // namespace ts
