// ===--- module_hooks.h - forward hooks and pre-hooks of script modules ---=== //
// torch.jit.script compiles the forward hooks and pre-hooks registered on a
// module instance into its script type (PyTorch's define_hooks); calling
// such a module from script code runs them around `forward`.
#pragma once

#include <string>
#include <vector>

#include "compiler/program.h"

namespace ts {

/// One hook as torch.jit.script finds it: its `def` and the Program its
/// free names resolve in.
struct HookDef {
  Program* owner = nullptr;
  const ast::FunctionDef* def = nullptr;
};

/// Compiles `hooks` and then `pre_hooks` as methods of module type `t`
/// (whose forward is compiled), checking each signature against forward's
/// with PyTorch's messages, and records them on the type; a type whose
/// hooks are recorded is left as it is. Throws Error / CompileError.
void compileModuleHooks(ProgramShared& shared, ClassType* t, const std::vector<HookDef>& hooks,
                        const std::vector<HookDef>& pre_hooks);

/// The hooks of `t`, or nullptr when it has none.
const ModuleHooks* moduleHooks(ProgramShared& shared, const Type* t);

/// Calls `self` (a module with hooks) from script code as ModuleValue::call
/// does: its arguments as a tuple through each pre-hook, forward, then each
/// hook with the (possibly replaced) input tuple and the output so far.
Value* emitHookedModuleCall(Emitter& e, const ModuleHooks& h, Value* self, std::vector<NamedValue>& args,
                            const SourceRange& loc);

/// Note [Hook calls]: a hook's qualified name is its module type's name
/// and its own (`__torch__.M.pre`), as a method's is, but PyTorch calls it
/// as a function (`prim::CallFunction`, printed `__torch__.M.pre(m, (x,))`).
/// The call node carries this mark so the code printer tells the two apart.
void markHookCall(Value* call_output);
bool isHookCall(const Node* n);

}  // namespace ts
