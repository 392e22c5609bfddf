// ===--- emit_stmt.cpp - statements to IR ---------------------------------=== //
#include <algorithm>

#include "compiler/emitter.h"
#include "compiler/frontend_check.h"
#include "compiler/output_order.h"
#include "compiler/program.h"
#include "frontend/ast_visit.h"
#include "frontend/parser.h"

namespace ts {

using namespace ast;

static const Symbol kReturnStmt = Symbol::fromQualString("prim::ReturnStmt");
static const Symbol kBreakStmt = Symbol::fromQualString("prim::BreakStmt");
static const Symbol kContinueStmt = Symbol::fromQualString("prim::ContinueStmt");

// ---- functions ------------------------------------------------------------ //

/// PyTorch's build_param_list rejects `**kwargs`, then `*args` (marking the
/// name with one star before it), then keyword-only parameters with defaults.
void Emitter::checkParamKinds(const FunctionDef& def) {
  static const char* const kMessage =
      "Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults";
  for (ParamKind kind : {ParamKind::VarKwargs, ParamKind::VarArgs})
    for (const Param& p : def.params)
      if (p.kind == kind) failNotSupported(kMessage, SourceRange(p.range.source, p.range.start - 1, p.range.end));
  for (const Param& p : def.params)
    if (p.kind == ParamKind::KeywordOnly && p.default_value) failNotSupported(kMessage, p.default_value->range);
}

/// ErrorReport::CallStack's name for a function: a method is
/// `Class.method` with the class's last name atom (mangling dropped).
static std::string stackNameOf(const FunctionDef& def, const TypePtr& self_type) {
  if (!self_type || self_type->name().empty()) return def.name;
  const std::string& q = self_type->name();
  return q.substr(q.rfind('.') == std::string::npos ? 0 : q.rfind('.') + 1) + "." + def.name;
}

void Emitter::emitFunction(const FunctionDef& def, Function& fn, TypePtr self_type, const FunctionDef* signature) {
  frame_.name = stackNameOf(def, self_type);
  frame_.extent = extent_;
  auto& frames = program_.sharedState().compile_frames;
  frames.push_back(&frame_);
  struct Pop {
    std::vector<const CompileFrame*>& frames;
    ~Pop() { frames.pop_back(); }
  } pop{frames};
  try {
    emitFunctionBody(def, fn, self_type, signature);
  } catch (CompileError& err) {
    if (!program_.isImported()) addCallSite(err, frames);
    throw;
  }
}

void addCallSite(CompileError& err, const std::vector<const CompileFrame*>& frames) {
  if (frames.size() < 2) return;
  const CompileFrame& callee = *frames.back();
  const CompileFrame& caller = *frames[frames.size() - 2];
  if (!caller.pending.valid()) return;
  err.appendContext("'" + callee.name + "' is being compiled since it was called from '" + caller.name + "'\n" +
                    caller.pending.highlight(caller.extent));
}

void Emitter::emitFunctionBody(const FunctionDef& def, Function& fn, TypePtr self_type,
                               const FunctionDef* signature) {
  // Note [Unused class methods]: as PyTorch's get_jit_def, an @unused method
  // of a script class keeps its name and result type; its parameters become
  // Any (*args and **kwargs dropped) and its body raises.
  bool unused_stub = self_type && self_type->is(TypeKind::Class) &&
                     !static_cast<const ClassType*>(self_type)->isModule() && hasDecorator(def, "unused");
  // Note [CompilationUnit source]: only Python source goes through frontend.py.
  if (!unused_stub && !program_.isImported() && !isCompilationUnitSource(def)) {
    checkScriptDef(def, signature ? *signature : def, extent_);
    ranges_ = std::make_shared<const ScriptRanges>(def);
  }
  function_name_ = def.name;
  current_def_ = &def;
  fn.name = def.name;
  fn.schema.name = def.name;
  const FunctionDef& sig = signature ? *signature : def;
  // `# type: (int, float) -> int` comments give parameter and return types.
  std::vector<TypePtr> comment_types;
  TypePtr comment_return = nullptr;
  if (sig.type_comment) {
    auto parsed = program_.parseTypeComment(*sig.type_comment, sig.type_comment_range, *this, sig.params.size(),
                                            self_type != nullptr);
    comment_types = parsed.first;
    comment_return = parsed.second;
  }
  // A method's type comment leaves out `self`.
  size_t comment_offset = !comment_types.empty() && sig.params.size() == comment_types.size() + 1 ? 1 : 0;
  if (!unused_stub) checkParamKinds(sig);
  if (self_type && sig.params.empty()) fail("methods must have a self argument", sig.range);
  TypePtr state_type = setStateType(sig, self_type, comment_types.empty());
  size_t index = 0;
  for (const Param& p : sig.params) {
    if (unused_stub && (p.kind == ParamKind::VarArgs || p.kind == ParamKind::VarKwargs)) continue;
    TypePtr type = Type::tensor();
    bool inferred = false;
    if (self_type && index == 0) {
      type = self_type;
    } else if (unused_stub) {
      type = Type::any();
    } else if (state_type && index == 1) {
      type = state_type;
    } else if (p.annotation) {
      type = parseTypeExpr(*p.annotation);
    } else if (index >= comment_offset && index - comment_offset < comment_types.size()) {
      type = comment_types[index - comment_offset];
    } else {
      inferred = true;
    }
    Value* v = graph_.addInput(p.name)->setType(type);
    if (inferred) inferred_params_.insert(v);
    SchemaArgument arg;
    arg.name = p.name;
    arg.type = type;
    arg.inferred = inferred;
    arg.kwarg_only = p.kind == ParamKind::KeywordOnly;
    if (p.annotation && !(self_type && index == 0)) arg.list_length = broadcastingListLength(*p.annotation);
    // An overload stub without a default takes the implementation's.
    const FunctionDef* with_default = p.default_value ? &sig
                                      : (signature && index < def.params.size() && def.params[index].default_value) ? &def
                                                                                                                     : nullptr;
    if (with_default) {
      checkImmutableDefault(*with_default, with_default->params[index]);
      arg.default_value = program_.paramDefault(*with_default, index, type, *this);
    }
    fn.schema.arguments.push_back(arg);
    Var var;
    var.value = v;
    frames_.back().vars[p.name] = var;
    frames_.back().order.push_back(p.name);
    ++index;
  }
  if (sig.returns) {
    return_type_ = parseTypeExpr(*sig.returns);
    return_annotated_ = true;
  } else if (comment_return) {
    return_type_ = comment_return;
    return_annotated_ = true;
  }
  ExitKind k = unused_stub ? emitUnusedBody(def) : emitStatements(def.body);
  Value* out = nullptr;
  // A final top-level `return v` becomes the graph output itself.
  Node* last_placeholder = graph_.block()->returnNode()->prev();
  if (!return_nodes_.empty() && return_nodes_.back()->owningBlock() == graph_.block() &&
      return_nodes_.back()->next() == last_placeholder) {
    Node* last = return_nodes_.back();
    out = last->input(0);
    last_placeholder->destroy();
    last->destroy();
    return_nodes_.pop_back();
  } else if (k == ExitKind::None) {
    // Falling off the end returns None, which a declared type must be.
    if (return_annotated_ && return_type_ != Type::none())
      fail("Function was not annotated as having type None, but does not return along all paths", def.range);
    out = noneValue(def.range);
    if (!return_type_) return_type_ = Type::none();
    if (return_annotated_ && !Type::none()->isSubtypeOf(return_type_))
      out = insert(prim::Uninitialized, {}, 1, def.range)->output()->setType(return_type_);
  } else {
    out = insert(prim::Uninitialized, {}, 1, def.range)->output()->setType(
        return_type_ ? return_type_ : Type::none());
  }
  graph_.registerOutput(out);
  replaceEmptyListLiterals();
  foldAnnotationCasts();
  SchemaArgument ret;
  ret.type = return_type_ ? return_type_ : Type::none();
  fn.schema.returns.push_back(ret);
  orderControlFlowOutputs(graph_);
}

ExitKind Emitter::emitUnusedBody(const FunctionDef& def) {
  Value* msg = constant(IValue(std::string("Cannot call @unused methods")), def.range);
  Node* n = insert(prim::RaiseException, {msg}, 0, def.range);
  n->setAttribute(attr::value, static_cast<int64_t>(ErrorKind::RuntimeError));
  return ExitKind::Raise;
}

/// Note [setstate type]: an unannotated `__setstate__(self, state)` takes
/// what the class's `__getstate__` returns, as PyTorch derives it; nullptr
/// when the rule does not apply.
TypePtr Emitter::setStateType(const FunctionDef& def, TypePtr self_type, bool no_comment) {
  if (def.name != "__setstate__" || !self_type || !no_comment || def.params.size() != 2) return nullptr;
  for (const Param& p : def.params)
    if (p.annotation) return nullptr;
  ClassInfo* c = program_.classInfo(self_type);
  if (!c) return nullptr;
  if (!c->method_defs.count("__getstate__"))
    fail("`__setstate__` defined but not `__getstate__`. You must have both defined on a ScriptModule to customize "
         "serialization.\nDid you forget to use `@torch.jit.export`?",
         def.range);
  Function* getstate = program_.compileMethod(*c, "__getstate__", static_cast<const ClassType*>(self_type));
  return getstate && !getstate->schema.returns.empty() ? getstate->schema.returns[0].type : nullptr;
}

// ---- statement lists ------------------------------------------------------ //

ExitKind Emitter::emitStatements(const StmtList& stmts) {
  for (const StmtPtr& s : stmts) {
    ExitKind k = emitStatement(*s);
    // Statements after an unconditional exit are unreachable; like PyTorch,
    // they are not compiled.
    if (k != ExitKind::None) return k;
  }
  return ExitKind::None;
}

ExitKind Emitter::emitStatement(const Stmt& s) {
  setPending(s.range);
  switch (s.kind) {
    case StmtKind::ExprStmt: {
      const Expr& e = *s.as<ExprStmt>()->value;
      // Docstrings and bare string expressions are no-ops.
      if (!e.is<StringLiteral>()) emitSugared(e);
      return ExitKind::None;
    }
    case StmtKind::Assign: emitAssign(*s.as<Assign>()); return ExitKind::None;
    case StmtKind::AnnAssign: emitAnnAssign(*s.as<AnnAssign>()); return ExitKind::None;
    case StmtKind::AugAssign: emitAugAssign(*s.as<AugAssign>()); return ExitKind::None;
    case StmtKind::If: return emitIf(*s.as<If>());
    case StmtKind::While: emitWhile(*s.as<While>()); return ExitKind::None;
    case StmtKind::For: emitFor(*s.as<For>()); return ExitKind::None;
    case StmtKind::Return: return emitReturn(*s.as<Return>());
    case StmtKind::Raise: emitRaise(*s.as<Raise>()); return ExitKind::Raise;
    case StmtKind::Assert: emitAssert(*s.as<Assert>()); return ExitKind::None;
    case StmtKind::Delete: emitDelete(*s.as<Delete>()); return ExitKind::None;
    case StmtKind::Pass: return ExitKind::None;
    case StmtKind::With: return emitWith(*s.as<With>());
    case StmtKind::Break:
    case StmtKind::Continue: {
      bool is_break = s.kind == StmtKind::Break;
      if (!unrolled_loops_.empty() && unrolled_loops_.back() == loops_.size())
        fail("Because we emit iteration over modulelists or tuples as unrolled loops, we do not support break or "
             "continue inside the body of these loops",
             s.range);
      if (loops_.empty())
        fail(is_break ? "SyntaxError: 'break' outside loop" : "SyntaxError: 'continue' outside loop", s.range);
      std::vector<Value*> inputs;
      // A while loop re-tests its condition when an iteration continues.
      if (!is_break) {
        auto& cond_fn = loops_.back().cond_fn;
        inputs.push_back(cond_fn ? cond_fn() : constant(IValue(true), s.range));
      }
      emitWithExits(firstWithInLoop(), s.range);
      Node* n = insert(is_break ? kBreakStmt : kContinueStmt, inputs, 0, s.range);
      loops_.back().exits.emplace_back(n, snapshotLoopVars());
      return is_break ? ExitKind::Break : ExitKind::Continue;
    }
    case StmtKind::FunctionDef:
      // Note [Imported fork closures]: PyTorch's printer writes a fork's
      // subgraph as `def __forked_function(): ... return v` right before
      // `fork(__forked_function)`; only serialized code may hold one.
      if (!program().isImported()) {
        checkClosureLoopExits(*s.as<FunctionDef>());
        break;
      }
      bindSugared(s.as<FunctionDef>()->name, std::make_shared<ImportedClosure>(*s.as<FunctionDef>()));
      return ExitKind::None;
    default: break;
  }
  checkUnsupportedStatement(s);
  return ExitKind::None;
}

/// A nested def (a closure of CompilationUnit source) starts outside any
/// loop: PyTorch's emitter reports its stray break/continue as Python would.
void Emitter::checkClosureLoopExits(const FunctionDef& def) const {
  std::function<void(const Stmt&)> visit = [&](const Stmt& s) {
    if (s.is<Break>() || s.is<Continue>())
      fail(s.is<Break>() ? "SyntaxError: 'break' outside loop" : "SyntaxError: 'continue' outside loop", s.range);
    if (s.is<For>() || s.is<While>() || s.is<FunctionDef>() || s.is<ClassDef>()) return;
    forEachChild(s, [](const Expr&) {}, visit);
  };
  for (const StmtPtr& s : def.body) visit(*s);
}

Value* Emitter::emitClosureBody(const FunctionDef& def) {
  if (!def.params.empty() || def.body.empty() || !def.body.back()->is<Return>() || !def.body.back()->as<Return>()->value)
    fail("a closure of serialized code takes no arguments and ends in a return", def.range);
  for (size_t i = 0; i + 1 < def.body.size(); ++i)
    if (emitStatement(*def.body[i]) != ExitKind::None) fail("a closure may return only at its end", def.body[i]->range);
  return emitExpr(*def.body.back()->as<Return>()->value);
}

SugaredPtr ImportedClosure::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  if (!args.empty()) e.fail("a closure of serialized code takes no arguments", loc);
  // A crafted file's closure may call itself; emitting it inline would not end.
  if (emitting) e.fail("a closure of serialized code calls itself", loc);
  emitting = true;
  struct Reset {
    bool& flag;
    ~Reset() { flag = false; }
  } reset{emitting};
  return std::make_shared<SimpleValue>(e.emitClosureBody(def));
}

/// PyTorch rejects list and dict defaults in script code (Python would
/// share one object across calls); serialized code may use them, since
/// PyTorch's printer writes schema defaults such as `[0, 0]` that way.
/// The class of a default PyTorch rejects as mutable (a list or dict, or a
/// tuple holding one), or nullptr.
static const char* mutableDefaultClass(const Expr& x) {
  if (x.is<ListLiteral>() || x.is<ListComp>()) return "list";
  if (x.is<DictLiteral>() || x.is<DictComp>()) return "dict";
  if (const TupleLiteral* t = x.as<TupleLiteral>())
    for (const ExprPtr& item : t->elts)
      if (mutableDefaultClass(*item)) return "tuple";
  return nullptr;
}

void Emitter::checkImmutableDefault(const FunctionDef& def, const Param& p) {
  if (program_.isImported()) return;
  if (const char* cls = mutableDefaultClass(*p.default_value)) failMutableDefault(def, p, cls);
}

void Emitter::failMutableDefault(const FunctionDef& def, const Param& p, const std::string& cls) {
  SourceRange whole(def.range.source, def.params.front().range.start, def.range.end);
  fail(std::string("Mutable default parameters are not supported because Python binds them to the function and "
                   "they persist across function calls.\n As a workaround, make the default None and instantiate "
                   "the default parameter within the body of the function. Found <class '") +
           cls + "'> on parameter " + p.name,
       whole);
}

void Emitter::checkUnsupportedStatement(const Stmt& s) {
  switch (s.kind) {
    case StmtKind::Try: fail("try blocks aren't supported", s.range);
    case StmtKind::Match:  // PyTorch's UnsupportedNodeError, marking the statement's first character
      fail("Match aren't supported", SourceRange(s.range.source, s.range.start, s.range.start + 1));
    case StmtKind::Global:
      // PyTorch's own parser (CompilationUnit source) reads `global` into a
      // tree its emitter does not know.
      if (current_def_ && isCompilationUnitSource(*current_def_)) fail("Unrecognized statement kind global", s.range);
      fail("global statements aren't supported", s.range);
    case StmtKind::Nonlocal: fail("nonlocal statements aren't supported", s.range);
    case StmtKind::FunctionDef: fail("function definitions aren't supported", s.range);
    case StmtKind::ClassDef: fail("class definitions aren't supported", s.range);
    case StmtKind::Import:
    case StmtKind::ImportFrom: fail("imports aren't supported", s.range);
    default: fail(std::string("unsupported statement: ") + stmtKindName(s.kind), s.range);
  }
}

// ---- assignment ----------------------------------------------------------- //

void Emitter::emitAssign(const Assign& s) {
  if (s.type_comment) fail("expected type comment but found 'ident' here", s.type_comment_range);
  const Call* call = s.value->as<Call>();
  // `slice(...)` and `Exception(...)` make values a name holds sugared.
  bool slice_call = call && call->func->is<Name>() &&
                    (call->func->as<Name>()->id == "slice" || isExceptionClassName(call->func->as<Name>()->id));
  if (s.targets.size() == 1 && s.targets[0]->is<Name>() &&
      (s.value->is<Name>() || s.value->is<ast::Attribute>() || slice_call)) {
    // `f = torch.relu`, `_0 = __torch__.m.helper` (what PyTorch's code
    // printer writes): a name can hold a function, a method or a module as
    // PyTorch's setSugaredVar does; only its uses must be values.
    SugaredPtr sv = emitSugared(*s.value);
    if (auto* simple = dynamic_cast<SimpleValue*>(sv.get()))
      assignTo(*s.targets[0], simple->value, s.range, nullptr);
    else
      bindSugared(s.targets[0]->as<Name>()->id, sv, s.targets[0]->range);
    return;
  }
  if (s.targets.size() == 1 && s.targets[0]->is<TupleLiteral>() && (s.value->is<Name>() || s.value->is<ast::Attribute>())) {
    // `a, b = fn`: what is no value cannot be a tuple (PyTorch's asTuple).
    SugaredPtr sv = emitSugared(*s.value);
    Value* v = nullptr;
    if (auto* simple = dynamic_cast<SimpleValue*>(sv.get())) {
      v = simple->value;
    } else {
      try {
        v = sv->asValue(*this, s.value->range);
      } catch (const CompileError&) {
        fail(sv->kind() + " cannot be used as a tuple", s.value->range);
      }
    }
    assignTo(*s.targets[0], v, s.range, nullptr, &s.value->range);
    return;
  }
  // Note [Pending range]: PyTorch emits the value of an assignment to a
  // name, tuple or attribute as a sugared expression (the statement stays
  // pending); an item assignment emits it as a value.
  bool to_item = s.targets.size() == 1 && s.targets[0]->is<Subscript>();
  // An earlier annotation of the name gives no hint (Note [Annotated variables]).
  Value* v = to_item ? emitExpr(*s.value, nullptr) : emitExprAt(*s.value, nullptr);
  for (const ExprPtr& t : s.targets) assignTo(*t, v, s.range, nullptr, &s.value->range);
}

void Emitter::emitAnnAssign(const AnnAssign& s) {
  TypePtr type = parseTypeExpr(*s.annotation);
  if (!s.value) fail("Variable annotations without a value are not supported", s.range);
  Value* v = emitExpr(*s.value, type);
  if (v->type()->is(TypeKind::Any) && !type->is(TypeKind::Any)) {
    // e.g. `out: List[float] = x.tolist()`: the annotation types the value.
    v = insert(prim::unchecked_cast, {v}, 1, s.range)->output()->setType(type);
  }
  if (s.target->is<ast::Attribute>()) {
    // As PyTorch's emitSelectAssign, `self.x: T = v` uses T only as the
    // hint for emitting v (`[]`, `{}`, tolist()); the attribute takes v's
    // own type, so `self.last: Optional[str] = None` declares NoneType.
    assignTo(*s.target, v, s.range, nullptr);
    return;
  }
  if (!v->type()->isSubtypeOf(type)) {
    if (Value* c = tryConvert(v, type, false, s.range)) v = c;
  }
  const Name* name = s.target->as<Name>();
  if (!name) fail("unexpected expression on left-hand side of assignment", s.target->range);
  if (!frames_.back().vars.count(name->id) && lookupVar(name->id))
    fail("Attempting to declare and annotate the type of variable '" + name->id +
             "' but it is already defined in an outer block",
         s.range);
  if (!v->type()->isSubtypeOf(type)) {
    fail("Variable '" + name->id + "' is annotated with type " + type->str() +
             " but is being assigned to a value of type " + v->type()->str(),
         s.range);
  }
  // The declared type is what later assignments and joins see.
  if (v->type() != type) {
    Node* n = insert(prim::unchecked_cast, {v}, 1, s.range);
    annotation_casts_.push_back(n);
    v = n->output()->setType(type);
  }
  setVar(name->id, v, s.range, type);
}

constexpr const char* kLoneStarred =
    "A Starred expression may only appear on the lhs within the presence of another non-starred expression";

void Emitter::assignTo(const Expr& target, Value* v, const SourceRange& loc, TypePtr declared,
                       const SourceRange* value_loc) {
  switch (target.kind) {
    case ExprKind::Name:
      named_values_.insert(v);
      setVar(target.as<Name>()->id, v, target.range, declared);
      return;
    case ExprKind::TupleLiteral:
    case ExprKind::ListLiteral: {
      if (target.is<ListLiteral>()) fail("List-style unpacking is not supported", target.range);
      const ExprList& elts = target.as<TupleLiteral>()->elts;
      checkStarredTargets(elts, target.range);
      bool has_star = false;
      for (const ExprPtr& x : elts) has_star = has_star || x->is<Starred>();
      std::vector<Value*> items;
      const SourceRange& vloc = value_loc ? *value_loc : loc;
      // PyTorch's asTuple gets no size for a starred unpack: no list, not
      // even a literal, unpacks into one.
      if (v->type()->is(TypeKind::List) && has_star)
        fail("cannot statically infer the expected size of a list in this context", vloc);
      // A fresh literal unpacks statically; a list that anything else used
      // (appended to, aliased) has its length known only at run time.
      if (v->type()->is(TypeKind::List) && v->node()->kind() == prim::ListConstruct && !v->hasUses()) {
        items = v->node()->inputs();
      } else if (v->type()->is(TypeKind::List) && !has_star) {
        // A list's length is only known at run time; ListUnpack checks it.
        Node* n = insert(prim::ListUnpack, {v}, elts.size(), loc);
        for (Value* o : n->outputs()) o->setType(v->type()->elem());
        items = n->outputs();
      } else {
        items = unpackTuple(v, vloc);
      }
      size_t starred = elts.size();
      for (size_t i = 0; i < elts.size(); ++i)
        if (elts[i]->is<Starred>()) starred = i;
      if (starred == elts.size()) {
        if (items.size() > elts.size())
          fail("too many values to unpack: need " + std::to_string(elts.size()) + " but found " +
                   std::to_string(items.size()),
               loc);
        if (items.size() < elts.size())
          fail("need " + std::to_string(elts.size()) + " values to unpack but found only " +
                   std::to_string(items.size()),
               loc);
        for (size_t i = 0; i < elts.size(); ++i) assignTo(*elts[i], items[i], loc, nullptr);
        return;
      }
      size_t rest = elts.size() - 1;
      if (items.size() < rest)
        fail("need at least " + std::to_string(rest) + " values to unpack but found only " +
                 std::to_string(items.size()),
             loc);
      size_t n_star = items.size() - rest;
      for (size_t i = 0; i < starred; ++i) assignTo(*elts[i], items[i], loc, nullptr);
      std::vector<Value*> star_items(items.begin() + starred, items.begin() + starred + n_star);
      Value* packed = emitTupleConstruct(star_items, loc);
      assignTo(*elts[starred]->as<Starred>()->value, packed, loc, nullptr);
      for (size_t i = starred + 1; i < elts.size(); ++i)
        assignTo(*elts[i], items[i - 1 + n_star], loc, nullptr);
      return;
    }
    case ExprKind::Subscript: {
      const Subscript& sub = *target.as<Subscript>();
      Value* base = emitExpr(*sub.value);
      if (base->type()->is(TypeKind::Tuple))
        fail(base->type()->str() + " does not support subscripted assignment", target.range);
      if (sub.indices.size() == 1 && !sub.indices[0]->is<Slice>() && !base->type()->is(TypeKind::Tensor)) {
        Value* idx = emitExpr(*sub.indices[0]);
        if (program_.tryEmitMagic(*this, "__setitem__", base, {{"", idx, loc}, {"", v, loc}}, loc)) return;
        // PyTorch's emitSubscriptAssign locates the call at the whole statement.
        emitBuiltinCall(Symbol::fromQualString("aten::_set_item"),
                        {{"", base, loc}, {"", idx, loc}, {"", v, loc}}, loc);
        return;
      }
      // Lists, dicts and objects take one plain index, as in PyTorch's emitter.
      if (!base->type()->is(TypeKind::Tensor))
        fail("Sliced expression not yet supported for subscripted assignment. File a bug if you want this", loc);
      program_.emitTensorIndexAssign(*this, base, sub, v, loc);
      return;
    }
    case ExprKind::Attribute: {
      const ast::Attribute& a = *target.as<ast::Attribute>();
      Value* obj = emitExpr(*a.value);
      program_.emitSetAttr(*this, obj, a.attr, v, target.range, &loc);
      return;
    }
    case ExprKind::Starred: fail(kLoneStarred, target.range);
    default: fail("unexpected expression on left-hand side of assignment", target.range);
  }
}

// PyTorch's validateAssignLhsExpr: one starred name, next to other targets.
void Emitter::checkStarredTargets(const ExprList& elts, const SourceRange& loc) {
  size_t starred = 0;
  for (const ExprPtr& x : elts) {
    if (!x->is<Starred>()) continue;
    ++starred;
    if (!x->as<Starred>()->value->is<Name>()) fail("Cannot pack a tuple into a non-variable", x->as<Starred>()->value->range);
  }
  if (starred > 1) fail("Only one starred expression is allowed on the lhs", loc);
  if (starred > 0 && starred == elts.size()) fail(kLoneStarred, loc);
}

// Note [Augmented assignment order]: as PyTorch's emitter, the target's
// object and index are evaluated once, before the right side; a container
// element is read after the right side, combined, and stored back; a
// tensor view is updated in place (advanced indices through index and
// index_put_); an attribute is always stored back, even after an in-place op.
void Emitter::emitAugAssign(const AugAssign& s) {
  if (s.op == BinOpKind::FloorDiv || s.op == BinOpKind::MatMul)
    fail(std::string("unsupported kind of augumented assignment: ") + binOpPythonName(s.op), s.range);
  const SourceRange& loc = s.target->range;
  switch (s.target->kind) {
    case ExprKind::Name: {
      Value* lhs = emitExpr(*s.target);
      setVar(s.target->as<Name>()->id, emitAugOp(s, lhs, emitExpr(*s.value)), s.range);
      return;
    }
    case ExprKind::Attribute: {
      const ast::Attribute& a = *s.target->as<ast::Attribute>();
      Value* obj = emitExpr(*a.value);
      Value* lhs = SimpleValue(obj).attr(*this, loc, a.attr)->asValue(*this, loc);
      program_.emitSetAttr(*this, obj, a.attr, emitAugOp(s, lhs, emitExpr(*s.value)), loc, &s.range);
      return;
    }
    case ExprKind::Subscript: {
      const Subscript& sub = *s.target->as<Subscript>();
      Value* base = emitExpr(*sub.value);
      if (base->type()->is(TypeKind::Tensor)) {
        program_.emitTensorIndexAugAssign(*this, base, sub, *s.value,
                                          [&](Value* lhs, Value* rhs) { return emitAugOp(s, lhs, rhs); });
        return;
      }
      if (sub.indices.size() != 1)
        fail("Sliced expression not yet supported for subscripted assignment. File a bug if you want this", loc);
      if (!base->type()->is(TypeKind::List) && !base->type()->is(TypeKind::Dict))
        fail(base->type()->str() + " does not support augmented assignment.", loc);
      Value* idx = emitExpr(*sub.indices[0]);
      Value* rhs = emitExpr(*s.value);
      Value* item = emitBuiltinCall(Symbol::fromQualString("aten::__getitem__"), {{"", base, loc}, {"", idx, loc}}, loc);
      emitBuiltinCall(Symbol::fromQualString("aten::_set_item"), {{"", base, loc}, {"", idx, loc}, {"", emitAugOp(s, item, rhs), loc}},
                      s.range);
      return;
    }
    default: fail("unexpected expression on left-hand side of augmented assignment", loc);
  }
}

/// Note [Augmented assignment on objects]: as PyTorch's
/// emitAugAssignmentHelper, `x += y` on a class instance is
/// `x = x.__iadd__(y)`, or `x.__add__(y)` without __iadd__; only + - * / %.
Value* Emitter::emitObjectAugOp(const AugAssign& s, Value* lhs, Value* rhs) {
  static const std::pair<BinOpKind, const char*> names[] = {{BinOpKind::Add, "add"},  {BinOpKind::Sub, "sub"},
                                                           {BinOpKind::Div, "truediv"}, {BinOpKind::Mul, "mul"},
                                                           {BinOpKind::Mod, "mod"}};
  const char* base = nullptr;
  for (auto& [op, name] : names)
    if (op == s.op) base = name;
  if (!base) fail(std::string("Unknown augmented assignment: ") + binOpSymbol(s.op), s.range);
  std::string in_place = std::string("__i") + base + "__", out_of_place = std::string("__") + base + "__";
  for (const std::string& m : {in_place, out_of_place})
    if (Value* r = program_.tryEmitMagic(*this, m, lhs, {{"", rhs, s.range}}, s.range)) return r;
  fail("Cannot emit inplace op on " + lhs->type()->str() + " since it does not define an " + in_place + " or " +
           out_of_place + " method",
       s.range);
}

Value* Emitter::emitAugOp(const AugAssign& s, Value* lhs, Value* rhs) {
  if (lhs->type()->is(TypeKind::Class)) return emitObjectAugOp(s, lhs, rhs);
  // In-place: `x += y` mutates tensors and lists.
  if (lhs->type()->is(TypeKind::Tensor) || lhs->type()->is(TypeKind::List))
    return program_.emitInplaceOp(*this, s.op, lhs, rhs, s.range);
  // PyTorch lowers `%=` to fmod (float result, sign of the dividend).
  if (s.op == BinOpKind::Mod)
    return emitBuiltinCall(Symbol::fromQualString("aten::fmod"), {{"", lhs, s.range}, {"", rhs, s.range}}, s.range);
  return emitBinOp(s.op, lhs, rhs, s.range);
}

// ---- control flow --------------------------------------------------------- //

ExitKind Emitter::emitIf(const If& s) {
  CondValue cond = emitCondition(*s.test);
  return emitIfBranches(cond, s.body, s.orelse, s.range);
}

ExitKind Emitter::emitIfBranches(const CondValue& cond, const StmtList& body, const StmtList& orelse,
                                 const SourceRange& loc) {
  if (cond.static_value) {
    // Metaprogramming: only the taken branch is compiled (is_scripting(),
    // `is None` on a None-typed value).
    pushFrame();
    applyRefinements(*cond.static_value ? cond.refinements.when_true : cond.refinements.when_false, loc);
    ExitKind k = emitStatements(*cond.static_value ? body : orelse);
    Frame f = popFrame();
    for (const std::string& name : f.order) {
      Var& v = f.vars[name];
      Frame& cur = frames_.back();
      if (!cur.vars.count(name)) cur.order.push_back(name);
      cur.vars[name] = v;
    }
    return k;
  }
  Node* n = insert(prim::If, {cond.value}, 0, loc);
  Block* tb = n->addBlock();
  Block* fb = n->addBlock();
  Block* saved = graph_.insertionBlock();
  Node* saved_point = graph_.insertionPoint();

  graph_.setInsertionPoint(tb);
  pushFrame();
  frames_.back().block = true;
  applyRefinements(cond.refinements.when_true, loc);
  ExitKind te = emitStatements(body);
  Frame t = popFrame();

  graph_.setInsertionPoint(fb);
  pushFrame();
  frames_.back().block = true;
  applyRefinements(cond.refinements.when_false, loc);
  ExitKind fe = emitStatements(orelse);
  Frame f = popFrame();

  graph_.setInsertionPointBefore(saved_point);
  (void)saved;
  // `if x is None: return` makes x non-None after the If: the other branch's
  // refinement is the only value that reaches the merge.
  mergeIf(n, t, te, f, fe, loc);
  if (te != ExitKind::None && fe != ExitKind::None) {
    // Both branches leave: what follows is unreachable.
    return te == fe ? te : ExitKind::Return;
  }
  return ExitKind::None;
}

ExitKind Emitter::emitReturn(const Return& s) {
  Value* v = s.value ? emitExpr(*s.value, return_type_) : noneValue(s.range);
  if (return_annotated_) {
    if (!v->type()->isSubtypeOf(return_type_)) {
      if (Value* c = tryConvertImplicitly(v, return_type_, s.range)) v = c;
    }
    if (!v->type()->isSubtypeOf(return_type_))
      fail("Return value was annotated as having type " + return_type_->str() +
               " but is actually of type " + v->type()->str(),
           s.range);
  } else if (!return_type_) {
    return_type_ = v->type();
  } else if (auto u = unifyTypes(return_type_, v->type())) {
    return_type_ = *u;
  } else {
    fail("Previous return statement returned a value of type " + return_type_->str() +
             " but this return statement returns a value of type " + v->type()->str(),
         s.range);
  }
  emitWithExits(0, s.range);
  Node* n = insert(kReturnStmt, {v}, 0, s.range);
  return_nodes_.push_back(n);
  // A placeholder so code after this point in the block has a well-formed
  // graph; removed when this is the function's last statement.
  insert(prim::Uninitialized, {}, 1, s.range)->output()->setType(v->type());
  return ExitKind::Return;
}

void Emitter::emitRaise(const Raise& s) {
  Value* msg;
  ErrorKind kind = ErrorKind::Exception;
  if (!s.exc) {
    msg = constant(IValue(std::string("Exception")), s.range);
  } else {
    // A variable holding a value is no exception (PyTorch's emitRaise).
    const Name* n = s.exc->as<Name>();
    const Var* v = n ? lookupVar(n->id) : nullptr;
    if (v && v->value) fail("exceptions must derive from BaseException", s.range);
    auto info = program_.exceptionInfo(*s.exc, *this);
    msg = info.first;
    kind = info.second;
  }
  Node* n = insert(prim::RaiseException, {msg}, 0, s.range);
  n->setAttribute(attr::value, static_cast<int64_t>(kind));
}

void Emitter::emitAssert(const Assert& s) {
  // PyTorch's `if test: pass else: raise AssertionError(msg)`: what the test
  // refines is cast in the passing branch and leaves the If as its output.
  CondValue cond = emitCondition(*s.test);
  if (cond.static_value && *cond.static_value) return;
  Node* n = insert(prim::If, {cond.value}, 0, s.range);
  Block* tb = n->addBlock();
  Block* fb = n->addBlock();
  Node* after = graph_.insertionPoint();
  graph_.setInsertionPoint(tb);
  pushFrame();
  frames_.back().block = true;
  applyRefinements(cond.refinements.when_true, s.range);
  Frame t = popFrame();
  graph_.setInsertionPoint(fb);
  Value* msg = s.msg ? emitExpr(*s.msg) : constant(IValue(std::string("")), s.range);
  if (!msg->type()->is(TypeKind::Str))
    msg = emitBuiltinCall(Symbol::fromQualString("aten::str"), {{"", msg, s.range}}, s.range);
  Node* r = insert(prim::RaiseException, {msg}, 0, s.range);
  r->setAttribute(attr::value, static_cast<int64_t>(ErrorKind::AssertionError));
  graph_.setInsertionPointBefore(after);
  Frame f;
  mergeIf(n, t, ExitKind::None, f, ExitKind::Raise, s.range);
}

void Emitter::emitDelete(const Delete& s) {
  for (const ExprPtr& t : s.targets) {
    if (const Name* n = t->as<Name>()) {
      Var* v = lookupVar(n->id);
      if (!v) fail("undefined value " + n->id, t->range);
      // As PyTorch's removeVar, the name goes from the block that defined it:
      // `if c: del a` leaves no `a` after the if.
      Var dead;
      dead.value = v->value;
      dead.undefined_error = "undefined value " + n->id;
      *v = dead;
      continue;
    }
    const Subscript* sub = t->as<Subscript>();
    if (!sub) fail("del statements are only supported for deleting list and dict items and variables", treeRange(*t));
    // PyTorch reads only the first index of `del x[i, j]`.
    if (sub->indices[0]->is<Slice>())
      fail("del statements only support deletion at a single index, slicing is not supported "
           "(see https://github.com/pytorch/pytorch/issues/31430)",
           t->range);
    Value* base = emitExpr(*sub->value);
    Value* idx = emitExpr(*sub->indices[0]);
    emitBuiltinCall(Symbol::fromQualString(base->type()->is(TypeKind::Dict) ? "aten::Delete" : "aten::pop"),
                    {{"", base, t->range}, {"", idx, t->range}}, t->range);
  }
}

// Note [Loops]
// prim::Loop(max_trip_count, initial_condition, carried...) has one block
// (iteration, carried...) -> (condition, carried...). The body is emitted
// first reading outer values directly; afterwards every variable that the
// body (re)assigned and that existed before the loop becomes loop-carried:
// it gets a block input, the body's uses of the outer value are redirected
// to that input, and the loop output replaces it after the loop. break and
// continue nodes record the variables' values where they occur and receive
// them as inputs once the carried set is known.
/// Names a statement list assigns (targets of assignments and for loops,
/// in nested blocks too).
static void collectAssignedNames(const StmtList& stmts, std::vector<std::string>& out);

static void collectTargetNames(const Expr& target, std::vector<std::string>& out) {
  if (const Name* n = target.as<Name>()) out.push_back(n->id);
  if (const TupleLiteral* t = target.as<TupleLiteral>())
    for (const ExprPtr& e : t->elts) collectTargetNames(*e, out);
  if (const ListLiteral* l = target.as<ListLiteral>())
    for (const ExprPtr& e : l->elts) collectTargetNames(*e, out);
  if (const Starred* st = target.as<Starred>()) collectTargetNames(*st->value, out);
}

static void collectAssignedNames(const StmtList& stmts, std::vector<std::string>& out) {
  for (const StmtPtr& s : stmts) {
    if (const Assign* a = s->as<Assign>()) {
      for (const ExprPtr& t : a->targets) collectTargetNames(*t, out);
    } else if (const AugAssign* a = s->as<AugAssign>()) {
      collectTargetNames(*a->target, out);
    } else if (const AnnAssign* a = s->as<AnnAssign>()) {
      collectTargetNames(*a->target, out);
    } else if (const For* f = s->as<For>()) {
      collectTargetNames(*f->target, out);
      collectAssignedNames(f->body, out);
    } else if (const While* w = s->as<While>()) {
      collectAssignedNames(w->body, out);
    } else if (const If* i = s->as<If>()) {
      collectAssignedNames(i->body, out);
      collectAssignedNames(i->orelse, out);
    } else if (const With* w = s->as<With>()) {
      collectAssignedNames(w->body, out);
    }
  }
}

std::vector<std::pair<Value*, Value*>> Emitter::separateLoopVariables(const StmtList& body, const SourceRange& loc) {
  std::vector<std::pair<Value*, Value*>> copies;
  // Note [Loop-carried aliases]: emitLoop finds a carried variable's reads
  // in the body by its value. After `y = x`, y and x share one value, so a
  // body that assigns y would also redirect its reads of x. Each such
  // variable gets a value of its own (a copy) while the loop is emitted;
  // the copies are folded away again afterwards.
  std::vector<std::string> assigned;
  collectAssignedNames(body, assigned);
  for (const std::string& name : assigned) {
    Var* v = lookupVar(name);
    if (!v || !v->value || !v->undefined_error.empty()) continue;
    bool shared = false;
    for (const Frame& f : frames_)
      for (const auto& [other, ov] : f.vars)
        shared = shared || (other != name && ov.value == v->value);
    if (!shared) continue;
    Value* copy = insert(prim::unchecked_cast, {v->value}, 1, loc)->output()->setType(v->value->type());
    copies.emplace_back(copy, v->value);
    v->value = copy;
  }
  return copies;
}

void Emitter::emitLoop(Value* max_trip, const std::function<Value*()>& cond_fn,
                       const std::function<void(Value*)>& body_fn, const SourceRange& loc,
                       const StmtList* body) {
  std::vector<std::pair<Value*, Value*>> copies;
  if (body) copies = separateLoopVariables(*body, loc);
  Value* init_cond = cond_fn ? cond_fn() : constant(IValue(true), loc);
  Node* loop = insert(prim::Loop, {max_trip, init_cond}, 0, loc);
  Block* b = loop->addBlock();
  Value* index = b->addInput("i")->setType(Type::int_());
  Node* after = graph_.insertionPoint();
  graph_.setInsertionPoint(b);
  pushFrame();
  frames_.back().block = true;
  loops_.push_back({frames_.size(), cond_fn, {}});
  body_fn(index);
  Value* next_cond = cond_fn ? cond_fn() : constant(IValue(true), loc);
  Frame f = popFrame();
  LoopContext ctx = std::move(loops_.back());
  loops_.pop_back();
  graph_.setInsertionPointBefore(after);
  b->registerOutput(next_cond);

  // Which outer variables does the loop assign?
  std::vector<std::string> carried;
  auto consider = [&](const std::string& name) {
    if (std::find(carried.begin(), carried.end(), name) != carried.end()) return;
    Var* outer = lookupVar(name);
    if (outer && outer->value && outer->undefined_error.empty()) carried.push_back(name);
  };
  for (const std::string& name : f.order) consider(name);
  for (auto& [node, snap] : ctx.exits)
    for (auto& [name, value] : snap) {
      Var* outer = lookupVar(name);
      if (outer && outer->value != value) consider(name);
    }
  std::sort(carried.begin() + 0, carried.end(), [&](const std::string& a, const std::string& b2) {
    auto pos = [&](const std::string& n) {
      auto it = std::find(f.order.begin(), f.order.end(), n);
      return it - f.order.begin();
    };
    return pos(a) < pos(b2);
  });

  auto inside = [&](Node* n) {
    for (Block* blk = n->owningBlock(); blk; blk = blk->owningNode() ? blk->owningNode()->owningBlock() : nullptr)
      if (blk == b) return true;
    return false;
  };
  // First give every carried variable its block input and redirect the
  // body's reads of the outer value, then wire outputs: a body output may be
  // another variable's outer value (`a, b = b, a`), which must become that
  // variable's block input too.
  std::unordered_map<Value*, Value*> param_of;
  std::vector<TypePtr> types;
  for (const std::string& name : carried) {
    Var* outer = lookupVar(name);
    Value* init = outer->value;
    TypePtr type = outer->declared ? outer->declared : init->type();
    auto fi = f.vars.find(name);
    Value* body_out = fi != f.vars.end() && fi->second.value ? fi->second.value : init;
    if (!body_out->type()->isSubtypeOf(type)) {
      auto u = unifyTypes(type, body_out->type());
      if (!u || outer->declared)
        fail("Variable '" + name + "' previously had type " + type->str() +
                 " but is now being assigned to a value of type " + body_out->type()->str(),
             loc);
      type = *u;
    }
    types.push_back(type);
    Value* param = b->addInput(name)->setType(type);
    loop->addInput(init);
    std::vector<Use> uses = init->uses();
    for (const Use& u : uses)
      if (u.user != loop && inside(u.user)) u.user->replaceInput(u.offset, param);
    param_of[init] = param;
  }
  auto mapped = [&](Value* v) {
    auto it = param_of.find(v);
    return it == param_of.end() ? v : it->second;
  };
  for (size_t c = 0; c < carried.size(); ++c) {
    const std::string& name = carried[c];
    Var* outer = lookupVar(name);
    Value* init = outer->value;
    auto fi = f.vars.find(name);
    Value* body_out = fi != f.vars.end() && fi->second.value ? fi->second.value : init;
    b->registerOutput(mapped(body_out));
    for (auto& [node, snap] : ctx.exits) {
      auto si = snap.find(name);
      node->addInput(mapped(si != snap.end() ? si->second : init));
    }
  }
  for (size_t c = 0; c < carried.size(); ++c) {
    const std::string& name = carried[c];
    Var* outer = lookupVar(name);
    Value* out = loop->addOutput()->setType(types[c]);
    out->setDebugName(name);
    Var merged;
    merged.value = out;
    merged.declared = outer->declared;
    Frame& cur = frames_.back();
    if (!cur.vars.count(name)) cur.order.push_back(name);
    cur.vars[name] = merged;
  }
  for (auto& [copy, original] : copies) {
    copy->replaceAllUsesWith(original);
    for (Frame& fr : frames_)
      for (auto& [name, var] : fr.vars)
        if (var.value == copy) var.value = original;
    copy->node()->destroy();
  }
}

void Emitter::emitWhile(const While& s) {
  if (!s.orelse.empty()) fail("else branches of while loops aren't supported", s.range);
  Value* max = constant(IValue(int64_t{INT64_MAX}), s.range);
  emitLoop(max, [&] { return emitCondition(*s.test).value; },
           [&](Value*) { emitStatements(s.body); }, s.range, &s.body);
}

void Emitter::emitFor(const For& s) {
  // PyTorch's frontend marks the `for` keyword.
  if (!s.orelse.empty())
    failNotSupported("else branches of for loops aren't supported",
                     SourceRange(s.range.source, s.range.start, s.range.start + 3));
  // A body emitted with no loop of its own is one step of an unrolled loop
  // (a tuple, a module container).
  size_t depth = loops_.size();
  iterate(*s.iter, s.range, [&](SugaredPtr elem) {
    bool unrolled = loops_.size() == depth;
    if (unrolled) unrolled_loops_.push_back(depth);
    if (auto* simple = dynamic_cast<SimpleValue*>(elem.get())) {
      assignTo(*s.target, simple->value, s.range, nullptr);  // emitLoopCommon assigns at the loop's range
    } else if (const Name* n = s.target->as<Name>()) {
      bindSugared(n->id, elem);
    }
    emitStatements(s.body);
    if (unrolled) unrolled_loops_.pop_back();
  }, &s.body);
}

void Emitter::bindSugared(const std::string& name, SugaredPtr value, const SourceRange& loc) {
  Frame& cur = frames_.back();
  if (cur.block)
    if (Var* outer = lookupOuterVar(name)) checkFirstClass(name, *outer, value, loc);
  if (!cur.vars.count(name)) cur.order.push_back(name);
  Var v;
  v.sugared = std::move(value);
  cur.vars[name] = v;
}

}  // namespace ts
