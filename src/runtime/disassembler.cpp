// ===--- disassembler.cpp - readable listings of bytecode ----------------=== //
// Code::disassemble, driven by the operand descriptions in opcodes.def so a
// new opcode lists correctly without touching this file. The listing is
// what `torchscript bytecode` prints and what tests/lit/bytecode checks.
#include <functional>  // code.h uses std::function without including it
#include <sstream>

#include "runtime/code.h"
#include "runtime/function.h"
#include "runtime/printing.h"

namespace ts {
namespace {

const char* operandSpec(Opcode op) {
  switch (op) {
#define TS_OPCODE(name, operands, meaning) \
  case Opcode::name: return operands;
#include "runtime/opcodes.def"
#undef TS_OPCODE
  }
  return "";
}

/// Whether the register in field a, b or c of a container opcode is moved
/// (flags 1, 2, 4; Note [Container opcodes]).
bool movedField(const Instr& in, char field) {
  switch (in.op) {
    case Opcode::ListLen:
    case Opcode::ListGet:
    case Opcode::ListAppend:
    case Opcode::DictLen:
    case Opcode::DictContains:
    case Opcode::DictGet:
    case Opcode::DictSet: return field >= 'a' && field <= 'c' && (in.flags & (1 << (field - 'a')));
    default: return false;
  }
}

/// Long constants (tensors, big lists) are cut so a listing stays one line
/// per instruction.
constexpr size_t kMaxConstantWidth = 40;

std::string constantStr(const IValue& v) {
  std::string s = v.isTensor() ? "<Tensor>" : pythonRepr(v);
  for (char& c : s)
    if (c == '\n') c = ' ';
  if (s.size() > kMaxConstantWidth) s = s.substr(0, kMaxConstantWidth - 3) + "...";
  return s;
}

std::string reg(uint32_t operand) {
  std::string r = "r" + std::to_string(operand & ~kMoveBit);
  return (operand & kMoveBit) ? "move(" + r + ")" : r;
}

class Disassembler {
 public:
  explicit Disassembler(const Code& code) : code_(code) {}

  std::string instruction(const Instr& in) {
    std::string spec = operandSpec(in.op);
    if (spec.find("ops") != std::string::npos) return call(in);
    std::istringstream fields(spec);
    std::string field, out, comment;
    while (fields >> field) {
      char which = field[0];
      std::string role = field.size() > 2 ? field.substr(2) : "";
      int64_t v = which == 'a' ? in.a : which == 'b' ? in.b : which == 'c' ? in.c : in.n;
      if (!out.empty()) out += ", ";
      if (role == "const") {
        out += "c" + std::to_string(v);
        if (v >= 0 && size_t(v) < code_.constants.size()) comment = constantStr(code_.constants[v]);
      } else if (role == "slot") {
        out += "slot " + std::to_string(v);
      } else if (role == "kernel") {
        out += size_t(v) < code_.kernels.size() ? code_.kernels[v].name : "?";
      } else if (role == "target") {
        out += "@" + std::to_string(v);
      } else if (role == "kind") {
        out += errorKindName(static_cast<ErrorKind>(v));
      } else {
        out += reg(static_cast<uint32_t>(v) | (movedField(in, which) ? kMoveBit : 0));
      }
    }
    return comment.empty() ? out : out + "  ; " + comment;
  }

 private:
  /// CallOp / CallFunction / Return: `name(r1, move(r2)) -> (r3)`.
  std::string call(const Instr& in) {
    std::string out;
    if (in.op == Opcode::CallOp && size_t(in.a) < code_.kernels.size()) out = code_.kernels[in.a].name;
    if (in.op == Opcode::CallFunction && size_t(in.a) < code_.functions.size() && code_.functions[in.a])
      out = code_.functions[in.a]->qualified_name.empty() ? code_.functions[in.a]->name
                                                          : code_.functions[in.a]->qualified_name;
    out += "(" + operands(in.b, in.n) + ")";
    if (in.op != Opcode::Return) out += " -> (" + operands(in.b + in.n, in.c) + ")";
    return out;
  }
  std::string operands(int64_t first, int64_t count) {
    std::string out;
    for (int64_t i = 0; i < count; ++i) {
      size_t at = size_t(first + i);
      if (i) out += ", ";
      out += at < code_.operands.size() ? reg(code_.operands[at]) : "?";
    }
    return out;
  }
  const Code& code_;
};

}  // namespace

std::string Code::disassemble() const {
  std::string out = "inputs: " + std::to_string(num_inputs) + ", registers: " + std::to_string(num_registers) + "\n";
  Disassembler d(*this);
  for (size_t pc = 0; pc < instrs.size(); ++pc) {
    std::string index = std::to_string(pc), name = opcodeName(instrs[pc].op);
    out += std::string(index.size() < 4 ? 4 - index.size() : 0, ' ') + index + "  " + name +
           std::string(name.size() < 13 ? 13 - name.size() : 1, ' ') + d.instruction(instrs[pc]) + "\n";
  }
  return out;
}

}  // namespace ts
