// ===--- script_containers.h - torch.ScriptDict and torch.ScriptList -----=== //
// Note [Script containers]: torch.jit.script(a_dict) / torch.jit.script(a_list)
// returns a ScriptDict / ScriptList (PyTorch's python/script_dict.cpp and
// script_list.cpp): a Python-level view of one typed script container. Unlike a
// Python dict or list, which a call into script code copies, the container is
// passed to script code as it is, so what the script code does to it is visible
// through the view (reference semantics). Values read through the view are
// converted as results of script calls are (nested containers are copies).
#pragma once

#include "python/interp.h"

namespace ts::py {

/// torch.jit.script(obj) of a Python dict or list: its ScriptDict or
/// ScriptList, the element types inferred from the values as PyTorch does.
IValue makeScriptContainer(Interp& in, const IValue& obj);
/// Whether `v` is a Python dict or list (what makeScriptContainer takes).
bool isScriptableContainer(Interp& in, const IValue& v);
/// The script container a ScriptDict / ScriptList views, or nullptr for other values.
const IValue* scriptContainerValue(Interp& in, const IValue& v);

}  // namespace ts::py
