// ===--- jit_module.h - installs `torch.jit` on a Python-level interpreter =-=== //
#pragma once

#include <functional>

#include "runtime/ivalue.h"

namespace ts::ast {
struct FunctionDef;
}

namespace ts::py {

class Interp;
struct PyFunction;

/// The `@torch.jit._overload` stubs declared for `fn` (same globals and
/// qualified name), in declaration order (Note [Function overloads]).
std::vector<const ast::FunctionDef*> overloadStubs(const PyFunction& fn);

/// Installs torch and torch.nn (installTorch, installNn) and registers
/// `torch.jit`: script (of functions and classes; module instances through
/// the hook below), ignore, unused, export, is_scripting, annotate, Final,
/// Error, interface, isinstance, Attribute, ScriptFunction, PYTORCH_JIT=0.
void installJit(Interp& in);

/// torch.jit.script of an nn.Module instance, supplied by the module layer
/// (py-smod): returns the ScriptModule. Without one, scripting an instance
/// raises RuntimeError.
using ScriptInstanceHook = std::function<IValue(Interp& in, const IValue& module)>;
void setScriptInstanceHook(Interp& in, ScriptInstanceHook hook);

}  // namespace ts::py
