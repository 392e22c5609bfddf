// ===--- generator.cpp - generators as fibers (ucontext) ------------------=== //
// Note [Generator fibers]: each generator body runs on its own stack; `yield`
// swaps back to the consumer, next()/send() swap in again. Exceptions never
// cross a stack switch: the fiber catches them and the consumer rethrows.
// A generator dropped while suspended is closed (GeneratorExit unwinds its
// stack), as CPython does.
#include <ucontext.h>

#include <cstdlib>
#include <exception>
#include <utility>

#include "python/builtins.h"
#include "python/eval.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#define TS_ASAN_FIBERS 1
#endif

namespace ts::py {

/// Fiber stack size: deep enough for ordinary recursion inside a generator;
/// the depth guard raises RecursionError before the stack is exhausted.
constexpr size_t kGenStackSize = 2 * 1024 * 1024;  // virtual; pages are committed on use
/// Stack kept free below the recursion check's limit.
constexpr size_t kGenStackMargin = 96 * 1024;

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
    std::free(stack);
  }

  enum State { Created, Suspended, Running, Done } state = Created;
  Interp* in;
  Ref<PyFunction> fn;
  std::vector<IValue> slots;
  Frame frame;
  ucontext_t caller{}, ctx{};
  char* stack = nullptr;
  IValue transfer;
  std::exception_ptr error;
  bool closing = false;
  /// An exception gen.throw() raises at the suspended yield (None: none).
  IValue pending;
  /// The body's `return` value: StopIteration's value, `yield from`'s result.
  IValue returned;
  /// Interp::handling of the suspended body.
  std::vector<IValue> handling;
  int saved_depth = 0;
#ifdef TS_ASAN_FIBERS
  void* fake_stack = nullptr;
  const void* caller_bottom = nullptr;
  size_t caller_size = 0;
#endif

  static void entry(unsigned lo, unsigned hi) {
    auto* g = reinterpret_cast<Generator*>((static_cast<uintptr_t>(hi) << 32) | lo);
#ifdef TS_ASAN_FIBERS
    __sanitizer_finish_switch_fiber(nullptr, &g->caller_bottom, &g->caller_size);
#endif
    g->body();
    g->state = Done;
#ifdef TS_ASAN_FIBERS
    __sanitizer_start_switch_fiber(nullptr, g->caller_bottom, g->caller_size);
#endif
    setcontext(&g->caller);
  }

  void body() {
    try {
      const FuncCode& c = *fn->code;
      for (const auto& s : c.body)
        if (s->exec(*in, frame) == Flow::Return) {
          returned = std::move(frame.retval);
          break;
        }
    } catch (PyErr& e) {
      if (!closing) {
        addTraceback(*in, e, frame, fn->code->name);
        error = std::current_exception();
      }
    } catch (...) {
      if (!closing) error = std::current_exception();
    }
  }

  void switchIn() {
#ifdef TS_ASAN_FIBERS
    __sanitizer_start_switch_fiber(&fake_stack, stack, kGenStackSize);
#endif
    swapcontext(&caller, &ctx);
#ifdef TS_ASAN_FIBERS
    __sanitizer_finish_switch_fiber(fake_stack, nullptr, nullptr);
#endif
  }

  /// Resumes the body with `sent`; false when it finished.
  bool resume(const IValue& sent, IValue& out) {
    if (state == Done) return false;
    if (state == Running) in->raise(in->e.ValueError, "generator already executing");
    if (state == Created) {
      if (!sent.isNone() && !closing) in->raise(in->e.TypeError, "can't send non-None value to a just-started generator");
      stack = static_cast<char*>(std::malloc(kGenStackSize));
      getcontext(&ctx);
      ctx.uc_stack.ss_sp = stack;
      ctx.uc_stack.ss_size = kGenStackSize;
      ctx.uc_link = nullptr;
      auto p = reinterpret_cast<uintptr_t>(this);
      makecontext(&ctx, reinterpret_cast<void (*)()>(&Generator::entry), 2, static_cast<unsigned>(p & 0xffffffffu),
                  static_cast<unsigned>(p >> 32));
    }
    transfer = sent;
    state = Running;
    char* saved_limit = in->stack_limit;
    // The body's exceptions being handled (a yield inside an except block)
    // are its own: swapped in and out with the stack.
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
    swapcontext(&ctx, &caller);
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
};

IValue makeGenerator(Interp& in, PyFunction& fn, std::vector<IValue> slots) {
  return box(new Generator(in, fn, std::move(slots)));
}

IValue generatorYield(Interp& in, Frame& f, IValue value) {
  if (!f.gen) in.raise(in.e.SyntaxError, "'yield' outside function");
  return f.gen->yield(std::move(value));
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
  self(in, a)->close();
  return IValue();
}

IValue genIter(Interp& in, Args& a, PyObject*) {
  self(in, a);
  return a[0];
}

}  // namespace

void initGeneratorType(Interp& in) {
  in.addMethod(in.t.generator, "__next__", genNext);
  in.addMethod(in.t.generator, "send", genSend);
  in.addMethod(in.t.generator, "close", genClose);
  in.addMethod(in.t.generator, "throw", genThrow);
  in.addMethod(in.t.generator, "__iter__", genIter);
}

}  // namespace ts::py
