// ===--- modules.cpp - nn.Module instances: types, containers, scripting --=== //
// Note [Module types]: an nn.Module subclass gets one eager ClassType per
// distinct set of `__init__` argument types, so `M(1)` and `M(torch.ones(2))`
// may hold differently typed attributes, as in Python. `torch.jit.script(m)`
// then infers a script type from the instance's current attribute values
// (PyTorch's concrete module types): submodules are scripted recursively,
// ModuleList/Sequential/ModuleDict become one attribute per submodule, and
// instances whose attribute types agree share a type. A script type keeps the
// eager slot order, so code compiled against the eager type stays valid.
#include <algorithm>
#include <optional>

#include "compiler/codegen.h"
#include "compiler/module_types.h"
#include "compiler/node_kernels.h"
#include "compiler/program.h"
#include "ops/autograd_ops.h"
#include "runtime/interpreter.h"
#include "runtime/module_reflection.h"
#include "runtime/printing.h"
#include "tensor/tensor.h"

namespace ts {

using namespace ast;

static Symbol primSym(const std::string& name) { return Symbol::fromQualString("prim::" + name); }
static SugaredPtr simple(Value* v) { return std::make_shared<SimpleValue>(v); }

static const ClassType* classOf(const Value* v) {
  return v->type()->is(TypeKind::Class) ? static_cast<const ClassType*>(v->type()) : nullptr;
}

// ---- eager argument types ------------------------------------------------------ //

/// The type of a default value written as a literal (`0`, `-1`, `None`, `(1, 1)`).
static TypePtr literalType(const Expr& x) {
  if (x.is<IntLiteral>()) return Type::int_();
  if (x.is<FloatLiteral>()) return Type::float_();
  if (x.is<BoolLiteral>()) return Type::bool_();
  if (x.is<StringLiteral>()) return Type::str_();
  if (x.is<NoneLiteral>()) return Type::none();
  if (const UnaryOp* u = x.as<UnaryOp>()) return literalType(*u->operand);
  if (const TupleLiteral* t = x.as<TupleLiteral>()) {
    std::vector<TypePtr> items;
    for (const ExprPtr& e : t->elts) {
      TypePtr it = literalType(*e);
      if (!it) return nullptr;
      items.push_back(it);
    }
    return Type::tuple(items);
  }
  return nullptr;
}

std::vector<TypePtr> Program::eagerArgumentTypes(const FunctionDef& def, const std::vector<NamedValue>& args,
                                                 size_t first_param, const SourceRange& loc) {
  size_t n = def.params.size() > first_param ? def.params.size() - first_param : 0;
  std::vector<TypePtr> types(n, nullptr);
  size_t pos = 0;
  for (const NamedValue& a : args) {
    if (a.name.empty()) {
      if (pos >= n)
        throw CompileError(def.name + "() takes " + std::to_string(n) + " positional arguments but " +
                               std::to_string(args.size()) + " were given",
                           loc);
      types[pos++] = a.value->type();
      continue;
    }
    size_t i = first_param;
    while (i < def.params.size() && def.params[i].name != a.name) ++i;
    if (i == def.params.size())
      throw CompileError(def.name + "() got an unexpected keyword argument '" + a.name + "'", a.range);
    types[i - first_param] = a.value->type();
  }
  Graph scratch;
  Emitter e(*this, Mode::Eager, scratch, def.source_extent);
  for (size_t i = 0; i < n; ++i) {
    if (types[i]) continue;
    const Param& p = def.params[first_param + i];
    if (p.annotation) types[i] = e.parseTypeExpr(*p.annotation);
    else if (p.default_value) types[i] = literalType(*p.default_value);
    if (!types[i] && p.default_value) types[i] = Type::tensor();
    if (!types[i])
      throw CompileError(def.name + "() missing 1 required positional argument: '" + p.name + "'", loc);
  }
  return types;
}

// ---- construction ------------------------------------------------------------------ //

ClassType* Program::eagerModuleType(ClassInfo& c, const std::vector<TypePtr>& init_types) {
  auto it = c.eager_types.find(init_types);
  if (it != c.eager_types.end()) return it->second;
  ClassType* t = c.type;
  if (!c.eager_types.empty()) {
    t = ClassType::create(c.type->name(), true);
    t->python_name = c.type->python_name;
    t->addAttribute("training", Type::bool_());
    shared_->class_by_type[t] = &c;
  }
  c.eager_types[init_types] = t;
  return t;
}

Value* Program::emitModuleConstruct(Emitter& e, ClassInfo& c, std::vector<NamedValue>& args, const SourceRange& loc) {
  if (e.mode() == Mode::Script) e.fail("Cannot instantiate class '" + c.def->name + "' in a script function", loc);
  auto d = c.method_defs.find("__init__");
  std::vector<TypePtr> types;
  if (d != c.method_defs.end()) types = c.owner->eagerArgumentTypes(*d->second, args, 1, loc);
  else if (!args.empty()) e.fail(c.def->name + "() takes no arguments", loc);
  ClassType* t = eagerModuleType(c, types);
  Value* obj = e.insert(prim::CreateObject, {}, 1, loc)->output()->setType(t);
  Node* train = e.insert(prim::SetAttr, {obj, e.constant(IValue(true), loc)}, 0, loc);
  train->setAttribute(attr::name, std::string("training"));
  train->setAttribute(attr::index, int64_t{0});
  if (d == c.method_defs.end()) return obj;
  types.insert(types.begin(), t);
  Function* init = specializeMethod(c, *d->second, types);
  std::vector<NamedValue> all{{"", obj, loc}};
  all.insert(all.end(), args.begin(), args.end());
  e.emitFunctionCall(init, all, loc);
  return obj;
}

static ClassType* makeContainerType(ModuleContainer kind, const std::string& name) {
  ClassType* t = ClassType::create("__torch__.torch.nn.modules.container." + name, true);
  t->container = kind;
  t->python_name = name;
  t->addAttribute("training", Type::bool_());
  t->addAttribute("_items", kind == ModuleContainer::Dict ? Type::dict(Type::str_(), Type::any())
                                                          : Type::list(Type::any()));
  return t;
}

/// nn.ModuleList(list), nn.Sequential(*modules), nn.ModuleDict(dict): an
/// object whose `_items` attribute holds the submodules (Note [Module types]).
static Value* emitContainer(Emitter& e, ModuleContainer kind, const std::string& name, std::vector<NamedValue>& args,
                            const SourceRange& loc, bool starred = false) {
  if (e.mode() == Mode::Script) e.fail("Cannot instantiate class '" + name + "' in a script function", loc);
  Value* items = nullptr;
  if (starred) {
    // nn.Sequential(*modules): the list itself holds the submodules.
    items = args[0].value;
    if (!items->type()->is(TypeKind::List)) e.fail(name + "(*x) expects a list of modules", loc);
  } else if (kind == ModuleContainer::Sequential) {
    std::vector<TypePtr> types;
    std::vector<Value*> values;
    for (const NamedValue& a : args) {
      types.push_back(a.value->type());
      values.push_back(a.value);
    }
    auto elem = unifyTypeList(types, true);
    items = e.emitListConstruct(elem ? *elem : Type::any(), values, loc);
  } else if (args.size() > 1) {
    e.fail(name + "() takes at most 1 argument", loc);
  } else if (!args.empty() && !args[0].value->type()->is(TypeKind::None)) {
    items = args[0].value;
    bool ok = kind == ModuleContainer::List ? items->type()->is(TypeKind::List) : items->type()->is(TypeKind::Dict);
    if (!ok) e.fail(name + "() expects a " + (kind == ModuleContainer::List ? "list" : "dict") + " of modules", loc);
  } else if (kind == ModuleContainer::List) {
    items = e.emitListConstruct(Type::any(), {}, loc);
  } else {
    items = e.insert(prim::DictConstruct, {}, 1, loc)->output()->setType(Type::dict(Type::str_(), Type::any()));
  }
  // One eager type per container kind: its items are Any (each is narrowed
  // from its value where used), so any two ModuleLists are interchangeable.
  TypePtr items_type = kind == ModuleContainer::Dict ? Type::dict(Type::str_(), Type::any()) : Type::list(Type::any());
  if (items->type() != items_type)
    items = e.insert(prim::unchecked_cast, {items}, 1, loc)->output()->setType(items_type);
  static ClassType* const types[] = {nullptr, makeContainerType(ModuleContainer::List, "ModuleList"),
                                     makeContainerType(ModuleContainer::Sequential, "Sequential"),
                                     makeContainerType(ModuleContainer::Dict, "ModuleDict")};
  ClassType* t = types[static_cast<int>(kind)];
  Value* obj = e.insert(prim::CreateObject, {}, 1, loc)->output()->setType(t);
  const std::pair<const char*, Value*> slots[] = {{"training", e.constant(IValue(true), loc)}, {"_items", items}};
  for (size_t i = 0; i < 2; ++i) {
    Node* n = e.insert(prim::SetAttr, {obj, slots[i].second}, 0, loc);
    n->setAttribute(attr::name, std::string(slots[i].first));
    n->setAttribute(attr::index, static_cast<int64_t>(i));
  }
  return obj;
}

SugaredPtr Program::callNnBuiltin(Emitter& e, const std::string& name, std::vector<NamedValue>& args,
                                  const SourceRange& loc) {
  if (name == "torch.nn.Parameter") {
    Value* data = nullptr;
    Value* requires_grad = nullptr;
    for (size_t i = 0; i < args.size(); ++i) {
      const std::string& key = args[i].name;
      if (key == "data" || (key.empty() && i == 0)) data = args[i].value;
      else if (key == "requires_grad" || (key.empty() && i == 1)) requires_grad = args[i].value;
      else e.fail("Parameter() got an unexpected argument", args[i].range);
    }
    if (!data || !data->type()->is(TypeKind::Tensor)) e.fail("Parameter() expects a Tensor", loc);
    if (!requires_grad) requires_grad = e.constant(IValue(true), loc);
    Node* n = e.insert(primSym("MakeParameter"), {data, requires_grad}, 1, loc);
    return simple(n->output()->setType(Type::tensor()));
  }
  if (name == "torch.nn.Sequential*")
    return simple(emitContainer(e, ModuleContainer::Sequential, "Sequential", args, loc, true));
  if (name == "torch.nn.ModuleList") return simple(emitContainer(e, ModuleContainer::List, "ModuleList", args, loc));
  if (name == "torch.nn.Sequential")
    return simple(emitContainer(e, ModuleContainer::Sequential, "Sequential", args, loc));
  if (name == "torch.nn.ModuleDict") return simple(emitContainer(e, ModuleContainer::Dict, "ModuleDict", args, loc));
  return nullptr;
}

// ---- eager attribute types ---------------------------------------------------- //

/// In eager code, the value `v` will have when the statement runs, if it is a
/// global's current value or reached from one by attributes and constant
/// indices (`net.fc.bias`, `seq[0]`); nullopt otherwise.
std::optional<IValue> Program::eagerKnownValue(const Value* v) {
  const Node* n = v->node();
  if (n->kind() == prim::LoadGlobal) {
    auto g = globals.find(n->s(attr::name));
    if (g == globals.end()) return std::nullopt;
    return g->second;
  }
  if (n->kind() == prim::unchecked_cast) return eagerKnownValue(n->input(0));
  if (n->kind() == prim::GetAttr) {
    auto base = eagerKnownValue(n->input(0));
    if (!base || !base->isObject()) return std::nullopt;
    size_t slot = static_cast<size_t>(n->i(attr::index));
    const Object* obj = base->toObject();
    if (slot >= obj->slots.size()) return std::nullopt;
    return obj->slots[slot];
  }
  if (n->kind().qualString() == std::string("aten::__getitem__") && n->inputs().size() == 2 &&
      n->input(1)->node()->kind() == prim::Constant && n->input(1)->type()->is(TypeKind::Int)) {
    auto base = eagerKnownValue(n->input(0));
    if (!base || !base->isList()) return std::nullopt;
    int64_t i = n->input(1)->node()->i(attr::value);
    const auto& items = base->toList()->items;
    if (i < 0) i += static_cast<int64_t>(items.size());
    if (i < 0 || i >= static_cast<int64_t>(items.size())) return std::nullopt;
    return items[static_cast<size_t>(i)];
  }
  return std::nullopt;
}

Value* Program::refineEagerValue(Emitter& e, Value* v, const SourceRange& loc) {
  if (e.mode() != Mode::Eager) return v;
  TypePtr t = v->type();
  if (!t->is(TypeKind::Optional) && !t->is(TypeKind::Union) && !t->is(TypeKind::Any)) return v;
  auto known = eagerKnownValue(v);
  if (!known) return v;
  // Python code sees the value itself: `net.fc.bias` is a Tensor here even
  // though the class's attribute may also hold None.
  TypePtr actual = runtimeType(*known);
  if (!actual->isSubtypeOf(t) && !t->is(TypeKind::Any)) return v;
  Node* cast = e.insert(prim::unchecked_cast, {v}, 1, loc);
  return cast->output()->setType(actual);
}

// ---- containers in code --------------------------------------------------------- //

/// Submodule attributes of a script container, in order (skips `training`).
static std::vector<int> containerSlots(const ClassType* t) {
  std::vector<int> out;
  for (size_t i = 0; i < t->attributes().size(); ++i)
    if (t->attributes()[i].name != "training") out.push_back(static_cast<int>(i));
  return out;
}

static Value* getAttr(Emitter& e, Value* obj, int slot, const SourceRange& loc) {
  const ClassType* t = classOf(obj);
  Node* n = e.insert(prim::GetAttr, {obj}, 1, loc);
  n->setAttribute(attr::name, t->attributes()[slot].name);
  n->setAttribute(attr::index, int64_t{slot});
  return n->output()->setType(t->attributes()[slot].type);
}

Value* Program::moduleContainerValue(Emitter& e, Value* v, const SourceRange& loc) {
  const ClassType* t = classOf(v);
  if (!t || t->container == ModuleContainer::None) return nullptr;
  if (!t->scripted) return getAttr(e, v, t->attributeIndex("_items"), loc);
  // A script container is a fixed set of typed attributes: it iterates as a
  // tuple (unrolled), a ModuleDict as the tuple of its keys.
  std::vector<Value*> items;
  for (int slot : containerSlots(t)) {
    if (t->container == ModuleContainer::Dict) items.push_back(e.constant(IValue(t->attributes()[slot].name), loc));
    else items.push_back(getAttr(e, v, slot, loc));
  }
  return e.emitTupleConstruct(items, loc);
}

constexpr const char* kNotIntLiteral =
    "Expected integer literal for index. ModuleList/Sequential indexing is only supported with integer literals. "
    "Enumeration is supported, e.g. 'for index, v in enumerate(self): ...'";

/// An int literal (`2`, `-2`) in a module container subscript.
static bool intLiteral(const Expr* x, int64_t& out) {
  if (const IntLiteral* i = x->as<IntLiteral>()) {
    out = i->value;
    return true;
  }
  const UnaryOp* u = x->as<UnaryOp>();
  if (!u || u->op != UnaryOpKind::Neg || !u->operand->is<IntLiteral>()) return false;
  out = -u->operand->as<IntLiteral>()->value;
  return true;
}

/// `self.layers[1:3]` of a ModuleList/Sequential: a tuple of the selected
/// submodules (PyTorch's ModuleValue::getitem with a slice of literals).
static Value* emitModuleSlice(Emitter& e, Value* base, const std::vector<int>& slots, const Slice& s,
                              const SourceRange& loc) {
  int64_t size = static_cast<int64_t>(slots.size());
  int64_t step = 1;
  if (s.step && (!intLiteral(s.step.get(), step) || step == 0))
    e.fail(kNotIntLiteral,
           loc);
  auto bound = [&](const ExprPtr& p, int64_t dflt) {
    int64_t v = dflt;
    if (p && !intLiteral(p.get(), v))
      e.fail(kNotIntLiteral,
             loc);
    if (!p) return v;
    if (v < 0) v += size;
    // Python's slice clamping: [0, size] going forward, [-1, size - 1] going back.
    return step > 0 ? std::clamp<int64_t>(v, 0, size) : std::clamp<int64_t>(v, -1, size - 1);
  };
  int64_t lo = bound(s.lower, step > 0 ? 0 : size - 1), hi = bound(s.upper, step > 0 ? size : -1);
  std::vector<Value*> items;
  for (int64_t i = lo; step > 0 ? i < hi : i > hi; i += step)
    items.push_back(getAttr(e, base, slots[static_cast<size_t>(i)], loc));
  return e.emitTupleConstruct(items, loc);
}

Value* Program::emitModuleIndex(Emitter& e, Value* base, const Expr& index, const SourceRange& loc) {
  const ClassType* t = classOf(base);
  if (!t || t->container == ModuleContainer::None) return nullptr;
  if (!t->scripted) {
    Value* items = getAttr(e, base, t->attributeIndex("_items"), loc);
    Value* item = e.emitBuiltinCall(Symbol::fromQualString("aten::__getitem__"),
                                    {{"", items, loc}, {"", e.emitExpr(index), loc}}, loc);
    return refineEagerValue(e, item, loc);
  }
  std::vector<int> slots = containerSlots(t);
  if (t->container == ModuleContainer::Dict) {
    const StringLiteral* key = index.as<StringLiteral>();
    if (!key)
      e.fail("Unable to extract string literal index. ModuleDict indexing is only supported with string literals. "
             "For example, 'i = \"a\"; self.layers[i](x)' will fail because i is not a literal. Enumeration of "
             "ModuleDict is supported, e.g. 'for k, v in self.items(): ...'",
             loc);
    int slot = t->attributeIndex(key->value);
    if (slot < 0) e.fail("Key Error, " + key->value, loc);
    return getAttr(e, base, slot, loc);
  }
  if (const Slice* s = index.as<Slice>()) return emitModuleSlice(e, base, slots, *s, loc);
  int64_t k = 0;
  if (!intLiteral(&index, k))
    e.fail(kNotIntLiteral,
           loc);
  int64_t size = static_cast<int64_t>(slots.size());
  if (k < 0) k += size;
  if (k < 0 || k >= size) e.fail("Index " + std::to_string(k) + " out of range of length " + std::to_string(size), loc);
  return getAttr(e, base, slots[static_cast<size_t>(k)], loc);
}

Value* Program::emitSequentialCall(Emitter& e, Value* seq, std::vector<NamedValue>& args, const SourceRange& loc) {
  const ClassType* t = classOf(seq);
  if (!t || t->container != ModuleContainer::Sequential) return nullptr;
  if (args.size() != 1) e.fail("Sequential.forward takes one argument", loc);
  std::vector<Value*> steps;
  if (t->scripted) {
    for (int slot : containerSlots(t)) steps.push_back(getAttr(e, seq, slot, loc));
  } else {
    // Eager code unrolls over the submodules the object holds now.
    auto known = eagerKnownValue(seq);
    if (!known) e.fail("calling an nn.Sequential here needs it to be a global or scripted", loc);
    Value* items = getAttr(e, seq, t->attributeIndex("_items"), loc);
    size_t n = known->toObject()->slots[static_cast<size_t>(t->attributeIndex("_items"))].toList()->items.size();
    for (size_t i = 0; i < n; ++i) {
      Value* item = e.emitBuiltinCall(Symbol::fromQualString("aten::__getitem__"),
                                      {{"", items, loc}, {"", e.constant(IValue(static_cast<int64_t>(i)), loc), loc}}, loc);
      steps.push_back(refineEagerValue(e, item, loc));
    }
  }
  Value* x = args[0].value;
  for (Value* step : steps) {
    std::vector<NamedValue> step_args{{"", x, loc}};
    x = callValue(e, step, step_args, loc)->asValue(e, loc);
  }
  return x;
}

// ---- nn.Module methods ------------------------------------------------------------ //

namespace {

/// `m.named_parameters`, `m.register_buffer`, `d.items` ...: methods nn.Module
/// provides on every module.
struct ModuleMethodValue : SugaredValue {
  ModuleMethodValue(Value* s, std::string n) : self(s), name(std::move(n)) {}
  std::string kind() const override { return "method"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override {
    return simple(e.program().emitModuleMethod(e, self, name, args, loc));
  }
  Value* self;
  std::string name;
};

/// The value of argument `key` (or positional `pos`), or nullptr.
Value* argument(const std::vector<NamedValue>& args, const char* key, size_t pos) {
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].name == key || (args[i].name.empty() && i == pos)) return args[i].value;
  return nullptr;
}

std::string constantString(Emitter& e, Value* v, const SourceRange& loc) {
  if (!v || v->node()->kind() != prim::Constant || !v->type()->is(TypeKind::Str))
    e.fail("expected a string literal for the attribute name", loc);
  return v->node()->s(attr::value);
}

const char* const kReflectionMethods[] = {"named_parameters", "parameters", "named_buffers", "buffers",
                                          "named_children", "children", "named_modules", "modules",
                                          "state_dict", "train", "eval", "requires_grad_", "zero_grad"};

}  // namespace

SugaredPtr Program::moduleMethod(Emitter& e, Value* self, const std::string& name, const SourceRange& loc) {
  const ClassType* t = classOf(self);
  if (!t || !t->isModule()) return nullptr;
  if (SugaredPtr jit = jitModuleAttribute(e, self, name, loc)) return jit;
  static const char* const kSetters[] = {"register_buffer", "register_parameter", "add_module"};
  for (const char* m : kSetters)
    if (name == m) return std::make_shared<ModuleMethodValue>(self, name);
  for (const char* m : kReflectionMethods)
    if (name == m) return std::make_shared<ModuleMethodValue>(self, name);
  if (t->container == ModuleContainer::Dict && (name == "items" || name == "keys" || name == "values"))
    return std::make_shared<ModuleMethodValue>(self, name);
  return nullptr;
}

Value* Program::emitModuleMethod(Emitter& e, Value* self, const std::string& name, std::vector<NamedValue>& args,
                                 const SourceRange& loc) {
  const ClassType* t = classOf(self);
  if (name == "register_buffer" || name == "register_parameter" || name == "add_module") {
    std::string attr_name = constantString(e, argument(args, "name", 0), loc);
    Value* v = argument(args, name == "add_module" ? "module" : name == "register_buffer" ? "tensor" : "param", 1);
    if (!v) e.fail(name + "() missing its value argument", loc);
    emitSetAttr(e, self, attr_name, v, loc);
    int slot = t->attributeIndex(attr_name);
    if (name != "add_module")
      const_cast<ClassType*>(t)->setAttributeKind(
          slot, name == "register_buffer" ? AttributeKind::Buffer : AttributeKind::Parameter);
    return e.noneValue(loc);
  }
  if (name == "items" || name == "keys" || name == "values") {
    // ModuleDict views: tuples in script code (unrolled), lists in eager code.
    if (!t->scripted) {
      Value* d = getAttr(e, self, t->attributeIndex("_items"), loc);
      return e.emitBuiltinCall(Symbol::fromQualString("aten::" + name), {{"", d, loc}}, loc);
    }
    std::vector<Value*> items;
    for (int slot : containerSlots(t)) {
      Value* key = e.constant(IValue(t->attributes()[slot].name), loc);
      if (name == "keys") items.push_back(key);
      else if (name == "values") items.push_back(getAttr(e, self, slot, loc));
      else items.push_back(e.emitTupleConstruct({key, getAttr(e, self, slot, loc)}, loc));
    }
    return e.emitTupleConstruct(items, loc);
  }
  // No backward pass ever sets a .grad, so there is none to clear.
  if (name == "zero_grad") return e.noneValue(loc);
  // Reflection runs on the object at run time.
  const char* flag_name = name == "train" ? "mode" : name == "requires_grad_" ? "requires_grad" : "recurse";
  Value* flag = argument(args, flag_name, name == "named_parameters" || name == "named_buffers" ? 1 : 0);
  if (name == "named_parameters" || name == "named_buffers") {
    if (Value* prefix = argument(args, "prefix", 0); prefix && prefix->type()->is(TypeKind::Bool)) flag = prefix;
  }
  if (!flag) flag = e.constant(IValue(name != "eval"), loc);
  if (name == "eval") flag = e.constant(IValue(false), loc);
  Node* n = e.insert(primSym("ModuleReflect"), {self, flag}, 1, loc);
  n->setAttribute(attr::name, name);
  TypePtr named_tensor = Type::list(Type::tuple({Type::str_(), Type::tensor()}));
  TypePtr out;
  if (name == "named_parameters" || name == "named_buffers") out = named_tensor;
  else if (name == "parameters" || name == "buffers") out = Type::list(Type::tensor());
  else if (name == "named_children" || name == "named_modules") out = Type::list(Type::tuple({Type::str_(), Type::any()}));
  else if (name == "children" || name == "modules") out = Type::list(Type::any());
  else if (name == "state_dict") out = Type::dict(Type::str_(), Type::tensor());
  else out = self->type();
  return n->output()->setType(out);
}

static IValue pairList(const NamedValues& items, TypePtr elem, bool with_names) {
  std::vector<IValue> out;
  out.reserve(items.size());
  for (const auto& [name, v] : items)
    out.push_back(with_names ? makeTuple({IValue(name), v}) : v);
  return makeList(elem, std::move(out));
}

static IValue reflect(const std::string& name, const IValue& self, bool flag, TypePtr out_type) {
  TypePtr elem = out_type->is(TypeKind::List) ? out_type->elem() : nullptr;
  if (name == "named_parameters") return pairList(namedParameters(self, flag), elem, true);
  if (name == "parameters") return pairList(namedParameters(self, flag), elem, false);
  if (name == "named_buffers") return pairList(namedBuffers(self, flag), elem, true);
  if (name == "buffers") return pairList(namedBuffers(self, flag), elem, false);
  if (name == "named_children") return pairList(namedChildren(self), elem, true);
  if (name == "children") return pairList(namedChildren(self), elem, false);
  if (name == "named_modules") return pairList(namedModules(self), elem, true);
  if (name == "modules") return pairList(namedModules(self), elem, false);
  if (name == "state_dict") {
    IValue d = makeDict(Type::str_(), Type::tensor());
    for (const auto& [key, v] : stateDict(self)) d.toDict()->insert(IValue(key), v);
    return d;
  }
  if (name == "requires_grad_") {
    for (const auto& [key, p] : namedParameters(self, true)) p.toTensor().set_requires_grad(flag);
    return self;
  }
  setTraining(self, flag);
  return self;
}

bool moduleNodeKernel(Program& program, const Node* n, BoundKernel& out) {
  Symbol k = n->kind();
  if (k == primSym("MakeParameter")) {
    out.fn = [](Stack& s) {
      bool requires_grad = pop(s).toBool();
      Tensor t = pop(s).toTensor().detach();
      setRequiresGradChecked(t, requires_grad, kRequiresGradDtypeError);
      t.impl()->setParameter(true);
      s.push_back(IValue(t));
    };
    return true;
  }
  if (k == primSym("ModuleReflect")) {
    std::string name = n->s(attr::name);
    TypePtr type = n->output()->type();
    out.fn = [name, type](Stack& s) {
      bool flag = pop(s).toBool();
      IValue self = pop(s);
      s.push_back(reflect(name, self, flag, type));
    };
    return true;
  }
  if (k == primSym("ScriptModule")) {
    Program* p = &program;
    out.fn = [p](Stack& s) { s.back() = p->scriptModule(s.back()); };
    return true;
  }
  return false;
}

// ---- scripting an instance ------------------------------------------------------- //

/// What script code reports for an attribute of Python type `py_type`
/// that has no TorchScript type (Note [Failed attributes]).
static std::string failedAttributeHint(const std::string& py_type) {
  return "(This attribute exists on the Python module, but we failed to convert Python type: '" + py_type +
         "' to a TorchScript type.";
}

static bool isConcrete(TypePtr t) {
  if (t->is(TypeKind::Any) || t->is(TypeKind::Union)) return false;
  for (TypePtr c : t->contained())
    if (!isConcrete(c)) return false;
  return true;
}

/// Copies a container the way values cross from Python into script code.
static IValue copyForScript(const IValue& v) {
  if (v.isDtype()) return IValue(v.toInt());  // a dtype is an int in script code
  if (v.isList()) {
    IValue out = makeList(v.toList()->elem_type, v.toList()->items);
    return out;
  }
  if (v.isDict()) {
    const DictObj* d = v.toDict();
    IValue out = makeDict(d->key_type, d->value_type);
    for (const auto& [key, value] : d->entries) out.toDict()->insert(key, value);
    return out;
  }
  return v;
}

ClassType* Program::scriptTypeFor(ClassInfo* info, const ClassType* eager, const std::vector<ScriptAttr>& attrs,
                                  const std::vector<std::pair<std::string, std::string>>& unconvertible,
                                  const std::vector<std::pair<std::string, IValue>>& constants) {
  return scriptModuleType(*shared_, {info, eager->name(), eager->python_name, eager->container, attrs, unconvertible,
                                     constants});
}

/// Whether `x` builds a module here (`M(...)`, `nn.Sequential(...)`) from
/// names that are all globals, so it can run ahead of its statement.
static bool isModuleConstruction(const Expr& x) {
  const Call* call = x.as<Call>();
  return call && (call->func->is<Name>() || call->func->is<ast::Attribute>());
}

Value* Program::scriptModuleNow(Emitter& e, const Expr& target, const SourceRange& loc) {
  // `torch.jit.script(M(...))` used within its own statement: the script
  // type, and so what the rest of the statement may do with the module, is
  // known only from the instance. At the root of a top-level statement the
  // construction runs exactly once, so it runs now and the script module
  // becomes a constant of the statement.
  if (e.mode() != Mode::Eager || !e.atStatementRoot() || !isModuleConstruction(target)) return nullptr;
  auto fn = std::make_unique<Function>();
  fn->name = "<module>";
  fn->eager = true;
  fn->graph = std::make_unique<Graph>();
  {
    Emitter sub(*this, Mode::Eager, *fn->graph, loc);
    sub.emitTopLevelExpr(target);
  }
  const ClassType* t = static_cast<const ClassType*>(fn->graph->outputs()[0]->type());
  if (!fn->graph->outputs()[0]->type()->is(TypeKind::Class) || !t->isModule()) return nullptr;
  fn->code = generateCode(
        *fn->graph, [this](const Node* n, BoundKernel& k) { return nodeKernel(*this, n, k); }, fn->eager);
  Stack stack;
  runFunction(*fn, stack);
  IValue module = scriptModule(stack.back());
  statements_.push_back(std::move(fn));
  return e.constant(module, loc);
}

Value* Program::scriptGlobalModuleNow(Emitter& e, const Expr& target, const SourceRange& loc) {
  // `torch.jit.script(m)(x)` with a global module m: the script module's
  // type (its slot layout) is known only from the instance, so it is
  // scripted now, while the statement compiles, and becomes a constant of
  // it; typing the result as m's eager type would misread its slots.
  const Name* name = target.as<Name>();
  if (e.mode() != Mode::Eager || !name || e.isLocal(name->id)) return nullptr;
  auto g = globals.find(name->id);
  if (g == globals.end() || !g->second.isObject() || !g->second.toObject()->type->isModule()) return nullptr;
  return e.constant(scriptModule(g->second), loc);
}

IValue Program::scriptModule(const IValue& v) {
  std::unordered_map<const Object*, IValue> done;
  return scriptModule(v, done);
}

IValue Program::scriptModule(const IValue& v, std::unordered_map<const Object*, IValue>& done) {
  const Object* obj = v.toObject();
  if (obj->type->scripted) return v;
  if (auto it = done.find(obj); it != done.end()) return it->second;
  const ClassType* eager = obj->type;
  ClassInfo* info = classInfo(eager);
  std::vector<ScriptAttr> attrs;
  std::vector<IValue> values;
  std::vector<std::pair<std::string, std::string>> unconvertible;
  std::vector<std::pair<std::string, IValue>> constants;
  if (eager->container != ModuleContainer::None) {
    attrs.push_back({"training", Type::bool_(), AttributeKind::Plain});
    values.push_back(obj->slots[0]);
    for (const auto& [name, child] : namedChildren(v)) {
      if (!isModuleObject(child)) throw Error(eager->python_name + " holds a value that is not a module");
      IValue sc = scriptModule(child, done);
      attrs.push_back({name, sc.toObject()->type, AttributeKind::Plain});
      values.push_back(sc);
    }
  } else {
    for (size_t i = 0; i < eager->attributes().size(); ++i) {
      const TypeField& f = eager->attributes()[i];
      IValue value = i < obj->slots.size() ? obj->slots[i] : IValue();
      AttributeKind kind = eager->attributeKind(static_cast<int>(i));
      bool annotated = info && info->annotated_attributes.count(f.name);
      if (isModuleObject(value)) {
        value = scriptModule(value, done);
        // An attribute annotated with a module interface keeps that type.
        attrs.push_back({f.name, annotated && f.type->is(TypeKind::Interface) ? f.type : value.toObject()->type, kind});
        values.push_back(value);
        continue;
      }
      if (info && info->constant_attributes.count(f.name) && !value.isObject()) {
        // A constant is no attribute of the script type (assigning it is an
        // error); its slot stays, unnamed, for the layout.
        constants.emplace_back(f.name, value);
        attrs.push_back({"", f.type, kind});
        values.push_back(value);
        continue;
      }
      if (value.isNone() && !Type::none()->isSubtypeOf(f.type)) {
        // Never assigned in this instance's __init__ (a branch not taken):
        // the slot stays for layout but has no name, so hasattr is false.
        attrs.push_back({"", f.type, kind});
        values.push_back(value);
        continue;
      }
      if (value.isGenerator()) {
        // TorchScript 1.13 has no type for a torch.Generator attribute, so
        // scripting leaves it out, as for the empty containers below.
        unconvertible.emplace_back(f.name, failedAttributeHint("torch._C.Generator"));
        attrs.push_back({f.name, f.type, kind});
        values.push_back(value);
        continue;
      }
      bool empty = (value.isList() && value.toList()->items.empty()) || (value.isDict() && value.toDict()->size() == 0);
      bool default_type = f.type == Type::list(Type::tensor()) || f.type == Type::dict(Type::str_(), Type::tensor());
      if (empty && !annotated && default_type) {
        unconvertible.emplace_back(f.name, failedAttributeHint(pythonTypeName(value)));
        // The slot stays (eager code compiled against this layout may read it).
        attrs.push_back({f.name, f.type, kind});
        values.push_back(value);
        continue;
      }
      // Like PyTorch, an unannotated attribute takes the type of its value.
      TypePtr type = annotated                                              ? f.type
                     : value.isNone()                                       ? Type::none()
                     : isConcrete(f.type) && !f.type->is(TypeKind::Optional) ? f.type
                                                                            : runtimeType(value);
      attrs.push_back({f.name, type, kind});
      values.push_back(copyForScript(value));
    }
  }
  ClassType* t = scriptTypeFor(info, eager, attrs, unconvertible, constants);
  Ref<Object> out = makeRef<Object>(t);
  out->slots = std::move(values);
  IValue result(out);
  done[obj] = result;
  // forward and @torch.jit.export methods are compiled now; methods they
  // call are compiled on the way, the rest never.
  if (info) compileModuleMethods(*info, t);
  return result;
}

}  // namespace ts
