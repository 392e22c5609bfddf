// ===--- importer.cpp - compiling the code files of a loaded archive ------=== //
// Note [Importing serialized code] (program.h): each code file becomes a
// Program whose names resolve through the load's ImportSession; classes are
// declared for all files first, so annotations may name classes of any file.
#include "compiler/module_hooks.h"
#include "compiler/module_types.h"
#include "compiler/program.h"
#include "compiler/raise_kind.h"
#include "frontend/lexer.h"
#include "frontend/parser.h"
#include "ops/custom_classes.h"

namespace ts {

using namespace ast;

namespace {

SugaredPtr simple(Value* v) { return std::make_shared<SimpleValue>(v); }

/// Compiles the hooks of imported module class `c` once (Note [Imported
/// hooks]); its forward first, as their signatures are checked against it.
void compileImportedHooks(ImportSession& s, ProgramShared& shared, ClassInfo& c) {
  auto it = s.hook_defs.find(c.type);
  if (it == s.hook_defs.end() || shared.module_hooks.count(c.type)) return;
  if (c.method_defs.count("forward")) compileAndRecord(c, c.type, "forward");
  auto defs = [&c](const std::vector<const FunctionDef*>& list) {
    std::vector<HookDef> out;
    for (const FunctionDef* d : list) out.push_back({c.owner, d});
    return out;
  };
  compileModuleHooks(shared, c.type, defs(it->second.hooks), defs(it->second.pre_hooks));
}

/// `__torch__.M.pre` in saved code: a hook of module class M, called as a
/// function with the module first (Note [Hook calls]).
struct HookValue : SugaredValue {
  explicit HookValue(Function* f) : fn(f) {}
  std::string kind() const override { return "function"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override {
    Value* r = e.emitFunctionCall(fn, args, loc);
    markHookCall(r);
    return simple(r);
  }
  Function* fn;
};

/// An imported class: as any class, plus its hooks as attributes (PyTorch's
/// ClassValue::attr finds a hook before anything else).
struct ImportedClassValue : ClassValue {
  ImportedClassValue(ImportSession* s, ClassInfo* c) : ClassValue(c), session(s) {}
  SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name) override {
    if (Function* hook = findHook(e.program().sharedState(), name)) return std::make_shared<HookValue>(hook);
    return ClassValue::attr(e, loc, name);
  }
  Function* findHook(ProgramShared& shared, const std::string& name) {
    auto defs = session->hook_defs.find(info->type);
    if (defs == session->hook_defs.end()) return nullptr;
    compileImportedHooks(*session, shared, *info);
    const ModuleHooks* h = moduleHooks(shared, info->type);
    for (const auto* list : {&h->hooks, &h->pre_hooks})
      for (const Ref<Function>& fn : *list)
        if (fn->name == name) return fn.get();
    return nullptr;
  }
  ImportSession* session;
};

/// `__torch__.a.b`: a package of an import session; attributes are
/// classes, functions or deeper packages.
struct ImportedNamespace : SugaredValue {
  ImportedNamespace(ImportSession* s, std::string p) : session(s), path(std::move(p)) {}
  std::string kind() const override { return "module"; }
  SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name) override {
    std::string q = path + "." + name;
    if (auto c = session->classes.find(q); c != session->classes.end())
      return std::make_shared<ImportedClassValue>(session, c->second);
    if (auto f = session->functions.find(q); f != session->functions.end()) {
      return std::make_shared<FunctionValue>(f->second.first->compileScript(*f->second.second));
    }
    return std::make_shared<ImportedNamespace>(session, q);
  }
  ImportSession* session;
  std::string path;
};

/// `ops.prim.Name` / `ops.aten.name`: an operator by qualified name.
struct OpsNamespace : SugaredValue {
  explicit OpsNamespace(std::string n) : ns(std::move(n)) {}
  std::string kind() const override { return "module"; }
  SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name) override {
    if (ns.empty()) return std::make_shared<OpsNamespace>(name);
    if (ns == "prim" && name == "RaiseException") return std::make_shared<PythonBuiltin>("ops.prim.RaiseException");
    return std::make_shared<BuiltinFunction>(Symbol::fromQualString(ns + "::" + name));
  }
  std::string ns;
};

/// `CONSTANTS.cN`: the archive's constant table.
struct ConstantsValue : SugaredValue {
  explicit ConstantsValue(ImportSession* s) : session(s) {}
  std::string kind() const override { return "module"; }
  SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name) override {
    size_t i = name.size() > 1 && name[0] == 'c' ? std::strtoul(name.c_str() + 1, nullptr, 10) : SIZE_MAX;
    if (i >= session->constants.size()) e.fail("unknown constant CONSTANTS." + name, loc);
    return simple(e.constant(session->constants[i], loc));
  }
  ImportSession* session;
};

/// A literal class constant (`x : Final[int] = 2`), or None if not a literal.
std::optional<IValue> literalValue(const Expr& x) {
  if (const IntLiteral* i = x.as<IntLiteral>()) return IValue(i->value);
  if (const FloatLiteral* f = x.as<FloatLiteral>()) return IValue(f->value);
  if (const BoolLiteral* b = x.as<BoolLiteral>()) return IValue(b->value);
  if (const StringLiteral* s = x.as<StringLiteral>()) return IValue(s->value);
  if (x.is<NoneLiteral>()) return IValue();
  // `padding : Final[Tuple[int, int]] = (1, 1)` (torch.nn's conv modules).
  if (const TupleLiteral* t = x.as<TupleLiteral>()) {
    std::vector<IValue> items;
    for (const ExprPtr& e : t->elts) {
      std::optional<IValue> v = literalValue(*e);
      if (!v) return std::nullopt;
      items.push_back(std::move(*v));
    }
    return makeTuple(std::move(items));
  }
  if (const UnaryOp* u = x.as<UnaryOp>(); u && u->op == UnaryOpKind::Neg) {
    std::optional<IValue> v = literalValue(*u->operand);
    if (v && v->isInt()) return IValue(-v->toInt());
    if (v && v->isDouble()) return IValue(-v->toDouble());
  }
  return std::nullopt;
}

std::vector<std::string> stringList(const Expr& x) {
  std::vector<std::string> out;
  if (const ListLiteral* l = x.as<ListLiteral>()) {
    for (const ExprPtr& e : l->elts)
      if (const StringLiteral* s = e->as<StringLiteral>()) out.push_back(s->value);
  }
  return out;
}

bool isNamedBase(const Expr& base, const char* name) {
  if (const Name* n = base.as<Name>()) return n->id == name;
  return false;
}

ErrorKind errorKindNamed(const std::string& name) {
  for (int k = 0; k <= static_cast<int>(ErrorKind::Exception); ++k) {
    if (name == errorKindName(static_cast<ErrorKind>(k))) return static_cast<ErrorKind>(k);
  }
  return ErrorKind::Exception;
}

/// PyTorch's SourceImporter accepts only classes, functions, imports and a
/// leading `op_version_set = N` in a code file; anything else fails the
/// load at the statement's first token.
void checkImportStatement(const Stmt& s, bool first) {
  if (s.is<Import>() || s.is<ImportFrom>()) return;
  if (const Assign* a = s.as<Assign>(); first && a && a->targets.size() == 1 && isNamedBase(*a->targets[0], "op_version_set"))
    return;
  std::vector<Token> toks = tokenizeExpression(s.range.source, s.range.start, s.range.end);
  Token t = toks.empty() ? Token{} : toks.front();
  std::string kind = t.kind == TokenKind::Identifier ? "ident"
                     : t.kind == TokenKind::Number   ? "number"
                     : t.kind == TokenKind::String   ? "string_literal"
                                                     : tokenSpelling(t.kind);
  throw CompileError("Unexpected token in code import: " + kind, SourceRange(s.range.source, t.start, t.end));
}

}  // namespace

SugaredPtr Program::resolveImportedName(const std::string& name, Emitter& e, const SourceRange& loc) {
  if (name == "__torch__") return std::make_shared<ImportedNamespace>(import_session_, name);
  if (name == "CONSTANTS") return std::make_shared<ConstantsValue>(import_session_);
  if (name == "ops") return std::make_shared<OpsNamespace>("");
  if (name == "fork") return std::make_shared<PythonBuiltin>("torch.jit.fork");
  if (name == "annotate") return std::make_shared<PythonBuiltin>("torch.jit.annotate");
  if (name == "unchecked_cast" || name == "uninitialized") return std::make_shared<PythonBuiltin>(name);
  // The code printer writes non-finite float constants as bare names.
  if (name == "inf") return simple(e.constant(IValue(INFINITY), loc));
  if (name == "nan") return simple(e.constant(IValue(NAN), loc));
  return nullptr;
}

void Program::compilePendingType(const std::string& qualified_name) {
  auto pending = import_session_->pending_types.find(qualified_name);
  if (pending == import_session_->pending_types.end()) return;
  auto [owner, def] = pending->second;
  import_session_->pending_types.erase(pending);
  bool is_interface = def->bases.size() == 1 && (isNamedBase(*def->bases[0], "Interface") ||
                                                 isNamedBase(*def->bases[0], "ModuleInterface"));
  // NamedTuple, Enum: the ordinary class compiler knows them.
  import_session_->classes[qualified_name] =
      is_interface ? owner->compileInterface(*def, qualified_name) : owner->compileClass(*def);
}

TypePtr Program::resolveImportedType(const std::string& qualified_name) {
  compilePendingType(qualified_name);
  auto it = import_session_->classes.find(qualified_name);
  // torch.classes types have no code (Note [Custom classes]).
  if (it == import_session_->classes.end()) return customClass(qualified_name);
  const ClassInfo* c = it->second;
  if (c->tuple_type) return c->tuple_type;
  if (c->enum_type) return c->enum_type;
  if (c->interface_type) return c->interface_type;
  return c->type;
}

SugaredPtr Program::callImportBuiltin(Emitter& e, const std::string& builtin, const Call& call) {
  const SourceRange& loc = call.range;
  if (builtin == "unchecked_cast" || builtin == "uninitialized") {
    size_t want = builtin == "uninitialized" ? 1 : 2;
    if (call.args.size() != want) e.fail(builtin + " expects " + std::to_string(want) + " arguments", loc);
    TypePtr t = e.parseTypeExpr(*call.args[0]);
    std::vector<Value*> in;
    if (want == 2) in.push_back(e.emitExpr(*call.args[1]));
    Node* n = e.insert(want == 2 ? prim::unchecked_cast : prim::Uninitialized, in, 1, loc);
    return simple(n->output()->setType(t));
  }
  if (builtin == "ops.prim.RaiseException") {
    // PyTorch passes the message and the exception's qualified class; an
    // assert's message carries the "AssertionError: " prefix instead.
    if (call.args.empty() || call.args.size() > 2) e.fail("RaiseException expects 1 or 2 arguments", loc);
    ErrorKind kind = ErrorKind::Exception;
    Value* msg = nullptr;
    const StringLiteral* lit = call.args[0]->as<StringLiteral>();
    const std::string kPrefix = "AssertionError: ";
    if (call.args.size() == 2) {
      const StringLiteral* cls = call.args[1]->as<StringLiteral>();
      if (cls) kind = errorKindNamed(cls->value.substr(cls->value.rfind('.') + 1));
    } else if (lit && lit->value.rfind(kPrefix, 0) == 0) {
      kind = ErrorKind::AssertionError;
      msg = e.constant(IValue(lit->value.substr(kPrefix.size())), loc);
    }
    if (!msg) msg = e.emitExpr(*call.args[0]);
    Node* n = e.insert(prim::RaiseException, {msg}, 0, loc);
    n->setAttribute(attr::value, static_cast<int64_t>(kind));
    if (call.args.size() == 1 && kind != ErrorKind::AssertionError) markUnclassedRaise(n);
    return simple(e.noneValue(loc));
  }
  return nullptr;
}

/// Attributes from the class body: `name : T` (`Final[T] = v` constants
/// too), `__annotations__["0"] = T` for names that are not identifiers, and
/// the `__parameters__` / `__buffers__` lists; `__forward_hooks__` and
/// `__forward_pre_hooks__` take their defs out of the methods.
void Program::importClassBody(ClassInfo& c, const ClassDef& def) {
  Graph scratch;
  Emitter e(*this, scratch, def.source_extent);
  std::vector<std::string> params, buffers, hooks, pre_hooks;
  for (const StmtPtr& s : def.body) {
    if (const Assign* a = s->as<Assign>(); a && a->targets.size() == 1) {
      const Expr& t = *a->targets[0];
      if (isNamedBase(t, "__parameters__")) params = stringList(*a->value);
      if (isNamedBase(t, "__buffers__")) buffers = stringList(*a->value);
      if (isNamedBase(t, "__forward_hooks__")) hooks = stringList(*a->value);
      if (isNamedBase(t, "__forward_pre_hooks__")) pre_hooks = stringList(*a->value);
      const Subscript* sub = t.as<Subscript>();
      if (sub && isNamedBase(*sub->value, "__annotations__") && sub->indices.size() == 1)
        if (const StringLiteral* key = sub->indices[0]->as<StringLiteral>())
          c.type->addAttribute(key->value, e.parseTypeExpr(*a->value));
      continue;
    }
    const AnnAssign* a = s->as<AnnAssign>();
    const Name* n = a ? a->target->as<Name>() : nullptr;
    if (!n) continue;
    const Subscript* fin = a->annotation->as<Subscript>();
    bool is_final = fin && isNamedBase(*fin->value, "Final") && fin->indices.size() == 1;
    TypePtr type = e.parseTypeExpr(is_final ? *fin->indices[0] : *a->annotation);
    int slot = c.type->addAttribute(n->id, type);
    if (is_final && a->value)
      if (std::optional<IValue> v = literalValue(*a->value)) import_session_->final_values[c.type].push_back({slot, *v});
  }
  for (const std::string& p : params)
    if (int slot = c.type->attributeIndex(p); slot >= 0) c.type->setAttributeKind(slot, AttributeKind::Parameter);
  for (const std::string& b : buffers)
    if (int slot = c.type->attributeIndex(b); slot >= 0) c.type->setAttributeKind(slot, AttributeKind::Buffer);
  if (hooks.empty() && pre_hooks.empty()) return;
  ImportSession::HookNames& h = import_session_->hook_defs[c.type];
  std::map<std::string, const FunctionDef*> taken;
  auto take = [&](const std::vector<std::string>& names, std::vector<const FunctionDef*>& out) {
    for (const std::string& n : names) {
      auto d = c.method_defs.find(n);
      if (d != c.method_defs.end()) {
        taken[n] = d->second;
        c.method_defs.erase(d);
      }
      if (!taken.count(n))
        throw CompileError("Hook '" + n + "' is not defined in class " + c.type->name(), def.name_range);
      out.push_back(taken[n]);
    }
  };
  take(hooks, h.hooks);
  take(pre_hooks, h.pre_hooks);
}

ImportSession* Program::importCode(const std::vector<std::pair<std::string, std::string>>& files,
                                   const std::function<std::vector<IValue>(ImportSession&)>& constants) {
  shared_->imports.push_back(std::make_unique<ImportSession>());
  ImportSession* session = shared_->imports.back().get();
  std::string tag = "<load " + std::to_string(shared_->imports.size()) + "> ";
  std::vector<std::pair<Program*, std::string>> programs;
  for (const auto& [path, source] : files) {
    auto p = std::make_unique<Program>(parseFile(Source::make("code/" + path + ".py", source)), tag + path, shared_);
    p->import_session_ = session;
    static const std::pair<const char*, const char*> kNames[] = {
        {"torch", "torch"}, {"math", "math"}, {"List", "typing.List"}, {"Dict", "typing.Dict"},
        {"Optional", "typing.Optional"}, {"Tuple", "typing.Tuple"}, {"Union", "typing.Union"},
        {"Final", "typing.Final"}, {"Any", "typing.Any"}, {"Tensor", "torch.Tensor"}, {"Device", "torch.device"}};
    for (const auto& [local, target] : kNames) p->imports_[local] = target;
    session->files[path] = p.get();
    programs.emplace_back(p.get(), path);
    shared_->stdlib[tag + path] = std::move(p);
  }
  std::vector<std::pair<ClassInfo*, const ClassDef*>> declared;
  std::vector<std::string> pending_order;
  for (auto& [p, path] : programs) {
    for (const StmtPtr& s : p->module_->body) {
      if (!s->is<FunctionDef>() && !s->is<ClassDef>()) checkImportStatement(*s, &s == &p->module_->body.front());
      if (const FunctionDef* f = s->as<FunctionDef>()) {
        p->defs_[f->name] = s.get();
        session->functions[path + "." + f->name] = {p, f};
        continue;
      }
      const ClassDef* def = s->as<ClassDef>();
      if (!def) continue;
      p->defs_[def->name] = s.get();
      bool is_module = def->bases.size() == 1 && isNamedBase(*def->bases[0], "Module");
      if (!def->bases.empty() && !is_module) {
        // Note [Imported type order]: compiled once every class is declared.
        session->pending_types[path + "." + def->name] = {p, def};
        pending_order.push_back(path + "." + def->name);
        continue;
      }
      auto info = std::make_unique<ClassInfo>();
      info->owner = p;
      info->def = def;
      info->is_module = is_module;
      info->type = ClassType::create(path + "." + def->name, is_module);
      info->type->scripted = is_module;
      info->type->python_name = def->name;
      for (const StmtPtr& m : def->body)
        if (const FunctionDef* f = m->as<FunctionDef>()) info->method_defs[f->name] = f;
      session->classes[info->type->name()] = info.get();
      shared_->class_by_type[info->type] = info.get();
      declared.emplace_back(info.get(), def);
      p->classes_[def] = std::move(info);
    }
  }
  for (const std::string& name : pending_order) {
    auto it = session->pending_types.find(name);
    if (it != session->pending_types.end()) it->second.first->compilePendingType(name);
  }
  for (auto& [info, def] : declared) info->owner->importClassBody(*info, *def);
  session->constants = constants(*session);
  compileImported(*session);
  return session;
}

// PyTorch compiles every function and method of an archive's code when it
// loads it, so a bad file fails at torch.jit.load, not at its first call.
void Program::compileImported(ImportSession& session) {
  for (auto& [name, fn] : session.functions) fn.first->compileScript(*fn.second);
  for (auto& [name, info] : session.classes) {
    if (info->interface_type || info->enum_type || info->tuple_type) continue;
    for (const auto& [method, def] : info->method_defs) compileAndRecord(*info, info->type, method);
    compileImportedHooks(session, *shared_, *info);
  }
}

}  // namespace ts
