// ===--- parallel.h - intra-op parallelism: parallelFor and the thread count === //
// Kernels split work above a grain size with parallelFor; the chunking is a
// pure function of (range, grain, thread count), never of timing, so float
// results are reproducible run to run (Note [Deterministic chunks]).
#pragma once

#include <cstdint>
#include <type_traits>

namespace ts {

/// Elements below which a kernel runs on one thread (ATen's GRAIN_SIZE).
constexpr int64_t kGrainSize = 32768;

/// Grain (items per task, at least 1) for a loop whose items each cost about
/// `work` element operations: kernels that split over rows, planes or
/// channels start a second thread when the whole loop does more than
/// kGrainSize elements' work, as an elementwise loop does.
constexpr int64_t grainFor(int64_t work) { return work >= kGrainSize ? 1 : kGrainSize / (work < 1 ? 1 : work); }

/// Threads intra-op kernels use (torch.get_num_threads). The default is the
/// PyTorch 1.13's, half the hardware threads (at least 1), or OMP_NUM_THREADS
/// when that is a positive int.
int getNumThreads();
/// Sets the intra-op thread count (torch.set_num_threads); OpenBLAS keeps
/// its own (Note [One thread count]). Raises RuntimeError for n <= 0.
void setNumThreads(int n);
/// OpenBLAS runs its own threads, so a BLAS call inside a parallelFor task
/// would oversubscribe the cores; only products of at most kBlasSerialWork
/// multiply-adds, which OpenBLAS runs on the calling thread, are made
/// inside tasks.
/// m * n * k up to which OpenBLAS's sgemm/dgemm stay on the calling thread
/// (SMP_THRESHOLD_MIN * GEMM_MULTITHREAD_THRESHOLD in its interface/gemm.c).
constexpr int64_t kBlasSerialWork = 65536 * 4;
/// Index of the calling task inside a parallelFor (0 outside one).
int getThreadNum();
/// Whether the caller runs inside a parallelFor task (nested calls run serially).
bool inParallelRegion();

/// Note [Deterministic chunks]: a range of `size` elements runs as
/// min(threads, ceil(size / grain)) tasks of ceil(size / tasks) elements
/// each (the last one shorter), task t covering [begin + t*chunk, ...): the
/// split ATen's OpenMP parallel_for makes, so a two-pass reduction adds
/// partial sums exactly as PyTorch at the same thread count does.
/// Number of tasks parallelFor(begin, end, grain, ...) would run.
int64_t parallelTasks(int64_t begin, int64_t end, int64_t grain);

/// Note [Balanced split]: parallelFor cuts a range into one task per
/// thread, the split ATen makes, which a two-pass reduction needs to add its
/// partial sums as PyTorch does. A kernel whose results do not depend on
/// where the range is cut (every item computed alone: conv output blocks,
/// planes, elementwise runs) can take kTasksPerThread tasks per thread
/// instead, claimed one at a time: a thread that starts late (a worker
/// descheduled on a busy machine) then takes a share of what is left rather
/// than the caller running everything, and a short last block evens out.
constexpr int64_t kTasksPerThread = 4;
/// Number of tasks parallelForBalanced(begin, end, grain, ...) would run.
int64_t balancedTasks(int64_t begin, int64_t end, int64_t grain);

namespace detail {
/// Runs fn(ctx, task_begin, task_end) for every task; exceptions from tasks
/// are rethrown on the caller's thread (the first task's that threw).
void runParallel(int64_t begin, int64_t end, int64_t tasks, void (*fn)(void*, int64_t, int64_t), void* ctx);
}  // namespace detail

/// Calls f(chunk_begin, chunk_end) over [begin, end), split across threads
/// when the range holds at least `grain` elements, more than one thread is
/// set and the caller is not already inside a parallel task. f must only
/// write memory that belongs to its own chunk.
template <typename F>
void parallelFor(int64_t begin, int64_t end, int64_t grain, const F& f) {
  if (begin >= end) return;
  int64_t tasks = parallelTasks(begin, end, grain);
  if (tasks <= 1) {
    f(begin, end);
    return;
  }
  auto call = [](void* ctx, int64_t b, int64_t e) { (*static_cast<const F*>(ctx))(b, e); };
  detail::runParallel(begin, end, tasks, call, const_cast<void*>(static_cast<const void*>(&f)));
}

/// parallelFor for kernels whose results do not depend on the split (Note
/// [Balanced split]); getThreadNum() inside is a task index that can exceed
/// the thread count, so f must not use it to pick per-thread storage.
template <typename F>
void parallelForBalanced(int64_t begin, int64_t end, int64_t grain, const F& f) {
  if (begin >= end) return;
  int64_t tasks = balancedTasks(begin, end, grain);
  if (tasks <= 1) {
    f(begin, end);
    return;
  }
  auto call = [](void* ctx, int64_t b, int64_t e) { (*static_cast<const F*>(ctx))(b, e); };
  detail::runParallel(begin, end, tasks, call, const_cast<void*>(static_cast<const void*>(&f)));
}

}  // namespace ts
