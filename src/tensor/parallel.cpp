// ===--- parallel.cpp - the intra-op thread pool and thread count ---------=== //
// Note [Intra-op pool]: a small pool of our own rather than OpenMP. Tasks
// are numbered, so which worker runs one never changes what it computes;
// the pool is built from std::thread, mutexes and condition variables that
// ThreadSanitizer understands (libgomp's futex barriers give it false
// reports), and it adds no runtime library to embedders' link lines.
#include "tensor/parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "support/error.h"
#include "support/ref.h"

extern "C" void openblas_set_num_threads(int num_threads);  // libopenblas, linked by ts_tensor

namespace ts {
namespace {

thread_local int t_task = 0;
thread_local bool t_in_region = false;

/// Physical cores (PyTorch's default thread count): distinct
/// (package, core) pairs in sysfs, or the logical CPU count without sysfs.
int physicalCores() {
  std::set<std::pair<std::string, std::string>> cores;
  for (unsigned cpu = 0; cpu < 4096; ++cpu) {
    std::string dir = "/sys/devices/system/cpu/cpu" + std::to_string(cpu) + "/topology/";
    std::ifstream pkg(dir + "physical_package_id"), core(dir + "core_id");
    if (!pkg || !core) break;
    std::string p, c;
    pkg >> p;
    core >> c;
    cores.emplace(p, c);
  }
  if (!cores.empty()) return static_cast<int>(cores.size());
  unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : static_cast<int>(n);
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
  return env > 0 ? env : physicalCores();
}

/// Note [Thread count state]: the count is process-wide, as PyTorch's is
/// (torch.set_num_threads in one thread affects all); 0 = not yet read.
std::atomic<int>& threadCount() {
  static std::atomic<int> count{0};
  return count;
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

  /// Runs tasks 0..tasks-1 (tasks >= 2); returns false if the pool was busy.
  bool run(int64_t begin, int64_t end, int64_t tasks, void (*fn)(void*, int64_t, int64_t), void* ctx) {
    std::unique_lock<std::mutex> busy(run_mu_, std::try_to_lock);
    if (!busy.owns_lock()) return false;
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (static_cast<int64_t>(workers_.size()) < tasks - 1) shareRefcounts();  // Note [Refcount mode]
      while (static_cast<int64_t>(workers_.size()) < tasks - 1) workers_.emplace_back([this] { workerLoop(); });
      job_ = Job{begin, end, (end - begin + tasks - 1) / tasks, tasks, fn, ctx};
      next_task_ = 1;
      pending_ = tasks - 1;
      error_ = nullptr;
      error_task_ = tasks;
      ++generation_;
    }
    work_cv_.notify_all();
    runTask(0);
    std::unique_lock<std::mutex> lock(mu_);
    // The caller helps with tasks no worker has claimed yet.
    while (next_task_ < job_.tasks) {
      int64_t t = next_task_++;
      lock.unlock();
      runTask(t);
      lock.lock();
      --pending_;
    }
    done_cv_.wait(lock, [this] { return pending_ == 0; });
    if (error_) std::rethrow_exception(error_);
    return true;
  }

 private:
  struct Job {
    int64_t begin = 0, end = 0, chunk = 0, tasks = 0;
    void (*fn)(void*, int64_t, int64_t) = nullptr;
    void* ctx = nullptr;
  };

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
  }

  void workerLoop() {
    uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(mu_);
    while (true) {
      work_cv_.wait(lock, [&] { return stopping_ || generation_ != seen; });
      if (stopping_) return;
      seen = generation_;
      while (next_task_ < job_.tasks) {
        int64_t t = next_task_++;
        lock.unlock();
        runTask(t);
        lock.lock();
        if (--pending_ == 0) done_cv_.notify_one();
      }
    }
  }

  std::mutex run_mu_;  // held for a whole parallel region
  std::mutex mu_;      // guards everything below
  std::condition_variable work_cv_, done_cv_;
  std::vector<std::thread> workers_;
  Job job_;
  uint64_t generation_ = 0;
  int64_t next_task_ = 0, pending_ = 0;
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
  const int initial = defaultThreads();
  if (threadCount().compare_exchange_strong(expected, initial)) {
    // Note [One thread count]: OpenBLAS counts logical CPUs by default; it
    // gets our count unless its own variable says otherwise, so a GEMM
    // between two of our kernels uses the cores they use and no more.
    if (std::getenv("OPENBLAS_NUM_THREADS") == nullptr && std::getenv("GOTO_NUM_THREADS") == nullptr)
      openblas_set_num_threads(initial);
  }
  return threadCount().load(std::memory_order_relaxed);
}

void prepareBlas() { (void)getNumThreads(); }

void setNumThreads(int n) {
  if (n <= 0) throw Error("Expected positive number of threads");
  threadCount().store(n, std::memory_order_relaxed);
  openblas_set_num_threads(n);
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
