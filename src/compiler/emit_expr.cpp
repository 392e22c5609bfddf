// ===--- emit_expr.cpp - expressions to IR --------------------------------=== //
#include "compiler/emitter.h"
#include "compiler/program.h"

namespace ts {

using namespace ast;

static Symbol aten(const char* name) { return Symbol::fromQualString(std::string("aten::") + name); }

static const char* binOpOperator(BinOpKind op) {
  switch (op) {
    case BinOpKind::Add: return "add";
    case BinOpKind::Sub: return "sub";
    case BinOpKind::Mul: return "mul";
    case BinOpKind::MatMul: return "matmul";
    case BinOpKind::Div: return "div";
    case BinOpKind::FloorDiv: return "floordiv";
    case BinOpKind::Mod: return "remainder";
    case BinOpKind::Pow: return "pow";
    case BinOpKind::LShift: return "__lshift__";
    case BinOpKind::RShift: return "__rshift__";
    case BinOpKind::BitOr: return "__or__";
    case BinOpKind::BitXor: return "__xor__";
    case BinOpKind::BitAnd: return "__and__";
  }
  return "add";
}

// Note [Apply ranges]: PyTorch's Apply node spans its children, from the
// callee to the end of the last argument; the closing parenthesis is
// outside (`f(a, b` of `f(a, b)`), and a call without arguments is its
// callee. Nested arguments merge the same way (`f(1, [2, 3])` is
// `f(1, [2, 3`). Errors and nodes located at a whole call (special forms,
// fork, range, the legacy constructors) use Emitter::treeRange.

/// In builtins.cpp.
void checkApplyNumInputs(Emitter& e, const std::string& name, const Call& call, size_t n);

SugaredPtr Emitter::emitSugared(const Expr& e, TypePtr hint) {
  switch (e.kind) {
    case ExprKind::Name: return lookupName(e.as<Name>()->id, e.range);
    case ExprKind::Attribute: {
      const ast::Attribute& a = *e.as<ast::Attribute>();
      return emitSugared(*a.value)->attr(*this, e.range, a.attr);
    }
    case ExprKind::Call: {
      const Call& c = *e.as<Call>();
      SugaredPtr fn = emitSugared(*c.func);
      if (SugaredPtr r = fn->callSpecialForm(*this, c, hint)) return r;
      // PyTorch compiles a called script function when it resolves the
      // callee, before the arguments (Note [Pending range]).
      SourceRange pending = frame_.pending;
      std::vector<NamedValue> args = emitCallArgs(c);
      frame_.pending = pending;
      return fn->call(*this, fn->locatedAtWholeCall() ? treeRange(c) : c.func->range, args);
    }
    default: return std::make_shared<SimpleValue>(emitExpr(e));
  }
}

std::vector<NamedValue> Emitter::emitCallArgs(const Call& c) {
  std::vector<NamedValue> args;
  for (const ExprPtr& a : c.args) {
    if (const Starred* s = a->as<Starred>()) {
      Value* v = emitExpr(*s->value);
      for (Value* item : unpackTuple(v, a->range)) args.push_back({"", item, a->range});
      continue;
    }
    args.push_back({"", emitExpr(*a), a->range});
  }
  for (const Keyword& k : c.keywords) {
    if (k.name.empty()) failNotSupported("keyword-arg expansion is not supported", k.value->range);
    args.push_back({k.name, emitExpr(*k.value), k.range});
  }
  return args;
}

Value* Emitter::emitExpr(const Expr& e, TypePtr hint) {
  setPending(e.range);
  return emitExprAt(e, std::move(hint));
}

Value* Emitter::emitExprAt(const Expr& e, TypePtr hint) {
  switch (e.kind) {
    case ExprKind::IntLiteral: {
      const IntLiteral& i = *e.as<IntLiteral>();
      if (i.too_big) fail("Integral constant out of range (must fit in a signed 64 bit integer)", e.range);
      return constant(IValue(i.value), e.range);
    }
    case ExprKind::FloatLiteral: return constant(IValue(e.as<FloatLiteral>()->value), e.range);
    case ExprKind::ImagLiteral:
      return constant(IValue(std::complex<double>(0, e.as<ImagLiteral>()->value)), e.range);
    case ExprKind::StringLiteral: {
      const StringLiteral* lit = e.as<StringLiteral>();
      return constant(IValue(lit->value), e.range);
    }
    case ExprKind::BoolLiteral: return constant(IValue(e.as<BoolLiteral>()->value), e.range);
    case ExprKind::NoneLiteral: return noneValue(e.range);
    case ExprKind::BinOp: {
      const BinOp& b = *e.as<BinOp>();
      Value* l = emitExpr(*b.left);
      Value* r = emitExpr(*b.right);
      return emitBinOp(b.op, l, r, e.range);
    }
    case ExprKind::UnaryOp: return emitUnaryOp(*e.as<UnaryOp>());
    case ExprKind::BoolOp: return emitCondition(e).value;
    case ExprKind::Compare: return emitCompare(*e.as<Compare>()).value;
    case ExprKind::IfExp: return emitIfExp(*e.as<IfExp>(), hint);
    case ExprKind::Subscript: return emitSubscript(*e.as<Subscript>(), hint);
    case ExprKind::ListLiteral: return emitListLiteral(*e.as<ListLiteral>(), hint);
    case ExprKind::TupleLiteral: {
      std::vector<Value*> items;
      const auto& elts = e.as<TupleLiteral>()->elts;
      for (size_t i = 0; i < elts.size(); ++i) {
        TypePtr h = hint && hint->is(TypeKind::Tuple) && i < hint->contained().size() ? hint->contained()[i] : nullptr;
        items.push_back(emitExpr(*elts[i], h));
      }
      return emitTupleConstruct(items, e.range);
    }
    case ExprKind::DictLiteral: return emitDictLiteral(*e.as<DictLiteral>(), hint);
    case ExprKind::ListComp: {
      const ListComp& c = *e.as<ListComp>();
      return emitListComp(*c.elt, c.generators, c.range, hint);
    }
    case ExprKind::DictComp: return emitDictComp(*e.as<DictComp>(), hint);
    case ExprKind::JoinedStr: return emitJoinedStr(*e.as<JoinedStr>());
    case ExprKind::Lambda: fail("Lambda aren't supported", e.range);
    case ExprKind::SetLiteral:
    case ExprKind::SetComp: fail("Sets are not supported", e.range);
    case ExprKind::GeneratorExp: {  // PyTorch's frontend builds a generator expression as a list comprehension
      const GeneratorExp& g = *e.as<GeneratorExp>();
      return emitListComp(*g.elt, g.generators, g.range, hint);
    }
    case ExprKind::EllipsisLiteral: fail("Cannot emit expr for: (dots)", e.range);
    case ExprKind::Starred: fail("Starred expressions are not supported here", e.range);
    case ExprKind::Slice:
    case ExprKind::Await:
    case ExprKind::Yield:
    case ExprKind::NamedExpr:  // frontend.py rejects these in Python source
      fail(std::string("unsupported expression: ") + exprKindName(e.kind), e.range);
    case ExprKind::Call: return emitSugared(e, hint)->asValue(*this, treeRange(*e.as<Call>()));
    default: return emitSugared(e)->asValue(*this, e.range);
  }
}

Value* Emitter::emitBinOp(BinOpKind op, Value* lhs, Value* rhs, const SourceRange& loc) {
  return program_.emitBinary(*this, aten(binOpOperator(op)), lhs, rhs, loc);
}

Value* Emitter::emitUnaryOp(const UnaryOp& e) {
  switch (e.op) {
    case UnaryOpKind::Not: {
      CondValue c = emitCondition(*e.operand);
      Value* v = emitBuiltinCall(aten("__not__"), {{"", c.value, e.range}}, e.range);
      return v;
    }
    case UnaryOpKind::Neg: {
      // Negative literals are constants (tuple indices need them to be).
      if (const IntLiteral* i = e.operand->as<IntLiteral>(); i && !i->too_big)
        return constant(IValue(-i->value), e.range);
      if (const FloatLiteral* f = e.operand->as<FloatLiteral>()) return constant(IValue(-f->value), e.range);
      Value* v = emitExpr(*e.operand);
      if (Value* m = program_.tryEmitMagic(*this, "__neg__", v, {}, e.range)) return m;
      return emitBuiltinCall(aten("neg"), {{"", v, e.range}}, e.range);
    }
    case UnaryOpKind::Pos: return emitExpr(*e.operand);
    case UnaryOpKind::Invert: {
      Value* v = emitExpr(*e.operand);
      if (Value* m = program_.tryEmitMagic(*this, "__invert__", v, {}, e.range)) return m;
      return emitBuiltinCall(aten("bitwise_not"), {{"", v, e.range}}, e.range);
    }
  }
  fail("unknown unary operator", e.range);
}

Value* Emitter::toBool(Value* v, const SourceRange& loc) {
  if (v->type()->is(TypeKind::Bool)) return v;
  if (Value* m = program_.tryEmitMagic(*this, "__bool__", v, {}, loc)) {
    // PyTorch's emitToBool checks what a class's __bool__ returns.
    if (!m->type()->isSubtypeOf(Type::bool_()))
      fail("expected a bool expression for condition but found " + m->type()->str(), loc);
    return m;
  }
  TypePtr t = v->type();
  if (t->is(TypeKind::Str) || t->is(TypeKind::List) || t->is(TypeKind::Dict)) {
    // Containers are true when non-empty.
    Value* len = emitBuiltinCall(aten("len"), {{"", v, loc}}, loc);
    return emitBuiltinCall(aten("ne"), {{"", len, loc}, {"", constant(IValue(int64_t{0}), loc), loc}}, loc);
  }
  std::vector<NamedValue> args{{"", v, loc}};
  if (Value* b = tryEmitBuiltinCall(aten("Bool"), args, loc, nullptr)) return b;
  fail("Could not cast value of type " + t->str() + " to bool", loc);
}

CondValue Emitter::emitCondition(const Expr& e) {
  if (const Compare* c = e.as<Compare>()) {
    // `if x.max() > y.max():` tests bool(tensor), as PyTorch's emitToBool.
    CondValue r = emitCompare(*c);
    r.value = toBool(r.value, e.range);
    return r;
  }
  if (const BoolOp* b = e.as<BoolOp>()) return emitBoolOp(*b);
  if (const UnaryOp* u = e.as<UnaryOp>(); u && u->op == UnaryOpKind::Not) {
    CondValue c = emitCondition(*u->operand);
    CondValue r;
    r.value = emitBuiltinCall(aten("__not__"), {{"", c.value, e.range}}, e.range);
    r.refinements.when_true = c.refinements.when_false;
    r.refinements.when_false = c.refinements.when_true;
    if (c.static_value) r.static_value = !*c.static_value;
    return r;
  }
  if (const Call* call = e.as<Call>()) {
    // isinstance(x, T) and torch.jit.isinstance(x, T) refine x.
    if (call->func->is<Name>() || call->func->is<ast::Attribute>()) {
      bool is_name = call->func->is<Name>();
      bool candidate = is_name ? call->func->as<Name>()->id == "isinstance"
                               : call->func->as<ast::Attribute>()->attr == "isinstance";
      if (candidate && !(is_name && lookupVar("isinstance"))) {
        SugaredPtr callee = emitSugared(*call->func);
        auto* b = dynamic_cast<PythonBuiltin*>(callee.get());
        if (b && (b->name == "isinstance" || b->name == "torch.jit.isinstance")) {
          checkApplyNumInputs(*this, "isinstance", *call, 2);
          CondValue r;
          Value* v = emitExpr(*call->args[0]);
          std::string var = call->args[0]->is<Name>() ? call->args[0]->as<Name>()->id : "";
          r.value = emitIsInstance(v, *call->args[1], e.range, &r.refinements, var);
          if (r.value->node()->kind() == prim::Constant) r.static_value = r.value->node()->i(attr::value) != 0;
          return r;
        }
      }
    }
  }
  SugaredPtr sv = emitSugared(e);
  CondValue r;
  r.value = toBool(sv->asValue(*this, e.range), e.range);
  if (r.value->node()->kind() == prim::Constant && r.value->node()->hasAttribute(attr::value))
    r.static_value = r.value->node()->i(attr::value) != 0;
  return r;
}

CondValue Emitter::emitBoolOp(const BoolOp& e) {
  bool is_and = e.op == BoolOpKind::And;
  CondValue lhs = emitCondition(*e.left);
  if (lhs.static_value && *lhs.static_value != is_and) return lhs;  // short-circuit at compile time
  Node* n = insert(prim::If, {lhs.value}, 1, e.range);
  Block* tb = n->addBlock();
  Block* fb = n->addBlock();
  Node* after = graph_.insertionPoint();
  CondValue rhs;
  // `a and b`: b is evaluated where a is true; `a or b`: where a is false.
  graph_.setInsertionPoint(is_and ? tb : fb);
  pushFrame(/*expression=*/true);
  applyRefinements(is_and ? lhs.refinements.when_true : lhs.refinements.when_false, e.range);
  rhs = emitCondition(*e.right);
  Frame evaluated = popFrame();
  (is_and ? tb : fb)->registerOutput(rhs.value);
  // Note [Short-circuit refinements]: like PyTorch's emitIfExpr, the constant
  // branch also applies the left operand's refinements for that outcome
  // (`a is None and ...`: a is int where the `and` short-circuits), so a
  // variable refined there leaves the If as an output just like one refined
  // in the evaluated branch.
  graph_.setInsertionPoint(is_and ? fb : tb);
  pushFrame(/*expression=*/true);
  applyRefinements(is_and ? lhs.refinements.when_false : lhs.refinements.when_true, e.range);
  (is_and ? fb : tb)->registerOutput(constant(IValue(!is_and), e.range));
  Frame constant_branch = popFrame();
  graph_.setInsertionPointBefore(after);
  // The refinements made in either branch leave the If as assignments.
  if (is_and)
    mergeIf(n, evaluated, ExitKind::None, constant_branch, ExitKind::None, e.range);
  else
    mergeIf(n, constant_branch, ExitKind::None, evaluated, ExitKind::None, e.range);
  n->outputs()[0]->setType(Type::bool_());
  CondValue r;
  r.value = n->outputs()[0];
  // x is not None and y is not None: both hold when the `and` is true.
  if (is_and) {
    r.refinements.when_true = lhs.refinements.when_true;
    for (auto& [k, v] : rhs.refinements.when_true) r.refinements.when_true[k] = v;
  } else {
    r.refinements.when_false = lhs.refinements.when_false;
    for (auto& [k, v] : rhs.refinements.when_false) r.refinements.when_false[k] = v;
  }
  return r;
}

CondValue Emitter::emitCompare(const Compare& e) {
  Value* lhs = emitExpr(*e.left);
  const Expr* lhs_expr = e.left.get();
  CondValue result;
  Node* outer_if = nullptr;
  std::vector<Node*> pending;
  for (size_t i = 0; i < e.ops.size(); ++i) {
    Value* rhs = emitExpr(*e.comparators[i]);
    CondValue c = emitCompareOp(e.ops[i], lhs, rhs, *lhs_expr, e.range);
    if (i == 0) {
      result = c;
    } else {
      // a < b < c == (a < b) and (b < c), evaluated lazily: handled by
      // nesting the rest under an If on the partial result.
      result.value = c.value;
      result.static_value.reset();
    }
    if (i + 1 < e.ops.size()) {
      Node* n = insert(prim::If, {c.value}, 1, e.range);
      n->output()->setType(Type::bool_());
      Block* tb = n->addBlock();
      Block* fb = n->addBlock();
      Node* after = graph_.insertionPoint();
      graph_.setInsertionPoint(fb);
      fb->registerOutput(constant(IValue(false), e.range));
      graph_.setInsertionPoint(tb);
      pending.push_back(n);
      (void)after;
      if (!outer_if) outer_if = n;
    }
    lhs = rhs;
    lhs_expr = e.comparators[i].get();
  }
  // Close the nested Ifs from the innermost outwards.
  for (auto it = pending.rbegin(); it != pending.rend(); ++it) {
    Node* n = *it;
    n->blocks()[0]->registerOutput(result.value);
    graph_.setInsertionPoint(n->owningBlock());
    graph_.setInsertionPointBefore(n->next());
    result.value = n->output();
    result.static_value.reset();
  }
  return result;
}

CondValue Emitter::emitCompareOp(CmpOpKind op, Value* lhs, Value* rhs, const Expr& lhs_expr,
                                 const SourceRange& loc) {
  CondValue r;
  std::string var = lhs_expr.is<Name>() ? lhs_expr.as<Name>()->id : "";
  switch (op) {
    case CmpOpKind::Is:
    case CmpOpKind::IsNot: {
      bool is = op == CmpOpKind::Is;
      TypePtr lt = lhs->type(), rt = rhs->type();
      // PyTorch decides `x is None` statically unless x is Optional, None or
      // a Union with None: for an Any value it is False.
      if (rt->is(TypeKind::None) && (!lt->canHoldNone() || lt->is(TypeKind::Any))) {
        r.value = constant(IValue(!is), loc);
        r.static_value = !is;
        return r;
      }
      if (rt->is(TypeKind::None) && lt->is(TypeKind::None)) {
        r.value = constant(IValue(is), loc);
        r.static_value = is;
        return r;
      }
      r.value = emitBuiltinCall(aten(is ? "__is__" : "__isnot__"), {{"", lhs, loc}, {"", rhs, loc}}, loc);
      if (rt->is(TypeKind::None) && !var.empty()) {
        // Refine Optional[T] / Union[..., None] to its non-None part.
        std::vector<TypePtr> members;
        if (lt->is(TypeKind::Optional)) members = {lt->elem()};
        else
          for (TypePtr m : lt->contained())
            if (!m->is(TypeKind::None)) members.push_back(m);
        TypePtr non_none = members.size() == 1 ? members[0] : Type::union_(members);
        (is ? r.refinements.when_false : r.refinements.when_true)[var] = non_none;
      }
      return r;
    }
    case CmpOpKind::In:
    case CmpOpKind::NotIn: {
      // `key in self.moduledict` tests the ModuleDict's (static) keys.
      if (rhs->type()->is(TypeKind::Class) && static_cast<const ClassType*>(rhs->type())->container == ModuleContainer::Dict)
        rhs = program_.moduleContainerValue(*this, rhs, loc);
      Value* v = nullptr;
      if (rhs->type()->is(TypeKind::Str) && lhs->type()->is(TypeKind::Str)) {
        // `sub in s` is PyTorch's builtin source `__contains__` (s.find(sub)
        // != -1), inlined; `not in` negates it. Other operands go to the
        // aten::__contains__ operators, whose failure lists that builtin.
        std::vector<NamedValue> args{{"", rhs, loc}, {"", lhs, loc}};
        v = program_.builtinSourceOverloads("__contains__", {"torch._builtin_source_tensor"})
                ->call(*this, loc, args)
                ->asValue(*this, loc);
      }
      if (rhs->type()->is(TypeKind::Tuple)) {
        // `x in (a, b)` is a chain of comparisons with the comparable items.
        Value* acc = constant(IValue(false), loc);
        for (Value* item : unpackTuple(rhs, loc)) {
          std::vector<NamedValue> args{{"", item, loc}, {"", lhs, loc}};
          Value* eq = tryEmitBuiltinCall(aten("eq"), args, loc, nullptr);
          if (!eq) continue;
          acc = emitBuiltinCall(aten("__or__"), {{"", acc, loc}, {"", toBool(eq, loc), loc}}, loc);
        }
        if (op == CmpOpKind::NotIn) acc = emitBuiltinCall(aten("__not__"), {{"", acc, loc}}, loc);
        r.value = acc;
        return r;
      }
      if (!v) v = program_.tryEmitMagic(*this, "__contains__", rhs, {{"", lhs, loc}}, loc);
      if (!v) v = emitBuiltinCall(aten("__contains__"), {{"", rhs, loc}, {"", lhs, loc}}, loc);
      if (op == CmpOpKind::NotIn) v = emitBuiltinCall(aten("__not__"), {{"", v, loc}}, loc);
      r.value = v;
      return r;
    }
    default: break;
  }
  static const char* names[] = {"eq", "ne", "lt", "le", "gt", "ge"};
  r.value = program_.emitBinary(*this, aten(names[static_cast<int>(op)]), lhs, rhs, loc);
  return r;
}

Value* Emitter::emitIfExp(const IfExp& e, TypePtr hint) {
  CondValue c = emitCondition(*e.test);
  if (c.static_value) {
    pushFrame(/*expression=*/true);
    applyRefinements(*c.static_value ? c.refinements.when_true : c.refinements.when_false, e.range);
    Value* v = emitExpr(*c.static_value ? *e.body : *e.orelse, hint);
    popFrame();
    return v;
  }
  Node* n = insert(prim::If, {c.value}, 1, e.range);
  Block* tb = n->addBlock();
  Block* fb = n->addBlock();
  Node* after = graph_.insertionPoint();
  auto branch = [&](Block* b, const std::map<std::string, TypePtr>& refinements, const Expr& x, Frame& frame) {
    graph_.setInsertionPoint(b);
    pushFrame(/*expression=*/true);
    applyRefinements(refinements, e.range);
    Value* v = emitExpr(x, hint);
    frame = popFrame();
    return v;
  };
  Frame t, f;
  Value* tv = branch(tb, c.refinements.when_true, *e.body, t);
  Value* fv = branch(fb, c.refinements.when_false, *e.orelse, f);
  auto u = unifyTypes(tv->type(), fv->type());
  // Branches that do not unify still meet at a type hint both subtype
  // (`return "out" if c else {}` in a function returning Any).
  bool to_hint = !u && hint && tv->type()->isSubtypeOf(hint) && fv->type()->isSubtypeOf(hint);
  if (to_hint) u = hint;
  if (!u)
    fail("if-expression's true branch has type " + tv->type()->str() + " but false branch has type " +
             fv->type()->str(),
         e.range);
  for (auto [b, v] : {std::pair{tb, tv}, std::pair{fb, fv}}) {
    if (to_hint && v->type() != hint) {
      graph_.setInsertionPoint(b);
      v = insert(prim::unchecked_cast, {v}, 1, e.range)->output()->setType(hint);
    }
    b->registerOutput(v);
  }
  graph_.setInsertionPointBefore(after);
  n->output()->setType(*u);
  mergeIf(n, t, ExitKind::None, f, ExitKind::None, e.range);  // refinements leave the If as assignments
  return n->outputs()[0];
}

Value* Emitter::emitSubscript(const Subscript& e, TypePtr hint) {
  Value* base = emitExpr(*e.value);
  TypePtr t = base->type();
  if (t->is(TypeKind::Tensor)) return program_.emitTensorIndex(*this, base, e);
  if (e.indices.size() != 1) fail("Subscripts with multiple indices are only supported on tensors", e.range);
  const Expr& idx = *e.indices[0];
  if (Value* m = program_.emitModuleIndex(*this, base, idx, e.range, hint)) return m;
  if (hint && hint->is(TypeKind::Interface) && t->is(TypeKind::Class) && !idx.is<Slice>()) {
    // Loaded code: the printer's `s : Iface = mods[key]` (Note [Interface-typed container index]).
    if (Value* m = program_.emitModuleContainerIndex(*this, base, emitExpr(idx), hint, e.range)) return m;
  }
  if (const Slice* s = idx.as<Slice>()) {
    auto part = [&](const ExprPtr& p) { return p ? emitExpr(*p) : noneValue(e.range); };
    Value* lo = part(s->lower);
    Value* hi = part(s->upper);
    Value* step = s->step ? emitExpr(*s->step) : constant(IValue(int64_t{1}), e.range);
    return emitSlice(base, lo, hi, step, e.range);
  }
  if (auto s = sliceObject(idx)) return emitSlice(base, s->lo, s->hi, s->step, e.range);
  if (t->is(TypeKind::Tuple)) {
    Value* i = emitExpr(idx);
    // PyTorch reads a variable through prim::Load, so only a literal (not a
    // name bound to one) is a constant index.
    if (i->node()->kind() != prim::Constant || !i->type()->is(TypeKind::Int) || idx.is<Name>()) {
      bool same = !t->contained().empty();
      for (TypePtr c : t->contained()) same = same && c == t->contained()[0];
      if (!same)
        fail("Cannot index into a " + t->str() +
                 " with a non-integer literal because we cannot resolve the output type",
             e.range);
      Node* n = insert(prim::TupleIndex, {base, i}, 1, e.range);
      n->output()->setType(t->contained()[0]);
      return n->output();
    }
    int64_t k = i->node()->i(attr::value);
    int64_t size = static_cast<int64_t>(t->contained().size());
    if (k < -size || k >= size)
      fail("Tuple index out of range. Tuple is length " + std::to_string(size) + " and index is " + std::to_string(k),
           e.range);
    if (k < 0) k += size;
    Node* n = insert(prim::TupleIndex, {base, constant(IValue(k), e.range)}, 1, e.range);
    n->output()->setType(t->contained()[k]);
    return n->output();
  }
  // PyTorch's SimpleValue::getitem knows containers, strings and classes.
  for (TypeKind k : {TypeKind::Int, TypeKind::Float, TypeKind::Bool, TypeKind::Complex, TypeKind::None, TypeKind::Number,
                     TypeKind::Optional})
    if (t->is(k)) fail("'" + t->str() + "' object is not subscriptable", e.range);
  Value* i = emitExpr(idx);
  if (Value* m = program_.tryEmitMagic(*this, "__getitem__", base, {{"", i, e.range}}, e.range)) return m;
  return emitBuiltinCall(aten("__getitem__"), {{"", base, e.range}, {"", i, e.range}}, e.range);
}

std::shared_ptr<SliceValue> Emitter::sliceObject(const Expr& idx) {
  const Call* c = idx.as<Call>();
  const Name* f = c ? c->func->as<Name>() : nullptr;
  if (!idx.is<Name>() && !(f && f->id == "slice")) return nullptr;
  // A name's lookup has no side effects, so a non-slice one is emitted again by the caller.
  return std::dynamic_pointer_cast<SliceValue>(emitSugared(idx));
}

Value* Emitter::emitSlice(Value* base, Value* lo, Value* hi, Value* step, const SourceRange& loc) {
  if (base->type()->is(TypeKind::Tuple)) {
    return program_.emitTupleSlice(*this, base, lo, hi, step, loc);
  }
  return emitBuiltinCall(aten("slice"), {{"", base, loc}, {"", lo, loc}, {"", hi, loc}, {"", step, loc}}, loc);
}

/// PyTorch's refineAndSetUnionTypeHintOrPopulateCandidatesVector: a list
/// literal or comprehension annotated with a type that is no list (nor a
/// Union or Optional, which pick a list member) is an error.
static void checkListHint(const Emitter& em, TypePtr hint, const SourceRange& range) {
  if (hint && !hint->is(TypeKind::List) && !hint->is(TypeKind::Optional) && !hint->is(TypeKind::Union) &&
      !hint->is(TypeKind::Any))
    em.fail("Expected an annotation of type List but got " + hint->str(), range);
}

/// Note [Union-annotated literals]: a list or dict literal annotated with a
/// Union or Optional takes its one list (dict) member as its annotation, and
/// PyTorch's emitListLiteral / emitDictLiteral cast the built container to
/// the whole annotation (`y = unchecked_cast(Optional[List[int]], [1, x])`).
static TypePtr unionMemberOfKind(TypePtr hint, TypeKind kind) {
  if (!hint || !(hint->is(TypeKind::Union) || hint->is(TypeKind::Optional))) return hint;
  TypePtr found = nullptr;
  for (TypePtr m : hint->contained()) {
    if (!m->is(kind)) continue;
    if (found) return nullptr;  // several candidates: the elements decide
    found = m;
  }
  return found;
}

Value* Emitter::castToUnionHint(Value* v, TypePtr hint, const SourceRange& loc) {
  if (!hint || !(hint->is(TypeKind::Union) || hint->is(TypeKind::Optional)) || !v->type()->isSubtypeOf(hint))
    return v;
  return insert(prim::unchecked_cast, {v}, 1, loc)->output()->setType(hint);
}

Value* Emitter::emitListLiteral(const ListLiteral& e, TypePtr union_hint) {
  checkListHint(*this, union_hint, e.range);
  TypePtr hint = unionMemberOfKind(union_hint, TypeKind::List);
  TypePtr elem_hint = hint && hint->is(TypeKind::List) ? hint->elem() : nullptr;
  std::vector<Value*> items;
  // PyTorch emits the elements without the hint: `[[]]` is List[List[Tensor]]
  // whatever the annotation says, and `[x.tolist()]` has no type to give.
  for (const ExprPtr& x : e.elts) items.push_back(emitExpr(*x));
  TypePtr elem;
  if (items.empty()) {
    elem = elem_hint ? elem_hint : Type::tensor();
  } else if (elem_hint) {
    elem = elem_hint;
    for (size_t i = 0; i < items.size(); ++i) {
      if (!items[i]->type()->isSubtypeOf(elem)) {
        Value* c = tryConvert(items[i], elem, false, e.range);
        if (!c) {
          std::vector<TypePtr> types;
          for (Value* v : items) types.push_back(v->type());
          fail("List type annotation `" + hint->str() + "` did not match the types of the given list elements, "
               "which were unified to " + (*unifyTypeList(types, true))->str(), e.range);
        }
        items[i] = c;
      }
    }
  } else {
    std::vector<TypePtr> types;
    for (Value* v : items) types.push_back(v->type());
    auto u = unifyTypeList(types, false);
    if (!u) {
      u = unifyTypeList(types, true);
      program_.warn("List consists of heterogeneous types, which means that it has been typed as containing " +
                    (*u)->str() + ". To use any of the values in this List, it will be necessary to add an "
                    "`assert isinstance` statement before first use to trigger type refinement.",
                    extent_.valid() ? e.range.highlight(extent_) : e.range.highlight(), "ir_emitter.cpp:4377",
                    "emitListLiteral");
    }
    elem = *u;
  }
  Value* list = emitListConstruct(elem, items, e.range);
  if (items.empty() && !elem_hint) empty_list_literals_.push_back(list->node());
  return castToUnionHint(list, union_hint, e.range);
}

// Note [Empty list literals]: PyTorch emits an unannotated `[]` as a
// placeholder that its cleanup replaces by a new, unnamed list once the
// function is compiled. So `.code` prints `_0 = annotate(List[Tensor], [])`
// where the variable was called `out`, and `.graph` numbers it last.
void Emitter::replaceEmptyListLiterals() {
  for (Node* n : empty_list_literals_) {
    Node* fresh = graph_.create(prim::ListConstruct, {}, 1);
    fresh->output()->setType(n->output()->type());
    fresh->setSourceRange(n->sourceRange());
    fresh->insertBefore(n);
    n->output()->replaceAllUsesWith(fresh->output());
    n->destroy();
  }
  empty_list_literals_.clear();
}

void Emitter::foldAnnotationCasts() {
  for (Node* n : annotation_casts_) {
    n->output()->replaceAllUsesWith(n->input(0));
    n->destroy();
  }
  annotation_casts_.clear();
}

Value* Emitter::emitDictLiteral(const DictLiteral& e, TypePtr union_hint) {
  TypePtr hint = unionMemberOfKind(union_hint, TypeKind::Dict);
  TypePtr kh = hint && hint->is(TypeKind::Dict) ? hint->contained()[0] : nullptr;
  TypePtr vh = hint && hint->is(TypeKind::Dict) ? hint->contained()[1] : nullptr;
  std::vector<Value*> inputs;
  std::vector<TypePtr> ktypes, vtypes;
  for (size_t i = 0; i < e.keys.size(); ++i) {
    if (!e.keys[i])
      failNotSupported("Dict expansion (e.g. `{**dict}`) is not supported",
                       SourceRange(e.range.source, e.range.start, e.range.start + 1));
    Value* k = emitExpr(*e.keys[i]);
    Value* v = emitExpr(*e.values[i]);
    inputs.push_back(k);
    inputs.push_back(v);
    ktypes.push_back(k->type());
    vtypes.push_back(v->type());
  }
  TypePtr kt, vt;
  if (inputs.empty()) {
    kt = kh ? kh : Type::str_();
    vt = vh ? vh : Type::tensor();
  } else {
    auto ku = unifyTypeList(ktypes, false);
    auto vu = unifyTypeList(vtypes, true);
    kt = kh ? kh : (ku ? *ku : Type::union_(ktypes));
    vt = vh ? vh : *vu;
  }
  if (!isValidDictKey(kt) && !kt->is(TypeKind::Union))
    fail("Dictionary keys must contain only a single type", e.range);
  Node* n = insert(prim::DictConstruct, inputs, 1, e.range);
  n->output()->setType(Type::dict(kt, vt));
  return castToUnionHint(n->output(), union_hint, e.range);
}

void Emitter::checkComprehensionShape(const std::vector<Comprehension>& generators, const SourceRange& range) const {
  // PyTorch's frontend rejects these with an empty range at the
  // comprehension's start, so no caret line is printed.
  SourceRange at(range.source, range.start, range.start);
  if (generators.size() != 1) failNotSupported("Only a single generator is currently supported", at);
  if (!generators[0].ifs.empty()) failNotSupported("Comprehension ifs are not supported yet", at);
}

Value* Emitter::emitListComp(const Expr& elt, const std::vector<Comprehension>& generators, const SourceRange& range,
                             TypePtr hint) {
  checkComprehensionShape(generators, range);
  const Comprehension& g = generators[0];
  checkListHint(*this, hint, range);
  TypePtr elem_hint = hint && hint->is(TypeKind::List) ? hint->elem() : nullptr;
  return emitListLoop(*g.iter, range, elem_hint, [&](SugaredPtr item) {
    if (auto* s = dynamic_cast<SimpleValue*>(item.get())) assignTo(*g.target, s->value, g.target->range, nullptr);
    // As PyTorch, the element is emitted without the annotation's help:
    // `[[] for _ in xs]` has List[Tensor] elements whatever it is annotated.
    return emitExpr(elt);
  });
}

Value* Emitter::emitListLoop(const Expr& iter, const SourceRange& range, TypePtr elem_hint,
                             const std::function<Value*(SugaredPtr)>& element) {
  // The element type is only known after emitting the body once; PyTorch
  // types the list by the element expression, so emit the list after.
  Value* list = emitListConstruct(elem_hint ? elem_hint : Type::tensor(), {}, range);
  Node* list_node = list->node();
  TypePtr elem_type = nullptr;
  pushFrame(/*expression=*/true);
  iterate(iter, range, [&](SugaredPtr item) {
    Value* v = element(std::move(item));
    if (!elem_type) elem_type = elem_hint ? elem_hint : v->type();
    if (elem_hint && !v->type()->isSubtypeOf(elem_type))
      fail("List type annotation `" + Type::list(elem_hint)->str() +
               "` did not match the types of the given list elements, which were unified to " + v->type()->str(),
           range);
    if (!v->type()->isSubtypeOf(elem_type))
      fail("List comprehension element of type " + v->type()->str() + " does not match " + elem_type->str(), range);
    // The list's type is fixed only after the element is typed, so the
    // append is bound directly instead of by overload resolution.
    Node* n = insert(aten("append"), {list, v}, 1, range);
    n->op = Registry::global().find("aten::append.t");
    n->output()->setType(Type::list(elem_type));
  }, nullptr);
  popFrame();
  if (elem_type) {
    list->setType(Type::list(elem_type));
    list_node->setAttribute(attr::types, elem_type);
  }
  return list;
}

Value* Emitter::emitListFromIterable(const Expr& iter, const SourceRange& loc) {
  return emitListLoop(iter, loc, nullptr, [&](SugaredPtr item) { return item->asValue(*this, loc); });
}

Value* Emitter::emitListFromValue(Value* iterable, const SourceRange& loc) {
  // The iterable is bound to a name the source cannot spell, in a frame of
  // its own, so the loop reads it without emitting it twice.
  Name iter_name(loc);
  iter_name.id = "$_iter";
  pushFrame(/*expression=*/true);
  setVar(iter_name.id, iterable, loc);
  Value* out = emitListFromIterable(iter_name, loc);
  popFrame();
  return out;
}

Value* Emitter::emitDictComp(const DictComp& e, TypePtr hint) {
  checkComprehensionShape(e.generators, e.range);
  const Comprehension& g = e.generators[0];
  Node* n = insert(prim::DictConstruct, {}, 1, e.range);
  Value* dict = n->output()->setType(hint ? hint : Type::dict(Type::str_(), Type::tensor()));
  pushFrame(/*expression=*/true);
  iterate(*g.iter, e.range, [&](SugaredPtr item) {
    if (auto* s = dynamic_cast<SimpleValue*>(item.get())) assignTo(*g.target, s->value, g.target->range, nullptr);
    Value* k = emitExpr(*e.key);
    Value* v = emitExpr(*e.value);
    if (!hint) dict->setType(Type::dict(k->type(), v->type()));
    if (!isValidDictKey(k->type())) fail("Dictionary keys must be int, float, complex, str, bool, Tensor or device", e.range);
    Node* n = insert(aten("_set_item"), {dict, k, v}, 0, e.range);
    n->op = Registry::global().find("aten::_set_item." + k->type()->schemaStr());
  }, nullptr);
  popFrame();
  return dict;
}

Value* Emitter::emitJoinedStr(const JoinedStr& e) {
  // PyTorch's frontend rejects a conversion or format spec anywhere in the
  // f-string before it looks at the parts, pointing at the f-string's start.
  SourceRange at(e.range.source, e.range.start, e.range.start + 1);
  for (const FStringPart& p : e.parts) {
    if (p.conversion) failNotSupported("Don't support conversion in JoinedStr", at);
    if (p.format_spec) failNotSupported("Don't support formatting in JoinedStr", at);
  }
  std::string fmt;
  std::vector<NamedValue> args;
  for (const FStringPart& p : e.parts) {
    if (p.isLiteral()) {
      fmt += p.literal;
      continue;
    }
    Value* v = emitExpr(*p.value);
    fmt += "{}";
    args.push_back({"", v, p.range});
  }
  // frontend.py builds `fmt.format(...)` with the string and the `format`
  // name both at the f-string's first character: the call is located there.
  args.insert(args.begin(), NamedValue{"", constant(IValue(fmt), e.range), e.range});
  return emitBuiltinCall(aten("format"), args, at);
}

Value* Emitter::emitListConstruct(TypePtr elem, const std::vector<Value*>& items, const SourceRange& loc) {
  Node* n = insert(prim::ListConstruct, items, 1, loc);
  n->setAttribute(attr::types, elem);
  n->output()->setType(Type::list(elem));
  return n->output();
}

Value* Emitter::emitTupleConstruct(const std::vector<Value*>& items, const SourceRange& loc) {
  Node* n = insert(prim::TupleConstruct, items, 1, loc);
  std::vector<TypePtr> types;
  for (Value* v : items) types.push_back(v->type());
  n->output()->setType(Type::tuple(types));
  return n->output();
}

std::vector<Value*> Emitter::unpackTuple(Value* v, const SourceRange& loc) {
  TypePtr t = v->type();
  if (t->is(TypeKind::Tuple)) {
    if (v->node()->kind() == prim::TupleConstruct) return v->node()->inputs();
    Node* n = insert(prim::TupleUnpack, {v}, t->contained().size(), loc);
    for (size_t i = 0; i < t->contained().size(); ++i) n->output(i)->setType(t->contained()[i]);
    return n->outputs();
  }
  // PyTorch's SimpleValue::asTuple: a list unpacks only where the binder
  // count is known (a plain `a, b = xs`, emitted as ListUnpack by the caller).
  if (t->is(TypeKind::List)) fail("cannot statically infer the expected size of a list in this context", loc);
  if (t->is(TypeKind::AnyTuple))
    fail("Provided tuple is not fully defined/refined including its element types, please provide a value of type "
         "like Tuple[int, int]",
         loc);
  fail(t->str() + " cannot be used as a tuple", loc);
}

std::string Emitter::typeRepr(const Value* v) const {
  return v->type()->str() + (isInferred(v) ? " (inferred)" : "");
}

bool Emitter::isHintableEmptyLiteral(const Value* v) const {
  if (!v->node()->inputs().empty() || v->hasUses() || named_values_.count(v)) return false;
  if (v->node()->kind() == prim::ListConstruct) return v->type() == Type::list(Type::tensor());
  return v->node()->kind() == prim::DictConstruct && v->type() == Type::dict(Type::str_(), Type::tensor());
}

Value* Emitter::tryConvert(Value* v, TypePtr type, bool allow_int_to_float, const SourceRange& loc) {
  TypePtr vt = v->type();
  // An empty `[]` or `{}` literal (still of its default type) takes the
  // type it is used as (Note [Empty literal hints]).
  bool empty_literal = isHintableEmptyLiteral(v);
  if (empty_literal && v->node()->kind() == prim::ListConstruct && type->is(TypeKind::List))
    return emitListConstruct(type->elem(), {}, loc);
  if (empty_literal && v->node()->kind() == prim::DictConstruct && type->is(TypeKind::Dict)) {
    Node* n = insert(prim::DictConstruct, {}, 1, loc);
    return n->output()->setType(type);
  }
  // A tuple literal passes for a list of its (common) element type.
  if (vt->is(TypeKind::Tuple) && type->is(TypeKind::List)) {
    std::vector<Value*> items = unpackTuple(v, loc);
    for (Value* i : items)
      if (!i->type()->isSubtypeOf(type->elem())) return nullptr;
    return emitListConstruct(type->elem(), items, loc);
  }
  if (type->is(TypeKind::Optional) && !vt->is(TypeKind::Optional)) return tryConvert(v, type->elem(), allow_int_to_float, loc);
  if (allow_int_to_float && vt->is(TypeKind::Int) && type->is(TypeKind::Float))
    return emitBuiltinCall(aten("Float"), {{"", v, loc}}, loc);
  if (vt->is(TypeKind::Str) && type->is(TypeKind::Device))
    return emitBuiltinCall(aten("device"), {{"", v, loc}}, loc);
  return nullptr;
}

// Note [Implicit conversions]: PyTorch's tryConvertToType with
// allow_conversions, used for the arguments of builtin and script calls
// (in the pass that allows conversions) and for returns, but not for
// annotated assignments: a tensor becomes a float/int/complex/number
// through the *Implicit ops, a `number` (Tensor.item(), math on Scalars)
// a float/int through aten::Float/Int, a str a device. Optional[T] converts
// as T, and a tuple converts element by element (a return of `(t, t.item())`
// as Tuple[float, int]).
Value* Emitter::tryConvertImplicitly(Value* v, TypePtr type, const SourceRange& loc) {
  if (Value* c = tryConvert(v, type, false, loc)) return c;
  TypePtr vt = v->type();
  if (type->is(TypeKind::Optional) && !vt->is(TypeKind::Optional) && !vt->is(TypeKind::None))
    type = type->elem();
  if (vt->is(TypeKind::Tuple) && type->is(TypeKind::Tuple) && vt->contained().size() == type->contained().size()) {
    std::vector<Value*> items = unpackTuple(v, loc);
    bool changed = false;
    for (size_t i = 0; i < items.size(); ++i) {
      TypePtr want = type->contained()[i];
      if (items[i]->type()->isSubtypeOf(want)) continue;
      if (Value* c = tryConvertImplicitly(items[i], want, loc)) {
        items[i] = c;
        changed = true;
      }
    }
    return changed ? emitTupleConstruct(items, loc) : nullptr;
  }
  return program_.convertNumber(*this, v, type, loc);
}

Value* Emitter::emitIsInstance(Value* v, const Expr& types, const SourceRange& loc, Refinements* refinements,
                               const std::string& var) {
  std::vector<TypePtr> candidates;
  // As Python, a tuple of types may nest: isinstance(x, (int, (float, str))).
  std::function<void(const Expr&)> collect = [&](const Expr& x) {
    if (const TupleLiteral* t = x.as<TupleLiteral>()) {
      for (const ExprPtr& item : t->elts) collect(*item);
    } else {
      candidates.push_back(parseTypeExpr(x));
    }
  };
  collect(types);
  return program_.emitIsInstance(*this, v, candidates, loc, refinements, var);
}

void Emitter::iterate(const Expr& iter_expr, const SourceRange& loc, const std::function<void(SugaredPtr)>& body,
                      const StmtList* stmts) {
  program_.emitIteration(*this, iter_expr, loc, body, stmts,
                         [&](Value* max, const std::function<void(Value*)>& fn) {
                           emitLoop(max, nullptr, fn, loc, stmts);
                         });
}

}  // namespace ts
