// ===--- resolver.cpp - script names resolved through live Python values --=== //
// Program's side of Note [Script name resolution]: turns a Resolved
// description into what the name means in script code.
#include "compiler/program.h"
#include "frontend/parser.h"

namespace ts {

SugaredPtr Program::resolveLive(const std::string& name, Emitter& e, const SourceRange& loc) {
  Resolved r = resolver_->resolve(name);
  if (r.kind != Resolved::Kind::Undefined) return resolvedValue(r, e, loc);
  if (ClassInfo* c = classBeingDefined(name)) return std::make_shared<ClassValue>(c);
  // A decorated def is bound after torch.jit.script returns.
  if (e.currentDef() && e.currentDef()->name == name && !e.initClass())
    e.fail("function '" + name + "' is called recursively. Recursive calls are not supported", loc);
  return resolveBuiltinName(name, e, loc);
}

SugaredPtr Program::resolvedValue(const Resolved& r, Emitter& e, const SourceRange& loc) {
  Program* owner = r.owner ? r.owner : this;
  switch (r.kind) {
    case Resolved::Kind::Undefined: break;
    case Resolved::Kind::Module: return resolveImport(r.path, e, loc);
    case Resolved::Kind::Function: {
      auto fn = std::make_shared<PythonFunctionValue>(r.function, owner);
      fn->overloads = r.overloads;
      return fn;
    }
    case Resolved::Kind::Compiled: return std::make_shared<FunctionValue>(r.compiled);
    case Resolved::Kind::Class: return std::make_shared<ClassValue>(owner->resolvedClass(r));
    case Resolved::Kind::NamedTuple: return std::make_shared<ClassValue>(functionalTuple(r));
    case Resolved::Kind::Constant: return std::make_shared<SimpleValue>(e.constant(r.constant, loc));
    case Resolved::Kind::Sugared: return r.sugared;
    case Resolved::Kind::Unsupported: break;
  }
  e.fail("python value of type '" + r.path +
             "' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider "
             "passing it in as an argument or use a local varible instead.",
         loc);
}

std::string Program::importPath(const std::string& name) {
  if (!resolver_) {
    auto it = imports_.find(name);
    return it == imports_.end() ? "" : it->second;
  }
  Resolved r = resolver_->resolve(name);
  return r.kind == Resolved::Kind::Module ? r.path : "";
}

ClassInfo* Program::classNamed(const std::string& name) {
  if (resolver_) {
    if (name.find('.') != std::string::npos) return nullptr;
    Resolved r = resolver_->resolve(name);
    if (r.kind == Resolved::Kind::Undefined) return classBeingDefined(name);
    if (r.kind == Resolved::Kind::NamedTuple) return functionalTuple(r);
    if (r.kind != Resolved::Kind::Class) return nullptr;
    return (r.owner ? r.owner : this)->resolvedClass(r);
  }
  auto d = defs_.find(name);
  return d != defs_.end() && d->second->is<ast::ClassDef>() ? compileClass(*d->second->as<ast::ClassDef>()) : nullptr;
}

ClassInfo* Program::resolvedClass(const Resolved& r) {
  if (!r.is_enum) return compileClass(*r.cls);
  auto it = classes_.find(r.cls);
  return it != classes_.end() ? it->second.get() : compileEnum(*r.cls);
}

/// The script type of a namedtuple made by a call (cached by name: a second
/// namedtuple of that name must have the same fields, as PyTorch keeps one
/// type per qualified name).
ClassInfo* Program::functionalTuple(const Resolved& r) {
  Graph scratch;
  Emitter e(*this, scratch, SourceRange());
  std::vector<TypeField> fields;
  for (const auto& [name, type] : r.fields)
    fields.push_back({name, type.empty() ? Type::tensor() : e.parseTypeExpr(*parseExpression(Source::make("", type)))});
  auto it = functional_tuples_.find(r.path);
  if (it != functional_tuples_.end()) {
    const std::vector<TypeField>& known = it->second->tuple_type->fields();
    bool same = known.size() == fields.size();
    for (size_t i = 0; same && i < fields.size(); ++i)
      same = known[i].name == fields[i].name && known[i].type->str() == fields[i].type->str();
    if (!same) throw Error(std::string("Can't redefine NamedTuple: ") + (r.path.find('.') == std::string::npos ? "__torch__." : "") + r.path);
    return it->second.get();
  }
  auto info = std::make_unique<ClassInfo>();
  info->owner = this;
  for (const auto& field : r.fields) {
    info->field_defaults.push_back(nullptr);
    info->field_inferred.push_back(field.second.empty());
  }
  info->tuple_type = NamedTupleType::create(r.path, fields);
  ClassInfo* c = info.get();
  functional_tuples_[r.path] = std::move(info);
  return c;
}

/// A class statement's own name inside its methods: torch.jit.script runs
/// (as a decorator) before the statement binds the name.
ClassInfo* Program::classBeingDefined(const std::string& name) {
  for (auto& [def, info] : classes_)
    if (def->name == name) return info.get();
  return nullptr;
}

}  // namespace ts
