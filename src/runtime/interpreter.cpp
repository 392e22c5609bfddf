// ===--- interpreter.cpp - the bytecode dispatch loop ---------------------=== //
#include "runtime/interpreter.h"

#include <algorithm>
#include <cstring>
#include <initializer_list>

#include "runtime/fuzz_fuel.h"
#include "runtime/with_exits.h"
#include "support/linalg_error.h"
#include "tensor/grad_mode.h"

namespace ts {
namespace {

inline IValue takeInput(std::vector<IValue>& regs, uint32_t operand) {
  if (operand & kMoveBit) return std::move(regs[operand & ~kMoveBit]);
  return regs[operand];
}

/// Python's `//` and `%` for a divisor other than 0 and -1.
inline int64_t floorDiv(int64_t x, int64_t y) {
  int64_t q = x / y;
  return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
}
inline int64_t floorMod(int64_t x, int64_t y) {
  int64_t r = x % y;
  return (r != 0 && ((r < 0) != (y < 0))) ? r + y : r;
}

/// Runs kernel `k` on copies of the registers `in` (the slow path of a
/// container opcode: it raises the operator's own error) into r[dst], if any.
void runKernelOn(const Code& code, uint16_t k, Stack& scratch, std::vector<IValue>& regs,
                 std::initializer_list<int32_t> in, int32_t dst) {
  for (int32_t r : in) scratch.push_back(regs[r]);
  code.kernels[k].fn(scratch);
  if (dst >= 0) regs[dst] = std::move(scratch.back());
  scratch.clear();
}

/// Clears the registers a container opcode moved (Note [Container opcodes]).
inline void dropMoved(std::vector<IValue>& regs, const Instr& in) {
  if (!in.flags) return;
  if (in.flags & 1) regs[in.a] = IValue();
  if (in.flags & 2) regs[in.b] = IValue();
  if (in.flags & 4) regs[in.c] = IValue();
}

/// The list opcodes.
inline void runListOp(const Code& code, const Instr& in, Stack& scratch, std::vector<IValue>& regs) {
  switch (in.op) {
    case Opcode::ListLen: {
      int64_t n = static_cast<int64_t>(regs[in.b].toList()->items.size());
      dropMoved(regs, in);
      regs[in.a] = n;
      return;
    }
    case Opcode::ListGet: {
      const std::vector<IValue>& items = regs[in.b].toList()->items;
      int64_t i = regs[in.c].toInt(), n = static_cast<int64_t>(items.size());
      if (i < 0) i += n;
      if (i < 0 || i >= n) {
        runKernelOn(code, in.n, scratch, regs, {in.b, in.c}, in.a);
        return;
      }
      IValue v = items[static_cast<size_t>(i)];
      dropMoved(regs, in);
      regs[in.a] = std::move(v);
      return;
    }
    case Opcode::ListAppend: {
      IValue& list = regs[in.a];
      IValue& out = regs[in.c];
      list.toList()->items.push_back((in.flags & 2) ? std::move(regs[in.b]) : regs[in.b]);
      // The result is the list itself, usually already in r[c] from the
      // previous iteration: then there is nothing to write.
      if (&out != &list && !(out.isList() && out.toList() == list.toList())) out = list;
      if (in.flags & 1) list = IValue();
      return;
    }
    default: return;
  }
}

/// The dict opcodes.
inline void runDictOp(const Code& code, const Instr& in, Stack& scratch, std::vector<IValue>& regs) {
  switch (in.op) {
    case Opcode::DictLen: {
      int64_t n = static_cast<int64_t>(regs[in.b].toDict()->size());
      dropMoved(regs, in);
      regs[in.a] = n;
      return;
    }
    case Opcode::DictContains: {
      bool found = regs[in.b].toDict()->find(regs[in.c]) >= 0;
      dropMoved(regs, in);
      regs[in.a] = found;
      return;
    }
    case Opcode::DictGet: {
      DictObj* dict = regs[in.b].toDict();
      int64_t e = dict->find(regs[in.c]);
      if (e < 0) {
        runKernelOn(code, in.n, scratch, regs, {in.b, in.c}, in.a);
        return;
      }
      IValue v = dict->entries[static_cast<size_t>(e)].second;
      dropMoved(regs, in);
      regs[in.a] = std::move(v);
      return;
    }
    case Opcode::DictSet: {
      regs[in.a].toDict()->insert(regs[in.b], (in.flags & 4) ? std::move(regs[in.c]) : regs[in.c]);
      dropMoved(regs, in);
      return;
    }
    default: return;
  }
}

// Note [Interpreter frames]
// Registers live in one std::vector per call. Inputs arrive in registers
// [0, num_inputs). Kernels use a per-call scratch stack so a nested call
// never disturbs the caller's operands. Both vectors come from a per-thread
// pool, so a call allocates nothing once the pool is warm (function calls
// are a benchmarked hot path).
struct FramePool {
  std::vector<std::vector<IValue>> free;
  std::vector<IValue> acquire(size_t n) {
    if (free.empty()) return std::vector<IValue>(n);
    std::vector<IValue> v = std::move(free.back());
    free.pop_back();
    v.resize(n);
    return v;
  }
  void release(std::vector<IValue>&& v) {
    v.clear();
    if (free.size() < 64) free.push_back(std::move(v));
  }
};

FramePool& framePool() {
  thread_local FramePool pool;
  return pool;
}

/// Returns a frame's vectors to the pool however the call ends.
struct FrameGuard {
  std::vector<IValue>& regs;
  Stack& scratch;
  ~FrameGuard() {
    framePool().release(std::move(regs));
    framePool().release(std::move(scratch));
  }
};

void run(const Function& fn, const Code& code, Stack& stack) {
  std::vector<IValue> regs = framePool().acquire(code.num_registers);
  Stack scratch = framePool().acquire(0);
  FrameGuard guard{regs, scratch};
  size_t base = stack.size() - code.num_inputs;
  for (uint32_t i = 0; i < code.num_inputs; ++i) regs[i] = std::move(stack[base + i]);
  stack.resize(base);

  const Instr* instrs = code.instrs.data();
  const uint32_t* ops = code.operands.data();
  size_t pc = 0;
  // An exception leaves a `with torch.no_grad():` body without running its
  // exit: each frame it unwinds through restores the mode the call began in.
  const bool grad_mode_at_entry = isGradEnabled();
  try {
    TS_BURN_FUZZ_FUEL();  // Note [Fuzz fuel]
    while (true) {
      const Instr& in = instrs[pc];
      switch (in.op) {
        case Opcode::LoadConst: regs[in.a] = code.constants[in.b]; ++pc; break;
        case Opcode::Move: regs[in.a] = std::move(regs[in.b]); ++pc; break;
        case Opcode::Copy: regs[in.a] = regs[in.b]; ++pc; break;
        case Opcode::CallOp: {
          const uint32_t* o = ops + in.b;
          for (uint16_t i = 0; i < in.n; ++i) scratch.push_back(takeInput(regs, o[i]));
          code.kernels[in.a].fn(scratch);
          for (int32_t i = in.c - 1; i >= 0; --i) {
            regs[o[in.n + i]] = std::move(scratch.back());
            scratch.pop_back();
          }
          scratch.clear();
          ++pc;
          break;
        }
        case Opcode::CallFunction: {
          const uint32_t* o = ops + in.b;
          for (uint16_t i = 0; i < in.n; ++i) scratch.push_back(takeInput(regs, o[i]));
          runFunction(*code.functions[in.a], scratch);
          for (int32_t i = in.c - 1; i >= 0; --i) {
            regs[o[in.n + i]] = std::move(scratch.back());
            scratch.pop_back();
          }
          scratch.clear();
          ++pc;
          break;
        }
        case Opcode::Jump: TS_BURN_FUZZ_FUEL(); pc = in.a; break;
        case Opcode::JumpIfFalse: pc = regs[in.a].toBool() ? pc + 1 : in.b; break;
        case Opcode::JumpIfTrue: pc = regs[in.a].toBool() ? in.b : pc + 1; break;
        case Opcode::LoopTest: pc = regs[in.a].toInt() >= regs[in.b].toInt() ? in.c : pc + 1; break;
        case Opcode::Increment: regs[in.a] = regs[in.a].toInt() + 1; ++pc; break;
#define TS_INT_BINOP(name, expr)                                                   \
  case Opcode::name: {                                                             \
    uint64_t x = static_cast<uint64_t>(regs[in.b].toInt());                        \
    uint64_t y = static_cast<uint64_t>(regs[in.c].toInt());                        \
    regs[in.a] = static_cast<int64_t>(expr);                                       \
    ++pc;                                                                          \
    break;                                                                         \
  }                                                                                \
  case Opcode::name##K: {                                                          \
    uint64_t x = static_cast<uint64_t>(regs[in.b].toInt());                        \
    uint64_t y = static_cast<uint64_t>(code.constants[in.c].toInt());              \
    regs[in.a] = static_cast<int64_t>(expr);                                       \
    ++pc;                                                                          \
    break;                                                                         \
  }
        TS_INT_BINOP(AddInt, x + y)
        TS_INT_BINOP(SubInt, x - y)
        TS_INT_BINOP(MulInt, x * y)
#undef TS_INT_BINOP
#define TS_CMP(name, get, cmp)                                          \
  case Opcode::name:                                                    \
    regs[in.a] = regs[in.b].get() cmp regs[in.c].get();                 \
    ++pc;                                                               \
    break;                                                              \
  case Opcode::name##K:                                                 \
    regs[in.a] = regs[in.b].get() cmp code.constants[in.c].get();       \
    ++pc;                                                               \
    break;
        TS_CMP(LtInt, toInt, <)
        TS_CMP(LeInt, toInt, <=)
        TS_CMP(GtInt, toInt, >)
        TS_CMP(GeInt, toInt, >=)
        TS_CMP(EqInt, toInt, ==)
        TS_CMP(NeInt, toInt, !=)
        TS_CMP(LtFloat, toDouble, <)
        TS_CMP(GtFloat, toDouble, >)
#undef TS_CMP
#define TS_FLOAT_BINOP(name, op)                                               \
  case Opcode::name:                                                           \
    regs[in.a] = regs[in.b].toDouble() op regs[in.c].toDouble();               \
    ++pc;                                                                      \
    break;                                                                     \
  case Opcode::name##K:                                                        \
    regs[in.a] = regs[in.b].toDouble() op code.constants[in.c].toDouble();     \
    ++pc;                                                                      \
    break;
        TS_FLOAT_BINOP(AddFloat, +)
        TS_FLOAT_BINOP(SubFloat, -)
        TS_FLOAT_BINOP(MulFloat, *)
        TS_FLOAT_BINOP(DivFloat, /)
#undef TS_FLOAT_BINOP
        case Opcode::AddIntFloat:
          regs[in.a] = static_cast<double>(regs[in.b].toInt()) + regs[in.c].toDouble();
          ++pc;
          break;
        case Opcode::AddIntFloatK:
          regs[in.a] = static_cast<double>(regs[in.b].toInt()) + code.constants[in.c].toDouble();
          ++pc;
          break;
#define TS_MINMAX(name, rhs, pick)                             \
  case Opcode::name:                                           \
    regs[in.a] = std::pick(regs[in.b].toInt(), rhs.toInt());   \
    ++pc;                                                      \
    break;
        TS_MINMAX(MinInt, regs[in.c], min)
        TS_MINMAX(MaxInt, regs[in.c], max)
        TS_MINMAX(MinIntK, code.constants[in.c], min)
        TS_MINMAX(MaxIntK, code.constants[in.c], max)
#undef TS_MINMAX
        case Opcode::ToFloat: {
          const IValue& x = regs[in.b];
          if (x.isInt()) {
            regs[in.a] = static_cast<double>(x.toInt());
          } else if (x.isDouble()) {
            regs[in.a] = x.toDouble();
          } else {
            scratch.push_back(x);
            code.kernels[in.n].fn(scratch);
            regs[in.a] = std::move(scratch.back());
            scratch.clear();
          }
          ++pc;
          break;
        }
        case Opcode::GetSlot: {
          // Moved like the kernel's operand, so the object dies when it did.
          IValue obj = (in.flags & 1) ? std::move(regs[in.b]) : regs[in.b];
          regs[in.a] = obj.toObject()->slot(in.c);
          ++pc;
          break;
        }
        case Opcode::SetSlot: {
          IValue v = (in.flags & 2) ? std::move(regs[in.b]) : regs[in.b];
          IValue obj = (in.flags & 1) ? std::move(regs[in.a]) : regs[in.a];
          obj.toObject()->slot(in.c) = std::move(v);
          ++pc;
          break;
        }
#define TS_DIVMOD(name, rhs, fast)                                                        \
  case Opcode::name: {                                                                    \
    int64_t x = regs[in.b].toInt(), y = rhs.toInt();                                      \
    if (y == 0 || y == -1) {                                                              \
      scratch.push_back(x);                                                               \
      scratch.push_back(y);                                                               \
      code.kernels[in.n].fn(scratch);                                                     \
      regs[in.a] = std::move(scratch.back());                                             \
      scratch.clear();                                                                    \
    } else {                                                                              \
      regs[in.a] = fast(x, y);                                                            \
    }                                                                                     \
    ++pc;                                                                                 \
    break;                                                                                \
  }
        TS_DIVMOD(FloorDivInt, regs[in.c], floorDiv)
        TS_DIVMOD(FloorDivIntK, code.constants[in.c], floorDiv)
        TS_DIVMOD(ModInt, regs[in.c], floorMod)
        TS_DIVMOD(ModIntK, code.constants[in.c], floorMod)
#undef TS_DIVMOD
        case Opcode::Not: {
          const IValue& x = regs[in.b];
          regs[in.a] = !(x.isBool() ? x.toBool() : x.toInt() != 0);
          ++pc;
          break;
        }
        case Opcode::DeriveIndex: {
          uint64_t i = static_cast<uint64_t>(regs[in.b].toInt());
          uint64_t start = static_cast<uint64_t>(regs[in.c].toInt());
          regs[in.a] = static_cast<int64_t>(start + i * static_cast<uint64_t>(regs[in.n].toInt()));
          ++pc;
          break;
        }
        case Opcode::ListLen:
        case Opcode::ListGet:
        case Opcode::ListAppend:
          runListOp(code, in, scratch, regs);
          ++pc;
          break;
        case Opcode::DictLen:
        case Opcode::DictContains:
        case Opcode::DictGet:
        case Opcode::DictSet:
          runDictOp(code, in, scratch, regs);
          ++pc;
          break;
        case Opcode::Raise: {
          const IValue& msg = regs[in.a];
          ScriptError e(msg.isStr() ? msg.toStr() : std::string(), static_cast<ErrorKind>(in.b), true);
          e.unclassed = in.c != 0;  // Note [Unclassed raise]
          throw e;
        }
        case Opcode::Return: {
          const uint32_t* o = ops + in.b;
          for (uint16_t i = 0; i < in.n; ++i) stack.push_back(takeInput(regs, o[i]));
          return;
        }
      }
    }
  } catch (ScriptError& e) {
    setGradEnabled(grad_mode_at_entry);
    unwindWithExits(&scratch);  // Note [With exits on exceptions]
    if (e.frames.empty() || e.frames.back().function != fn.name)
      e.frames.push_back({fn.name, code.sources[pc], fn.source_extent});
    throw;
  } catch (LocatedError& e) {
    setGradEnabled(grad_mode_at_entry);
    unwindWithExits(&scratch);  // Note [With exits on exceptions]
    ScriptError se(e.message(), e.kind(), false);
    se.frames.push_back({fn.name, e.range, fn.source_extent});
    throw se;
  } catch (Error& e) {
    setGradEnabled(grad_mode_at_entry);
    unwindWithExits(&scratch);  // Note [With exits on exceptions]
    ScriptError se(e.message(), e.kind(), false);
    se.linalg_error = dynamic_cast<LinAlgError*>(&e) != nullptr;
    se.frames.push_back({fn.name, code.sources[pc], fn.source_extent});
    throw se;
  } catch (std::bad_alloc&) {
    setGradEnabled(grad_mode_at_entry);
    unwindWithExits(&scratch);  // Note [With exits on exceptions]
    // An allocation the machine cannot satisfy is a program error, not a
    // crash; PyTorch's interpreter reports it by what(), "std::bad_alloc".
    ScriptError se("std::bad_alloc", ErrorKind::RuntimeError, false);
    se.frames.push_back({fn.name, code.sources[pc], fn.source_extent});
    throw se;
  } catch (std::exception& e) {
    setGradEnabled(grad_mode_at_entry);
    unwindWithExits(&scratch);  // Note [With exits on exceptions]
    ScriptError se(e.what(), ErrorKind::RuntimeError, false);
    se.frames.push_back({fn.name, code.sources[pc], fn.source_extent});
    throw se;
  }
}

}  // namespace

// Note [Call depth]: script code cannot recurse (the compiler rejects it)
// and compile nesting is bounded, but kernels may call back into functions
// (sort keys, futures, loaded code), so the interpreter bounds its own
// nesting too, per thread, at Python's recursion limit (deeper than any
// compiled call chain, Note [Compile depth]) and far below what the C++
// stack can hold.
constexpr int kMaxCallDepth = 1000;

void runFunction(const Function& fn, Stack& stack) {
  TS_CHECK(fn.code != nullptr, "internal: function '" + fn.name + "' has no bytecode");
  thread_local int depth = 0;
  if (depth >= kMaxCallDepth) throw ScriptError("maximum recursion depth exceeded", ErrorKind::RecursionError, false);
  ++depth;
  struct Leave {
    ~Leave() { --depth; }
  } leave;
  run(fn, *fn.code, stack);
}

const char* opcodeName(Opcode op) {
  switch (op) {
#define TS_OPCODE(name, operands, meaning) \
  case Opcode::name: return #name;
#include "runtime/opcodes.def"
#undef TS_OPCODE
  }
  return "?";
}

}  // namespace ts
