// ===--- trace_module.h - torch.jit.trace of nn.Module instances ---------=== //
// Tracing a module builds a script module type per instance in its tree
// (parameters, buffers and submodules as attributes), traces the requested
// methods with `self` as the first graph input, and records calls of
// submodules as prim::CallMethod of their own traced `forward`, as PyTorch's
// TracedModule does.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "python/interp.h"
#include "runtime/function.h"

namespace ts::py {

/// Makes the Python-level ScriptModule object for a traced module's runtime
/// Object (py-smod's wrapScriptModule).
using TracedModuleWrapper = std::function<IValue(Interp& in, IValue object)>;
void setTracedModuleWrapper(Interp& in, TracedModuleWrapper wrap);

/// Traces `methods` (name and example inputs) of nn.Module `module` and
/// returns the wrapped script module.
IValue traceModule(Interp& in, const IValue& module,
                   const std::vector<std::pair<std::string, std::vector<IValue>>>& methods, bool strict);

/// The runtime Object of a traced module (before wrapping), for tests.
IValue traceModuleObject(Interp& in, const IValue& module,
                         const std::vector<std::pair<std::string, std::vector<IValue>>>& methods, bool strict);

/// Records a call of script method `fn` on a script submodule of the module
/// being traced (inputs[0] its Object) as prim::CallMethod on the submodule
/// attribute; false when `fn` is not such a call.
bool traceScriptMethodCall(Interp& in, const Function& fn, const std::vector<IValue>& inputs, const IValue& output);

/// The traced method `name` of a traced module's Object.
Ref<Function> tracedMethod(Interp& in, const IValue& object, const std::string& name);

/// True for an nn.Module instance (it has `_modules` and `forward`).
bool isModuleInstance(Interp& in, const IValue& v);

}  // namespace ts::py
