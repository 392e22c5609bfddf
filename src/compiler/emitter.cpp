// ===--- emitter.cpp - function entry, environment and control-flow joins -=== //
#include "compiler/emitter.h"

#include <algorithm>

#include "compiler/program.h"

namespace ts {

Emitter::Emitter(Program& program, Graph& graph, SourceRange extent)
    : program_(program), graph_(graph), extent_(std::move(extent)), depth_charge_(program) {
  frames_.emplace_back();
}

Emitter::DepthCharge::DepthCharge(Program& p) : program(p) { program.enterCompile(); }
Emitter::DepthCharge::~DepthCharge() { program.leaveCompile(); }

void Emitter::fail(const std::string& message, const SourceRange& loc) const {
  // PyTorch only knows the source of the function being compiled, so the
  // highlight's context lines are clipped to it.
  SourceRange at = scriptRange(loc);
  if (extent_.valid() && at.valid()) throw CompileError(message, at, extent_);
  throw CompileError(message, at);
}

void Emitter::failNotSupported(const std::string& message, const SourceRange& loc) const {
  try {
    fail(message, loc);
  } catch (CompileError& e) {
    e.setNotSupported();
    throw;
  }
}

Node* Emitter::insert(Symbol kind, const std::vector<Value*>& inputs, size_t num_outputs,
                      const SourceRange& loc) {
  Node* n = graph_.create(kind, inputs, num_outputs);
  n->setSourceRange(scriptRange(loc));
  return graph_.insertNode(n);
}

Value* Emitter::constant(const IValue& v, const SourceRange& loc) {
  Node* n = insert(prim::Constant, {}, 1, loc);
  switch (v.tag()) {
    case IValue::Tag::None: n->output()->setType(Type::none()); break;
    case IValue::Tag::Int: n->setAttribute(attr::value, v.toInt()); n->output()->setType(Type::int_()); break;
    case IValue::Tag::Bool:
      n->setAttribute(attr::value, int64_t{v.toBool()});
      n->output()->setType(Type::bool_());
      break;
    case IValue::Tag::Double: n->setAttribute(attr::value, v.toDouble()); n->output()->setType(Type::float_()); break;
    case IValue::Tag::Str:
      // Python bytes keep their identity in an opaque constant.
      if (isBytes(v)) goto opaque;
      n->setAttribute(attr::value, v.toStr());
      n->output()->setType(Type::str_());
      break;
    case IValue::Tag::Device:
      n->setAttribute(attr::value, v.toDevice().str());
      n->output()->setType(Type::device());
      break;
    default:
    opaque:
      setValueConstant(n, v);
      n->output()->setType(runtimeType(v));
  }
  return n->output();
}

// ---- environment ---------------------------------------------------------- //

void Emitter::pushFrame(bool expression) {
  frames_.emplace_back();
  frames_.back().expression = expression;
}

Emitter::Frame Emitter::popFrame() {
  Frame f = std::move(frames_.back());
  frames_.pop_back();
  return f;
}

Emitter::Var* Emitter::lookupVar(const std::string& name) {
  for (auto it = frames_.rbegin(); it != frames_.rend(); ++it) {
    auto v = it->vars.find(name);
    if (v != it->vars.end()) return &v->second;
  }
  return nullptr;
}

Emitter::Var* Emitter::lookupOuterVar(const std::string& name) {
  for (size_t i = frames_.size() - 1; i-- > 0;) {
    auto v = frames_[i].vars.find(name);
    if (v != frames_[i].vars.end()) return &v->second;
  }
  return nullptr;
}

void Emitter::setVar(const std::string& name, Value* v, const SourceRange& loc, TypePtr declared) {
  // Note [Annotated variables]: as PyTorch's setSugaredVar, an annotation
  // types only the store it is on. A later assignment in the same block
  // may change the variable's type (`x: Optional[int] = None; x = 5` makes x
  // an int); one in a nested block must fit the type the variable had
  // (checkReassignment); an if's branches join by unifying their types.
  Var* existing = lookupVar(name);
  if (declared && !v->type()->isSubtypeOf(declared)) {
    fail("Variable '" + name + "' is annotated with type " + declared->str() +
             " but is being assigned to a value of type " + v->type()->str(),
         loc);
  }
  Frame& f = frames_.back();
  auto it = f.vars.find(name);
  // PyTorch's setSugaredVar checks against the enclosing frames' variable,
  // also when this if/loop body has assigned the name already.
  Var* outer = it == f.vars.end() ? existing : f.block ? lookupOuterVar(name) : nullptr;
  if (outer) checkFirstClass(name, *outer, std::make_shared<SimpleValue>(v), loc);
  if (!declared && outer) v = checkReassignment(name, *outer, v, loc);
  if (it == f.vars.end()) {
    f.order.push_back(name);
    it = f.vars.emplace(name, Var{}).first;
  }
  it->second.value = v;
  it->second.sugared = nullptr;
  it->second.declared = declared;
  it->second.undefined_error.clear();
  it->second.refined = false;
  // A compiler temporary (`$_iter`) leaves its value unnamed, as PyTorch's
  // meaningfulName does.
  if (v->debugName().empty() && v->node()->kind() != prim::Constant && name[0] != '$') v->setDebugName(name);
}

/// PyTorch's setSugaredVar: what a nested block assigns to a variable of an
/// enclosing block must be first-class, as that variable's value was.
void Emitter::checkFirstClass(const std::string& name, const Var& outer, const SugaredPtr& value,
                              const SourceRange& loc) {
  static const char* const kOnly = " is not a first-class value.  Only reassignments to first-class values are allowed";
  // A module is not a first-class value either (PyTorch's ModuleValue is sugared).
  auto isFirstClass = [](const Var& v) {
    if (v.sugared || !v.value) return false;
    auto* cls = dynamic_cast<const ClassType*>(v.value->type());
    return !(cls && cls->isModule());
  };
  if (!outer.undefined_error.empty()) return;
  auto* simple = dynamic_cast<SimpleValue*>(value.get());
  Var assigned;
  assigned.value = simple ? simple->value : nullptr;
  assigned.sugared = simple ? nullptr : value;
  std::string kind = simple ? simple->kind() : value->kind();
  if (!isFirstClass(assigned)) {
    auto* cls = simple ? dynamic_cast<const ClassType*>(simple->value->type()) : nullptr;
    fail("Cannot re-assign '" + name + "' to a value of type " + (cls ? std::string("module") : kind) + " because " +
             name + kOnly,
         loc);
  }
  if (!isFirstClass(outer))
    fail("Cannot re-assign '" + name + "' because it has type " + kind + " and " + name + kOnly, loc);
}

/// PyTorch's setSugaredVar: a variable of an enclosing block keeps its type
/// when a nested block assigns it (no int -> float widening here).
Value* Emitter::checkReassignment(const std::string& name, const Var& outer, Value* v, const SourceRange& loc) {
  if (!outer.value || outer.sugared || !outer.undefined_error.empty()) return v;
  TypePtr parent = outer.value->type()->unrefined();
  if (v->type()->isSubtypeOf(parent)) return v;
  if (Value* c = tryConvert(v, parent, false, loc); c && c->type()->isSubtypeOf(parent)) return c;
  std::string msg = "Variable '" + name + "' previously had type " + outer.value->type()->str() +
                    " but is now being assigned to a value of type " + v->type()->str();
  if (parent->is(TypeKind::List) && v->type()->is(TypeKind::List))
    msg += "\nEmpty lists default to List[Tensor]. Add a variable annotation to the assignment to create an empty "
           "list of another type (torch.jit.annotate(List[T, []]) where T is the type of elements in the list for "
           "Python 2)";
  fail(msg + "\n", loc);
}

SugaredPtr Emitter::lookupName(const std::string& name, const SourceRange& loc) {
  if (Var* v = lookupVar(name)) {
    if (!v->undefined_error.empty()) {
      if (!v->error_range.valid()) fail(v->undefined_error, loc);
      // Like PyTorch: where it went wrong, then where it was used.
      std::string where = extent_.valid() ? v->error_range.highlight(extent_) : v->error_range.highlight();
      // PyTorch's message starts on a line of its own here.
      fail("\n" + v->undefined_error + ":\n" + where + "and was used here", loc);
    }
    if (v->sugared) return v->sugared;
    return std::make_shared<SimpleValue>(v->value);
  }
  // A class compiled on resolution names this as its call site.
  program_.sharedState().resolving = scriptRange(loc);
  return program_.resolveGlobal(name, *this, loc);
}

void Emitter::applyRefinements(const std::map<std::string, TypePtr>& refs, const SourceRange& loc) {
  for (const auto& [name, type] : refs) {
    Var* var = lookupVar(name);
    if (!var || !var->value) continue;  // PyTorch casts even to the same type
    Node* n = insert(prim::unchecked_cast, {var->value}, 1, loc);
    n->output()->setType(type)->setDebugName(name);  // PyTorch names the refined value after the variable
    Frame& f = frames_.back();
    if (!f.vars.count(name)) f.order.push_back(name);
    Var refined = *var;
    refined.value = n->output();
    refined.refined = true;
    f.vars[name] = refined;
  }
}

std::unordered_map<std::string, Value*> Emitter::snapshotLoopVars() {
  std::unordered_map<std::string, Value*> snap;
  for (auto it = frames_.rbegin(); it != frames_.rend(); ++it)
    for (auto& [name, var] : it->vars)
      if (var.value && !snap.count(name)) snap[name] = var.value;
  return snap;
}

static bool exits(ExitKind k) { return k != ExitKind::None; }

// Note [If merges]
// A variable assigned in a branch becomes an output of the prim::If when it
// is visible after the If: assigned in both branches, or assigned in one and
// defined before. A branch that leaves (return, raise, break, continue)
// contributes nothing: its block yields prim::Uninitialized placeholders.
// A variable defined in only one branch is recorded with an error that fires
// if it is read later ("y is not defined in the false branch").
/// PyTorch's default_to_union at a merge: branches that refined a Union,
/// Optional or number variable to different types meet as a Union.
static bool unionTyped(const Value* outer) {
  if (!outer) return false;
  TypePtr t = outer->type();
  return t->is(TypeKind::Union) || t->is(TypeKind::Optional) || t->is(TypeKind::Number);
}

void Emitter::mergeIf(Node* if_node, Frame& t, ExitKind te, Frame& f, ExitKind fe,
                      const SourceRange& loc) {
  // A refinement is an assignment, as PyTorch's prim::Store of the cast:
  // `if x is not None:` makes x an output of the If (typed by unifying the
  // branches), which dead-code elimination drops when nothing reads it.
  auto assigned = [](Frame& fr, const std::string& n) { return fr.vars.count(n) != 0; };
  std::vector<std::string> names;
  for (const std::string& n : t.order)
    if (assigned(t, n)) names.push_back(n);
  for (const std::string& n : f.order)
    if (assigned(f, n) && !assigned(t, n)) names.push_back(n);
  Block* tb = if_node->blocks()[0];
  Block* fb = if_node->blocks()[1];
  for (const std::string& name : names) {
    Var* outer = lookupVar(name);
    auto ti = t.vars.find(name);
    auto fi = f.vars.find(name);
    Value* tv = ti != t.vars.end() ? ti->second.value : (outer ? outer->value : nullptr);
    Value* fv = fi != f.vars.end() ? fi->second.value : (outer ? outer->value : nullptr);
    bool t_ok = tv && (ti == t.vars.end() || ti->second.undefined_error.empty());
    bool f_ok = fv && (fi == f.vars.end() || fi->second.undefined_error.empty());
    // A refinement passes only a return or raise in the other branch, as
    // PyTorch's exit blocks: after `if x is None: continue`, x is Optional.
    bool refined = (ti != t.vars.end() && ti->second.refined) || (fi != f.vars.end() && fi->second.refined);
    auto leaves = [&](ExitKind k) { return refined ? k == ExitKind::Return || k == ExitKind::Raise : exits(k); };
    if (leaves(te)) t_ok = false;
    if (leaves(fe)) f_ok = false;
    if (!t_ok && !f_ok) continue;
    if (t_ok != f_ok && !leaves(t_ok ? fe : te)) {
      // Defined on one path only: reading it later is an error.
      Var v;
      v.undefined_error = name + " is not defined in the " + (t_ok ? "false" : "true") + " branch";
      v.error_range = loc;
      v.value = t_ok ? tv : fv;
      Frame& cur = frames_.back();
      if (!cur.vars.count(name)) cur.order.push_back(name);
      cur.vars[name] = v;
      continue;
    }
    TypePtr declared = outer ? outer->declared : nullptr;
    TypePtr type;
    if (t_ok && f_ok) {
      if (auto u = unifyTypes(tv->type(), fv->type(), unionTyped(outer ? outer->value : nullptr))) {
        type = *u;
      } else {
        // Only an error if the variable is used after the if.
        Var v;
        v.undefined_error = "Type mismatch: " + name + " is set to type " + tv->type()->str() +
                            " in the true branch and type " + fv->type()->str() + " in the false branch";
        v.error_range = loc;
        v.value = tv;
        Frame& cur = frames_.back();
        if (!cur.vars.count(name)) cur.order.push_back(name);
        cur.vars[name] = v;
        continue;
      }
    } else {
      type = t_ok ? tv->type() : fv->type();
    }
    auto placeholder = [&](Block* b) {
      Node* u = graph_.create(prim::Uninitialized, {}, 1);
      u->output()->setType(type);
      b->appendNode(u);
      return u->output();
    };
    tb->registerOutput(t_ok ? tv : placeholder(tb));
    fb->registerOutput(f_ok ? fv : placeholder(fb));
    Value* out = if_node->addOutput()->setType(type);
    Frame& cur = frames_.back();
    if (!cur.vars.count(name)) cur.order.push_back(name);
    Var merged;
    merged.value = out;
    merged.declared = declared;
    cur.vars[name] = merged;
    out->setDebugName(name);
  }
}

}  // namespace ts
