// ===--- generator.cpp - generators as fibers -----------------------------=== //
// Note [Generator fibers]: each generator body runs on its own stack; `yield`
// swaps back to the consumer, next()/send() swap in again. Exceptions never
// cross a stack switch: the fiber catches them and the consumer rethrows.
// A generator dropped while suspended is closed (GeneratorExit unwinds its
// stack), as CPython does.
#include <sys/mman.h>
#include <ucontext.h>

#include <algorithm>
#include <cstdlib>
#include <exception>
#include <utility>

#include <optional>

#include "python/builtins.h"
#include "python/eval.h"

#include "support/sanitizers.h"

#if defined(TS_ASAN)
#include <sanitizer/asan_interface.h>
#define TS_ASAN_FIBERS 1
#endif

// Note [Fiber switch]: swapcontext saves and restores the signal mask, a
// system call per switch (two per yielded value), which made generators
// 3x slower than CPython's. On x86-64 a switch only needs the callee-saved
// registers, the stack pointer and the FP control words (the SysV ABI's
// preserved state): tsPyFiberSwitch pushes them, stores the stack pointer
// in *save and pops the other side's. A new fiber's stack is laid out as if
// it had switched out just before tsPyFiberStart, which calls r13(r12), the
// entry function with the generator. The entry never returns: it switches
// back for good. Other targets keep ucontext.
#if defined(__x86_64__) && defined(__linux__)
#define TS_FAST_FIBERS 1
extern "C" void tsPyFiberSwitch(void** save, void* next);
extern "C" void tsPyFiberStart();
asm(R"(
  .text
  .globl tsPyFiberSwitch
  .hidden tsPyFiberSwitch
  .type tsPyFiberSwitch,@function
tsPyFiberSwitch:
  .cfi_startproc
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .cfi_endproc
  .size tsPyFiberSwitch,.-tsPyFiberSwitch

  .globl tsPyFiberStart
  .hidden tsPyFiberStart
  .type tsPyFiberStart,@function
tsPyFiberStart:
  .cfi_startproc
  .cfi_undefined rip
  movq %r12, %rdi
  callq *%r13
  ud2
  .cfi_endproc
  .size tsPyFiberStart,.-tsPyFiberStart
)");
#endif

namespace ts::py {

// Note [Fiber stacks]: a fiber's stack is its own mapping, so only the
// pages the body touches are committed (a 2 MiB malloc was backed by huge
// pages: 1,000 nested `yield from` levels took 2.2 GB of RAM). Its size is
// what the body can still use: the recursion limit caps how many Python
// levels run above the generator's depth, so the stack holds that many
// levels (kGenStackPerLevel each, measured ~2.2 KiB for __repr__ recursion
// in a release build) up to kGenStackMax, plus the margin. A chain of 1,000
// generators so reserves ~1.4 GB of address space instead of 2 GB and
// runs under a 2 GiB address-space limit. The depth guard's stack check
// (stack_limit) still raises RecursionError where a raised limit outgrows
// the stack.
#if defined(TS_ASAN)
constexpr size_t kGenStackPerLevel = 12 * 1024;  // ASan's frames are larger
constexpr size_t kGenStackMax = 8 * 1024 * 1024;
#else
constexpr size_t kGenStackPerLevel = 3 * 1024;
constexpr size_t kGenStackMax = 2 * 1024 * 1024;
#endif
/// Stack kept free below the recursion check's limit.
constexpr size_t kGenStackMargin = 96 * 1024;

/// The stack size for a generator resumed at recursion depth `depth`.
size_t fiberStackSize(int depth, int limit) {
  size_t levels = depth < limit ? static_cast<size_t>(limit - depth) : 1;
  size_t want = std::min(kGenStackMax, levels * kGenStackPerLevel) + kGenStackMargin;
  return (want + 4095) & ~size_t(4095);
}

/// Stacks of finished generators, kept for the next ones: mapping and
/// unmapping a stack per generator (system calls, fresh zeroed pages, TLB
/// shootdowns) made `sum(g(3))` in a loop 150x slower. Most generators start
/// at a shallow depth, so their stacks are all of one size. The cache is
/// trivially destructible, so a generator freed while its thread exits
/// (after the cleanup below ran) still finds it usable.
struct FiberStackCache {
  static constexpr size_t kKept = 8;
  std::pair<char*, size_t> free[kKept];
  size_t count = 0;

  void unmapAll() {
    for (; count > 0; --count) munmap(free[count - 1].first, free[count - 1].second);
  }
};
thread_local FiberStackCache fiber_stacks;
struct FiberStackCleanup {
  ~FiberStackCleanup() { fiber_stacks.unmapAll(); }
};
thread_local FiberStackCleanup fiber_stack_cleanup;

/// A stack mapping of `size` bytes; std::bad_alloc (MemoryError) if none.
char* acquireFiberStack(size_t size) {
  (void)&fiber_stack_cleanup;  // registers the thread's cleanup
  FiberStackCache& c = fiber_stacks;
  for (size_t i = c.count; i-- > 0;)
    if (c.free[i].second == size) {
      char* stack = c.free[i].first;
      c.free[i] = c.free[--c.count];
      return stack;
    }
  void* p = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  madvise(p, size, MADV_NOHUGEPAGE);  // commit 4 KiB pages as touched, not 2 MiB ones
  return static_cast<char*>(p);
}

void releaseFiberStack(char* stack, size_t size) {
  FiberStackCache& c = fiber_stacks;
  if (c.count < FiberStackCache::kKept) c.free[c.count++] = {stack, size};
  else munmap(stack, size);
}

struct Generator : PyIterator {
  Generator(Interp& i, PyFunction& f, std::vector<IValue> s)
      : PyIterator(i.t.generator), in(&i), fn(&f), slots(std::move(s)) {
    frame.slots = slots.data();
    frame.globals = fn->globals.get();
    frame.code = fn->code.get();
    frame.gen = this;
  }
  ~Generator() override {
    if (state == Suspended) close();
    if (stack) releaseFiberStack(stack, stack_size);
  }

  enum State { Created, Suspended, Running, Done } state = Created;
  Interp* in;
  Ref<PyFunction> fn;
  std::vector<IValue> slots;
  Frame frame;
#ifdef TS_FAST_FIBERS
  void* sp = nullptr;         ///< the fiber's saved stack pointer
  void* caller_sp = nullptr;  ///< the consumer's, while the fiber runs
#else
  ucontext_t caller{}, ctx{};
#endif
  char* stack = nullptr;
  size_t stack_size = 0;
  IValue transfer;
  std::vector<IValue> handling;  ///< Interp::handling of the suspended body
  std::exception_ptr error;
  bool closing = false;
  /// An exception gen.throw() raises at the suspended yield (None: none).
  IValue pending;
  /// The body's `return` value: StopIteration's value, `yield from`'s result.
  IValue returned;
  int saved_depth = 0;
#ifdef TS_ASAN_FIBERS
  void* fake_stack = nullptr;
  const void* caller_bottom = nullptr;
  size_t caller_size = 0;
#endif

#ifndef TS_FAST_FIBERS
  static void entry(unsigned lo, unsigned hi) {
    run(reinterpret_cast<Generator*>((static_cast<uintptr_t>(hi) << 32) | lo));
  }
#endif

  [[noreturn]] static void run(Generator* g) {
#ifdef TS_ASAN_FIBERS
    __sanitizer_finish_switch_fiber(nullptr, &g->caller_bottom, &g->caller_size);
#endif
    g->body();
    g->state = Done;
#ifdef TS_ASAN_FIBERS
    __sanitizer_start_switch_fiber(nullptr, g->caller_bottom, g->caller_size);
#endif
#ifdef TS_FAST_FIBERS
    tsPyFiberSwitch(&g->sp, g->caller_sp);
#else
    setcontext(&g->caller);
#endif
    std::abort();  // a finished fiber is never switched to
  }

  /// Prepares the fiber's stack so the first switch enters run(this).
  void makeFiber() {
    stack_size = fiberStackSize(in->depth, in->recursion_limit);
    stack = acquireFiberStack(stack_size);
#ifdef TS_FAST_FIBERS
    auto top = (reinterpret_cast<uintptr_t>(stack) + stack_size) & ~uintptr_t(15);
    auto* w = reinterpret_cast<uint64_t*>(top - 80);  // Note [Fiber switch]: csr r15 r14 r13 r12 rbx rbp ret
    uint32_t mxcsr;
    uint16_t fcw;
    asm volatile("stmxcsr %0\n\tfnstcw %1" : "=m"(mxcsr), "=m"(fcw));
    w[0] = mxcsr | (static_cast<uint64_t>(fcw) << 32);
    w[1] = w[2] = w[5] = w[6] = 0;
    w[3] = reinterpret_cast<uint64_t>(&Generator::run);
    w[4] = reinterpret_cast<uint64_t>(this);
    w[7] = reinterpret_cast<uint64_t>(&tsPyFiberStart);
    sp = w;
#else
    getcontext(&ctx);
    ctx.uc_stack.ss_sp = stack;
    ctx.uc_stack.ss_size = stack_size;
    ctx.uc_link = nullptr;
    auto p = reinterpret_cast<uintptr_t>(this);
    makecontext(&ctx, reinterpret_cast<void (*)()>(&Generator::entry), 2, static_cast<unsigned>(p & 0xffffffffu),
                static_cast<unsigned>(p >> 32));
#endif
  }

  void body() {
    try {
      const FuncCode& c = *fn->code;
      frame.stmt = c.expr_body ? &c.expr_body->range : &c.def_range;  // see runFrame
      if (c.expr_body) returned = c.expr_body->eval(*in, frame);  // `lambda: (yield x)`
      for (const auto& s : bodyOf(*in, c))
        if (s->exec(*in, frame) == Flow::Return) {
          returned = std::move(frame.retval);
          break;
        }
    } catch (PyErr& e) {
      if (!closing) {
        addTraceback(*in, e, frame, fn->code->name);
        error = std::current_exception();
        if (isInstance(*in, e.exc, in->e.StopIteration)) error = stopIterationEscaped(e);
      }
    } catch (...) {
      if (!closing) error = std::current_exception();
    }
  }

  /// PEP 479: StopIteration leaving a generator's body becomes a
  /// RuntimeError caused by it.
  std::exception_ptr stopIterationEscaped(const PyErr& e) {
    IValue err = in->makeException(in->e.RuntimeError, {IValue("generator raised StopIteration")});
    auto* inst = asPyT<PyInstance>(err);
    inst->cause = e.exc;
    inst->context = e.exc;
    inst->suppress_context = true;
    return std::make_exception_ptr(PyErr{err});
  }

  void switchIn() {
#ifdef TS_ASAN_FIBERS
    __sanitizer_start_switch_fiber(&fake_stack, stack, stack_size);
#endif
#ifdef TS_FAST_FIBERS
    tsPyFiberSwitch(&caller_sp, sp);
#else
    swapcontext(&caller, &ctx);
#endif
#ifdef TS_ASAN_FIBERS
    __sanitizer_finish_switch_fiber(fake_stack, nullptr, nullptr);
#endif
  }

  /// Resumes the body with `sent`; false when it finished.
  bool resume(const IValue& sent, IValue& out) {
    if (state == Done) return false;
    if (state == Running) in->raise(in->e.ValueError, "generator already executing");
    // A resumed body is a frame of the Python call depth, as in CPython:
    // `yield from` recursion ends in RecursionError (each level has a
    // fiber stack of its own, so the stack check alone never fires). Not
    // when closing: that may run from a destructor, which must not throw.
    std::optional<RecursionGuard> depth;
    if (!closing) depth.emplace(*in);
    if (state == Created) {
      if (!sent.isNone() && !closing) in->raise(in->e.TypeError, "can't send non-None value to a just-started generator");
      makeFiber();
    }
    transfer = sent;
    state = Running;
    char* saved_limit = in->stack_limit;
    // The body's own handled-exception stack (an `except` clause it is
    // suspended in) replaces the consumer's while it runs.
    std::vector<IValue> saved_handling = std::move(in->handling);
    in->handling = std::move(handling);
    in->stack_limit = stack + kGenStackMargin;
    // Keeps the generator alive while its body runs (the consumer may drop
    // its last reference inside); not when closing from the destructor.
    Ref<Generator> keep(closing ? nullptr : this);
    FramePush push(*in, frame);
    switchIn();
    in->stack_limit = saved_limit;
    handling = std::move(in->handling);
    in->handling = std::move(saved_handling);
    if (error) {
      state = Done;
      std::exception_ptr e = error;
      error = nullptr;
      std::rethrow_exception(e);
    }
    if (state == Done) return false;
    state = Suspended;
    out = std::move(transfer);
    return true;
  }

  bool next(Interp&, IValue& out) override { return resume(IValue(), out); }

  /// Called on the fiber by `yield`.
  IValue yield(IValue v) {
    transfer = std::move(v);
    state = Suspended;
#ifdef TS_ASAN_FIBERS
    __sanitizer_start_switch_fiber(&fake_stack, caller_bottom, caller_size);
#endif
#ifdef TS_FAST_FIBERS
    tsPyFiberSwitch(&sp, caller_sp);
#else
    swapcontext(&ctx, &caller);
#endif
#ifdef TS_ASAN_FIBERS
    __sanitizer_finish_switch_fiber(fake_stack, &caller_bottom, &caller_size);
#endif
    if (closing) throw PyErr{in->makeException(in->e.GeneratorExit, {})};
    if (!pending.isNone()) throw PyErr{std::exchange(pending, IValue())};
    return std::move(transfer);
  }

  /// gen.throw(exc): raises exc where the body is suspended; false when the
  /// body then finished. A generator not yet started (or finished) raises it
  /// at once, as CPython does.
  bool throwInside(IValue exc, IValue& out) {
    if (state != Suspended) {
      if (state == Created) state = Done;
      throw PyErr{std::move(exc)};
    }
    pending = std::move(exc);
    return resume(IValue(), out);
  }

  void close() {
    if (state != Suspended) {
      state = Done;
      return;
    }
    closing = true;
    IValue ignored;
    try {
      resume(IValue(), ignored);
    } catch (...) {
    }
    state = Done;
  }

  /// gen.close() from Python: GeneratorExit raised where the body is
  /// suspended. The body ending with it (or finishing) is a clean close; a
  /// body that yields again is an error, and any other exception propagates.
  void closeExplicitly() {
    if (state != Suspended) {
      state = Done;
      return;
    }
    IValue out;
    try {
      if (!throwInside(in->makeException(in->e.GeneratorExit, {}), out)) return;
    } catch (PyErr& e) {
      if (isInstance(*in, e.exc, in->e.GeneratorExit)) return;
      throw;
    }
    in->raise(in->e.RuntimeError, "generator ignored GeneratorExit");
  }
};

IValue functionCode(Interp& in, const PyFunction& f);  // code_object.cpp

IValue makeGenerator(Interp& in, PyFunction& fn, std::vector<IValue> slots) {
  return box(new Generator(in, fn, std::move(slots)));
}

IValue generatorYield(Interp& in, Frame& f, IValue value) {
  if (!f.gen) in.raise(in.e.SyntaxError, "'yield' outside function");
  return f.gen->yield(std::move(value));
}

IValue takeGeneratorReturn(const IValue& it) {
  auto* g = dynamic_cast<Generator*>(asPy(it));
  return g ? std::exchange(g->returned, IValue()) : IValue();
}

namespace {

/// StopIteration carrying a finished generator's return value (once).
[[noreturn]] void stopIteration(Interp& in, Generator& g) {
  IValue value = std::exchange(g.returned, IValue());
  if (value.isNone()) in.raiseArgs(in.e.StopIteration, {});
  in.raiseArgs(in.e.StopIteration, {std::move(value)});
}

Generator* self(Interp& in, Args& a) {
  auto* g = a.n ? dynamic_cast<Generator*>(asPy(a[0])) : nullptr;
  if (!g) in.raise(in.e.TypeError, "descriptor requires a 'generator' object");
  return g;
}

IValue genNext(Interp& in, Args& a, PyObject*) {
  IValue out;
  if (!self(in, a)->resume(IValue(), out)) stopIteration(in, *self(in, a));
  return out;
}

IValue genSend(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "send", 2, 2);
  IValue out;
  if (!self(in, a)->resume(a[1], out)) stopIteration(in, *self(in, a));
  return out;
}

IValue genThrow(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "throw", 2, 4);
  IValue exc = instantiateException(in, a[1]);
  if (a.n >= 3 && !a[2].isNone() && asPyT<PyType>(a[1])) exc = call(in, a[1], {a[2]});
  IValue out;
  if (!self(in, a)->throwInside(std::move(exc), out)) stopIteration(in, *self(in, a));
  return out;
}

IValue genClose(Interp& in, Args& a, PyObject*) {
  self(in, a)->closeExplicitly();
  return IValue();
}

IValue genIter(Interp& in, Args& a, PyObject*) {
  self(in, a);
  return a[0];
}

}  // namespace

const char* generatorStateName(Interp& in, const IValue& gen) {
  auto* g = dynamic_cast<Generator*>(asPy(gen));
  if (!g) in.raise(in.e.TypeError, "expected a generator");
  switch (g->state) {
    case Generator::Created: return "GEN_CREATED";
    case Generator::Suspended: return "GEN_SUSPENDED";
    case Generator::Running: return "GEN_RUNNING";
    case Generator::Done: break;
  }
  return "GEN_CLOSED";
}

namespace {

/// The `frame` type of a live generator's gi_frame: one per Interp. Frames
/// are not first-class here; the object carries f_code and f_globals, and
/// a finished generator's gi_frame is None (what programs test).
PyType* frameType(Interp& in) {
  static const char key = 0;
  std::shared_ptr<void>& slot = in.extension(&key);
  if (!slot) {
    PyType* t = in.newType("frame", in.t.object, Layout::Instance);
    slot = std::shared_ptr<void>(t, [](void*) {});
  }
  return static_cast<PyType*>(slot.get());
}

IValue liveFrame(Interp& in, Generator& g) {
  auto* fr = new PyInstance(frameType(in));
  IValue out = box(fr);
  fr->dict = in.newDict();
  fr->dict->set(in, in.intern("f_code"), functionCode(in, *g.fn));
  if (g.fn->globals) fr->dict->set(in, in.intern("f_globals"), box(g.fn->globals.get()));
  return out;
}

}  // namespace

bool generatorGetAttr(Interp& in, PyObject* p, std::string_view name, IValue& out) {
  auto* g = dynamic_cast<Generator*>(p);
  if (!g) return false;
  if (name == "gi_running") out = IValue(g->state == Generator::Running);
  else if (name == "gi_code") out = functionCode(in, *g->fn);
  else if (name == "gi_frame") out = g->state == Generator::Done ? IValue() : liveFrame(in, *g);
  else if (name == "__name__") out = IValue(g->fn->name);
  else if (name == "__qualname__") out = IValue(g->fn->qualname);
  else return false;
  return true;
}

void initGeneratorType(Interp& in) {
  in.addMethod(in.t.generator, "__next__", genNext);
  in.addMethod(in.t.generator, "send", genSend);
  in.addMethod(in.t.generator, "close", genClose);
  in.addMethod(in.t.generator, "throw", genThrow);
  in.addMethod(in.t.generator, "__iter__", genIter);
}

}  // namespace ts::py
