// ===--- emit_with.cpp - with-statements ----------------------------------=== //
// `with torch.no_grad():` compiles to aten::is_grad_enabled /
// aten::set_grad_enabled around the body; other
// items are objects whose class defines __enter__ and __exit__. See
// Note [With exits] in emitter.h for bodies left early.
#include "compiler/emitter.h"
#include "compiler/program.h"

namespace ts {

using namespace ast;

static Symbol aten(const char* name) { return Symbol::fromQualString(std::string("aten::") + name); }

// torch.no_grad() as a with-item: saves the grad mode, turns it off and
// opens the with. TorchScript 1.13 knows only no_grad; script code reports
// the other grad modes as PyTorch does, through the ordinary call path.
// Returns false when `item` is not torch.no_grad().
bool Emitter::openGradModeWith(const Expr& item, const Expr* target, const SourceRange& loc) {
  const Call* call = item.as<Call>();
  const ast::Attribute* fn = call ? call->func->as<ast::Attribute>() : nullptr;
  if (!fn) return false;
  if (fn->attr != "no_grad") return false;
  if (!call->args.empty() || !call->keywords.empty()) fail("no_grad() takes no arguments", loc);
  Value* mode = constant(IValue(false), loc);
  Value* saved = emitBuiltinCall(aten("is_grad_enabled"), {}, loc);
  emitBuiltinCall(aten("set_grad_enabled"), {{"", mode, loc}}, loc);
  // The mode objects' __enter__ returns None.
  if (target) assignTo(*target, noneValue(loc), loc, nullptr);
  open_withs_.push_back({saved, nullptr, loops_.size()});
  return true;
}

ExitKind Emitter::emitWith(const With& s) {
  size_t first = open_withs_.size();
  for (const WithItem& item : s.items) {
    if (openGradModeWith(*item.context_expr, item.optional_vars.get(), item.range)) continue;
    Value* ctx = emitExpr(*item.context_expr);
    if (!ctx->type()->is(TypeKind::Class)) fail("With item expression must return an object", item.range);
    // As PyTorch's emitWith, both methods and their schemas are checked
    // before either is called; errors point at the with-item's expression.
    const SourceRange& at = item.context_expr->range;
    ClassInfo* info = program_.classInfo(ctx->type());
    auto* cls = static_cast<const ClassType*>(ctx->type());
    Function* enter_fn = info ? program_.compileMethod(*info, "__enter__", cls) : nullptr;
    Function* exit_fn = info ? program_.compileMethod(*info, "__exit__", cls) : nullptr;
    if (!enter_fn || !exit_fn)
      fail("Object returned by with item expression does not define __enter__ and __exit__ methods", at);
    if (enter_fn->schema.arguments.size() != 1 || enter_fn->schema.returns.size() != 1)
      fail("__enter__ must have only one argument and one return value", at);
    if (exit_fn->schema.arguments.size() != 4) fail("__exit__ must have four arguments", at);
    for (size_t i = 1; i < exit_fn->schema.arguments.size(); ++i)
      if (!exit_fn->schema.arguments[i].type->is(TypeKind::Any))
        fail("argument " + std::to_string(i) +
                 " of __exit__ must have Any type; TorchScript does not currently support passing exception type, "
                 "value, or traceback to the __exit__ function.",
             at);
    // As PyTorch's interpreter, the object is entered (its exit owed on an
    // exception, Note [With exits on exceptions]) before __enter__ runs.
    insert(Symbol::fromQualString("prim::WithPush"), {ctx}, 0, item.range);
    Value* entered = program_.tryEmitMagic(*this, "__enter__", ctx, {}, item.range);
    if (item.optional_vars) assignTo(*item.optional_vars, entered, item.range, nullptr);
    open_withs_.push_back({nullptr, ctx, loops_.size()});
  }
  ExitKind k = emitStatements(s.body);
  if (k == ExitKind::None) emitWithExits(first, s.range);
  open_withs_.resize(first);
  return k;
}

/// Runs the exits of open_withs_[first..], innermost first.
void Emitter::emitWithExits(size_t first, const SourceRange& loc) {
  for (size_t i = open_withs_.size(); i-- > first;) {
    const OpenWith& w = open_withs_[i];
    if (w.saved_grad_mode) {
      emitBuiltinCall(aten("set_grad_enabled"), {{"", w.saved_grad_mode, loc}}, loc);
    } else {
      Value* none = noneValue(loc);
      insert(Symbol::fromQualString("prim::WithPop"), {}, 0, loc);
      program_.tryEmitMagic(*this, "__exit__", w.context, {{"", none, loc}, {"", none, loc}, {"", none, loc}}, loc);
    }
  }
}

/// The first open with-item inside the innermost loop (break and continue
/// leave those).
size_t Emitter::firstWithInLoop() const {
  size_t i = open_withs_.size();
  while (i > 0 && open_withs_[i - 1].loop_depth >= loops_.size()) --i;
  return i;
}

}  // namespace ts
