// ===--- parallel.cpp - the intra-op thread pool and thread count ---------=== //
// Note [Intra-op pool]: a small pool of our own rather than OpenMP. Tasks
// are numbered, so which worker runs one never changes what it computes;
// the pool is built from std::thread, mutexes and condition variables that
// ThreadSanitizer understands (libgomp's futex barriers give it false
// reports), and it adds no runtime library to embedders' link lines.
#include "tensor/parallel.h"

#include <immintrin.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "support/error.h"
#include "support/ref.h"

namespace ts {
namespace {

thread_local int t_task = 0;
thread_local bool t_in_region = false;

/// PyTorch 1.13's default intra-op thread count without OMP_NUM_THREADS
/// (c10's defaultNumThreads): half the logical CPUs on x86-64, at least 1.
/// Results of ATen kernels that split work by thread count (batch-norm
/// statistics of [N, C] input) depend on it, so it is PyTorch's, not ours.
int hardwareDefaultThreads() {
  const int n = static_cast<int>(std::thread::hardware_concurrency()) / 2;
  return n < 1 ? 1 : n;
}

/// OMP_NUM_THREADS's first entry when it is a positive int, else 0.
int envThreads() {
  const char* s = std::getenv("OMP_NUM_THREADS");
  if (s == nullptr) return 0;
  char* end = nullptr;
  long v = std::strtol(s, &end, 10);
  if (end == s || v <= 0) return 0;
  return static_cast<int>(std::min<long>(v, 1024));
}

int defaultThreads() {
  int env = envThreads();
  return env > 0 ? env : hardwareDefaultThreads();
}

/// Note [Thread count state]: the count is process-wide, as PyTorch's is
/// (torch.set_num_threads in one thread affects all); 0 = not yet read.
std::atomic<int>& threadCount() {
  static std::atomic<int> count{0};
  return count;
}

/// Note [Pool handoff]: a parallel region is announced by one atomic word,
/// (generation << 32) | (tasks << 16) | next task, and tasks are claimed by
/// compare-and-swap on it, so a worker can only ever claim a task of the
/// region whose job it has read (the job is written before the word). Idle
/// workers and a caller waiting for the last task spin for kSpin before
/// they block on a condition variable: the model benchmarks run thousands
/// of regions of 0.1-1 ms with a few microseconds between them, and a futex
/// wake-up per region (then one back) cost reduction_large its 2-thread
/// speed-up. The spin is bounded, so an idle process sleeps within it.
constexpr std::chrono::microseconds kSpin{50};

/// Spins with `pause` until done() or kSpin has passed; returns done().
template <typename Pred>
bool spinUntil(const Pred& done) {
  const auto deadline = std::chrono::steady_clock::now() + kSpin;
  for (int i = 1;; ++i) {
    if (done()) return true;
    _mm_pause();
    if (i % 64 == 0 && std::chrono::steady_clock::now() > deadline) return done();
  }
}

/// Workers are started on first use and then wait for numbered tasks. One
/// parallel region runs at a time; a caller that finds the pool busy (a
/// second interpreter thread) runs its range on its own thread instead.
class ThreadPool {
 public:
  ~ThreadPool() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      stopping_ = true;
    }
    work_cv_.notify_all();
    for (std::thread& w : workers_) w.join();
  }

  /// Runs tasks 0..tasks-1 (2 <= tasks < 2^16); returns false if the pool was busy.
  bool run(int64_t begin, int64_t end, int64_t tasks, void (*fn)(void*, int64_t, int64_t), void* ctx) {
    std::unique_lock<std::mutex> busy(run_mu_, std::try_to_lock);
    if (!busy.owns_lock() || tasks >= (int64_t(1) << 16)) return false;
    // One worker per thread beyond the caller, however many tasks (Note [Balanced split]).
    const int64_t want = std::min<int64_t>(tasks, getNumThreads()) - 1;
    if (static_cast<int64_t>(workers_.size()) < want) {
      std::lock_guard<std::mutex> lock(mu_);
      shareRefcounts();  // Note [Refcount mode]
      while (static_cast<int64_t>(workers_.size()) < want) workers_.emplace_back([this] { workerLoop(); });
    }
    job_ = Job{begin, end, (end - begin + tasks - 1) / tasks, tasks, fn, ctx};
    error_ = nullptr;
    error_task_ = tasks;
    pending_.store(tasks, std::memory_order_relaxed);
    ++generation_;
    // Task 0 is the caller's: the word starts at task 1.
    word_.store((generation_ << 32) | (static_cast<uint64_t>(tasks) << 16) | 1u, std::memory_order_seq_cst);
    if (sleepers_.load(std::memory_order_seq_cst) > 0) {
      { std::lock_guard<std::mutex> lock(mu_); }
      work_cv_.notify_all();
    }
    runTask(0);
    // The caller helps with tasks no worker has claimed yet.
    int64_t t;
    while ((t = claim(generation_)) >= 0) runTask(t);
    if (!spinUntil([this] { return pending_.load(std::memory_order_acquire) == 0; })) {
      std::unique_lock<std::mutex> lock(mu_);
      done_cv_.wait(lock, [this] { return pending_.load(std::memory_order_acquire) == 0; });
    }
    if (error_) std::rethrow_exception(error_);
    return true;
  }

 private:
  struct Job {
    int64_t begin = 0, end = 0, chunk = 0, tasks = 0;
    void (*fn)(void*, int64_t, int64_t) = nullptr;
    void* ctx = nullptr;
  };

  /// Claims the next task of region `gen`; -1 when none is left (or the
  /// region is over).
  int64_t claim(uint64_t gen) {
    uint64_t w = word_.load(std::memory_order_acquire);
    while (true) {
      const uint64_t next = w & 0xffffu, tasks = (w >> 16) & 0xffffu;
      if ((w >> 32) != (gen & 0xffffffffu) || next >= tasks) return -1;
      if (word_.compare_exchange_weak(w, w + 1, std::memory_order_acq_rel, std::memory_order_acquire))
        return static_cast<int64_t>(next);
    }
  }

  /// Runs task t of the current job, then counts it done.
  void runTask(int64_t t) {
    int64_t b = job_.begin + t * job_.chunk;
    int64_t e = std::min(job_.end, b + job_.chunk);
    t_task = static_cast<int>(t);
    t_in_region = true;
    try {
      if (b < e) job_.fn(job_.ctx, b, e);
    } catch (...) {
      std::lock_guard<std::mutex> lock(mu_);
      if (t < error_task_) {
        error_ = std::current_exception();
        error_task_ = t;
      }
    }
    t_in_region = false;
    t_task = 0;
    if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      { std::lock_guard<std::mutex> lock(mu_); }
      done_cv_.notify_one();
    }
  }

  void workerLoop() {
    uint64_t seen = 0;
    auto announced = [&] { return (word_.load(std::memory_order_seq_cst) >> 32) != seen; };
    while (true) {
      if (!spinUntil(announced)) {
        std::unique_lock<std::mutex> lock(mu_);
        sleepers_.fetch_add(1, std::memory_order_seq_cst);
        work_cv_.wait(lock, [&] { return stopping_ || announced(); });
        sleepers_.fetch_sub(1, std::memory_order_seq_cst);
        if (stopping_) return;
      }
      seen = word_.load(std::memory_order_acquire) >> 32;
      int64_t t;
      while ((t = claim(seen)) >= 0) runTask(t);
    }
  }

  std::mutex run_mu_;  // held for a whole parallel region
  std::mutex mu_;      // guards workers_, error_, stopping_ and the sleeps
  std::condition_variable work_cv_, done_cv_;
  std::vector<std::thread> workers_;
  Job job_;                               // written only between regions
  uint64_t generation_ = 0;               // the caller's count of regions (under run_mu_)
  std::atomic<uint64_t> word_{0};         // Note [Pool handoff]
  std::atomic<int64_t> pending_{0};       // tasks of the region not yet finished
  std::atomic<int> sleepers_{0};          // workers blocked on work_cv_
  std::exception_ptr error_;
  int64_t error_task_ = 0;
  bool stopping_ = false;
};

ThreadPool& pool() {
  // Never destroyed: workers may still be waiting when static destructors
  // run, and joining them there would race with exit-time kernels.
  static ThreadPool* p = new ThreadPool();
  return *p;
}

}  // namespace

int getNumThreads() {
  int n = threadCount().load(std::memory_order_relaxed);
  if (n > 0) return n;
  int expected = 0;
  threadCount().compare_exchange_strong(expected, defaultThreads());
  return threadCount().load(std::memory_order_relaxed);
}

// Note [One thread count]: PyTorch 1.13 never sets OpenBLAS's thread
// count: OpenBLAS takes it from OPENBLAS_NUM_THREADS, GOTO_NUM_THREADS or
// OMP_NUM_THREADS, else from the logical CPUs, and torch.set_num_threads
// leaves it alone. A GEMM large enough for OpenBLAS to thread (above
// kBlasSerialWork) splits its work by that count, which changes the last
// bits of the result, so we leave it alone too: a program then gets
// PyTorch's bits with or without OMP_NUM_THREADS. Embedders who want a
// different BLAS count set OPENBLAS_NUM_THREADS (include/torchscript/threads.h).
void setNumThreads(int n) {
  if (n <= 0) throw Error("Expected positive number of threads");
  threadCount().store(n, std::memory_order_relaxed);
}

int getThreadNum() { return t_task; }

bool inParallelRegion() { return t_in_region; }

int64_t parallelTasks(int64_t begin, int64_t end, int64_t grain) {
  int64_t size = end - begin;
  if (size <= 0) return 0;
  if (size <= grain || t_in_region) return 1;  // ATen: numiter > grain_size runs in parallel
  int64_t threads = getNumThreads();
  if (threads <= 1) return 1;
  int64_t by_grain = grain <= 0 ? size : (size + grain - 1) / grain;
  return std::min(threads, by_grain);
}

int64_t balancedTasks(int64_t begin, int64_t end, int64_t grain) {
  const int64_t tasks = parallelTasks(begin, end, grain);
  if (tasks <= 1) return tasks;
  const int64_t size = end - begin, by_grain = grain <= 0 ? size : (size + grain - 1) / grain;
  return std::min({by_grain, int64_t(getNumThreads()) * kTasksPerThread, int64_t(1) << 15});
}

namespace detail {

void runParallel(int64_t begin, int64_t end, int64_t tasks, void (*fn)(void*, int64_t, int64_t), void* ctx) {
  if (tasks <= 1) {
    fn(ctx, begin, end);
    return;
  }
  if (pool().run(begin, end, tasks, fn, ctx)) return;
  // The pool is busy: the same tasks, one after another on this thread.
  int64_t chunk = (end - begin + tasks - 1) / tasks;
  t_in_region = true;
  try {
    for (int64_t t = 0; t < tasks; ++t) {
      t_task = static_cast<int>(t);
      int64_t b = begin + t * chunk;
      if (b < end) fn(ctx, b, std::min(end, b + chunk));
    }
  } catch (...) {
    t_in_region = false;
    t_task = 0;
    throw;
  }
  t_in_region = false;
  t_task = 0;
}

}  // namespace detail
}  // namespace ts
