// ===--- interop_pool.cpp - the inter-op thread pool ----------------------=== //
// Workers pop tasks from one FIFO queue. The pool lives until process exit;
// its threads are detached so exit never waits for a running fork.
#include "runtime/interop_pool.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

#include "support/error.h"
#include "support/ref.h"

namespace ts {

namespace {

// Note [Interop pool state]
// The pool is the one piece of process-wide mutable state in the runtime:
// PyTorch's inter-op pool is process-wide too, and torch.jit.fork from any
// thread or module must share its size limit. All fields are guarded by mu.
// It is leaked on purpose (never destroyed): detached workers may still be
// blocked on cv when static destructors run at exit.
struct Pool {
  std::mutex mu;
  std::condition_variable cv;
  std::deque<std::function<void()>> queue;
  int64_t size = 0;  ///< 0 until set or started
  bool started = false;
};

Pool& pool() {
  static Pool* p = new Pool();
  return *p;
}

int64_t defaultThreads() {
  int64_t n = static_cast<int64_t>(std::thread::hardware_concurrency()) / 2;
  return n < 1 ? 1 : n;
}

void workerLoop(Pool& p) {
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock<std::mutex> lock(p.mu);
      p.cv.wait(lock, [&p] { return !p.queue.empty(); });
      task = std::move(p.queue.front());
      p.queue.pop_front();
    }
    task();
  }
}

bool& forkedFlag() {
  thread_local bool in_fork = false;
  return in_fork;
}

}  // namespace

bool inForkedTask() { return forkedFlag(); }

ForkedTaskScope::ForkedTaskScope() : prev_(forkedFlag()) { forkedFlag() = true; }
ForkedTaskScope::~ForkedTaskScope() { forkedFlag() = prev_; }

int64_t interopThreads() {
  Pool& p = pool();
  std::lock_guard<std::mutex> lock(p.mu);
  return p.size > 0 ? p.size : defaultThreads();
}

void setInteropThreads(int64_t n) {
  if (n < 1) throw Error("set_num_interop_threads expects a positive integer", ErrorKind::RuntimeError);
  Pool& p = pool();
  std::lock_guard<std::mutex> lock(p.mu);
  if (p.size > 0 || p.started)
    throw Error(
        "Error: cannot set number of interop threads after parallel work has started or "
        "set_num_interop_threads called",
        ErrorKind::RuntimeError);
  p.size = n;
}

void launchInterop(std::function<void()> task) {
  Pool& p = pool();
  std::lock_guard<std::mutex> lock(p.mu);
  if (!p.started) {
    p.started = true;
    if (p.size == 0) p.size = defaultThreads();
    shareRefcounts();  // Note [Refcount mode]
    for (int64_t i = 0; i < p.size; ++i) std::thread(workerLoop, std::ref(p)).detach();
  }
  p.queue.push_back(std::move(task));
  p.cv.notify_one();
}

}  // namespace ts
