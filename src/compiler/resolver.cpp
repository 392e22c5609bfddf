// ===--- resolver.cpp - script names resolved through live Python values --=== //
// Program's side of Note [Script name resolution]: turns a Resolved
// description into what the name means in script code.
#include "compiler/program.h"

namespace ts {

SugaredPtr Program::resolveLive(const std::string& name, Emitter& e, const SourceRange& loc) {
  Resolved r = resolver_->resolve(name);
  Program* owner = r.owner ? r.owner : this;
  switch (r.kind) {
    case Resolved::Kind::Undefined:
      if (ClassInfo* c = classBeingDefined(name)) return std::make_shared<ClassValue>(c);
      return resolveBuiltinName(name, e, loc);
    case Resolved::Kind::Module: return resolveImport(r.path, e, loc);
    case Resolved::Kind::Function: return std::make_shared<PythonFunctionValue>(r.function, owner);
    case Resolved::Kind::Compiled: return std::make_shared<FunctionValue>(r.compiled);
    case Resolved::Kind::Class: return std::make_shared<ClassValue>(owner->compileClass(*r.cls));
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
    if (r.kind != Resolved::Kind::Class) return nullptr;
    return (r.owner ? r.owner : this)->compileClass(*r.cls);
  }
  auto d = defs_.find(name);
  return d != defs_.end() && d->second->is<ast::ClassDef>() ? compileClass(*d->second->as<ast::ClassDef>()) : nullptr;
}

/// A class statement's own name inside its methods: torch.jit.script runs
/// (as a decorator) before the statement binds the name.
ClassInfo* Program::classBeingDefined(const std::string& name) {
  for (auto& [def, info] : classes_)
    if (def->name == name) return info.get();
  return nullptr;
}

}  // namespace ts
