// ===--- classes.cpp - TorchScript classes: types, methods, attributes ----=== //
// A class's attributes are what its `__init__` assigns to `self` (with the
// assigned or annotated types); methods are compiled on first use with
// `self` typed as the class.
#include <cctype>
#include <algorithm>
#include <cstdio>
#include <functional>

#include "compiler/codegen.h"
#include "compiler/node_kernels.h"
#include "compiler/module_types.h"
#include "compiler/program.h"
#include "ops/custom_classes.h"
#include "stdlib/stdlib.h"

namespace ts {

using namespace ast;

bool ClassInfo::isStatic(const std::string& name) const {
  return std::find(static_methods.begin(), static_methods.end(), name) != static_methods.end();
}

bool hasDecorator(const FunctionDef& f, const std::string& name) {
  for (const ExprPtr& d : f.decorators) {
    if (const Name* n = d->as<Name>(); n && n->id == name) return true;
    if (const ast::Attribute* a = d->as<ast::Attribute>(); a && a->attr == name) return true;
  }
  return false;
}

static bool isBase(const Expr& base, const char* name) {
  if (const Name* n = base.as<Name>()) return n->id == name;
  if (const ast::Attribute* a = base.as<ast::Attribute>()) return a->attr == name;
  return false;
}
static bool isNamedTupleBase(const Expr& base) { return isBase(base, "NamedTuple"); }
static void inheritModule(ClassInfo& c, const ClassInfo& base);

// Whether `type` is or contains (as an element, key, member...) `cls`:
// PyTorch's isRecursive, which rejects such attributes.
static bool containsClass(const Type* type, const ClassType* cls) {
  if (type == cls) return true;
  for (const TypePtr& t : type->contained())
    if (containsClass(t, cls)) return true;
  return false;
}

// Whether annotation `e` names `name` (bare or as a forward-reference string).
static bool mentions(const Expr& e, const std::string& name) {
  if (const Name* n = e.as<Name>()) return n->id == name;
  if (const StringLiteral* str = e.as<StringLiteral>()) return str->value == name;
  if (const Subscript* sub = e.as<Subscript>())
    return std::any_of(sub->indices.begin(), sub->indices.end(), [&](const ExprPtr& i) { return mentions(*i, name); });
  if (const TupleLiteral* t = e.as<TupleLiteral>())
    return std::any_of(t->elts.begin(), t->elts.end(), [&](const ExprPtr& i) { return mentions(*i, name); });
  return false;
}

// Python's repr of a typing annotation (`typing.List[ForwardRef('Node')]`).
static std::string typingRepr(const Expr& e) {
  if (const StringLiteral* str = e.as<StringLiteral>()) return "ForwardRef('" + str->value + "')";
  if (const Name* n = e.as<Name>()) {
    static const char* typing_names[] = {"List", "Dict", "Tuple", "Optional", "Union", "Any"};
    for (const char* t : typing_names)
      if (n->id == t) return std::string("typing.") + t;
    return n->id;
  }
  if (const ast::Attribute* a = e.as<ast::Attribute>()) return typingRepr(*a->value) + "." + a->attr;
  if (const Subscript* sub = e.as<Subscript>()) {
    std::string out = typingRepr(*sub->value) + "[";
    for (size_t i = 0; i < sub->indices.size(); ++i) out += (i ? ", " : "") + typingRepr(*sub->indices[i]);
    return out + "]";
  }
  return std::string(e.range.text());
}

// A NamedTuple field typed by the NamedTuple itself: PyTorch resolves field
// annotations as typing objects, where the name is an unresolvable
// ForwardRef, and raises from torch.jit.annotations (compiling it looped).
[[noreturn]] static void failSelfReferentialField(const Expr& ann) {
  const Subscript* sub = ann.as<Subscript>();
  if (sub && isBase(*sub->value, "Optional") && sub->indices.size() == 1)
    throw Error("Unsupported annotation " + typingRepr(ann) + " could not be resolved because " +
                    typingRepr(*sub->indices[0]) + " could not be resolved.",
                ErrorKind::AssertionError);
  throw Error("Unknown type annotation: '" + typingRepr(ann) + "' at ", ErrorKind::ValueError);
}

/// The method name a property accessor compiles under (Note [Properties]),
/// recorded in `info`, or "" for an ordinary method. A module's properties
/// listed in `__jit_unused_properties__` stay Python-only.
static std::string propertyAccessor(const FunctionDef& f, ClassInfo& info, std::set<std::string>& unused) {
  for (const ExprPtr& d : f.decorators) {
    const Name* n = d->as<Name>();
    const ast::Attribute* a = d->as<ast::Attribute>();
    const Name* owner = a ? a->value->as<Name>() : nullptr;
    bool getter = n && n->id == "property";
    bool setter = owner && owner->id == f.name && a->attr == "setter";
    if (!getter && !setter) continue;
    // `@torch.jit.unused` on a property's getter drops the whole property
    // (its setter too), as PyTorch's get_class_properties.
    if (getter && (hasDecorator(f, "unused") || hasDecorator(f, "ignore"))) unused.insert(f.name);
    if (unused.count(f.name)) return "-";
    std::string mangled = "__" + f.name + (getter ? "_getter" : "_setter");
    (getter ? info.property_getters : info.property_setters)[f.name] = mangled;
    return mangled;
  }
  return "";
}

/// The names in a class body's `__jit_unused_properties__ = [...]`.
static std::set<std::string> unusedProperties(const ClassDef& def) {
  std::set<std::string> out;
  for (const StmtPtr& s : def.body) {
    const Assign* a = s->as<Assign>();
    const Name* target = a && a->targets.size() == 1 ? a->targets[0]->as<Name>() : nullptr;
    if (!target || target->id != "__jit_unused_properties__") continue;
    const auto* list = a->value->as<ListLiteral>();
    for (size_t i = 0; list && i < list->elts.size(); ++i)
      if (const StringLiteral* str = list->elts[i]->as<StringLiteral>()) out.insert(str->value);
  }
  return out;
}

static bool isInterfaceDecorator(const Expr& d) {
  const ast::Attribute* a = d.as<ast::Attribute>();
  return a && a->attr == "interface";
}

/// `__torch__.Name` for a user's class (PyTorch's name for `__main__`), and
/// PyTorch's own module path for a torch.nn class of the stdlib
/// (`__torch__.torch.nn.modules.conv.Conv2d`).
std::string Program::classQualifiedName(const std::string& name) const {
  if (stdlib_module_ == "torch.nn") {
    std::string module = nnClassModule(name);
    if (!module.empty()) return "__torch__." + module + "." + name;
  }
  return "__torch__." + name;
}

ClassInfo* Program::compileClass(const ClassDef& def) {
  auto it = classes_.find(&def);
  if (it != classes_.end()) return it->second.get();
  if (def.bases.size() == 1 && isNamedTupleBase(*def.bases[0])) {
    // class P(NamedTuple): annotated fields, optional defaults.
    auto info = std::make_unique<ClassInfo>();
    info->owner = this;
    info->def = &def;
    std::vector<TypeField> fields;
    Graph scratch;
    Emitter e(*this, scratch, def.source_extent);
    for (const StmtPtr& s : def.body) {
      const AnnAssign* a = s->as<AnnAssign>();
      if (!a) continue;
      const Name* n = a->target->as<Name>();
      if (!n) continue;
      if (mentions(*a->annotation, def.name)) failSelfReferentialField(*a->annotation);
      fields.push_back({n->id, e.parseTypeExpr(*a->annotation)});
      // A Tensor field's default is a tensor, shared by every instance.
      if (a->value && fields.back().type->is(TypeKind::Tensor))
        throw Error("Tensors are not supported as default NamedTuple fields. Their mutability could lead to "
                    "potential memory aliasing problems");
      info->field_defaults.push_back(a->value.get());
    }
    info->tuple_type = NamedTupleType::create(def.name, fields);
    ClassInfo* c = info.get();
    classes_[&def] = std::move(info);
    return c;
  }
  if (def.bases.size() == 1 && isBase(*def.bases[0], "Enum")) return compileEnum(def);
  for (const ExprPtr& d : def.decorators)
    if (isInterfaceDecorator(*d)) return compileInterface(def);
  bool is_module = def.bases.size() == 1 && (isBase(*def.bases[0], "Module") || isBase(*def.bases[0], "ScriptModule"));
  // A subclass of a module container (`class Stack(Base, nn.ModuleList)`)
  // is a module; it inherits the methods of its other module bases.
  bool container = std::any_of(def.bases.begin(), def.bases.end(), [](const ExprPtr& b) {
    return isBase(*b, "Sequential") || isBase(*b, "ModuleList") || isBase(*b, "ModuleDict");
  });
  std::vector<ClassInfo*> base_modules;
  if (!is_module) base_modules = moduleBaseClasses(def);
  is_module = is_module || !base_modules.empty() || container;
  for (const ExprPtr& base : def.bases) {
    const Name* n = base->as<Name>();
    if (is_module) break;
    if (!n || n->id != "object")
      // torch.jit.script raises it in Python (obj.mro() longer than 2), before any compilation.
      throw Error("TorchScript classes does not support inheritance yet. Please directly inherit from 'object'.");
  }
  auto info = std::make_unique<ClassInfo>();
  info->owner = this;
  info->def = &def;
  info->is_module = is_module;
  info->type = ClassType::create(classQualifiedName(def.name), is_module);
  info->type->python_name = def.name;
  if (is_module) info->type->addAttribute("training", Type::bool_());
  std::map<std::string, std::vector<const FunctionDef*>> overloads;
  std::set<std::string> unused_properties = unusedProperties(def);
  for (const StmtPtr& s : def.body) {
    if (const FunctionDef* f = s->as<FunctionDef>()) {
      if (hasDecorator(*f, "_overload_method")) {
        overloads[f->name].push_back(f);
        continue;
      }
      if (std::string accessor = propertyAccessor(*f, *info, unused_properties); !accessor.empty()) {
        if (accessor != "-") info->method_defs[accessor] = f;
        continue;
      }
      info->method_defs[f->name] = f;  // as in Python, a later def replaces an earlier one
      if (hasDecorator(*f, "staticmethod")) info->static_methods.push_back(f->name);
    } else if (const Assign* a = s->as<Assign>()) {
      // `forward = _forward`: another name for a method defined above.
      const Name* src = a->value->as<Name>();
      auto aliased = src ? info->method_defs.find(src->id) : info->method_defs.end();
      if (aliased != info->method_defs.end() && a->targets.size() == 1 && a->targets[0]->as<Name>()) {
        info->method_defs[a->targets[0]->as<Name>()->id] = aliased->second;
        continue;
      }
      for (const ExprPtr& t : a->targets)
        if (const Name* n = t->as<Name>()) info->class_attributes.push_back(n->id);
      // `__constants__ = ["a", "b"]` makes those attributes constants.
      const Name* target = a->targets.size() == 1 ? a->targets[0]->as<Name>() : nullptr;
      if (target && target->id == "__constants__") {
        const auto* list = a->value->as<ListLiteral>();
        const auto* tuple = a->value->as<TupleLiteral>();
        const std::vector<ExprPtr>* names = list ? &list->elts : tuple ? &tuple->elts : nullptr;
        for (size_t i = 0; names && i < names->size(); ++i)
          if (const StringLiteral* str = (*names)[i]->as<StringLiteral>()) info->constant_attributes.insert(str->value);
      }
      // `__annotations__ = {"x": Optional[Tensor]}` is what `x: Optional[Tensor]`
      // builds: recursive scripting reads the class's __annotations__ either way.
      const auto* dict = target && target->id == "__annotations__" ? a->value->as<DictLiteral>() : nullptr;
      for (size_t i = 0; dict && i < dict->keys.size(); ++i)
        if (const auto* key = dict->keys[i] ? dict->keys[i]->as<StringLiteral>() : nullptr)
          info->annotated_attributes[key->value] = dict->values[i].get();
    } else if (const AnnAssign* a = s->as<AnnAssign>()) {
      if (const Name* n = a->target->as<Name>()) {
        info->class_attributes.push_back(n->id);
        info->annotated_attributes[n->id] = a->annotation.get();
        const Expr* ann = a->annotation.get();
        if (const Subscript* sub = ann->as<Subscript>()) ann = sub->value.get();
        if (isBase(*ann, "Final")) info->constant_attributes.insert(n->id);
      }
    }
  }
  for (const auto& [name, stubs] : overloads) addOverloads(*info, name, stubs);
  // Left to right, the first base defining a name wins: Python's MRO for
  // bases that share no more than nn.Module.
  for (ClassInfo* base : base_modules) inheritModule(*info, *base);
  ClassInfo* c = info.get();
  classes_[&def] = std::move(info);
  shared_->class_by_type[c->type] = c;
  // A module's __init__ runs at the Python level; its methods compile when
  // an instance is scripted, for the type inferred from it.
  if (c->is_module) return c;
  compileClassMethods(*c);
  return c;
}

/// PyTorch compiles a class's methods when it resolves the class; script
/// code resolving it makes the class a call-stack entry whose call site is
/// the class's name (Note [Pending range]).
void Program::compileClassMethods(ClassInfo& cls) {
  ClassInfo* c = &cls;
  auto& frames = shared_->compile_frames;
  CompileFrame frame{c->type->name(), shared_->resolving, frames.empty() ? SourceRange() : frames.back()->extent};
  bool pushed = !frames.empty() && frame.pending.valid();
  if (pushed) frames.push_back(&frame);
  struct Pop {
    std::vector<const CompileFrame*>& frames;
    bool pushed;
    ~Pop() {
      if (pushed) frames.pop_back();
    }
  } pop{frames, pushed};
  try {
    compileClassMethodsIn(*c);
  } catch (CompileError& err) {
    if (pushed) addCallSite(err, frames);
    throw;
  }
}

void Program::compileClassMethodsIn(ClassInfo& cls) {
  ClassInfo* c = &cls;
  struct Compiling {
    ClassInfo& c;
    bool was = c.compiling_methods;
    ~Compiling() { c.compiling_methods = was; }
  } compiling{cls};
  cls.compiling_methods = true;
  // __init__ defines the attributes, so it is compiled first.
  if (c->method_defs.count("__init__")) compileMethod(*c, "__init__");
  // Record method signatures for interface checks.
  for (auto& [name, f] : c->method_defs) {
    if (name == "__init__" || c->isStatic(name)) continue;
    Function* fn = compileMethod(*c, name);
    InterfaceMethod m;
    m.name = name;
    for (size_t i = 1; i < fn->schema.arguments.size(); ++i)
      m.params.push_back({fn->schema.arguments[i].name, fn->schema.arguments[i].type});
    m.ret = fn->schema.returns.empty() ? Type::none() : fn->schema.returns[0].type;
    c->type->methods.push_back(m);
  }
}

/// Note [Overloaded methods]: the implementation (the def without the
/// decorator) compiles once per stub, under the stub's signature.
void Program::addOverloads(ClassInfo& c, const std::string& name, const std::vector<const FunctionDef*>& stubs) {
  auto impl = c.method_defs.find(name);
  if (impl == c.method_defs.end())
    throw CompileError("Implementation for the method \"" + c.def->name + "." + name + "\" is missing.",
                       stubs.back()->name_range, stubs.back()->source_extent);
  for (size_t i = 0; i < stubs.size(); ++i) {
    std::string mangled = name + "__" + std::to_string(i);
    c.method_defs[mangled] = impl->second;
    c.overload_signatures[mangled] = stubs[i];
  }
  c.overload_counts[name] = stubs.size();
  c.method_defs.erase(impl);
}

std::vector<ClassInfo*> Program::moduleBaseClasses(const ClassDef& def) {
  std::vector<ClassInfo*> found;
  for (const ExprPtr& b : def.bases) {
    if (const Name* n = b->as<Name>(); n && n->id == "object") continue;
    Graph scratch;
    Emitter e(*this, scratch, def.source_extent);
    SugaredPtr base;
    try {
      base = e.emitSugared(*b);
    } catch (const CompileError&) {
      continue;
    }
    auto* cv = dynamic_cast<ClassValue*>(base.get());
    if (cv && cv->info->is_module) found.push_back(cv->info);
  }
  return found;
}

/// Python inheritance for module classes: the base's methods, annotations
/// and constants, unless the subclass redefines them.
static void inheritModule(ClassInfo& c, const ClassInfo& base) {
  for (const auto& [name, def] : base.method_defs) {
    if (c.method_defs.count(name)) continue;
    c.method_defs[name] = def;
    c.method_owner[name] = base.ownerOf(name);
    if (base.isStatic(name)) c.static_methods.push_back(name);
  }
  for (const auto& [name, n] : base.overload_counts) c.overload_counts.emplace(name, n);
  for (const auto& [name, sig] : base.overload_signatures) c.overload_signatures.emplace(name, sig);
  for (const auto& [name, ann] : base.annotated_attributes) c.annotated_attributes.emplace(name, ann);
  c.constant_attributes.insert(base.constant_attributes.begin(), base.constant_attributes.end());
  c.class_attributes.insert(c.class_attributes.end(), base.class_attributes.begin(), base.class_attributes.end());
}

ClassInfo* Program::classInfo(const Type* t) {
  auto it = shared_->class_by_type.find(t);
  return it == shared_->class_by_type.end() ? nullptr : it->second;
}

Function* Program::compileMethod(ClassInfo& c, const std::string& name, const ClassType* self_type) {
  if (Program* p = c.ownerOf(name); p != this) return p->compileMethod(c, name, self_type);
  ClassType* self = const_cast<ClassType*>(self_type ? self_type : c.type);
  auto key = std::make_pair(static_cast<const Type*>(self), name);
  auto done = c.methods.find(key);
  if (done != c.methods.end()) {
    if (!done->second->code)
      throw CompileError("method '" + name + "' is called recursively. Recursive calls are not supported",
                         c.method_defs[name]->name_range);
    return done->second.get();
  }
  auto d = c.method_defs.find(name);
  if (d == c.method_defs.end()) return nullptr;
  const FunctionDef& def = *d->second;
  Ref<Function> fn = makeRef<Function>();
  c.methods[key] = fn;
  fn->qualified_name = self->name() + "." + name;
  // PyTorch names a script class's static method as a function of the
  // class's module (`__torch__.Vec.zeros` is `__torch__.zeros`): its code
  // and saved files call it so, and its importer reads every def in a
  // class body as a method taking self.
  if (c.isStatic(name) && !self->isModule()) {
    const std::string& q = self->name();
    size_t dot = q.rfind('.');
    fn->qualified_name = (dot == std::string::npos ? q : q.substr(0, dot)) + "." + name;
  }
  fn->source_extent = def.source_extent;
  fn->graph = std::make_unique<Graph>();
  try {
    Emitter e(*this, *fn->graph, def.source_extent);
    if (name == "__init__") e.setInitClass(self);
    auto signature = c.overload_signatures.find(name);
    e.emitFunction(def, *fn, c.isStatic(name) ? nullptr : self,
                   signature == c.overload_signatures.end() ? nullptr : signature->second);
    fn->name = fn->schema.name = name;
    fn->code = generateCode(
        *fn->graph, [this](const Node* n, BoundKernel& k) { return nodeKernel(*this, n, k); });
  } catch (...) {
    c.methods.erase(key);
    throw;
  }
  return fn.get();
}

Value* Program::emitConstruct(Emitter& e, ClassInfo& c, std::vector<NamedValue>& args, const SourceRange& loc) {
  if (c.is_module) e.fail("Cannot instantiate class '" + c.def->name + "' in a script function", loc);
  Node* n = e.insert(prim::CreateObject, {}, 1, loc);
  Value* obj = n->output()->setType(c.type);
  if (Function* init = compileMethod(c, "__init__")) {
    std::vector<NamedValue> all{{"", obj, loc}};
    all.insert(all.end(), args.begin(), args.end());
    e.emitFunctionCall(init, all, loc);
  } else if (!args.empty()) {
    e.fail("__init__ takes no arguments", loc);
  }
  return obj;
}

Value* Program::tryEmitMagic(Emitter& e, const std::string& name, Value* self, std::vector<NamedValue> args,
                             const SourceRange& loc) {
  if (!self->type()->is(TypeKind::Class)) return nullptr;
  ClassInfo* c = classInfo(self->type());
  if (c && c->overload_counts.count(name)) return emitOverloadedCall(e, *c, name, self, args, loc);
  // Traced modules' methods have no source, only their compiled trace.
  if (!c || (!c->method_defs.count(name) && !c->methods.count({self->type(), name}))) return nullptr;
  Function* fn = compileMethod(*c, name, static_cast<const ClassType*>(self->type()));
  args.insert(args.begin(), NamedValue{"", self, loc});
  return e.emitFunctionCall(fn, args, loc);
}

Value* Program::emitOverloadedCall(Emitter& e, ClassInfo& c, const std::string& name, Value* self,
                                   std::vector<NamedValue> args, const SourceRange& loc) {
  args.insert(args.begin(), NamedValue{"", self, loc});
  const auto* self_type = static_cast<const ClassType*>(self->type());
  for (bool allow : {false, true}) {  // exact matches first, as PyTorch's matchSchemas
    for (size_t i = 0; i < c.overload_counts[name]; ++i) {
      Function* fn = compileMethod(c, name + "__" + std::to_string(i), self_type);
      if (Value* r = e.tryEmitFunctionCall(fn, args, loc, allow)) return r;
    }
  }
  e.fail("Could not match any of the overloads of method '" + name + "' of '" + c.def->name + "'", loc);
}

// ---- sugared values ------------------------------------------------------------ //

SugaredPtr ClassValue::attr(Emitter& e, const SourceRange& loc, const std::string& name) {
  if (info->enum_type) {
    for (auto& [member, value] : info->enum_members)
      if (member == name) return std::make_shared<SimpleValue>(e.constant(value, loc));
    // PyTorch's message opens no quote before the type.
    e.fail(info->enum_type->str() + "' has no attribute '" + name + "'", loc);
  }
  if (name == "__new__" && !info->tuple_type && !info->is_module) return std::make_shared<ClassNewValue>(info);
  if (!info->isStatic(name) || (info->compiling_methods && !info->is_module))  // Note [Static methods]
    e.fail("Tried to lookup unknown attribute on class " + (info->type ? info->type->str() : info->def->name), loc);
  return std::make_shared<FunctionValue>(e.program().compileMethod(*info, name));
}

SugaredPtr ClassNewValue::callSpecialForm(Emitter& e, const ast::Call& c, TypePtr) {
  if (c.args.size() != 1 || !c.keywords.empty()) e.fail("Only one argument to __new__ allowed", c.range);
  SugaredPtr arg = e.emitSugared(*c.args[0]);
  auto* cls = dynamic_cast<ClassValue*>(arg.get());
  if (!cls) e.fail("Expected class value as argument to __new__, got " + arg->kind() + " instead", c.range);
  Value* obj = e.insert(prim::CreateObject, {}, 1, c.range)->output()->setType(cls->info->type);
  return std::make_shared<SimpleValue>(obj);
}

SugaredPtr ClassValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  if (const NamedTupleType* nt = info->tuple_type) {
    FunctionSchema schema;
    schema.name = nt->name();
    for (size_t i = 0; i < nt->fields().size(); ++i) {
      SchemaArgument a;
      a.name = nt->fields()[i].name;
      a.type = nt->fields()[i].type;
      a.inferred = i < info->field_inferred.size() && info->field_inferred[i];
      if (i < info->field_defaults.size() && info->field_defaults[i])
        a.default_value = e.program().evalDefault(*info->field_defaults[i], a.type, e);
      schema.arguments.push_back(a);
    }
    std::vector<Value*> items = e.matchArguments(schema, args, loc);
    Node* n = e.insert(prim::TupleConstruct, items, 1, loc);
    return std::make_shared<SimpleValue>(n->output()->setType(nt));
  }
  return std::make_shared<SimpleValue>(e.program().emitConstruct(e, *info, args, loc));
}

SugaredPtr InterfaceMethodValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  FunctionSchema schema;
  schema.name = method->name;
  SchemaArgument self_arg;
  self_arg.name = "self";
  self_arg.type = self->type();
  schema.arguments.push_back(self_arg);
  for (const TypeField& p : method->params) {
    SchemaArgument a;
    a.name = p.name;
    a.type = p.type;
    schema.arguments.push_back(a);
  }
  std::vector<NamedValue> all{{"", self, loc}};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<Value*> inputs = e.matchArguments(schema, all, loc);
  Node* n = e.insert(prim::CallMethod, inputs, 1, loc);
  n->setAttribute(attr::name, method->name);
  return std::make_shared<SimpleValue>(n->output()->setType(method->ret));
}

SugaredPtr MethodValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  std::vector<NamedValue> all{{"", self, loc}};
  all.insert(all.end(), args.begin(), args.end());
  return std::make_shared<SimpleValue>(e.emitFunctionCall(fn, all, loc));
}

// ---- attributes ---------------------------------------------------------------- //

void Program::emitSetAttr(Emitter& e, Value* obj, const std::string& name, Value* v, const SourceRange& loc,
                          const SourceRange* stmt) {
  if (!obj->type()->is(TypeKind::Class)) e.fail("cannot assign attribute '" + name + "' of " + obj->type()->str(), loc);
  ClassType* cls = const_cast<ClassType*>(static_cast<const ClassType*>(obj->type()));
  // Note [Properties]: `__init__` assigning a property's name defines an
  // attribute (PyTorch's __init__ defines what it assigns); elsewhere the
  // setter runs unless such an attribute exists.
  if (ClassInfo* info = classInfo(cls); info && e.initClass() != cls && cls->attributeIndex(name) < 0) {
    auto setter = info->property_setters.find(name);
    if (setter != info->property_setters.end()) {
      std::vector<NamedValue> args{{"", obj, loc}, {"", v, loc}};
      e.emitFunctionCall(compileMethod(*info, setter->second, cls), args, loc);
      return;
    }
  }
  int slot = cls->attributeIndex(name);
  if (slot < 0) {
    if (e.initClass() != cls)
      e.fail("Tried to set nonexistent attribute: " + name + ". Did you forget to initialize it in __init__()?",
             stmt ? *stmt : loc);
    TypePtr type = v->type();
    // A class-level annotation (`items: List[int]`) types the attribute.
    ClassInfo* info = classInfo(cls);
    if (auto a = info ? info->annotated_attributes.find(name) : decltype(info->annotated_attributes)::iterator();
        info && a != info->annotated_attributes.end()) {
      Graph scratch;
      Emitter te(*info->owner, scratch, info->def->source_extent);
      // `Final[T]` is T; a bare `Final` takes the assigned value's type.
      const Expr* ann = a->second;
      if (const Subscript* sub = ann->as<Subscript>(); sub && isBase(*sub->value, "Final") && sub->indices.size() == 1)
        ann = sub->indices[0].get();
      if (!isBase(*ann, "Final")) type = te.parseTypeExpr(*ann);
      if (!v->type()->isSubtypeOf(type)) {
        Value* c = e.tryConvert(v, type, true, loc);
        if (!c) e.fail("Wrong type for attribute assignment. Expected " + type->str() + " but got " + v->type()->str(), loc);
        v = c;
      }
    }
    if (!cls->isModule() && containsClass(type, cls)) {
      e.fail("Assignment to attribute '" + name + "' cannot be of a type that contains class '" +
                 classTypeRepr(cls->str(), *shared_) +
                 "'.\nClasses that recursively contain instances of themselves are not yet supported",
             stmt ? *stmt : loc);
    }
    bool parameter = v->node()->kind().qualString() == std::string("prim::MakeParameter");
    slot = cls->addAttribute(name, type, parameter ? AttributeKind::Parameter : AttributeKind::Plain);
    if (info && e.isInferred(v)) info->inferred_attributes.insert(name);
  } else if (!v->type()->isSubtypeOf(cls->attributes()[slot].type)) {
    TypePtr want = cls->attributes()[slot].type;
    // An attribute's type is no hint for the value assigned to it (PyTorch's
    // emitSelectAssign): `self.xs = []` outside __init__ is a List[Tensor].
    if (Value* c = e.isHintableEmptyLiteral(v) ? nullptr : e.tryConvert(v, want, false, loc)) {
      v = c;
    } else if (e.initClass() == cls && unifyTypes(want, v->type())) {
      cls->setAttributeType(slot, *unifyTypes(want, v->type()));
    } else {
      ClassInfo* owner = classInfo(cls);
      bool inferred = owner && owner->inferred_attributes.count(name);
      e.fail("Wrong type for attribute assignment. Expected " + want->str() + (inferred ? " (inferred)" : "") +
                 " but got " + v->type()->str(),
             stmt ? *stmt : loc);
    }
  }
  Node* n = e.insert(prim::SetAttr, {obj, v}, 0, loc);
  n->setAttribute(attr::name, name);
  n->setAttribute(attr::index, int64_t{slot});
}

SugaredPtr Program::typeAttribute(Emitter& e, Value* v, const std::string& name, const SourceRange& loc) {
  TypePtr t = v->type();
  if (t->is(TypeKind::Enum) && (name == "name" || name == "value")) {
    Node* n = e.insert(name == "name" ? prim::EnumName : prim::EnumValue, {v}, 1, loc);
    TypePtr rt = name == "name" ? Type::str_() : static_cast<const EnumType*>(t)->valueType();
    return std::make_shared<SimpleValue>(n->output()->setType(rt));
  }
  if (t->is(TypeKind::Interface)) {
    for (const InterfaceMethod& m : static_cast<const InterfaceType*>(t)->methods) {
      if (m.name != name) continue;
      return std::make_shared<InterfaceMethodValue>(v, &m);
    }
    e.fail("'" + t->name() + "' object has no attribute or method '" + name + "'.", loc);
  }
  if (t->is(TypeKind::Class)) {
    const ClassType* cls = static_cast<const ClassType*>(t);
    // Final attributes of a script module are constants in its code.
    if (auto k = shared_->module_constants.find({cls, name}); k != shared_->module_constants.end())
      return std::make_shared<SimpleValue>(e.constant(k->second, loc));
    if (auto f = shared_->module_functions.find({cls, name}); f != shared_->module_functions.end())
      return resolvedValue(f->second, e, loc);
    // An attribute scripting could not type: PyTorch leaves it out of the type.
    for (const auto& [attr_name, hint] : cls->unconvertible)
      if (attr_name == name) e.fail("Module '" + cls->python_name + "' has no attribute '" + name + "' " + hint, loc);
    // An attribute (`__init__` may assign a property's name) hides the property.
    int slot = cls->attributeIndex(name);
    if (slot >= 0) {
      Node* n = e.insert(prim::GetAttr, {v}, 1, loc);
      n->setAttribute(attr::name, name);
      n->setAttribute(attr::index, int64_t{slot});
      n->output()->setType(cls->attributes()[slot].type);
      // Note [GetAttr names]: PyTorch's Graph::insertGetAttr names the value
      // after the attribute, and a named value keeps its name when assigned
      // (`k = self.a` prints as `a = self.a`).
      n->output()->setDebugName(std::isdigit(static_cast<unsigned char>(name[0])) ? "_" + name : name);
      return std::make_shared<SimpleValue>(n->output());
    }
    ClassInfo* c = classInfo(t);
    if (auto p = c ? c->property_getters.find(name) : decltype(c->property_getters)::iterator();
        c && p != c->property_getters.end()) {
      std::vector<NamedValue> self{{"", v, loc}};
      return std::make_shared<SimpleValue>(e.emitFunctionCall(compileMethod(*c, p->second, cls), self, loc));
    }
    // A torch.classes object's methods are operators taking it first.
    if (std::string op = customClassMethodOp(cls, name); !op.empty())
      return std::make_shared<BuiltinFunction>(Symbol::fromQualString(op), v);
    if (c && c->method_defs.count(name)) {
      if (!c->isStatic(name)) {
        if (SugaredPtr ignored = ignoredModuleMethod(*c, name, v)) return ignored;
        // PyTorch's MethodValue::call reports a method still being compiled
        // at the call (its message starts with a space).
        auto busy = c->methods.find({static_cast<const Type*>(cls), name});
        if (busy != c->methods.end() && !busy->second->code)
          e.fail(" method '" + name + "' is called recursively. Recursive calls are not supported", loc);
        return std::make_shared<MethodValue>(v, compileMethod(*c, name, cls));
      }
      // Note [Static methods]: a module's come from its Python class.
      if (cls->isModule()) return std::make_shared<FunctionValue>(compileMethod(*c, name));
    }
    if (SugaredPtr m = moduleMethod(e, v, name, loc)) return m;
    // PyTorch's ModuleValue::attr: a module names its Python class.
    if (cls->isModule()) e.fail("Module '" + cls->python_name + "' has no attribute '" + name + "' ", loc);
    // SimpleValue::attr names the class type by its repr_str.
    std::string missing =
        "'" + classTypeRepr(cls->str(), *shared_) + "' object has no attribute or method '" + name + "'.";
    if (c && std::find(c->class_attributes.begin(), c->class_attributes.end(), name) != c->class_attributes.end())
      e.fail(missing + " '" + name + "' is defined as a class attribute which currently is not supported. Consider "
                                     "converting this to an instance attribute.",
             loc);
    e.fail(missing + " Did you forget to initialize an attribute in __init__()?", loc);
  }
  return typeAttributeBuiltin(e, v, name, loc);
}

/// An Enum member's literal value (`1`, `-2.5`, `"red"`, `True`), or None.
static IValue enumLiteral(const Expr* x) {
  if (const IntLiteral* i = x->as<IntLiteral>()) return IValue(i->value);
  if (const FloatLiteral* f = x->as<FloatLiteral>()) return IValue(f->value);
  if (const StringLiteral* str = x->as<StringLiteral>()) return IValue(str->value);
  if (const BoolLiteral* b = x->as<BoolLiteral>()) return IValue(b->value);
  if (const UnaryOp* u = x->as<UnaryOp>(); u && u->op == UnaryOpKind::Neg) {
    IValue v = enumLiteral(u->operand.get());
    if (v.isInt()) return IValue(-v.toInt());
    if (v.isDouble()) return IValue(-v.toDouble());
  }
  return IValue();
}

/// The value type of an Enum's members, as PyTorch's get_enum_value_type
/// unifies the set of their Python types. Note [Enum value type order]: the
/// set iterates {float, str, bool, int} in that order in the reference
/// CPython build, so a mixed enum names the later one as "element 1".
/// A member value that is no literal (`torch.tensor(0)`) has the type its
/// expression has, which PyTorch (evaluating it in Python) may reject.
static TypePtr enumValueType(const std::vector<std::pair<std::string, const Expr*>>& members,
                             const std::function<TypePtr(const Expr&)>& expressionType) {
  auto typeOf = [&](const Expr* x) -> TypePtr {
    IValue v = enumLiteral(x);
    if (!v.isNone()) return runtimeType(v);
    TypePtr t = expressionType(*x);
    if (t && !t->is(TypeKind::Int) && !t->is(TypeKind::Float) && !t->is(TypeKind::Str) && !t->is(TypeKind::Bool)) {
      // PyTorch types the value's Python class: a bare list, dict or tuple
      // class is no annotation it resolves, and unifying nothing gives Any.
      bool container = t->is(TypeKind::List) || t->is(TypeKind::Dict) || t->is(TypeKind::Tuple);
      throw Error("Cannot create Enum with value type '" + (container ? std::string("Any") : t->str()) +
                  "', only int, float and string are supported");
    }
    return nullptr;
  };
  std::vector<TypePtr> order = {Type::float_(), Type::str_(), Type::bool_(), Type::int_()};
  std::vector<TypePtr> seen;
  for (auto& [name, x] : members) {
    TypePtr t = typeOf(x);
    if (!t) throw CompileError("Enum values must be int, float or str literals", x->range);
    if (std::find(seen.begin(), seen.end(), t) == seen.end()) seen.push_back(t);
  }
  if (seen.empty()) return Type::int_();
  std::sort(seen.begin(), seen.end(), [&](TypePtr a, TypePtr b) {
    return std::find(order.begin(), order.end(), a) < std::find(order.begin(), order.end(), b);
  });
  if (seen.size() > 1)
    throw Error("Could not unify type list since element 1 of type " + seen[1]->str() +
                " did not match the types before it (" + seen[0]->str() + ")");
  if (seen[0]->is(TypeKind::Bool))
    throw Error("Cannot create Enum with value type 'bool', only int, float and string are supported");
  return seen[0];
}

ClassInfo* Program::compileEnum(const ClassDef& def) {
  auto info = std::make_unique<ClassInfo>();
  info->owner = this;
  info->def = &def;
  std::vector<std::pair<std::string, const Expr*>> members;
  for (const StmtPtr& s : def.body)
    if (const Assign* a = s->as<Assign>(); a && a->targets.size() == 1 && a->targets[0]->is<Name>())
      members.emplace_back(a->targets[0]->as<Name>()->id, a->value.get());
  auto expressionType = [&](const Expr& x) -> TypePtr {
    try {
      Graph scratch;
      Emitter e(*this, scratch, def.source_extent);
      return e.emitExpr(x)->type();
    } catch (const Error&) {
      return nullptr;
    }
  };
  TypePtr value_type = enumValueType(members, expressionType);
  info->enum_type = EnumType::create("__torch__." + def.name, value_type);
  for (auto& [name, x] : members) {
    IValue v = enumLiteral(x);
    if (!runtimeType(v)->isSubtypeOf(value_type))
      throw CompileError("Enum values must all have the same type", x->range);
    EnumType::Member m;
    m.name = name;
    if (v.isInt()) m.int_value = v.toInt();
    if (v.isDouble()) m.float_value = v.toDouble();
    if (v.isStr()) m.str_value = v.toStr();
    info->enum_type->members.push_back(m);
    info->enum_members.emplace_back(name, IValue(makeRef<EnumObj>(info->enum_type, name, v)));
  }
  ClassInfo* c = info.get();
  classes_[&def] = std::move(info);
  shared_->class_by_type[c->enum_type] = c;
  return c;
}

ClassInfo* Program::compileInterface(const ClassDef& def, const std::string& qualified_name) {
  auto info = std::make_unique<ClassInfo>();
  info->owner = this;
  info->def = &def;
  // A module interface derives from nn.Module (`ModuleInterface` in
  // serialized code); PyTorch types module attributes only with those.
  bool is_module = false;
  for (const ExprPtr& b : def.bases) is_module = is_module || isBase(*b, "Module") || isBase(*b, "ModuleInterface");
  info->interface_type =
      InterfaceType::create(qualified_name.empty() ? "__torch__." + def.name : qualified_name, is_module);
  ClassInfo* c = info.get();
  classes_[&def] = std::move(info);
  shared_->class_by_type[c->interface_type] = c;
  Graph scratch;
  Emitter e(*this, scratch, def.source_extent);
  for (const StmtPtr& s : def.body) {
    const FunctionDef* f = s->as<FunctionDef>();
    if (!f) continue;
    InterfaceMethod m;
    m.name = f->name;
    // `# type: (Tensor, int) -> Tensor` types the method as it does a def (self left out).
    std::vector<TypePtr> comment_types;
    TypePtr comment_return = nullptr;
    if (f->type_comment)
      std::tie(comment_types, comment_return) =
          parseTypeComment(*f->type_comment, f->type_comment_range, e, f->params.size(), true);
    for (size_t i = 1; i < f->params.size(); ++i) {
      const Param& p = f->params[i];
      TypePtr t = Type::tensor();
      if (p.annotation) t = e.parseTypeExpr(*p.annotation);
      else if (size_t k = comment_types.size() + 1 == f->params.size() ? i - 1 : i; k < comment_types.size())
        t = comment_types[k];
      m.params.push_back({p.name, t});
    }
    m.ret = f->returns ? e.parseTypeExpr(*f->returns) : comment_return ? comment_return : Type::none();
    c->interface_type->methods.push_back(m);
  }
  return c;
}

bool Program::defineFunctionalNamedTuple(const Stmt& s) {
  const Assign* a = s.as<Assign>();
  if (!a || a->targets.size() != 1 || !a->targets[0]->is<Name>()) return false;
  const Call* call = a->value->as<Call>();
  if (!call || call->args.size() != 2) return false;
  std::string fn;
  if (const Name* n = call->func->as<Name>()) fn = n->id;
  if (const ast::Attribute* at = call->func->as<ast::Attribute>()) fn = at->attr;
  if (fn != "namedtuple" && fn != "NamedTuple") return false;
  const StringLiteral* type_name = call->args[0]->as<StringLiteral>();
  const ListLiteral* spec = call->args[1]->as<ListLiteral>();
  if (!type_name || !spec) return false;
  auto info = std::make_unique<ClassInfo>();
  info->owner = this;
  Graph scratch;
  Emitter e(*this, scratch, s.range);
  std::vector<TypeField> fields;
  for (const ExprPtr& item : spec->elts) {
    if (const StringLiteral* f = item->as<StringLiteral>()) {
      fields.push_back({f->value, Type::tensor()});  // collections.namedtuple fields are Tensors
      info->field_inferred.resize(fields.size() - 1);
      info->field_inferred.push_back(true);
    } else if (const TupleLiteral* t = item->as<TupleLiteral>(); t && t->elts.size() == 2 && t->elts[0]->is<StringLiteral>()) {
      fields.push_back({t->elts[0]->as<StringLiteral>()->value, e.parseTypeExpr(*t->elts[1])});
    } else {
      return false;
    }
    info->field_defaults.push_back(nullptr);
  }
  info->tuple_type = NamedTupleType::create(type_name->value, fields);
  const std::string& name = a->targets[0]->as<Name>()->id;
  defs_.erase(name);
  imports_.erase(name);
  functional_tuples_[name] = std::move(info);
  return true;
}

}  // namespace ts
