// ===--- module_reflection.h - nn.Module's view of a module object --------=== //
// named_parameters, named_buffers, named_children, named_modules, state_dict
// and train/eval walk a module object's attributes at run time, using the
// attribute kinds its ClassType records (Parameter, Buffer) and treating
// attributes that hold module objects as submodules.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "runtime/ivalue.h"

namespace ts {

using NamedValues = std::vector<std::pair<std::string, IValue>>;

/// Whether `v` is a script module.
bool isModuleObject(const IValue& v);

/// Direct submodules in registration order (container items by index/key).
NamedValues namedChildren(const IValue& module);
/// The module itself (named `prefix`) and every submodule, depth first, each
/// object once.
NamedValues namedModules(const IValue& module, const std::string& prefix = "");
/// Parameters (recurse: of submodules too), qualified names, each tensor once.
NamedValues namedParameters(const IValue& module, bool recurse = true);
NamedValues namedBuffers(const IValue& module, bool recurse = true);
/// Every module's parameters then buffers, depth first (PyTorch's order).
NamedValues stateDict(const IValue& module);
/// Sets `training` on the module and all its submodules.
void setTraining(const IValue& module, bool mode);

}  // namespace ts
