// ===--- freeze_api.cpp - torch.jit.freeze and optimize_for_inference -----=== //
// The Python-level entries of the compiler's freeze pass
// (compiler/freeze_module.h): a scripted module in, a new frozen one out.
#include "compiler/freeze_module.h"
#include "python/builtins.h"
#include "python_jit/jit_state.h"
#include "python_jit/script_objects.h"

namespace ts::py {

namespace {

/// The runtime Object of a scripted module argument, else the value as it is
/// (freezeModule reports PyTorch's error for what is not a script module).
IValue moduleArgument(Interp& in, const IValue& v) {
  IValue obj = scriptModuleObject(in, v);
  return obj.isNone() ? v : obj;
}

IValue frozen(Interp& in, const IValue& module, std::vector<std::string> preserved, bool optimize) {
  IValue out = freezeModule(JitState::of(in).session.root(), moduleArgument(in, module), preserved, optimize);
  return wrapScriptModule(in, out);
}

std::vector<std::string> names(Interp& in, const IValue* v) {
  std::vector<std::string> out;
  if (v && !v->isNone())
    for (const IValue& s : toVector(in, *v)) out.push_back(toStr(in, s));
  return out;
}

/// torch.jit.freeze(mod, preserved_attrs=None, optimize_numerics=True)
IValue jitFreeze(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "freeze", 1, 3);
  const IValue* preserved = a.n > 1 ? &a.pos[1] : a.kwarg("preserved_attrs");
  const IValue* optimize = a.n > 2 ? &a.pos[2] : a.kwarg("optimize_numerics");
  return frozen(in, a[0], names(in, preserved), !optimize || truthy(in, *optimize));
}

/// torch.jit.optimize_for_inference(mod, other_methods=None): freezes (when
/// not frozen yet) with the numerics folding on.
IValue jitOptimizeForInference(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "optimize_for_inference", 1, 2);
  const IValue* other = a.n > 1 ? &a.pos[1] : a.kwarg("other_methods");
  return frozen(in, a[0], names(in, other), true);
}

}  // namespace

void addFreezeEntries(Interp& in, PyModule& jit) {
  jit.dict->set(in, in.intern("freeze"), in.native("freeze", jitFreeze));
  jit.dict->set(in, in.intern("optimize_for_inference"), in.native("optimize_for_inference", jitOptimizeForInference));
}

}  // namespace ts::py
