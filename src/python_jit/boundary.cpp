// ===--- boundary.cpp - values and errors crossing into script code -------=== //
// PyTorch's toIValue / toPyObject and createStackForSchema, over this
// project's Python-level values (Note [Capsules are PyObjects]).
#include "python_jit/boundary.h"
#include "python_jit/script_grad_tape.h"
#include "runtime/script_traceback.h"
#include "runtime/value_constant.h"

#include "python/eval.h"
#include "python_torch/bridge_state.h"
#include "python_jit/jit_state.h"
#include "python_jit/trace.h"
#include "python_jit/script_objects.h"
#include "python_jit/script_containers.h"

namespace ts::py {
namespace {

/// `Color` of `__torch__.Color`.
std::string unqualified(const std::string& name) { return name.substr(name.rfind('.') + 1); }

bool toScriptList(Interp& in, const IValue& v, TypePtr elem, IValue& out) {
  const std::vector<IValue>* items = v.isList() ? &v.toList()->items : v.isTuple() ? &v.toTuple()->items : nullptr;
  std::vector<IValue> range_items;
  if (auto* r = asPyT<PyRange>(v)) {
    // A range is a sequence too (pybind11 converts any sequence to a list).
    if (r->isBig() || r->length() > (int64_t{1} << 28)) in.raise(in.e.RuntimeError, "range too large to convert to a list");
    forEachItem(in, v, [&](const IValue& x) { range_items.push_back(x); });
    items = &range_items;
  }
  if (!items) return false;
  std::vector<IValue> converted(items->size());
  for (size_t i = 0; i < items->size(); ++i)
    if (!toScript(in, (*items)[i], elem, converted[i])) return false;
  out = makeList(elem, std::move(converted));
  return true;
}

bool toScriptTuple(Interp& in, const IValue& v, TypePtr type, IValue& out) {
  const auto& types = type->contained();
  std::vector<IValue> items;
  if (v.isTuple() || v.isList()) {
    items = v.isTuple() ? v.toTuple()->items : v.toList()->items;
  } else if (auto* nt = dynamic_cast<const NamedTupleType*>(type); nt && asPyT<PyInstance>(v)) {
    // A Python namedtuple instance: its fields by name.
    for (const TypeField& f : nt->fields()) {
      IValue x;
      if (!getAttrOpt(in, v, f.name, x)) return false;
      items.push_back(x);
    }
  } else {
    return false;
  }
  if (items.size() != types.size()) return false;
  for (size_t i = 0; i < items.size(); ++i)
    if (!toScript(in, items[i], types[i], items[i])) return false;
  out = IValue(Ref<TupleObj>(new TupleObj(std::move(items), type->name().empty() ? nullptr : type)));
  return true;
}

bool toScriptDict(Interp& in, const IValue& v, TypePtr type, IValue& out) {
  auto* d = asPyT<PyDict>(v);
  if (!d && !v.isDict()) return false;
  TypePtr kt = type->contained()[0], vt = type->contained()[1];
  auto r = makeRef<DictObj>(kt, vt);
  bool ok = true;
  auto add = [&](const IValue& k, const IValue& x) {
    IValue ck, cx;
    if (!ok || !toScript(in, k, kt, ck) || !toScript(in, x, vt, cx)) {
      ok = false;
      return;
    }
    r->insert(ck, cx);
  };
  if (d) d->forEach(add);
  else for (auto& [k, x] : v.toDict()->entries) add(k, x);
  if (ok) out = IValue(r);
  return ok;
}

/// A Python instance of a script class: a new object with its attributes.
bool toScriptObject(Interp& in, const IValue& v, TypePtr type, IValue& out) {
  auto* ct = static_cast<ClassType*>(const_cast<Type*>(type));
  if (IValue m = scriptModuleObject(in, v); !m.isNone()) return toScriptObject(in, m, type, out);
  if (v.isObject()) {
    if (v.toObject()->type != ct) return false;
    out = v;
    return true;
  }
  auto* inst = asPyT<PyInstance>(v);
  if (!inst || ct->isModule()) return false;
  auto obj = makeRef<Object>(ct);
  for (size_t i = 0; i < ct->attributes().size(); ++i) {
    const TypeField& f = ct->attributes()[i];
    IValue x;
    if (!getAttrOpt(in, v, f.name, x) || !toScript(in, x, f.type, obj->slot(i))) return false;
  }
  out = IValue(obj);
  return true;
}

}  // namespace

const ClassType* scriptClassOf(Interp& in, const IValue& v) {
  if (IValue m = scriptModuleObject(in, v); !m.isNone()) return scriptClassOf(in, m);
  if (v.isObject()) return v.toObject()->type;
  auto* inst = asPyT<PyInstance>(v);
  if (!inst || !inst->type->body || !inst->type->body->def) return nullptr;
  JitState& st = JitState::of(in);
  if (!st.class_defs.count(inst->type->body->def->as<ast::ClassDef>())) return nullptr;
  ClassInfo* info = st.compileClass(*inst->type);
  return info ? info->type : nullptr;
}

namespace {

/// An argument of an interface type: a script object (or a Python instance
/// of a class torch.jit.script compiled) whose class has the interface's
/// methods.
bool toScriptInterface(Interp& in, const IValue& v, TypePtr type, IValue& out) {
  const ClassType* cls = scriptClassOf(in, v);
  // Only a module implements a module interface.
  if (!cls || !cls->isSubtypeOf(type) || (static_cast<const InterfaceType*>(type)->isModule() && !cls->isModule()))
    return false;
  if (IValue m = scriptModuleObject(in, v); !m.isNone()) return toScriptInterface(in, m, type, out);
  if (v.isObject()) {
    out = v;
    return true;
  }
  return toScriptObject(in, v, cls, out);
}

}  // namespace

TypePtr inferScriptType(Interp& in, const IValue& v) {
  if (const IValue* c = scriptContainerValue(in, v)) return runtimeType(*c);
  if (v.isList() || v.isTuple()) {
    const auto& items = v.isList() ? v.toList()->items : v.toTuple()->items;
    std::vector<TypePtr> types;
    for (const IValue& x : items) {
      TypePtr t = inferScriptType(in, x);
      if (!t) return nullptr;
      types.push_back(t);
    }
    if (v.isTuple()) return Type::tuple(types);
    if (types.empty()) return Type::list(Type::tensor());
    for (TypePtr t : types)
      if (t != types[0]) return nullptr;
    return Type::list(types[0]);
  }
  if (auto* d = asPyT<PyDict>(v)) {
    if (d->size() == 0) return Type::dict(Type::str_(), Type::tensor());
    TypePtr kt = nullptr, vt = nullptr;
    d->forEach([&](const IValue& k, const IValue& x) {
      if (!kt) kt = inferScriptType(in, k), vt = inferScriptType(in, x);
    });
    return kt && vt ? Type::dict(kt, vt) : nullptr;
  }
  if (dtypeCode(in, v) >= 0) return Type::int_();
  // A member of a Python Enum class passes as its script enum (isinstance(x, Color) on an Any).
  if (auto* inst = asPyT<PyInstance>(v); inst && inst->type->body && isEnumClass(*inst->type)) {
    ClassInfo* info = JitState::of(in).compileClass(*inst->type);
    return info ? info->enum_type : nullptr;
  }
  if (asPy(v)) return nullptr;
  return runtimeType(v);
}

namespace {

bool toScriptAny(Interp& in, const IValue& v, IValue& out) {
  TypePtr t = inferScriptType(in, v);
  if (!t) return false;
  if (t->is(TypeKind::Any) || t == runtimeType(v)) {
    out = v;
    return !asPy(v);
  }
  return toScript(in, v, t, out);
}

/// The builtin value an instance of a subclass of a builtin type passes as
/// (a namedtuple, a str-mixin enum member, an IntEnum member), as pybind11's
/// casts see it; nullptr for other values.
const IValue* builtinValue(Interp& in, const IValue& v, TypePtr type) {
  if (type->is(TypeKind::Enum) || type->is(TypeKind::Class)) return nullptr;
  if (const IValue* nv = nativeValue(v)) return nv;
  // This layer's IntEnum is not an int subclass: its members pass as values.
  auto* inst = asPyT<PyInstance>(v);
  if (!inst || !(type->is(TypeKind::Int) || type->is(TypeKind::Float))) return nullptr;
  for (const PyType* m : inst->type->mro)
    if (m->name == "IntEnum" && m->module == "enum") {
      IValue* value = inst->dict ? inst->dict->findStr(in, in.intern("_value_"), hashStr("_value_")) : nullptr;
      return value && value->isInt() ? value : nullptr;
    }
  return nullptr;
}

/// pybind11's int and float casters take a one-element tensor through
/// __index__/__int__/__float__ (a traced size passed for an `int`).
bool isNumberTensor(const IValue& v) {
  return v.isTensor() && v.toTensor().numel() == 1 && !isComplexType(v.toTensor().dtype());
}

IValue tensorItem(const IValue& v, bool floating) {
  Scalar s = v.toTensor().item();
  if (floating) return IValue(s.toDouble());
  return IValue(s.isFloatingPoint() ? static_cast<int64_t>(s.toDouble()) : s.toLong());
}

/// A Python Enum member: the script enum value of the same name.
bool toScriptEnum(Interp& in, const IValue& v, TypePtr type, IValue& out) {
  const auto* et = static_cast<const EnumType*>(type);
  IValue name, value;
  if (!asPyT<PyInstance>(v) || typeName(in, v) != unqualified(et->name()) || !getAttrOpt(in, v, "name", name) ||
      !getAttrOpt(in, v, "value", value) || !isStrValue(name) || !toScript(in, value, et->valueType(), value))
    return false;
  out = IValue(makeRef<EnumObj>(et, name.toStr(), value));
  return true;
}

/// A Python number or bool of exactly this scalar kind (other kinds fit).
bool scalarKindFits(const IValue& v, TypeKind k) {
  switch (k) {
    case TypeKind::Int: return v.isInt() || asPyT<BigInt>(v);
    case TypeKind::Float: return v.isDouble();
    case TypeKind::Complex: return v.isComplex();
    case TypeKind::Bool: return v.isBool();
    default: return true;
  }
}

}  // namespace

bool toScript(Interp& in, const IValue& v, TypePtr type, IValue& out) {
  // A ScriptDict / ScriptList passes its own container where it fits
  // (Note [Script containers]); elsewhere it converts as a dict or list would.
  if (const IValue* c = scriptContainerValue(in, v)) {
    if (type->is(TypeKind::Any) || runtimeType(*c)->isSubtypeOf(type)) {
      out = *c;
      return true;
    }
    return toScript(in, *c, type, out);
  }
  if (const IValue* b = builtinValue(in, v, type)) return toScript(in, *b, type, out);
  switch (type->kind()) {
    case TypeKind::Int:
      // A torch.dtype is an int in script code.
      if (int64_t code = dtypeCode(in, v); code >= 0) {
        out = IValue(code);
        return true;
      }
      if (isNumberTensor(v)) return toScript(in, tensorItem(v, false), type, out);
      if (!v.isInt() && !v.isBool()) return false;
      out = IValue(v.isBool() ? int64_t{v.toBool()} : v.toInt());
      return true;
    case TypeKind::Device: {
      Device d;
      // pybind11's Device caster also takes a device string ('cpu').
      IValue obj = isStrValue(v) ? callAttr(in, in.importModule("torch"), "device", {v}) : v;
      if (!deviceValue(in, obj, d)) return false;
      out = IValue(d);
      return true;
    }
    case TypeKind::Float:
      if (isNumberTensor(v)) return toScript(in, tensorItem(v, true), type, out);
      if (v.isDouble()) out = v;
      else if (v.isInt()) out = IValue(static_cast<double>(v.toInt()));
      else if (v.isBool()) out = IValue(v.toBool() ? 1.0 : 0.0);
      else return false;
      return true;
    case TypeKind::Complex:
      // pybind11's std::complex caster converts any real number too
      // (PyComplex_AsCComplex), so [1j, 2, -5.0] is a List[complex].
      if (isNumberTensor(v)) return toScript(in, tensorItem(v, true), type, out);
      if (v.isComplex()) out = v;
      else if (v.isDouble()) out = IValue(std::complex<double>(v.toDouble(), 0.0));
      else if (v.isInt()) out = IValue(std::complex<double>(static_cast<double>(v.toInt()), 0.0));
      else if (v.isBool()) out = IValue(std::complex<double>(v.toBool() ? 1.0 : 0.0, 0.0));
      else return false;
      return true;
    case TypeKind::Str:
      // pybind11's string caster also takes bytes, as their raw bytes.
      if (isBytes(v)) {
        out = IValue(v.toStr());
        return true;
      }
      if (!isStrValue(v)) return false;
      out = v;
      return true;
    case TypeKind::Bool:
      // pybind11's bool caster takes what has __bool__: numbers, tensors, None.
      if (!v.isBool() && !v.isNone() && !v.isInt() && !v.isDouble() && !v.isTensor() && !asPyT<BigInt>(v))
        return false;
      out = IValue(truthy(in, v));
      return true;
    case TypeKind::Optional:
      if (v.isNone()) {
        out = v;
        return true;
      }
      return toScript(in, v, type->elem(), out);
    case TypeKind::Union:
      // PyTorch infers the value's own type and checks it is a member: 1
      // stays an int in Union[float, int], [1] a List[int]; no int -> float
      // (or bool -> int) conversion picks a member, and a one-element
      // tensor stays a tensor.
      if (TypePtr own = inferScriptType(in, v))
        for (const TypePtr& t : type->contained())
          if (own->isSubtypeOf(t) && toScript(in, v, t, out)) return true;
      for (const TypePtr& t : type->contained())
        if (scalarKindFits(v, t->kind()) && toScript(in, v, t, out)) return true;
      return false;
    case TypeKind::List: return toScriptList(in, v, type->elem(), out);
    case TypeKind::Tuple: return toScriptTuple(in, v, type, out);
    case TypeKind::Dict: return toScriptDict(in, v, type, out);
    case TypeKind::Class: return toScriptObject(in, v, type, out);
    case TypeKind::Interface: return toScriptInterface(in, v, type, out);
    case TypeKind::Enum: return toScriptEnum(in, v, type, out);
    case TypeKind::Any: return toScriptAny(in, v, out);
    default: break;
  }
  if (asPy(v) || !valueMatchesType(v, type)) return false;
  out = v;
  return true;
}

namespace {

IValue pythonClassOf(Interp& in, const std::string& name) {
  JitState& st = JitState::of(in);
  for (auto& [def, cls] : st.class_defs)
    if (def->name == unqualified(name)) return cls;
  auto it = st.class_defs_by_name.find(unqualified(name));
  return it == st.class_defs_by_name.end() ? IValue() : it->second;
}

/// A NamedTuple type no Python class defines (one loaded from a .pt): a
/// fresh collections.namedtuple of its fields, as PyTorch's toPyObject
/// makes through torch._jit_internal._create_named_tuple.
IValue namedTupleClass(Interp& in, const Type* type) {
  auto* nt = dynamic_cast<const NamedTupleType*>(type);
  if (!nt) return IValue();
  std::vector<IValue> fields;
  for (const TypeField& f : nt->fields()) fields.push_back(IValue(f.name));
  return callAttr(in, in.importModule("collections"), "namedtuple",
                  {IValue(unqualified(nt->name())), in.newList(std::move(fields))});
}

IValue objectFromScript(Interp& in, const IValue& v) {
  Object* o = v.toObject();
  ClassInfo* info = JitState::of(in).session.root().classInfo(o->type);
  if (o->type->isModule()) return wrapScriptModule(in, v);
  if (!info) return v;
  auto it = JitState::of(in).class_defs.find(info->def);
  if (it == JitState::of(in).class_defs.end()) return v;
  // PyTorch's toPyObject: cls.__new__(cls), then each attribute.
  IValue obj = callAttr(in, it->second, "__new__", {it->second});
  for (size_t i = 0; i < o->type->attributes().size() && i < o->slots.size(); ++i)
    setAttr(in, obj, o->type->attributes()[i].name, fromScript(in, o->slots[i]));
  return obj;
}

}  // namespace

IValue fromScript(Interp& in, const IValue& v) {
  if (v.isList()) {
    std::vector<IValue> items;
    for (const IValue& x : v.toList()->items) items.push_back(fromScript(in, x));
    return in.newList(std::move(items));
  }
  if (v.isTuple()) {
    const TupleObj& t = *v.toTuple();
    std::vector<IValue> items;
    for (const IValue& x : t.items) items.push_back(fromScript(in, x));
    if (t.named_type && static_cast<const void*>(t.named_type) != in.size_tag) {
      IValue cls = pythonClassOf(in, t.named_type->name());
      if (cls.isNone()) cls = namedTupleClass(in, t.named_type);
      if (!cls.isNone()) {
        Args a;
        a.pos = items.data();
        a.n = items.size();
        return call(in, cls, a);
      }
    }
    return in.newTuple(std::move(items));
  }
  if (v.isDict()) {
    Ref<PyDict> d = in.newDict();
    for (auto& [k, x] : v.toDict()->entries) d->set(in, fromScript(in, k), fromScript(in, x));
    return box(d.get());
  }
  if (v.isObject()) return objectFromScript(in, v);
  if (v.isDevice()) return deviceObject(in, v.toDevice());
  if (v.isEnum()) {
    IValue cls = pythonClassOf(in, v.toEnum()->type->name());
    if (!cls.isNone()) return getAttr(in, cls, v.toEnum()->name);
  }
  return v;
}

// ---- calls --------------------------------------------------------------- //

namespace {

template <class T> IValue listOf(const std::vector<T>& x, TypePtr elem) {
  std::vector<IValue> items;
  for (const T& i : x) items.push_back(IValue(i));
  return makeList(elem, std::move(items));
}

/// A schema default as a value of the parameter's type.
IValue defaultValue(const SchemaDefault& d, TypePtr type) {
  struct V {
    TypePtr type;
    IValue operator()(NoneDefault) const { return IValue(); }
    IValue operator()(const OpaqueDefault& d) const { return valueDefault(d); }
    IValue operator()(int64_t x) const {
      return type->is(TypeKind::Float) ? IValue(static_cast<double>(x)) : IValue(x);
    }
    IValue operator()(double x) const { return IValue(x); }
    IValue operator()(bool x) const { return IValue(x); }
    IValue operator()(const std::string& x) const { return IValue(x); }
    IValue operator()(const std::vector<int64_t>& x) const { return listOf(x, Type::int_()); }
    IValue operator()(const std::vector<double>& x) const { return listOf(x, Type::float_()); }
    IValue operator()(const std::vector<bool>& x) const { return listOf(x, Type::bool_()); }
  };
  return std::visit(V{type}, d);
}

std::string declaration(const Function& fn) {
  FunctionSchema s = fn.schema;
  s.name = fn.name;
  return s.str();
}

}  // namespace

std::string compilationUnitSuffix(Interp& in) {
  char unit[64];
  std::snprintf(unit, sizeof(unit), " (of Python compilation unit at: %p)", static_cast<const void*>(&JitState::of(in)));
  return unit;
}

std::string interfaceMismatch(Interp& in, const ClassType* cls, const InterfaceType* iface) {
  std::string name = cls->str() + compilationUnitSuffix(in);
  std::string out = "Object of type " + name + " is not compatible with interface " + iface->str() + "\n";
  if (iface->isModule() && !cls->isModule())
    return out + "Class '" + name + "' is not a subtype of the module interface '" + iface->str() +
           "' , only ScriptModule class can be subtype of module interface.";
  for (const InterfaceMethod& want : iface->methods)
    if (!cls->findMethod(want.name))
      return out + "Class '" + name + "' does not have method '" + want.name + "' but '" + iface->str() + "' does.";
  return out + "Method on class '" + name + "' is not compatible with interface '" + iface->str() + "'";
}

namespace {

[[noreturn]] void raiseTypeMismatch(Interp& in, const Function& fn, const SchemaArgument& arg, size_t position,
                                    const IValue& v) {
  std::string details = arg.type->is(TypeKind::Tensor)
                            ? "Cast error details: Unable to cast " + repr(in, v) + " to Tensor"
                            : "Cast error details: Unable to cast Python instance to C++ type (#define "
                              "PYBIND11_DETAILED_ERROR_MESSAGES or compile in debug mode for details)";
  if (const ClassType* cls = arg.type->is(TypeKind::Interface) ? scriptClassOf(in, v) : nullptr)
    details = "Cast error details: " + interfaceMismatch(in, cls, static_cast<const InterfaceType*>(arg.type));
  if (TypePtr own = arg.type->is(TypeKind::Union) ? inferScriptType(in, v) : nullptr)
    details = "Cast error details: Expected a member of " + arg.type->str() + " but instead found type " + own->str();
  // A list parameter iterates its argument: a non-iterable fails in Python.
  if (arg.type->is(TypeKind::List) && !v.isList() && !v.isTuple() && !lookupSpecial(in, v, in.n.iter_) &&
      !lookupSpecial(in, v, in.n.getitem_))
    details = " Python error details: TypeError: '" + typeName(in, v) + "' object is not iterable";
  in.raise(in.e.RuntimeError, fn.name + "() Expected a value of type '" + arg.type->str() + "' for argument '" +
                                  arg.name + "' but instead found type '" + typeName(in, v) +
                                  "'.\nPosition: " + std::to_string(position) + "\nValue: " + repr(in, v) +
                                  "\nDeclaration: " + declaration(fn) + "\n" + details);
}

/// A number passed for a `BroadcastingListN[T]` parameter (a fixed-length
/// list) becomes a list of N copies; false for anything else.
bool broadcastScalar(Interp& in, const SchemaArgument& p, const IValue& v, IValue& out) {
  if (!p.list_length || !p.type->is(TypeKind::List) || !(v.isInt() || v.isDouble())) return false;
  IValue item;
  if (!toScript(in, v, p.type->elem(), item)) return false;
  out = makeList(p.type->elem(), std::vector<IValue>(static_cast<size_t>(*p.list_length), item));
  return true;
}

/// PyTorch's createStackForSchema.
Stack bindArguments(Interp& in, const Function& fn, Args& args, size_t first, const IValue& self) {
  const auto& params = fn.schema.arguments;
  size_t offset = self.isNone() ? 0 : 1;
  size_t npos = args.n - first, nparams = params.size() - offset;
  if (npos + args.nkw > nparams)
    in.raise(in.e.RuntimeError, fn.name + "() expected at most " + std::to_string(nparams) +
                                    " argument(s) but received " + std::to_string(npos + args.nkw) +
                                    " argument(s). Declaration: " + declaration(fn));
  Stack stack;
  if (offset) stack.push_back(self);
  size_t used_kw = 0;
  for (size_t i = 0; i < nparams; ++i) {
    const SchemaArgument& p = params[i + offset];
    if (i < npos && p.kwarg_only)
      in.raise(in.e.RuntimeError, fn.name + "() takes " + std::to_string(i + offset) +
                                      " positional argument(s) but " + std::to_string(npos + offset) +
                                      " was/were given.  Declaration: " + declaration(fn));
    IValue* kw = args.kwarg(p.name);
    if (i < npos && kw)
      in.raise(in.e.RuntimeError, "Argument " + p.name + " specified twice in schema, submit one or the other.");
    const IValue* v = i < npos ? &args.pos[first + i] : kw;
    if (kw) ++used_kw;
    if (!v) {
      if (!p.default_value)
        in.raise(in.e.RuntimeError, fn.name + "() is missing value for argument '" + p.name +
                                        "'. Declaration: " + declaration(fn));
      stack.push_back(defaultValue(*p.default_value, p.type));
      continue;
    }
    IValue converted;
    if (!broadcastScalar(in, p, *v, converted) && !toScript(in, *v, p.type, converted))
      raiseTypeMismatch(in, fn, p, i, *v);
    stack.push_back(std::move(converted));
  }
  if (used_kw != args.nkw) {
    for (size_t k = 0; k < args.nkw; ++k) {
      std::string name = args.kw[k].name.toStr();
      bool known = false;
      for (const SchemaArgument& p : params) known = known || p.name == name;
      if (!known)
        in.raise(in.e.RuntimeError, "Unknown keyword argument '" + name + "' for operator '" + fn.name +
                                        "'. Schema: " + declaration(fn));
    }
  }
  return stack;
}

}  // namespace

IValue callScript(Interp& in, const Function& fn, Args& args, size_t first, const IValue& self) {
  Stack stack = bindArguments(in, fn, args, first, self);
  // A trace records the call, not what runs inside it (trace.h).
  std::vector<IValue> traced_inputs;
  if (isTracing(in)) traced_inputs.assign(stack.begin(), stack.end());
  GradTapeScope tape(&jitGradTape(in));
  try {
    runFunction(fn, stack);
  } catch (const ScriptError& e) {
    raiseScriptError(in, e);
  } catch (const Error& e) {
    throw convertError(in, e);
  }
  if (isTracing(in)) traceScriptCall(in, fn, traced_inputs, stack.empty() ? IValue() : stack.back());
  return stack.empty() ? IValue() : fromScript(in, stack.back());
}

bool hasScriptFrames(const ScriptError& e) {
  for (const auto& f : e.frames)
    if (f.function != "<module>") return true;
  return false;
}

std::string scriptErrorText(const ScriptError& e) {
  return hasScriptFrames(e) ? scriptTracebackText(e) : e.message();
}

void raiseScriptError(Interp& in, const ScriptError& e) {
  if (!hasScriptFrames(e)) throw convertError(in, e);
  PyType* cls = e.raised() || isUnusedError(e) ? JitState::of(in).jit_error : in.e.RuntimeError;
  in.raise(cls, scriptErrorText(e));
}

}  // namespace ts::py
