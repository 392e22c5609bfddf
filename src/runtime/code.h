// ===--- code.h - compiled bytecode of one function ----------------------=== //
// Register-based bytecode: a frame of IValue slots, instructions that name
// slots directly (no operand stack except around kernel calls).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "frontend/source.h"
#include "runtime/ivalue.h"

namespace ts {

struct Operator;
class Function;

enum class Opcode : uint8_t {
#define TS_OPCODE(name, operands, meaning) name,
#include "runtime/opcodes.def"
#undef TS_OPCODE
};

/// Name of an opcode for disassembly.
const char* opcodeName(Opcode op);

struct Instr {
  Opcode op;
  uint8_t flags = 0;
  uint16_t n = 0;
  int32_t a = 0, b = 0, c = 0;
};
static_assert(sizeof(Instr) == 16, "instructions stay 16 bytes");

/// Set on an input register in Code::operands: the register's value is dead
/// after this read, so it is moved instead of copied.
constexpr uint32_t kMoveBit = 0x80000000u;

/// Where an instruction came from, for tracebacks.
struct InstrSource {
  SourceRange range;
};

/// A kernel bound at compile time: either a registry operator or a
/// node-specific closure (list construction with its element type, ...).
struct BoundKernel {
  std::function<void(Stack&)> fn;
  std::string name;  ///< for disassembly
  /// For prim::GetAttr/SetAttr on an object: the slot (Note [Bytecode peephole]).
  int32_t slot = -1;
};

struct Code {
  std::vector<Instr> instrs;
  std::vector<uint32_t> operands;
  std::vector<IValue> constants;
  std::vector<BoundKernel> kernels;
  std::vector<Function*> functions;
  std::vector<SourceRange> sources;  ///< one per instruction
  uint32_t num_registers = 0;
  uint32_t num_inputs = 0;  ///< inputs arrive in registers [0, num_inputs)

  /// Human-readable listing, one instruction per line.
  std::string disassemble() const;
};

}  // namespace ts
