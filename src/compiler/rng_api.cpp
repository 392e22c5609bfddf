// ===--- rng_api.cpp - torch's Python-level RNG API in eager code ----------=== //
// torch.Generator objects and the RNG state functions exist only in Python:
// TorchScript 1.13 knows aten::manual_seed and the `generator=None` argument
// of random ops, nothing else. Eager code binds them to the prim::Python*
// operators of ops/generator_ops.cpp; script code falls through to the
// ordinary aten:: lookup, which reports the same unknown builtins PyTorch does.
#include "compiler/emitter.h"
#include "compiler/program.h"

namespace ts {

namespace {

Symbol primSym(const std::string& name) { return Symbol::fromQualString("prim::" + name); }

/// torch.<name> (and torch.random.<name>) -> the operator it calls.
const char* moduleFunctionOp(const std::string& name) {
  static const std::pair<const char*, const char*> kFunctions[] = {
      {"manual_seed", "PythonManualSeed"},     {"initial_seed", "PythonInitialSeed"},
      {"seed", "PythonSeed"},                  {"get_rng_state", "PythonGetRngState"},
      {"set_rng_state", "PythonSetRngState"},  {"Generator", "PythonGenerator"}};
  for (auto& [py, op] : kFunctions)
    if (name == py) return op;
  return nullptr;
}

/// Generator.<name>(...) -> the operator it calls with the generator first.
const char* generatorMethodOp(const std::string& name) {
  static const std::pair<const char*, const char*> kMethods[] = {
      {"manual_seed", "PythonGeneratorManualSeed"}, {"initial_seed", "PythonGeneratorInitialSeed"},
      {"seed", "PythonGeneratorSeed"},              {"get_state", "PythonGeneratorGetState"},
      {"set_state", "PythonGeneratorSetState"}};
  for (auto& [py, op] : kMethods)
    if (name == py) return op;
  return nullptr;
}

}  // namespace

SugaredPtr Program::rngModuleAttribute(Emitter& e, const std::string& module, const std::string& name,
                                       const SourceRange& loc) {
  if (e.mode() != Mode::Eager || (module != "torch" && module != "torch.random")) return nullptr;
  if (module == "torch.random" && name == "Generator") return nullptr;  // torch.random has no Generator
  if (name == "default_generator")
    return std::make_shared<SimpleValue>(e.emitBuiltinCall(primSym("PythonDefaultGenerator"), {}, loc));
  if (const char* op = moduleFunctionOp(name)) return std::make_shared<BuiltinFunction>(primSym(op));
  return nullptr;
}

SugaredPtr Program::generatorAttribute(Emitter& e, Value* v, const std::string& name, const SourceRange& loc) {
  if (!v->type()->is(TypeKind::Generator)) return nullptr;
  if (name == "device")
    return std::make_shared<SimpleValue>(e.emitBuiltinCall(primSym("PythonGeneratorDevice"), {{"", v, loc}}, loc));
  if (const char* op = generatorMethodOp(name)) return std::make_shared<BuiltinFunction>(primSym(op), v);
  // Generator values exist only in Python-level code, where this is Python's
  // AttributeError rather than a compile error.
  throw Error("'torch._C.Generator' object has no attribute '" + name + "'", ErrorKind::AttributeError);
}

}  // namespace ts
