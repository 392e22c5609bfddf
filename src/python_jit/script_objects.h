// ===--- script_objects.h - ScriptModule and ScriptFunction objects -------=== //
// The Python-level objects for script values: a script module (a runtime
// Object of a module ClassType, PyTorch's RecursiveScriptModule) and a
// compiled script function. torch.jit.script, trace and load wrap their
// results with these.
#pragma once

#include "python/interp.h"
#include "runtime/function.h"

namespace ts::py {

/// The Python-level object for a script module (a runtime Object of a module
/// ClassType): `m(x)` calls forward across the boundary; attributes,
/// methods, `.graph`/`.code`, parameters()/state_dict(), save, print as
/// PyTorch's RecursiveScriptModule. Each call makes a new wrapper (with new
/// wrappers of the submodules) around the same Object.
IValue wrapScriptModule(Interp& in, IValue object);
/// The Python-level object for a compiled script function (torch.jit.ScriptFunction).
IValue wrapScriptFunction(Interp& in, Ref<Function> fn);
/// `save(path, _extra_files=...)` of a script module or function: the
/// `_extra_files` keyword as None or a Dict[str, str].
IValue saveExtraFiles(Interp& in, Args& a);
/// The runtime Object of a wrapped script module, or None for other values.
IValue scriptModuleObject(Interp& in, const IValue& v);

}  // namespace ts::py
