// ===--- python_op.cpp - script code calling back into the Python level ---=== //
#include "compiler/python_op.h"

#include "compiler/program.h"

namespace ts {

Symbol pythonOpSymbol() {
  static const Symbol s = Symbol::fromQualString("prim::PythonOp");
  return s;
}

Value* emitPythonOp(Emitter& e, const std::string& name, Ref<PythonOpCallable> fn, const std::vector<Value*>& inputs,
                    TypePtr ret, const SourceRange& loc) {
  Node* n = e.insert(pythonOpSymbol(), inputs, 1, loc);
  n->setAttribute(attr::name, name);
  setValueConstant(n, IValue(Ref<CapsuleObj>(fn.get())));
  return n->output()->setType(ret);
}

}  // namespace ts
