// ===--- frontend_check.h - torch/jit/frontend.py's rejections ------------=== //
// PyTorch turns a Python def into TorchScript's tree (get_jit_def) before it
// compiles anything, and that translation rejects whole kinds of syntax
// wherever they appear, unreachable branches included. checkScriptDef replays
// those rejections over our tree, in the translation's order, so the first
// one PyTorch reports is ours too, with its exception class and range.
#pragma once

#include <string>

#include "frontend/ast.h"

namespace ts {

/// Throws the first error torch.jit.frontend raises for `def` (a
/// CompileError marked FrontendError / NotSupportedError /
/// UnsupportedNodeError, or a plain ValueError); `sig` declares the
/// parameters (an overload stub, else def itself). `window` clips the
/// highlight's context, as the emitter's errors do.
void checkScriptDef(const ast::FunctionDef& def, const ast::FunctionDef& sig, const SourceRange& window);

/// The range PyTorch's tree view gives `e` (Note [Script ranges]).
SourceRange treeRange(const ast::Expr& e);

/// Note [CompilationUnit source]: torch.jit.CompilationUnit source is read by
/// PyTorch's C++ parser, not by frontend.py; it allows nested defs (closures).
/// Our CompilationUnit runs its source as Python code named "<string>",
/// which PyTorch could not script otherwise (inspect.getsource fails).
bool isCompilationUnitSource(const ast::FunctionDef& def);

}  // namespace ts
