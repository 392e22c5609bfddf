// ===--- bytecode_peephole.cpp - Note [Bytecode peephole] -----------------=== //
//
// Note [Bytecode peephole]
// `CallOp aten::add.int(r1, r2) -> (r3)` pushes both operands on the scratch
// stack, calls the kernel through a std::function and pops the result: ~10×
// the work of the addition. The schema says both registers hold ints, so the
// call becomes `AddInt r3, r1, r2`. A `LoadConst rK, c` right before it whose
// register the operator consumes (moved: its last use) and which no jump
// enters between the two folds into `AddIntK r3, r1, c`; a constant on the
// left of a commutative or comparison operator is swapped to the right.
// Typed opcodes compute exactly what the kernels compute (ints wrap, float
// comparisons follow IEEE); `//` and `%` run the kernel itself for the
// divisors 0 and -1, so the error (or the wrap) is the kernel's own.
#include "runtime/bytecode_peephole.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace ts {
namespace {

struct TypedOp {
  Opcode reg_form;
  Opcode const_form;
  std::optional<Opcode> swapped;  ///< the opcode computing `y op x`, if any
  bool keeps_kernel = false;      ///< n = the kernel, for its slow path
};

const std::unordered_map<std::string_view, TypedOp>& typedOps() {
  using O = Opcode;
  static const std::unordered_map<std::string_view, TypedOp> ops = {
      {"aten::add.int", {O::AddInt, O::AddIntK, O::AddInt}},
      {"aten::sub.int", {O::SubInt, O::SubIntK, std::nullopt}},
      {"aten::mul.int", {O::MulInt, O::MulIntK, O::MulInt}},
      {"aten::lt.int", {O::LtInt, O::LtIntK, O::GtInt}},
      {"aten::le.int", {O::LeInt, O::LeIntK, O::GeInt}},
      {"aten::gt.int", {O::GtInt, O::GtIntK, O::LtInt}},
      {"aten::ge.int", {O::GeInt, O::GeIntK, O::LeInt}},
      {"aten::eq.int", {O::EqInt, O::EqIntK, O::EqInt}},
      {"aten::ne.int", {O::NeInt, O::NeIntK, O::NeInt}},
      {"aten::floordiv.int", {O::FloorDivInt, O::FloorDivIntK, std::nullopt, true}},
      {"aten::remainder.int", {O::ModInt, O::ModIntK, std::nullopt, true}},
      {"aten::add.float", {O::AddFloat, O::AddFloatK, O::AddFloat}},
      {"aten::sub.float", {O::SubFloat, O::SubFloatK, std::nullopt}},
      {"aten::mul.float", {O::MulFloat, O::MulFloatK, O::MulFloat}},
      {"aten::div.float", {O::DivFloat, O::DivFloatK, std::nullopt}},
      {"aten::add.int_float", {O::AddIntFloat, O::AddIntFloatK, std::nullopt}},
      {"prim::min.int", {O::MinInt, O::MinIntK, O::MinInt}},
      {"prim::max.int", {O::MaxInt, O::MaxIntK, O::MaxInt}},
      {"aten::lt.float", {O::LtFloat, O::LtFloatK, O::GtFloat}},
      {"aten::gt.float", {O::GtFloat, O::GtFloatK, O::LtFloat}},
  };
  return ops;
}

Opcode constForm(Opcode reg_form) {
  for (const auto& [name, t] : typedOps())
    if (t.reg_form == reg_form) return t.const_form;
  return reg_form;
}

uint32_t reg(uint32_t operand) { return operand & ~kMoveBit; }

// Note [Container opcodes]
// A list or dict operator through CallOp copies the container into the
// scratch stack (two atomic count changes), calls a std::function and pops
// the result: several times the work of `items[i]` itself. The hot ones get
// opcodes that read the registers in place. Moved operands (last uses) are
// cleared afterwards, so values die where they did; whenever the operation
// would raise, the interpreter runs the operator's kernel instead, which
// raises its own error.
struct ContainerOp {
  Opcode op;
  uint16_t inputs, outputs;
  bool keeps_kernel = false;
};

const std::unordered_map<std::string, ContainerOp>& containerOps() {
  using O = Opcode;
  static const std::unordered_map<std::string, ContainerOp> ops = [] {
    std::unordered_map<std::string, ContainerOp> m = {
        {"aten::len.t", {O::ListLen, 1, 1}},
        {"aten::len.any", {O::ListLen, 1, 1}},
        {"aten::__getitem__.t", {O::ListGet, 2, 1, true}},
        {"aten::select.t", {O::ListGet, 2, 1, true}},
        {"aten::append.t", {O::ListAppend, 2, 1}},
        {"prim::DeriveIndex", {O::DeriveIndex, 3, 1}},
        {"aten::__not__", {O::Not, 1, 1}},
    };
    // One schema per key type; the opcodes work for any key (DictObj hashes all).
    for (std::string k : {"str", "int", "bool", "float", "complex", "Tensor"}) {
      m["aten::len.Dict_" + k] = {O::DictLen, 1, 1};
      m["aten::__contains__." + k] = {O::DictContains, 2, 1};
      m["aten::__getitem__.Dict_" + k] = {O::DictGet, 2, 1, true};
      m["aten::_set_item." + k] = {O::DictSet, 3, 0};
    }
    return m;
  }();
  return ops;
}

/// Rewrites a CallOp of a container operator into its opcode.
bool containerCall(const Code& code, Instr& in) {
  auto it = containerOps().find(code.kernels[in.a].name);
  if (it == containerOps().end()) return false;
  const ContainerOp& c = it->second;
  if (in.n != c.inputs || in.c != c.outputs || code.kernels.size() > 0xffff) return false;
  const uint32_t* o = code.operands.data() + in.b;
  Instr typed{c.op};
  int32_t* fields[] = {&typed.a, &typed.b, &typed.c};
  // Operators with a result write it to `a`; the inputs follow in b, c.
  // ListAppend's result (the list itself) goes to c.
  size_t first = (c.outputs == 1 && c.op != Opcode::ListAppend) ? 1 : 0;
  if (c.op == Opcode::DeriveIndex) {
    if (reg(o[2]) > 0xffff) return false;
    typed.n = static_cast<uint16_t>(reg(o[2]));
  }
  for (size_t i = 0; i < c.inputs && first + i < 3; ++i) {
    *fields[first + i] = static_cast<int32_t>(reg(o[i]));
    if (o[i] & kMoveBit) typed.flags |= static_cast<uint8_t>(1u << (first + i));
  }
  if (c.outputs == 1) *fields[c.op == Opcode::ListAppend ? 2 : 0] = static_cast<int32_t>(reg(o[c.inputs]));
  if (c.keeps_kernel) typed.n = static_cast<uint16_t>(in.a);
  in = typed;
  return true;
}

/// prim::GetAttr / prim::SetAttr on an object slot, and float() of a
/// Scalar, as their opcodes; false if `in` is neither.
bool typeSpecialCall(const Code& code, Instr& in) {
  if (containerCall(code, in)) return true;
  const BoundKernel& k = code.kernels[in.a];
  const uint32_t* o = code.operands.data() + in.b;
  Instr typed;
  if (k.slot >= 0 && k.name == "prim::GetAttr" && in.n == 1 && in.c == 1) {
    typed = {Opcode::GetSlot, static_cast<uint8_t>((o[0] & kMoveBit) ? 1 : 0)};
    typed.a = static_cast<int32_t>(reg(o[1]));
    typed.b = static_cast<int32_t>(reg(o[0]));
  } else if (k.slot >= 0 && k.name == "prim::SetAttr" && in.n == 2 && in.c == 0) {
    typed = {Opcode::SetSlot, static_cast<uint8_t>(((o[0] & kMoveBit) ? 1 : 0) | ((o[1] & kMoveBit) ? 2 : 0))};
    typed.a = static_cast<int32_t>(reg(o[0]));
    typed.b = static_cast<int32_t>(reg(o[1]));
  } else if ((k.name == "aten::Float.Scalar" || k.name == "aten::Float.int") && in.n == 1 && in.c == 1 &&
             code.kernels.size() <= 0xffff) {
    typed = {Opcode::ToFloat};
    typed.a = static_cast<int32_t>(reg(o[1]));
    typed.b = static_cast<int32_t>(reg(o[0]));
    typed.n = static_cast<uint16_t>(in.a);
    in = typed;
    return true;
  } else {
    return false;
  }
  typed.c = k.slot;
  in = typed;
  return true;
}

/// Rewrites one CallOp into its typed opcode if it is a known scalar
/// operator; `swapped` receives the opcode reading the operands reversed.
void typeCall(const Code& code, Instr& in, std::optional<Opcode>& swapped) {
  if (in.op != Opcode::CallOp || typeSpecialCall(code, in) || in.n != 2 || in.c != 1) return;
  auto it = typedOps().find(code.kernels[in.a].name);
  if (it == typedOps().end() || code.kernels.size() > 0xffff) return;
  const uint32_t* o = code.operands.data() + in.b;
  Instr typed{it->second.reg_form};
  typed.a = static_cast<int32_t>(reg(o[2]));
  typed.b = static_cast<int32_t>(reg(o[0]));
  typed.c = static_cast<int32_t>(reg(o[1]));
  if (it->second.keeps_kernel) typed.n = static_cast<uint16_t>(in.a);
  swapped = it->second.swapped;
  in = typed;
}

std::vector<bool> jumpTargets(const Code& code) {
  std::vector<bool> target(code.instrs.size() + 1, false);
  for (const Instr& in : code.instrs) {
    if (in.op == Opcode::Jump) target[in.a] = true;
    if (in.op == Opcode::JumpIfFalse || in.op == Opcode::JumpIfTrue) target[in.b] = true;
    if (in.op == Opcode::LoopTest) target[in.c] = true;
  }
  return target;
}

/// Folds `LoadConst r, c` into the typed opcode right after it; true if
/// folded (the load is then dropped).
bool foldConstant(const Instr& load, Instr& op, const std::optional<Opcode>& swapped) {
  if (load.op != Opcode::LoadConst || op.b == op.c) return false;
  Opcode k = constForm(op.op);
  if (k == op.op || op.a == load.a) return false;
  if (op.c == load.a) {
    op.op = k;
  } else if (op.b == load.a && swapped) {
    op.op = constForm(*swapped);
    op.b = op.c;
  } else {
    return false;
  }
  op.c = load.b;
  return true;
}

}  // namespace

/// Drops the marked instructions and renumbers jump targets (a dropped
/// target becomes the next instruction kept).
void compact(Code& code, const std::vector<bool>& drop) {
  const size_t count = code.instrs.size();
  std::vector<int32_t> new_index(count + 1);
  int32_t next = 0;
  for (size_t i = 0; i <= count; ++i) {
    new_index[i] = next;
    if (i < count && !drop[i]) ++next;
  }
  std::vector<Instr> instrs;
  std::vector<SourceRange> sources;
  for (size_t i = 0; i < count; ++i) {
    if (drop[i]) continue;
    Instr in = code.instrs[i];
    if (in.op == Opcode::Jump) in.a = new_index[in.a];
    if (in.op == Opcode::JumpIfFalse || in.op == Opcode::JumpIfTrue) in.b = new_index[in.b];
    if (in.op == Opcode::LoopTest) in.c = new_index[in.c];
    instrs.push_back(in);
    sources.push_back(code.sources[i]);
  }
  code.instrs = std::move(instrs);
  code.sources = std::move(sources);
}

// Note [Copy forwarding]
// The loop lowering (Note [Loop lowering]) assigns the loop condition and
// the carried values through temporaries, `Copy t, y; ...; Move z, t`, and
// the condition of a `for` loop is the constant True, tested at every
// iteration: three dispatches per iteration that do nothing. Two rewrites,
// each on facts that hold for the whole function:
//  - a temporary named by nothing but one `Copy t, y` and one `Move z, t`
//    after it in the same straight-line run of copies, with y unchanged in
//    between, becomes `Copy z, y` (t was None after the Move and stays so);
//  - a register written only by loads of True and copies of such registers
//    (never moved from, never an input) is always true: a `JumpIfFalse` on
//    it never jumps and goes, and copies into a register nothing reads go.
// And `Not t, x; JumpIfFalse t` is `JumpIfTrue x` when t is named nowhere else.
// "Named by" counts every register field of every instruction, reads and
// writes alike (registerFields), so no use is missed.

bool isCopyLike(Opcode op) { return op == Opcode::Copy || op == Opcode::Move || op == Opcode::LoadConst; }

/// Which of the fields a, b, c, n (bits 1, 2, 4, 8) of an opcode name
/// registers, read off its operand description in opcodes.def (a role other
/// than const, target, kernel, kind or slot is a register). CallOp,
/// CallFunction and Return name theirs in Code::operands.
uint8_t registerFields(Opcode op) {
  static const std::vector<uint8_t> masks = [] {
    std::vector<uint8_t> m;
    for (std::string_view spec : {
#define TS_OPCODE(name, operands, meaning) std::string_view(operands),
#include "runtime/opcodes.def"
#undef TS_OPCODE
         }) {
      uint8_t mask = 0;
      for (size_t at = 0; at < spec.size();) {
        size_t end = std::min(spec.find(' ', at), spec.size());
        std::string_view field = spec.substr(at, end - at);
        std::string_view role = field.size() > 2 ? field.substr(2) : "";
        bool is_reg = role != "const" && role != "target" && role != "kernel" && role != "kind" && role != "slot" &&
                      role != "ops" && role != "inputs" && role != "outputs" && role != "count" &&
                      role != "function" && role != "op";
        size_t bit = std::string_view("abcn").find(field[0]);
        if (is_reg && bit != std::string_view::npos) mask |= static_cast<uint8_t>(1u << bit);
        at = end + 1;
      }
      m.push_back(mask);
    }
    return m;
  }();
  return masks[static_cast<size_t>(op)];
}

/// How many times the kept instructions name each register.
std::vector<uint32_t> mentions(const Code& code, const std::vector<bool>& drop) {
  std::vector<uint32_t> n(code.num_registers, 0);
  auto name = [&](int64_t r) {
    if (r >= 0 && static_cast<uint64_t>(r) < n.size()) ++n[static_cast<size_t>(r)];
  };
  for (size_t i = 0; i < code.instrs.size(); ++i) {
    if (drop[i]) continue;
    const Instr& in = code.instrs[i];
    if (in.op == Opcode::CallOp || in.op == Opcode::CallFunction || in.op == Opcode::Return) {
      size_t count = in.n + (in.op == Opcode::Return ? 0 : static_cast<size_t>(std::max(in.c, 0)));
      for (size_t k = 0; k < count && in.b + k < code.operands.size(); ++k) name(reg(code.operands[in.b + k]));
      continue;
    }
    uint8_t fields = registerFields(in.op);
    if (fields & 1) name(in.a);
    if (fields & 2) name(in.b);
    if (fields & 4) name(in.c);
    if (fields & 8) name(in.n);
  }
  return n;
}

void forwardCopies(Code& code, const std::vector<bool>& target, std::vector<bool>& drop) {
  std::vector<uint32_t> named = mentions(code, drop);
  std::vector<Instr>& ins = code.instrs;
  for (size_t i = 1; i < ins.size(); ++i) {
    if (ins[i].op != Opcode::Move || ins[i].b < 0 || named[static_cast<size_t>(ins[i].b)] != 2) continue;
    int32_t t = ins[i].b;
    for (size_t j = i; j-- > 0;) {
      if (drop[j]) continue;
      if (target[j + 1] || !isCopyLike(ins[j].op)) break;
      if (ins[j].op == Opcode::Copy && ins[j].a == t) {
        int32_t y = ins[j].b;
        bool y_kept = true;  // y neither written nor moved from in between
        for (size_t k = j + 1; k < i; ++k)
          if (!drop[k] && (ins[k].a == y || (ins[k].op == Opcode::Move && ins[k].b == y))) y_kept = false;
        if (y_kept && y != t) {
          ins[i] = Instr{Opcode::Copy, 0, 0, ins[i].a, y};
          drop[j] = true;
        }
        break;
      }
    }
  }
}

/// `Not t, x; JumpIfFalse t` with t named nowhere else is `JumpIfTrue x`.
void fuseNotJumps(Code& code, const std::vector<bool>& target, std::vector<bool>& drop) {
  std::vector<uint32_t> named = mentions(code, drop);
  std::vector<Instr>& ins = code.instrs;
  for (size_t i = 0; i + 1 < ins.size(); ++i) {
    const Instr& neg = ins[i];
    Instr& jump = ins[i + 1];
    if (drop[i] || drop[i + 1] || target[i + 1] || neg.op != Opcode::Not || jump.op != Opcode::JumpIfFalse ||
        jump.a != neg.a || named[static_cast<size_t>(neg.a)] != 2)
      continue;
    jump.op = Opcode::JumpIfTrue;
    jump.a = neg.b;
    drop[i] = true;
  }
}

/// Registers that hold True whenever they are read (see above).
std::vector<bool> alwaysTrue(const Code& code, const std::vector<bool>& drop) {
  const size_t count = code.instrs.size();
  std::vector<bool> cand(code.num_registers, true);
  for (uint32_t r = 0; r < code.num_inputs && r < cand.size(); ++r) cand[r] = false;
  std::vector<bool> written(code.num_registers, false);
  // Any naming other than as a copy's destination or source, or a jump's
  // condition, disqualifies; so does being moved from.
  std::vector<uint32_t> all = mentions(code, drop), allowed(code.num_registers, 0);
  auto ok = [&](int32_t r) { return r >= 0 && static_cast<size_t>(r) < cand.size(); };
  for (size_t i = 0; i < count; ++i) {
    if (drop[i]) continue;
    const Instr& in = code.instrs[i];
    if (in.op == Opcode::LoadConst && ok(in.a)) {
      const IValue& c = code.constants[static_cast<size_t>(in.b)];
      if (!(c.isBool() && c.toBool())) cand[static_cast<size_t>(in.a)] = false;
      ++allowed[static_cast<size_t>(in.a)];
      written[static_cast<size_t>(in.a)] = true;
    } else if (in.op == Opcode::Copy && ok(in.a) && ok(in.b)) {
      ++allowed[static_cast<size_t>(in.a)];
      ++allowed[static_cast<size_t>(in.b)];
      written[static_cast<size_t>(in.a)] = true;
    } else if ((in.op == Opcode::JumpIfFalse || in.op == Opcode::JumpIfTrue) && ok(in.a)) {
      ++allowed[static_cast<size_t>(in.a)];
    }
  }
  for (size_t r = 0; r < cand.size(); ++r)
    if (all[r] != allowed[r] || !written[r]) cand[r] = false;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < count; ++i) {
      const Instr& in = code.instrs[i];
      if (drop[i] || in.op != Opcode::Copy || !ok(in.a) || !cand[static_cast<size_t>(in.a)]) continue;
      if (!cand[static_cast<size_t>(in.b)]) {
        cand[static_cast<size_t>(in.a)] = false;
        changed = true;
      }
    }
  }
  return cand;
}

/// Drops tests of always-true conditions, then copies into registers that
/// nothing else names, until none is left.
void dropTrueTests(Code& code, std::vector<bool>& drop) {
  std::vector<bool> truth = alwaysTrue(code, drop);
  for (size_t i = 0; i < code.instrs.size(); ++i) {
    const Instr& in = code.instrs[i];
    if (!drop[i] && in.op == Opcode::JumpIfFalse && in.a >= 0 && static_cast<size_t>(in.a) < truth.size() &&
        truth[static_cast<size_t>(in.a)])
      drop[i] = true;
  }
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<uint32_t> named = mentions(code, drop);
    std::vector<uint32_t> as_dst(code.num_registers, 0);
    for (size_t i = 0; i < code.instrs.size(); ++i) {
      const Instr& in = code.instrs[i];
      if (drop[i] || in.a < 0 || static_cast<size_t>(in.a) >= as_dst.size()) continue;
      if (in.op == Opcode::Copy || in.op == Opcode::LoadConst) as_dst[static_cast<size_t>(in.a)] += 1;
    }
    for (size_t i = 0; i < code.instrs.size(); ++i) {
      const Instr& in = code.instrs[i];
      if (drop[i] || (in.op != Opcode::Copy && in.op != Opcode::LoadConst)) continue;
      size_t r = static_cast<size_t>(in.a);
      if (r < code.num_inputs || r >= named.size() || named[r] != as_dst[r]) continue;
      drop[i] = true;
      changed = true;
    }
  }
}

void peepholeBytecode(Code& code) {
  const size_t count = code.instrs.size();
  std::vector<Instr> before = code.instrs;
  std::vector<std::optional<Opcode>> swapped(count);
  for (size_t i = 0; i < count; ++i) typeCall(code, code.instrs[i], swapped[i]);
  std::vector<bool> target = jumpTargets(code);
  std::vector<bool> drop(count, false);
  for (size_t i = 0; i + 1 < count; ++i) {
    // The constant register must be consumed here (moved), so no later
    // instruction reads it.
    const Instr& load = code.instrs[i];
    const Instr& orig = before[i + 1];
    if (target[i + 1] || orig.op != Opcode::CallOp || orig.n != 2 || load.op != Opcode::LoadConst) continue;
    const uint32_t* o = code.operands.data() + orig.b;
    uint32_t moved = static_cast<uint32_t>(load.a) | kMoveBit;
    if (o[0] != moved && o[1] != moved) continue;
    if (foldConstant(load, code.instrs[i + 1], swapped[i + 1])) drop[i] = true;
  }
  forwardCopies(code, target, drop);
  fuseNotJumps(code, target, drop);
  dropTrueTests(code, drop);
  compact(code, drop);
  // The jump over an empty `else` branch goes to the next instruction.
  std::vector<bool> no_ops(code.instrs.size(), false);
  bool any = false;
  for (size_t i = 0; i < code.instrs.size(); ++i)
    if (code.instrs[i].op == Opcode::Jump && static_cast<size_t>(code.instrs[i].a) == i + 1) any = no_ops[i] = true;
  if (any) compact(code, no_ops);
}

}  // namespace ts
