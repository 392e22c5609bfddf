// ===--- boundary.h - values and errors crossing into script code ---------=== //
// A call from Python-level code into a script Function converts each
// argument by its parameter's type as PyTorch's binding does (containers are
// copied into typed ones, script classes rebuilt from the Python object's
// attributes; tensors are shared), converts the result back, and turns a
// ScriptError into the Python exception PyTorch raises.
#pragma once

#include <string>

#include "python/interp.h"
#include "runtime/interpreter.h"

namespace ts::py {

/// `v` converted to script type `type`; false if it does not fit.
bool toScript(Interp& in, const IValue& v, TypePtr type, IValue& out);
/// The script type of a value passed as `Any`, inferred as PyTorch does
/// (a list's type from its elements, a dict's from its first entry), or
/// nullptr when it has none.
TypePtr inferScriptType(Interp& in, const IValue& v);
/// " (of Python compilation unit at: 0x...)", as PyTorch's repr_str of a class type ends.
std::string compilationUnitSuffix(Interp& in);
/// The script class type of a script object or of a Python instance of a
/// class torch.jit.script compiled; nullptr for other values.
const ClassType* scriptClassOf(Interp& in, const IValue& v);
/// PyTorch's message for a script object that does not implement an interface.
std::string interfaceMismatch(Interp& in, const ClassType* cls, const InterfaceType* iface);
/// A script value as a Python-level value (lists, dicts, tuples and script
/// objects copied; a NamedTuple as its Python class when known).
IValue fromScript(Interp& in, const IValue& v);

/// Calls script function `fn` with Python-level arguments (from
/// `args.pos[first]` on; `self` first when not None, as for methods) and
/// returns its Python-level result. Binding errors raise RuntimeError with
/// PyTorch's messages; script errors raise what PyTorch raises.
IValue callScript(Interp& in, const Function& fn, Args& args, size_t first, const IValue& self = IValue());

/// Whether `e` unwound through script code (not only top-level statements).
bool hasScriptFrames(const ScriptError& e);
/// The text PyTorch gives a script error that reaches Python
/// ("The following operation failed in the TorchScript interpreter. ...").
std::string scriptErrorText(const ScriptError& e);
/// Raises `e` at the Python level: torch.jit.Error for `raise`/`assert` in
/// script code, RuntimeError for errors of operations.
[[noreturn]] void raiseScriptError(Interp& in, const ScriptError& e);

}  // namespace ts::py
