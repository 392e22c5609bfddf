// ===--- script_compiler.cpp - compiling script code for the Python level -=== //
#include "compiler/script_compiler.h"

namespace ts {

ScriptNamespace::ScriptNamespace(std::unique_ptr<Program> program, std::unique_ptr<Resolver> resolver)
    : program_(std::move(program)), resolver_(std::move(resolver)) {
  program_->setResolver(resolver_.get());
}

Function* ScriptNamespace::compileFunction(const ast::FunctionDef& def) { return program_->compileScript(def); }

ClassInfo* ScriptNamespace::compileClass(const ast::ClassDef& def) { return program_->compileClass(def); }

Function* ScriptNamespace::compileMethod(ClassInfo& c, const std::string& name, const ClassType* self_type) {
  return program_->compileMethod(c, name, self_type);
}

ScriptSession::ScriptSession() : root_(std::make_unique<Program>(std::make_unique<ast::Module>())) {}

ScriptSession::~ScriptSession() {
  // Namespaces point into the root's shared state: they go first.
  namespaces_.clear();
}

ScriptNamespace& ScriptSession::addNamespace(const std::string& module_name, std::unique_ptr<Resolver> r) {
  // The stdlib constructor shares the root's state; an empty module name
  // makes qualified names `__torch__.f`, a module's `__torch__.mod.f`.
  std::string name = module_name == "__main__" ? "" : module_name;
  auto p = std::make_unique<Program>(std::make_unique<ast::Module>(), name, &root_->sharedState());
  namespaces_.push_back(std::make_unique<ScriptNamespace>(std::move(p), std::move(r)));
  return *namespaces_.back();
}

}  // namespace ts
