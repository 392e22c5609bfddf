// ===--- script_fn.h - torch.jit.ScriptFunction at the Python level -------=== //
// The object torch.jit.script returns for a function: callable (arguments
// cross the boundary, boundary.h), with `.graph`, `.code`, `.schema`,
// `.name`, `.qualified_name` and `.graph_for(...)`.
#pragma once

#include "python/interp.h"
#include "runtime/function.h"

namespace ts::py {

/// Creates the torch.jit.ScriptFunction type (once per Interp).
PyType* makeScriptFunctionType(Interp& in);
/// A ScriptFunction object for compiled `fn`.
IValue makeScriptFunction(Interp& in, Function* fn);
/// The Function of a ScriptFunction object, or nullptr for other values.
Function* scriptFunctionOf(Interp& in, const IValue& v);
/// What `.graph` prints for `fn`: a traced graph as recorded, a script
/// graph after PyTorch's cleanup passes (passes/display_graph.h).
std::string graphText(const Function& fn);
/// A torch._C.Graph-like object for `.graph` (graph_py.cpp): prints as
/// `text`, walkable with inputs(), outputs(), nodes().
IValue graphObject(Interp& in, const std::string& text);
/// A torch._C.FunctionSchema-like object for `.schema`: prints as the
/// schema, with `name`, `overload_name`, `arguments` and `returns`.
IValue schemaObject(Interp& in, const FunctionSchema& s);

}  // namespace ts::py
