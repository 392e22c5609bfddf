// ===--- script_module.h - torch.jit.script of module instances -----------=== //
// Scripting a live nn.Module instance (PyTorch's torch/jit/_recursive.py):
// its script type is inferred from the instance, its methods compiled, and
// the result wrapped as a RecursiveScriptModule (script_objects.h).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "python/interp.h"

namespace ts::py {

/// The native types of script modules (one set per Interp).
struct ScriptTypes {
  PyType* cmodule = nullptr;  ///< torch._C.ScriptModule: holds the runtime Object
  PyType* method = nullptr;   ///< torch._C.ScriptMethod: a compiled method bound to its module
};
ScriptTypes& scriptTypes(Interp& in);

/// A torch._C.ScriptModule holding `object`.
IValue makeCModule(Interp& in, IValue object);
/// RecursiveScriptModule._construct: the Python-level module for `object`
/// whose submodules are the given wrappers.
IValue constructScriptModule(Interp& in, const IValue& object, const std::vector<std::pair<std::string, IValue>>& subs);

/// torch.jit.script(instance): the RecursiveScriptModule for a live
/// nn.Module (the instance itself when it is already scripted). Raises
/// RuntimeError with PyTorch's messages when scripting fails.
IValue scriptModuleInstance(Interp& in, const IValue& module);

/// Registers torch.jit._script (ScriptModule, RecursiveScriptModule) and the
/// scripting hook of torch.jit.script; called by installJit.
void installScriptModules(Interp& in);
/// Adds torch.jit's module entries (ScriptModule, RecursiveScriptModule,
/// save, load, freeze) to the torch.jit module being initialized.
void addScriptModuleEntries(Interp& in, PyModule& jit);

}  // namespace ts::py
