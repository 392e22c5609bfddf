// ===--- modules.cpp - nn.Module values in script code -------------------=== //
// Script code sees modules through their script types (inferred from live
// instances by the Python level, Note [Module types] in module_types.h):
// containers iterate and index as fixed sets of typed attributes, nn.Module's
// reflection methods run on the object at run time.
#include <cctype>
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
  // `torch.nn.Sequential*` is `nn.Sequential(*modules)` (callWithAst).
  for (const char* container : {"Sequential", "ModuleList", "ModuleDict"}) {
    std::string full = std::string("torch.nn.") + container;
    if (name == full || name == full + "*")
      e.fail("Cannot instantiate class '" + std::string(container) + "' in a script function", loc);
  }
  return nullptr;
}

// ---- containers in code --------------------------------------------------------- //

/// Submodule attributes of a module, in order (skips `training` and the
/// other attributes of a container subclass).
static std::vector<int> submoduleSlots(const ClassType* t) {
  std::vector<int> out;
  for (size_t i = 0; i < t->attributes().size(); ++i) {
    const Type* a = t->attributes()[i].type;
    bool module = a->is(TypeKind::Interface) || (a->is(TypeKind::Class) && static_cast<const ClassType*>(a)->isModule());
    if (t->attributes()[i].name != "training" && module) out.push_back(static_cast<int>(i));
  }
  return out;
}

/// The items a container iterates and indexes: its submodules, the
/// parameters of a ParameterList/ParameterDict.
static std::vector<int> containerSlots(const ClassType* t) {
  if (t->container != ModuleContainer::ParamList && t->container != ModuleContainer::ParamDict)
    return submoduleSlots(t);
  std::vector<int> out;
  for (size_t i = 0; i < t->attributes().size(); ++i)
    if (t->attributeKind(static_cast<int>(i)) == AttributeKind::Parameter) out.push_back(static_cast<int>(i));
  return out;
}

/// ModuleDict and ParameterDict: iterate as their keys, index by string literals.
static bool isDict(const ClassType* t) {
  return t->container == ModuleContainer::Dict || t->container == ModuleContainer::ParamDict;
}

static Value* getAttr(Emitter& e, Value* obj, int slot, const SourceRange& loc) {
  const ClassType* t = classOf(obj);
  Node* n = e.insert(prim::GetAttr, {obj}, 1, loc);
  n->setAttribute(attr::name, t->attributes()[slot].name);
  n->setAttribute(attr::index, int64_t{slot});
  // PyTorch names a container's submodule after its key (`_0` for "0"),
  // whatever loop variable it is bound to.
  const std::string& name = t->attributes()[slot].name;
  n->output()->setDebugName(!name.empty() && std::isdigit(static_cast<unsigned char>(name[0])) ? "_" + name : name);
  return n->output()->setType(t->attributes()[slot].type);
}

Value* Program::moduleContainerValue(Emitter& e, Value* v, const SourceRange& loc) {
  const ClassType* t = classOf(v);
  if (!t || t->container == ModuleContainer::None) return nullptr;
  // A script container is a fixed set of typed attributes: it iterates as a
  // tuple (unrolled), a ModuleDict as the tuple of its keys.
  std::vector<Value*> items;
  for (int slot : containerSlots(t)) {
    if (isDict(t)) items.push_back(e.constant(IValue(t->attributes()[slot].name), loc));
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

/// Whether `hint` is a module interface (`s: Iface = self.mods[key]`).
static bool isModuleInterface(TypePtr hint) {
  return hint && hint->is(TypeKind::Interface) && static_cast<const InterfaceType*>(hint)->isModule();
}

// Note [Interface-typed container index]
// `s: Iface = self.mods[key]` with a run-time key is PyTorch's
// prim::ModuleContainerIndex: the submodule named str(key) (a ModuleList's
// submodules are named "0", "1", ...), typed as the interface, whose
// methods dispatch by name. PyTorch's code printer writes it as
// `s : Iface = mods[key]` over a module value, so loaded code reaches it
// with any module type, not only a container.
Value* Program::emitModuleContainerIndex(Emitter& e, Value* base, Value* key, TypePtr hint, const SourceRange& loc) {
  const ClassType* t = classOf(base);
  if (!t || !t->isModule() || !isModuleInterface(hint)) return nullptr;
  if (t->container != ModuleContainer::None) {
    for (int slot : containerSlots(t))
      if (!t->attributes()[slot].type->isSubtypeOf(hint))
        e.fail("Attribute " + t->attributes()[slot].name + " is not of annotated type " + hint->str(), loc);
  }
  bool dict = key->type()->is(TypeKind::Str);
  if (!dict && !key->type()->is(TypeKind::Int))
    e.fail("Module container index must be an int or a str, not " + key->type()->str(), loc);
  Node* n = e.insert(primSym("ModuleContainerIndex"), {base, key}, 1, loc);
  return n->output()->setType(hint);
}

Value* Program::emitModuleIndex(Emitter& e, Value* base, const Expr& index, const SourceRange& loc, TypePtr hint) {
  const ClassType* t = classOf(base);
  if (!t || t->container == ModuleContainer::None) return nullptr;
  std::vector<int> slots = containerSlots(t);
  int64_t literal = 0;
  if (isModuleInterface(hint) && !index.is<Slice>() && !index.is<StringLiteral>() && !intLiteral(&index, literal))
    return emitModuleContainerIndex(e, base, e.emitExpr(index), hint, loc);
  if (isDict(t)) {
    const StringLiteral* key = index.as<StringLiteral>();
    if (!key)
      e.fail("Unable to extract string literal index. ModuleDict indexing is only supported with string literals. "
             "Enumeration of ModuleDict is supported, e.g. 'for k, v in self.items(): ...'",
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
  // The message names the index as written (`self.mods[-11]`).
  if (k < -size || k >= size) e.fail("Index " + std::to_string(k) + " out of range of length " + std::to_string(size), loc);
  if (k < 0) k += size;
  return getAttr(e, base, slots[static_cast<size_t>(k)], loc);
}

Value* Program::emitSequentialCall(Emitter& e, Value* seq, std::vector<NamedValue>& args, const SourceRange& loc) {
  const ClassType* t = classOf(seq);
  if (!t || t->container != ModuleContainer::Sequential) return nullptr;
  if (args.size() != 1) e.fail("Sequential.forward takes one argument", loc);
  std::vector<Value*> steps;
  for (int slot : containerSlots(t)) steps.push_back(getAttr(e, seq, slot, loc));
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

const char* const kReflectionMethods[] = {"named_parameters", "parameters", "named_buffers", "buffers",
                                          "named_children", "children", "named_modules", "modules",
                                          "state_dict", "train", "eval", "requires_grad_", "zero_grad"};

}  // namespace

SugaredPtr Program::moduleMethod(Emitter& e, Value* self, const std::string& name, const SourceRange& loc) {
  const ClassType* t = classOf(self);
  if (!t || !t->isModule()) return nullptr;
  for (const char* m : kReflectionMethods)
    if (name == m) return std::make_shared<ModuleMethodValue>(self, name);
  if (isDict(t) && (name == "items" || name == "keys" || name == "values"))
    return std::make_shared<ModuleMethodValue>(self, name);
  return nullptr;
}

/// named_modules/modules: `m` then its submodules depth first, named by
/// their dotted paths (PyTorch's recurseThroughNestedModules).
/// A submodule typed by a module interface has no submodules to list at
/// compile time: PyTorch's checkInterface error.
static void collectModules(Emitter& e, Value* m, const std::string& prefix, std::vector<Value*>& keys,
                           std::vector<Value*>& values, const std::string& method, const SourceRange& loc) {
  keys.push_back(e.constant(IValue(prefix), loc));
  values.push_back(m);
  if (m->type()->is(TypeKind::Interface))
    e.fail("Could not compile " + method + "() because module is an interface type. Please file issue.", loc);
  const ClassType* t = classOf(m);
  if (!t) return;
  for (int slot : submoduleSlots(t)) {
    const std::string& name = t->attributes()[slot].name;
    collectModules(e, getAttr(e, m, slot, loc), prefix.empty() ? name : prefix + "." + name, keys, values, method,
                   loc);
  }
}

/// named_buffers, (named_)children and (named_)modules unroll at compile
/// time into tuples of constant names and attribute reads, as PyTorch's
/// ModuleValue does (named_buffers lists the module's own buffers only), so
/// a loop over them unrolls and the code saves and loads as PyTorch's does.
static Value* emitModuleTree(Emitter& e, Value* self, const std::string& name, const SourceRange& loc) {
  const ClassType* t = classOf(self);
  std::vector<Value*> keys, values;
  if (name == "named_buffers") {
    for (size_t i = 0; i < t->attributes().size(); ++i) {
      if (t->attributeKind(static_cast<int>(i)) != AttributeKind::Buffer) continue;
      keys.push_back(e.constant(IValue(t->attributes()[i].name), loc));
      values.push_back(getAttr(e, self, static_cast<int>(i), loc));
    }
  } else if (name == "children" || name == "named_children") {
    for (int slot : submoduleSlots(t)) {
      keys.push_back(e.constant(IValue(t->attributes()[slot].name), loc));
      values.push_back(getAttr(e, self, slot, loc));
    }
  } else if (name == "modules" || name == "named_modules") {
    collectModules(e, self, "", keys, values, name, loc);
  } else {
    return nullptr;
  }
  if (name.rfind("named_", 0) != 0) return e.emitTupleConstruct(values, loc);
  std::vector<Value*> pairs;
  for (size_t i = 0; i < keys.size(); ++i) pairs.push_back(e.emitTupleConstruct({keys[i], values[i]}, loc));
  return e.emitTupleConstruct(pairs, loc);
}

Value* Program::emitModuleMethod(Emitter& e, Value* self, const std::string& name, std::vector<NamedValue>& args,
                                 const SourceRange& loc) {
  const ClassType* t = classOf(self);
  if (name == "items" || name == "keys" || name == "values") {
    // ModuleDict views: tuples (unrolled), as in PyTorch.
    std::vector<Value*> items;
    for (int slot : containerSlots(t)) {
      Value* key = e.constant(IValue(t->attributes()[slot].name), loc);
      if (name == "keys") items.push_back(key);
      else if (name == "values") items.push_back(getAttr(e, self, slot, loc));
      else items.push_back(e.emitTupleConstruct({key, getAttr(e, self, slot, loc)}, loc));
    }
    return e.emitTupleConstruct(items, loc);
  }
  if (Value* unrolled = emitModuleTree(e, self, name, loc)) {
    if (!args.empty()) e.fail(name + " method does not accept any arguments", loc);
    return unrolled;
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

bool moduleNodeKernel(Program&, const Node* n, BoundKernel& out) {
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
  if (k == primSym("ModuleContainerIndex")) {
    // Note [Interface-typed container index]
    out.fn = [](Stack& s) {
      IValue key = pop(s);
      IValue self = pop(s);
      std::string name = key.isStr() ? key.toStr() : std::to_string(key.toInt());
      const Object* obj = self.toObject();
      int slot = obj->type->attributeIndex(name);
      if (slot < 0 || static_cast<size_t>(slot) >= obj->slots.size())
        throw Error("Module " + obj->type->str() + " has no submodule named '" + name + "'",
                    key.isStr() ? ErrorKind::KeyError : ErrorKind::IndexError);
      s.push_back(obj->slots[static_cast<size_t>(slot)]);
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
  return false;
}

}  // namespace ts
