// ===--- loaded_model.cpp - load a .pt into a Program, compile it all ----=== //
// The Program is empty except for the archive's code: torch.jit.load's own
// machinery (serialization/jit_services) does the work, and this file adds
// what the C++ API needs on top — every method compiled before any call.
#include "api/loaded_model.h"

#include <algorithm>

#include "compiler/program.h"
#include "frontend/parser.h"
#include "serialization/jit_services.h"
#include "serialization/code_printer.h"

namespace ts::detail {

namespace {

/// A Dict[str, str] naming the requested extra files (None if none).
IValue extraFilesDict(const std::map<std::string, std::string>* extra_files) {
  if (!extra_files) return IValue();
  IValue d = makeDict(Type::str_(), Type::str_());
  for (const auto& [name, contents] : *extra_files) d.toDict()->insert(IValue(name), IValue(std::string()));
  return d;
}

}  // namespace

LoadedModel::LoadedModel() {
  program_ = std::make_unique<Program>(parseFile(Source::make("<ts::load>", "")));
}

LoadedModel::~LoadedModel() = default;

void LoadedModel::finishLoad(std::map<std::string, std::string>* extra_files,
                             const std::function<IValue(const IValue&)>& load) {
  IValue extra = extraFilesDict(extra_files);
  root_ = load(extra);
  if (!root_.isObject() || !root_.toObject()->type->isModule()) throw Error("the archive does not hold a module");
  if (extra_files) {
    for (const auto& [name, contents] : extra.toDict()->entries) (*extra_files)[name.toStr()] = contents.toStr();
  }
  std::vector<const Object*> seen;
  compileAll(root_, seen);
}

std::shared_ptr<LoadedModel> LoadedModel::fromFile(const std::string& path,
                                                   std::map<std::string, std::string>* extra_files,
                                                   const LoadLimits& limits) {
  std::shared_ptr<LoadedModel> m(new LoadedModel());
  Program& p = *m->program_;
  m->finishLoad(extra_files, [&](const IValue& extra) { return loadFile(p, path, extra, limits); });
  return m;
}

std::shared_ptr<LoadedModel> LoadedModel::fromBytes(std::string bytes,
                                                    std::map<std::string, std::string>* extra_files,
                                                    const LoadLimits& limits) {
  std::shared_ptr<LoadedModel> m(new LoadedModel());
  Program& p = *m->program_;
  m->finishLoad(extra_files, [&](const IValue& extra) {
    return loadArchive(p, ModuleArchive::fromBytes(std::move(bytes), limits), extra);
  });
  return m;
}

// Note [Compile at load]: imported methods otherwise compile on first call,
// which would race when threads call a fresh module at once. PyTorch compiles
// every method at load; so do we, for every class in the object tree. A
// method our compiler cannot build yet stays uncompiled rather than failing
// the load, and reports its error when called (under compile_mutex_).
void LoadedModel::compileAll(const IValue& v, std::vector<const Object*>& seen) {
  if (!v.isObject()) {
    if (v.isList())
      for (const IValue& item : v.toList()->items) compileAll(item, seen);
    return;
  }
  const Object* o = v.toObject();
  if (std::find(seen.begin(), seen.end(), o) != seen.end()) return;
  seen.push_back(o);
  if (ClassInfo* c = program_->classInfo(o->type)) {
    for (const auto& [name, def] : c->method_defs) {
      if (name == "__init__" && o->type->isModule()) continue;
      try {
        program_->compileMethod(*c, name, o->type);
      } catch (const Error&) {
        // Reported when called (Note [Compile at load]).
      }
    }
  }
  for (const IValue& slot : o->slots) compileAll(slot, seen);
}

const Function* LoadedModel::method(const Object& self, const std::string& name) const {
  ClassInfo* c = program_->classInfo(self.type);
  if (!c || !c->method_defs.count(name)) return nullptr;
  // Held for the lookup too: compiling a method left over at load writes
  // the method table other callers read. Uncontended, it costs ~20 ns.
  std::lock_guard<std::mutex> lock(compile_mutex_);
  return program_->compileMethod(*c, name, self.type);
}

std::vector<std::string> LoadedModel::methodNames(const Object& self) const {
  std::vector<std::string> out;
  ClassInfo* c = program_->classInfo(self.type);
  if (!c) return out;
  auto add = [&](const std::string& name) {
    if (!(name == "__init__" && self.type->isModule()) && c->method_defs.count(name)) out.push_back(name);
  };
  if (c->def) {
    for (const ast::StmtPtr& s : c->def->body)
      if (const auto* f = s->as<ast::FunctionDef>()) add(f->name);
  } else {
    for (const auto& [name, def] : c->method_defs) add(name);
  }
  return out;
}

std::string LoadedModel::code(const Function& fn) const {
  return methodCode(fn);
}

std::string LoadedModel::schema(const Function& fn) const { return fn.schema.str(); }

}  // namespace ts::detail
