// ===--- codegen.cpp - IR graph to register bytecode ----------------------=== //
#include "compiler/codegen.h"

#include <unordered_map>

#include "compiler/fusion_kernel.h"
#include "compiler/raise_kind.h"
#include "compiler/last_use.h"
#include "compiler/node_kernels.h"
#include "ops/grad_hook.h"
#include "ops/registry.h"
#include "passes/passes.h"
#include "runtime/bytecode_peephole.h"
#include "runtime/function.h"
#include "runtime/value_constant.h"

namespace ts {
namespace {

const Symbol kReturnStmt = Symbol::fromQualString("prim::ReturnStmt");
const Symbol kBreakStmt = Symbol::fromQualString("prim::BreakStmt");
const Symbol kContinueStmt = Symbol::fromQualString("prim::ContinueStmt");
const Symbol kFusionGroup = Symbol::fromQualString("prim::FusionGroup");

class CodeGen {
 public:
  CodeGen(const NodeKernelFactory& factory, bool python_level)
      : factory_(factory), python_level_(python_level), code_(std::make_unique<Code>()) {}

  std::unique_ptr<Code> run(const Graph& g) {
    last_uses_ = computeLastUses(g);
    for (Value* v : g.inputs()) reg(v);
    code_->num_inputs = static_cast<uint32_t>(g.inputs().size());
    ret_reg_ = newReg();
    emitBlock(g.block());
    emit({Opcode::Copy, 0, 0, static_cast<int32_t>(ret_reg_), static_cast<int32_t>(reg(g.outputs()[0]))},
         SourceRange());
    size_t exit = here();
    for (size_t j : return_jumps_) code_->instrs[j].a = static_cast<int32_t>(exit);
    Instr r{Opcode::Return};
    r.b = static_cast<int32_t>(code_->operands.size());
    r.n = 1;
    code_->operands.push_back(ret_reg_);
    emit(r, SourceRange());
    code_->num_registers = next_reg_;
    return std::move(code_);
  }

 private:
  uint32_t newReg() { return next_reg_++; }
  uint32_t reg(const Value* v) {
    auto it = regs_.find(v);
    if (it != regs_.end()) return it->second;
    uint32_t r = newReg();
    regs_[v] = r;
    return r;
  }
  void alias(const Value* v, uint32_t r) { regs_[v] = r; }
  size_t here() const { return code_->instrs.size(); }
  size_t emit(Instr in, const SourceRange& src) {
    code_->instrs.push_back(in);
    code_->sources.push_back(src);
    return code_->instrs.size() - 1;
  }
  void copy(uint32_t dst, uint32_t src, const SourceRange& loc) {
    if (dst != src) emit({Opcode::Copy, 0, 0, static_cast<int32_t>(dst), static_cast<int32_t>(src)}, loc);
  }
  /// Parallel assignment dsts[i] = srcs[i] through temporaries, so swaps
  /// (`a, b = b, a` carried by a loop) are safe.
  void parallelCopy(const std::vector<uint32_t>& dsts, const std::vector<uint32_t>& srcs, const SourceRange& loc) {
    std::vector<uint32_t> temps;
    for (uint32_t s : srcs) {
      uint32_t t = newReg();
      copy(t, s, loc);
      temps.push_back(t);
    }
    for (size_t i = 0; i < dsts.size(); ++i) {
      emit({Opcode::Move, 0, 0, static_cast<int32_t>(dsts[i]), static_cast<int32_t>(temps[i])}, loc);
    }
  }

  void emitBlock(const Block* b) {
    for (const Node* n : *b) emitNode(n);
  }

  void emitCall(Opcode op, int32_t target, const Node* n) {
    // An instruction counts its inputs in 16 bits; a literal of 200,000
    // items is refused here rather than truncated into a corrupt stack.
    if (n->inputs().size() > 0xffff)
      throw CompileError("expression has " + std::to_string(n->inputs().size()) +
                             " operands, more than the 65535 one operation may take",
                         n->sourceRange());
    Instr in{op};
    in.a = target;
    in.b = static_cast<int32_t>(code_->operands.size());
    in.n = static_cast<uint16_t>(n->inputs().size());
    in.c = static_cast<int32_t>(n->outputs().size());
    for (size_t i = 0; i < n->inputs().size(); ++i)
      code_->operands.push_back(reg(n->input(i)) | (last_uses_.isMove(n, i) ? kMoveBit : 0));
    for (Value* v : n->outputs()) code_->operands.push_back(reg(v));
    emit(in, n->sourceRange());
  }

  void emitNode(const Node* n) {
    Symbol k = n->kind();
    const SourceRange& loc = n->sourceRange();
    if (k == prim::Constant) {
      IValue v;
      BoundKernel custom;
      if (!n->hasAttribute(attr::value) || !std::holds_alternative<Ref<OpaqueConstant>>(*n->attribute(attr::value))) {
        v = scalarConstant(n);
      } else if (factory_(n, custom)) {
        Stack s;
        custom.fn(s);
        v = s.back();
      }
      code_->constants.push_back(v);
      emit({Opcode::LoadConst, 0, 0, static_cast<int32_t>(reg(n->output())),
            static_cast<int32_t>(code_->constants.size() - 1)},
           loc);
    } else if (k == prim::If) {
      emitIf(n);
    } else if (k == prim::Loop) {
      emitLoop(n);
    } else if (k == kReturnStmt) {
      copy(ret_reg_, reg(n->input(0)), loc);
      return_jumps_.push_back(emit({Opcode::Jump}, loc));
    } else if (k == kBreakStmt || k == kContinueStmt) {
      emitLoopExit(n, k == kBreakStmt);
    } else if (k == prim::RaiseException) {
      emit({Opcode::Raise, 0, 0, static_cast<int32_t>(reg(n->input(0))), static_cast<int32_t>(n->i(attr::value)),
            isUnclassedRaise(n) ? 1 : 0},
           loc);
    } else if (k == prim::Uninitialized) {
      reg(n->output());
    } else if (k == prim::unchecked_cast) {
      copy(reg(n->output()), reg(n->input(0)), loc);
    } else if (k == prim::CallFunction && n->callee) {
      code_->functions.push_back(const_cast<Function*>(static_cast<const Function*>(n->callee)));
      emitCall(Opcode::CallFunction, static_cast<int32_t>(code_->functions.size() - 1), n);
    } else {
      emitKernelCall(n);
    }
  }

  /// A registry operator's kernel as this function calls it.
  OpKernel operatorKernel(const Operator& op) const {
    if (op.grad) return withAutograd(op, op.kernel, python_level_);
    return op.kernel;
  }

  void emitKernelCall(const Node* n) {
    BoundKernel kernel;
    if (n->op && isObjectListSort(n) && factory_(n, kernel)) {
      // Note [Object sort]: the node kernel calls the class's __lt__.
    } else if (n->op) {
      const Operator* op = static_cast<const Operator*>(n->op);
      kernel.name = op->schema.name + (op->schema.overload.empty() ? "" : "." + op->schema.overload);
      if (op->schema.is_vararg) {
        int64_t count = static_cast<int64_t>(n->inputs().size());
        OpKernel fn = op->kernel;
        kernel.fn = [fn, count](Stack& s) {
          s.push_back(IValue(count));
          fn(s);
        };
      } else {
        kernel.fn = operatorKernel(*op);
      }
    } else if (n->kind() == kFusionGroup) {
      fusionGroupKernel(n, [this](const Operator& op) { return operatorKernel(op); }, kernel);
    } else if (!factory_(n, kernel)) {
      throw Error("internal: no kernel for node " + n->kind().qualString());
    }
    code_->kernels.push_back(std::move(kernel));
    emitCall(Opcode::CallOp, static_cast<int32_t>(code_->kernels.size() - 1), n);
  }

  void emitIf(const Node* n) {
    const SourceRange& loc = n->sourceRange();
    size_t jf = emit({Opcode::JumpIfFalse, 0, 0, static_cast<int32_t>(reg(n->input(0)))}, loc);
    emitBranch(n, n->blocks()[0]);
    size_t jend = emit({Opcode::Jump}, loc);
    code_->instrs[jf].b = static_cast<int32_t>(here());
    emitBranch(n, n->blocks()[1]);
    code_->instrs[jend].a = static_cast<int32_t>(here());
  }

  void emitBranch(const Node* n, const Block* b) {
    emitBlock(b);
    for (size_t i = 0; i < b->outputs().size(); ++i) copy(reg(n->output(i)), reg(b->outputs()[i]), n->sourceRange());
  }

  // Note [Loop lowering]
  //     i = 0; carried = inits; c = init_cond
  //   head:
  //     if !c goto exit; if i >= max goto exit
  //     body; c, carried = body outputs
  //   latch:
  //     i += 1; goto head
  //   exit:                      (loop outputs alias the carried registers)
  // `continue` assigns c and carried from its inputs and jumps to latch;
  // `break` assigns carried and jumps to exit.
  struct LoopInfo {
    std::vector<uint32_t> carried;
    uint32_t cond;
    std::vector<size_t> latch_jumps, exit_jumps;
  };

  void emitLoop(const Node* n) {
    const SourceRange& loc = n->sourceRange();
    const Block* b = n->blocks()[0];
    uint32_t max = reg(n->input(0));
    uint32_t cond = newReg();
    copy(cond, reg(n->input(1)), loc);
    uint32_t counter = reg(b->inputs()[0]);
    code_->constants.push_back(IValue(int64_t{0}));
    emit({Opcode::LoadConst, 0, 0, static_cast<int32_t>(counter), static_cast<int32_t>(code_->constants.size() - 1)},
         loc);
    LoopInfo info;
    info.cond = cond;
    std::vector<uint32_t> inits;
    for (size_t i = 2; i < n->inputs().size(); ++i) inits.push_back(reg(n->input(i)));
    for (size_t i = 1; i < b->inputs().size(); ++i) info.carried.push_back(reg(b->inputs()[i]));
    parallelCopy(info.carried, inits, loc);
    size_t head = here();
    size_t jf = emit({Opcode::JumpIfFalse, 0, 0, static_cast<int32_t>(cond)}, loc);
    size_t jt = emit({Opcode::LoopTest, 0, 0, static_cast<int32_t>(counter), static_cast<int32_t>(max)}, loc);
    loops_.push_back(&info);
    emitBlock(b);
    loops_.pop_back();
    std::vector<uint32_t> dsts{cond}, srcs{reg(b->outputs()[0])};
    for (size_t i = 1; i < b->outputs().size(); ++i) {
      dsts.push_back(info.carried[i - 1]);
      srcs.push_back(reg(b->outputs()[i]));
    }
    parallelCopy(dsts, srcs, loc);
    size_t latch = here();
    emit({Opcode::Increment, 0, 0, static_cast<int32_t>(counter)}, loc);
    emit({Opcode::Jump, 0, 0, static_cast<int32_t>(head)}, loc);
    size_t exit = here();
    code_->instrs[jf].b = static_cast<int32_t>(exit);
    code_->instrs[jt].c = static_cast<int32_t>(exit);
    for (size_t j : info.latch_jumps) code_->instrs[j].a = static_cast<int32_t>(latch);
    for (size_t j : info.exit_jumps) code_->instrs[j].a = static_cast<int32_t>(exit);
    for (size_t i = 0; i < n->outputs().size(); ++i) alias(n->output(i), info.carried[i]);
  }

  void emitLoopExit(const Node* n, bool is_break) {
    LoopInfo& info = *loops_.back();
    std::vector<uint32_t> dsts, srcs;
    size_t first = 0;
    if (!is_break) {
      dsts.push_back(info.cond);
      srcs.push_back(reg(n->input(0)));
      first = 1;
    }
    for (size_t i = first; i < n->inputs().size(); ++i) {
      dsts.push_back(info.carried[i - first]);
      srcs.push_back(reg(n->input(i)));
    }
    parallelCopy(dsts, srcs, n->sourceRange());
    size_t j = emit({Opcode::Jump}, n->sourceRange());
    (is_break ? info.exit_jumps : info.latch_jumps).push_back(j);
  }

  const NodeKernelFactory& factory_;
  LastUses last_uses_;
  bool python_level_;
  std::unique_ptr<Code> code_;
  std::unordered_map<const Value*, uint32_t> regs_;
  uint32_t next_reg_ = 0;
  uint32_t ret_reg_ = 0;
  std::vector<size_t> return_jumps_;
  std::vector<LoopInfo*> loops_;
};

}  // namespace

std::unique_ptr<Code> generateCode(const Graph& g, const NodeKernelFactory& factory, bool python_level) {
  std::unique_ptr<Graph> optimized = cloneGraph(g);
  optimizeGraph(*optimized);
  std::unique_ptr<Code> code = CodeGen(factory, python_level).run(*optimized);
  if (passesEnabled()) peepholeBytecode(*code);
  return code;
}

}  // namespace ts
