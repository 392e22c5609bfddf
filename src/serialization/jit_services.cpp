// ===--- jit_services.cpp - the compiler's torch.jit hooks ----------------=== //
#include "serialization/jit_services.h"

#include <sys/stat.h>

#include <algorithm>
#include <set>

#include "compiler/module_hooks.h"
#include "compiler/program.h"
#include "frontend/source.h"
#include "ops/custom_classes.h"
#include "runtime/interpreter.h"
#include "serialization/code_printer.h"
#include "serialization/module_io.h"

namespace ts {

namespace {

/// Compiled methods of script type `t`: the class's own in the order it
/// defines them, then inherited ones in their base's order (a module's
/// `__init__` runs in Python, a script class's is compiled).
std::vector<const Function*> compiledMethods(ClassInfo& c, const ClassType* t) {
  std::vector<const Function*> out;
  std::set<std::string> added;
  auto add = [&](const std::string& name) {
    auto it = c.methods.find({t, name});
    if (it == c.methods.end() || !it->second->code || (name == "__init__" && t->isModule())) return;
    if (c.isStatic(name) && !t->isModule()) return;  // saved as a free function (classes.cpp)
    if (added.insert(name).second) out.push_back(it->second.get());
  };
  if (c.def) {
    for (const auto& s : c.def->body) {
      if (const auto* f = s->as<ast::FunctionDef>()) add(f->name);
    }
  }
  std::vector<const ast::FunctionDef*> inherited;
  for (const auto& [name, def] : c.method_defs) inherited.push_back(def);
  std::sort(inherited.begin(), inherited.end(), [](const ast::FunctionDef* a, const ast::FunctionDef* b) {
    return a->range.start < b->range.start;
  });
  for (const ast::FunctionDef* def : inherited) add(def->name);
  // Methods with no source (traced modules' forward) follow in name order.
  for (const auto& [key, fn] : c.methods)
    if (key.first == t) add(key.second);
  return out;
}

bool hasDecorator(const ast::FunctionDef& f, const char* name) {
  for (const ast::ExprPtr& d : f.decorators) {
    if (const auto* a = d->as<ast::Attribute>(); a && a->attr == name) return true;
    if (const auto* n = d->as<ast::Name>(); n && n->id == name) return true;
  }
  return false;
}

/// PyTorch cannot export calls into Python: a method marked
/// @torch.jit.ignore (or unused) called from saved code is an error.
void checkExportable(Program& program, const Block* b) {
  for (const Node* n : *b) {
    for (const Block* sub : n->blocks()) checkExportable(program, sub);
    const auto* callee = static_cast<const Function*>(n->callee);
    if (n->kind() != prim::CallFunction || !callee || n->inputs().empty()) continue;
    ClassInfo* c = program.classInfo(n->input(0)->type());
    auto def = c ? c->method_defs.find(callee->name) : decltype(c->method_defs)::iterator();
    if (!c || def == c->method_defs.end()) continue;
    if (hasDecorator(*def->second, "ignore") || hasDecorator(*def->second, "unused")) {
      throw CompileError("Could not export Python function call '" + callee->name +
                             "'. Remove calls to Python functions before export. Did you forget to add @script or "
                             "@script_method annotation? If this is a nn.ModuleList, add it to __constants__",
                         n->sourceRange());
    }
  }
}

CodePrinter::ClassInfo classInfoFor(Program& program, const ClassType* t) {
  CodePrinter::ClassInfo ci;
  ci.type = t;
  const auto& attrs = t->attributes();
  for (size_t i = 0; i < attrs.size(); ++i) {
    AttributeKind k = t->attributeKind(static_cast<int>(i));
    if (attrs[i].name.empty()) continue;
    if (k == AttributeKind::Parameter) ci.parameters.push_back(attrs[i].name);
    if (k == AttributeKind::Buffer) ci.buffers.push_back(attrs[i].name);
  }
  for (const auto& [name, py] : t->unconvertible) ci.hidden.push_back(name);
  ci.constants = program.moduleConstants(t);
  // A loaded class keeps its `x : Final[int] = 3` constants in slots
  // (ImportSession::final_values); they save as constants again.
  for (const auto& session : program.sharedState().imports) {
    auto it = session->final_values.find(t);
    if (it == session->final_values.end()) continue;
    for (const auto& [slot, value] : it->second) {
      ci.hidden.push_back(attrs.at(static_cast<size_t>(slot)).name);
      ci.constants.emplace_back(attrs.at(static_cast<size_t>(slot)).name, value);
    }
  }
  if (ClassInfo* c = program.classInfo(t)) {
    // A loaded class has every method of its code file; they compile on
    // first use, so saving it again compiles the rest first.
    if (c->owner && c->owner->isImported()) {
      for (const auto& [name, def] : c->method_defs) c->owner->compileMethod(*c, name, t);
    }
    ci.methods = compiledMethods(*c, t);
  }
  if (const ModuleHooks* h = moduleHooks(program.sharedState(), t)) {
    for (const Ref<Function>& f : h->hooks) ci.hooks.push_back(f.get());
    for (const Ref<Function>& f : h->pre_hooks) ci.pre_hooks.push_back(f.get());
  }
  for (const Function* m : ci.methods) checkExportable(program, m->graph->block());
  return ci;
}

/// The state PyTorch pickles for `obj` (Note [Loading __setstate__]): a
/// torch.classes object's state tuple, or what its class's __getstate__
/// returns.
bool objectState(Program& program, const IValue& obj, IValue& state) {
  const ClassType* t = obj.toObject()->type;
  if (isCustomClass(t)) {
    state = makeTuple(obj.toObject()->slots);
    return true;
  }
  ClassInfo* c = program.classInfo(t);
  if (!c || !c->owner || !c->method_defs.count("__getstate__")) return false;
  Function* fn = c->owner->compileMethod(*c, "__getstate__", t);
  Stack stack{obj};
  runFunction(*fn, stack);
  TS_CHECK(stack.size() == 1, "__getstate__ of " + t->name() + " must return one value");
  state = std::move(stack[0]);
  return true;
}

std::vector<std::pair<std::string, std::string>> extraFiles(const IValue& extra) {
  std::vector<std::pair<std::string, std::string>> out;
  if (!extra.isDict()) return out;
  for (const auto& [k, v] : extra.toDict()->entries) {
    if (!k.isStr() || !v.isStr()) throw Error("_extra_files must map file names to strings");
    out.emplace_back(k.toStr(), v.toStr());
  }
  return out;
}

}  // namespace

namespace {

/// Where a saved archive goes: the file at `path`, or (no path) `*bytes`
/// under the folder `archive`, as PyTorch's save_to_buffer names it.
struct SaveTarget {
  const std::string* path = nullptr;
  std::string* bytes = nullptr;
  void write(const IValue& module, const ModuleSaveOptions& o) const {
    if (path) saveModule(module, *path, o);
    else *bytes = saveModuleToBytes(module, "archive", o);
  }
};

void saveModuleTo(Program& program, const IValue& module, const IValue& extra, const SaveTarget& target) {
  if (!module.isObject() || !module.toObject()->type->isModule()) {
    throw Error("torch.jit.save expects a ScriptModule");
  }
  const ClassType* cls = module.toObject()->type;
  if (!cls->scripted) {
    // torch.jit.save calls m.save, which a plain nn.Module does not have.
    throw Error("'" + cls->python_name + "' object has no attribute 'save'", ErrorKind::AttributeError);
  }
  ModuleSaveOptions o;
  o.class_info = [&program](const ClassType* t) { return classInfoFor(program, t); };
  o.get_state = [&program](const IValue& obj, IValue& state) { return objectState(program, obj, state); };
  o.extra_files = extraFiles(extra);
  target.write(module, o);
}

void saveFunctionTo(Program& program, const Function& fn, const IValue& extra, const SaveTarget& target);

}  // namespace

void saveModuleFile(Program& program, const IValue& module, const std::string& path, const IValue& extra) {
  saveModuleTo(program, module, extra, SaveTarget{&path, nullptr});
}

std::string saveModuleBytes(Program& program, const IValue& module, const IValue& extra) {
  std::string bytes;
  saveModuleTo(program, module, extra, SaveTarget{nullptr, &bytes});
  return bytes;
}

void saveFunctionFile(Program& program, const Function& fn, const std::string& path, const IValue& extra) {
  saveFunctionTo(program, fn, extra, SaveTarget{&path, nullptr});
}

std::string saveFunctionBytes(Program& program, const Function& fn, const IValue& extra) {
  std::string bytes;
  saveFunctionTo(program, fn, extra, SaveTarget{nullptr, &bytes});
  return bytes;
}

namespace {

void saveFunctionTo(Program& program, const Function& fn, const IValue& extra, const SaveTarget& target) {
  // Note [Saved functions]: PyTorch saves a ScriptFunction as the forward
  // of a module `__torch__.PlaceholderModule` whose only attribute is
  // `training` (True); loading the file gives that module back.
  ClassType* t = ClassType::create("__torch__.PlaceholderModule", true);
  t->scripted = true;
  t->python_name = "PlaceholderModule";
  t->addAttribute("training", Type::bool_());
  Ref<Function> forward = makeRef<Function>();
  forward->name = "forward";
  forward->qualified_name = t->name() + ".forward";
  forward->schema = fn.schema;
  forward->schema.name = "forward";
  SchemaArgument self_arg;
  self_arg.name = "self";
  self_arg.type = t;
  forward->schema.arguments.insert(forward->schema.arguments.begin(), self_arg);
  forward->graph = std::make_unique<Graph>();
  Graph& g = *forward->graph;
  g.addInput("self")->setType(t);
  ValueMap map;
  for (Value* v : fn.graph->inputs()) {
    Value* in = g.addInput(v->debugName());
    in->setType(v->type());
    map[v] = in;
  }
  for (const Node* n : *fn.graph->block()) cloneNode(n, g, map);
  for (Value* v : fn.graph->outputs()) g.registerOutput(map.at(v));
  checkExportable(program, g.block());
  Ref<Object> module(new Object(t));
  module->slot(0) = IValue(true);
  ModuleSaveOptions o;
  o.class_info = [&](const ClassType* c) {
    if (c != t) return classInfoFor(program, c);
    CodePrinter::ClassInfo ci;
    ci.type = t;
    ci.methods.push_back(forward.get());
    return ci;
  };
  o.extra_files = extraFiles(extra);
  target.write(IValue(module), o);
}

/// Sets the `Final` class constants of every object in the tree (they are
/// part of the code, not of the pickled state). A worklist, not recursion:
/// object chains in a file can be as deep as the load limits allow.
void fillFinalValues(const IValue& root, const ImportSession& s) {
  std::set<const Object*> seen;
  std::vector<IValue> work{root};
  while (!work.empty()) {
    IValue v = std::move(work.back());
    work.pop_back();
    if (!v.isObject() || !seen.insert(v.toObject()).second) continue;
    Object* o = v.toObject();
    if (auto it = s.final_values.find(o->type); it != s.final_values.end()) {
      for (const auto& [slot, value] : it->second) o->slot(static_cast<size_t>(slot)) = value;
    }
    for (const IValue& child : o->slots) work.push_back(child);
  }
}

/// Note [Loading __setstate__]: PyTorch pickles an object whose class
/// defines __getstate__ as that method's result, and loading calls the
/// class's __setstate__ with it (script classes and modules alike). The
/// state is fitted to the method's declared argument type first, so a
/// hostile file cannot hand the compiled code a value of another type.
bool runSetState(Program& program, const ImportSession& session, const IValue& obj, const IValue& state) {
  const ClassType* t = obj.toObject()->type;
  ClassInfo* c = program.classInfo(t);
  if (!c || !c->owner || !c->method_defs.count("__setstate__")) return false;
  Function* fn = c->owner->compileMethod(*c, "__setstate__", t);
  const auto& params = fn->schema.arguments;
  if (params.size() != 2) throw Error("Unpickler: __setstate__ of " + t->name() + " must take one state argument");
  IValue arg = state;
  if (!conformValue(arg, params[1].type)) {
    throw Error("Unpickler: __setstate__ of " + t->name() + " expects " + params[1].type->str() +
                " but the archive holds a value of type " + runtimeType(state)->str());
  }
  Stack stack{obj, arg};
  runFunction(*fn, stack);
  // Compiled code trusts its attributes' types: none may stay unset (but
  // `Final` constants, filled after the pickle).
  const Object& o = *obj.toObject();
  std::set<int> finals;
  if (auto it = session.final_values.find(t); it != session.final_values.end())
    for (const auto& [slot, value] : it->second) finals.insert(slot);
  for (size_t i = 0; i < t->attributes().size(); ++i) {
    const TypeField& a = t->attributes()[i];
    if (a.name.empty() || finals.count(static_cast<int>(i))) continue;
    if (o.slots[i].isNone() && !a.type->canHoldNone() && !a.type->is(TypeKind::Any)) {
      throw Error("The field '" + a.name + "' was left uninitialized after '__setstate__', but expected a value of "
                  "type '" + a.type->str() + "'");
    }
  }
  return true;
}

}  // namespace

IValue loadFile(Program& program, const std::string& path, const IValue& extra, const LoadLimits& limits) {
  // torch.jit.load checks the path in Python before reading it.
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) throw Error("The provided filename " + path + " does not exist", ErrorKind::ValueError);
  if (S_ISDIR(st.st_mode)) throw Error("The provided filename " + path + " is a directory", ErrorKind::ValueError);
  return loadArchive(program, ModuleArchive::open(path, limits), extra);
}

IValue loadArchive(Program& program, ModuleArchive a, const IValue& extra) {
  if (extra.isDict()) {
    for (auto& [name, contents] : extra.toDict()->entries) {
      std::string bytes;
      // Every requested name gets bytes back: the file's contents, or b''
      // when the archive has no such file (as PyTorch fills them).
      if (name.isStr() && !a.readExtraFile(name.toStr(), bytes)) bytes.clear();
      contents = makeBytes(bytes);
    }
  }
  std::vector<std::pair<std::string, std::string>> files;
  for (CodeFile& f : a.codeFiles()) files.emplace_back(std::move(f.module_path), std::move(f.source));
  // Enum members and classes of the pickles come from the session's code.
  auto enums = [](ImportSession* session) {
    return [session](const std::string& q, const IValue& value) {
      auto it = session->classes.find(q);
      if (it != session->classes.end()) {
        for (const auto& [name, member] : it->second->enum_members) {
          if (valuesEqual(member.toEnum()->value, value)) return member;
        }
      }
      throw Error("Unpickler: " + q + " has no member with value " + (value.isStr() ? value.toStr() : "?"));
    };
  };
  auto classes = [](ImportSession* session) {
    return [session](const std::string& q) -> ClassType* {
      auto it = session->classes.find(q);
      return it == session->classes.end() ? nullptr : it->second->type;
    };
  };
  // Constants are read before the code compiles, so an object among them
  // (a frozen script-class attribute) takes its attributes as pickled: a
  // class's __setstate__ cannot run yet.
  ImportSession* session = program.importCode(files, [&a, &enums, &classes](ImportSession& s) {
    a.setEnumResolver(enums(&s));
    return a.constants(classes(&s));
  });
  a.setEnumResolver(enums(session));
  IValue root = a.readData(
      classes(session),
      [&program, session](const IValue& obj, const IValue& state) { return runSetState(program, *session, obj, state); });
  // PyTorch asserts this (isObject() INTERNAL ASSERT); a hostile data.pkl
  // may hold anything.
  if (!root.isObject() || !root.toObject()->type->isModule())
    throw Error("the archive does not hold a module: its data.pkl is a " + runtimeType(root)->str());
  fillFinalValues(root, *session);
  return root;
}

}  // namespace ts
