// ===--- python_op.h - script code calling back into the Python level -----=== //
// `@torch.jit.ignore` functions run at the Python level when script code
// calls them: the call is a `prim::PythonOp` node (printed `^name[]()(...)`,
// as PyTorch does) whose callable the layer above supplies.
#pragma once

#include <string>
#include <vector>

#include "compiler/emitter.h"
#include "runtime/ivalue.h"

namespace ts {

/// What a prim::PythonOp node runs: pops `num_inputs` values, pushes one result.
struct PythonOpCallable : CapsuleObj {
  std::string className() const override { return "PythonOp"; }
  virtual void call(Stack& stack, size_t num_inputs) const = 0;
};

/// The prim::PythonOp symbol.
Symbol pythonOpSymbol();

/// Emits a call of `fn` (named `name` in printed graphs) on `inputs`,
/// returning a value of type `ret`.
Value* emitPythonOp(Emitter& e, const std::string& name, Ref<PythonOpCallable> fn, const std::vector<Value*>& inputs,
                    TypePtr ret, const SourceRange& loc);

}  // namespace ts
