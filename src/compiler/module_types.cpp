// ===--- module_types.cpp - script module types from instance descriptions -=== //
// Note [Failed attributes]: an attribute whose Python value has no TorchScript
// type keeps no slot; its name and PyTorch's hint are recorded on the type and
// reported only if script code uses it (`Module 'M' has no attribute 'a' (This
// attribute exists on the Python module, ...)`).
//
// Note [Function attributes]: an attribute holding a function (`self.act =
// torch.sigmoid`, a Python def, a scripted function) keeps no slot either. As
// in PyTorch's concrete module types, the function is part of the type (two
// instances holding different functions get two types) and `self.act(x)`
// calls it as a global bound to it would be called.
#include "compiler/module_types.h"

#include "compiler/python_op.h"
#include "runtime/module_reflection.h"
#include "runtime/printing.h"

namespace ts {

/// Which function a function attribute holds, for the type's key.
static std::string functionIdentity(const Resolved& r) {
  const void* p = r.function ? static_cast<const void*>(r.function)
                  : r.compiled ? static_cast<const void*>(r.compiled)
                               : static_cast<const void*>(r.sugared.get());
  return r.path + "@" + std::to_string(reinterpret_cast<uintptr_t>(p));
}

/// The structural key two instances share exactly when PyTorch would give
/// them one concrete type.
static std::string specKey(const ModuleTypeSpec& spec) {
  std::string key = spec.name + "|" + std::to_string(static_cast<int>(spec.container)) + "|" +
                    std::to_string(reinterpret_cast<uintptr_t>(spec.info));
  for (const ScriptAttr& a : spec.attrs)
    key += "|" + a.name + ":" + a.type->str() + ":" + std::to_string(static_cast<int>(a.kind));
  for (const auto& [name, hint] : spec.unconvertible) key += "|!" + name + ":" + hint;
  for (const auto& [name, value] : spec.constants) key += "|=" + name + ":" + pythonRepr(value);
  for (const auto& [name, r] : spec.functions) key += "|()" + name + ":" + functionIdentity(r);
  key += "|hooks:" + spec.hooks;
  return key;
}

ClassType* scriptModuleType(ProgramShared& shared, const ModuleTypeSpec& spec) {
  std::string key = specKey(spec);
  auto it = shared.script_types.find(key);
  if (it != shared.script_types.end()) return it->second;
  std::string name = spec.name;
  if (!shared.script_type_names.insert(name).second) {
    // PyTorch mangles the names of further types of one class.
    size_t dot = name.rfind('.');
    name = name.substr(0, dot) + ".___torch_mangle_" + std::to_string(shared.mangle_counter++) + name.substr(dot);
  }
  ClassType* t = ClassType::create(name, true);
  t->scripted = true;
  t->container = spec.container;
  t->python_name = spec.python_name;
  t->unconvertible = spec.unconvertible;
  for (const ScriptAttr& a : spec.attrs) t->addAttribute(a.name, a.type, a.kind);
  if (spec.info) shared.class_by_type[t] = spec.info;
  for (const auto& [cname, value] : spec.constants) shared.module_constants[{t, cname}] = value;
  for (const auto& [fname, r] : spec.functions) shared.module_functions[{t, fname}] = r;
  shared.script_types[key] = t;
  return t;
}

void compileAndRecord(ClassInfo& info, ClassType* t, const std::string& name) {
  Function* fn = info.owner->compileMethod(info, name, t);
  // Record the signature so the type can stand where an interface is
  // expected (a module attribute annotated with an interface).
  if (!fn || t->findMethod(name)) return;
  InterfaceMethod m;
  m.name = name;
  for (size_t i = 1; i < fn->schema.arguments.size(); ++i)
    m.params.push_back({fn->schema.arguments[i].name, fn->schema.arguments[i].type});
  m.ret = fn->schema.returns.empty() ? Type::none() : fn->schema.returns[0].type;
  t->methods.push_back(m);
}

void compileModuleMethods(ClassInfo& info, ClassType* t) {
  // forward first, then exported methods by name (PyTorch walks dir()).
  // A torch.jit.ScriptModule subclass compiles its @script_method's only.
  bool script_methods = false;
  for (auto& [name, def] : info.method_defs) script_methods |= hasDecorator(*def, "script_method");
  auto forward = info.method_defs.find("forward");
  if (forward != info.method_defs.end() && (!script_methods || hasDecorator(*forward->second, "script_method")))
    compileAndRecord(info, t, "forward");
  for (auto& [name, def] : info.method_defs)
    if (name != "forward" && (hasDecorator(*def, "export") || hasDecorator(*def, "script_method")))
      compileAndRecord(info, t, name);
  // Every overload of forward is a method (Note [Overloaded methods]).
  if (auto n = info.overload_counts.find("forward"); n != info.overload_counts.end())
    for (size_t i = 0; i < n->second; ++i) compileAndRecord(info, t, "forward__" + std::to_string(i));
  // Methods compiled because forward or an export calls them are methods of
  // the type too: PyTorch swaps such a module in for an interface that names them.
  std::vector<std::string> called;
  for (auto& [key, fn] : info.methods)
    if (key.first == t && !t->findMethod(key.second)) called.push_back(key.second);
  for (const std::string& name : called) compileAndRecord(info, t, name);
}

namespace {
/// An ignored method declared without parameters: PyTorch binds `self` to
/// it and fails at the call.
struct SelflessMethod : SugaredValue {
  std::string kind() const override { return "function"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>&) override {
    e.fail("Non-static method does not have a self argument", loc);
  }
};
}  // namespace

SugaredPtr ignoredModuleMethod(ClassInfo& info, const std::string& name, Value* self) {
  auto d = info.method_defs.find(name);
  if (!info.is_module || d == info.method_defs.end()) return nullptr;
  if (!hasDecorator(*d->second, "ignore") && !hasDecorator(*d->second, "unused")) return nullptr;
  if (d->second->params.empty() && !info.isStatic(name)) return std::make_shared<SelflessMethod>();
  Resolver* r = info.ownerOf(name)->resolver();
  return r ? r->ignoredMethod(info, *d->second, self) : nullptr;
}

static const Node* findPythonCall(const Block& b) {
  for (const Node* n : b) {
    if (n->kind() == pythonOpSymbol()) return n;
    for (const Block* inner : n->blocks())
      if (const Node* found = findPythonCall(*inner)) return found;
  }
  return nullptr;
}

const Node* findPythonCall(ProgramShared& shared, const IValue& module) {
  for (const auto& [name, m] : namedModules(module)) {
    const ClassType* t = m.toObject()->type;
    auto info = shared.class_by_type.find(t);
    if (info == shared.class_by_type.end()) continue;
    for (const auto& [key, fn] : info->second->methods)
      if (key.first == t && fn->graph)
        if (const Node* n = findPythonCall(*fn->graph->block())) return n;
  }
  return nullptr;
}

TypePtr annotatedAttributeType(ClassInfo& info, const std::string& name) {
  auto it = info.annotated_attributes.find(name);
  if (it == info.annotated_attributes.end()) return nullptr;
  Graph scratch;
  Emitter e(*info.owner, scratch, info.def->source_extent);
  TypePtr t = e.parseTypeExpr(*it->second);
  // A module class is no type annotation (PyTorch's ann_to_type rejects it).
  if (t->is(TypeKind::Class) && static_cast<const ClassType*>(t)->isModule()) {
    std::string q = t->name();
    std::string py = q.rfind("__torch__.", 0) == 0 ? q.substr(10) : q;
    if (py.find('.') == std::string::npos) py = "__main__." + py;
    throw Error("Unknown type annotation: '<class '" + py + "'>' at ", ErrorKind::ValueError);
  }
  return t;
}

std::vector<std::pair<std::string, IValue>> Program::moduleConstants(const ClassType* t) const {
  std::vector<std::pair<std::string, IValue>> out;
  for (const auto& [key, value] : shared_->module_constants) {
    if (key.first == t) out.emplace_back(key.second, value);
  }
  return out;
}

}  // namespace ts
