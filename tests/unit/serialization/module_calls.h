// ===--- module_calls.h - load a .pt into a Program and call its methods --=== //
// What torch.jit.load and `m.method(...)` do, for the serialization tests
// (the embedder's API over the same steps is tested in tests/unit/api).
#pragma once

#include <string>
#include <vector>

#include "compiler/program.h"
#include "runtime/interpreter.h"
#include "serialization/jit_services.h"

namespace ts::test {

/// A Program with no code of its own, as torch.jit.load compiles into.
inline std::unique_ptr<Program> emptyProgram() { return std::make_unique<Program>(std::make_unique<ast::Module>()); }

/// `self.name(args...)` of a loaded module or script object; omitted
/// trailing arguments must default to None.
inline IValue callMethod(Program& p, const IValue& self, const std::string& name, std::vector<IValue> args = {}) {
  const ClassType* t = self.toObject()->type;
  ClassInfo* c = p.classInfo(t);
  Function* fn = c ? p.compileMethod(*c, name, t) : nullptr;
  if (!fn) throw Error("no method " + name);
  if (args.size() + 1 > fn->schema.arguments.size()) throw Error("too many arguments for " + name);
  for (size_t i = args.size() + 1; i < fn->schema.arguments.size(); ++i) {
    const auto& d = fn->schema.arguments[i].default_value;
    if (!d || !std::holds_alternative<NoneDefault>(*d)) throw Error("missing argument of " + name);
    args.emplace_back();
  }
  Stack stack{self};
  for (IValue& a : args) stack.push_back(std::move(a));
  runFunction(*fn, stack);
  return stack.back();
}

/// `self.name` of a loaded module (an attribute slot).
inline IValue attribute(const IValue& self, const std::string& name) {
  const Object* o = self.toObject();
  int slot = o->type->attributeIndex(name);
  if (slot < 0) throw Error("no attribute " + name, ErrorKind::AttributeError);
  return o->slots[static_cast<size_t>(slot)];
}

}  // namespace ts::test
