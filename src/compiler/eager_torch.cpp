// ===--- eager_torch.cpp - torch functions as Python-level code sees them -=== //
// Python's torch API has functions and arguments that TorchScript's operator
// schemas lack: torch.iinfo/finfo, torch.broadcast_shapes, varargs
// torch.broadcast_tensors, nonzero(as_tuple=True), dtype properties and
// torch.tensor of tensors or of empty lists; and Python's format(), repr()
// and str.format (runtime/str_format.cpp does the formatting). Eager code
// lowers them to the prim nodes below; script code keeps TorchScript's
// behaviour.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "compiler/node_kernels.h"
#include "compiler/program.h"
#include "ops/tensor_arg_helpers.h"
#include "runtime/interpreter.h"
#include "runtime/printing.h"
#include "tensor/scalar_type.h"

namespace ts {

static Symbol primSym(const std::string& name) { return Symbol::fromQualString("prim::" + name); }
static Symbol aten(const std::string& name) { return Symbol::fromQualString("aten::" + name); }

namespace {

/// `torch.iinfo(d)` / `torch.finfo(d)`: a Python object whose fields are
/// read at run time, since `d` is often a loop variable.
struct DtypeInfoValue : SugaredValue {
  DtypeInfoValue(Value* d, bool f) : dtype(d), is_float(f) {}
  std::string kind() const override { return is_float ? "torch.finfo" : "torch.iinfo"; }
  SugaredPtr attr(Emitter& e, const SourceRange& loc, const std::string& name) override {
    static const std::vector<std::string> int_fields = {"bits", "max", "min", "dtype"};
    static const std::vector<std::string> float_fields = {"bits", "eps", "max", "min", "tiny", "smallest_normal",
                                                          "resolution", "dtype"};
    const std::vector<std::string>& fields = is_float ? float_fields : int_fields;
    if (std::find(fields.begin(), fields.end(), name) == fields.end()) e.fail("'" + kind() + "' object has no attribute '" + name + "'", loc);
    TypePtr type = name == "dtype" ? Type::str_()
                   : (name == "bits" || !is_float) ? Type::int_()
                                                   : Type::float_();
    return std::make_shared<SimpleValue>(field(e, name, type, loc));
  }
  Value* asValue(Emitter& e, const SourceRange& loc) override { return field(e, "__repr__", Type::str_(), loc); }
  bool bindsAsSugared() const override { return true; }

  Value* field(Emitter& e, const std::string& name, TypePtr type, const SourceRange& loc) {
    Node* n = e.insert(primSym(is_float ? "FloatInfo" : "IntInfo"), {dtype}, 1, loc);
    n->setAttribute(attr::name, name);
    return n->output()->setType(type);
  }
  Value* dtype;
  bool is_float;
};

std::string shortFloat(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

IValue intInfo(int64_t dtype_id, const std::string& field) {
  ScalarType t = scalarTypeFromInt(dtype_id);
  if (!isIntegralType(t, false)) {
    if (t == ScalarType::Bool) throw Error("torch.bool is not supported by torch.iinfo", ErrorKind::TypeError);
    throw Error("torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'",
                ErrorKind::TypeError);
  }
  int64_t bits = static_cast<int64_t>(elementSize(t) * 8);
  int64_t lo = 0, hi = 255;
  if (t != ScalarType::Byte) {
    hi = static_cast<int64_t>((uint64_t{1} << (bits - 1)) - 1);
    lo = -hi - 1;
  }
  std::string name = dtypeName(t).substr(6);  // "torch.int8" -> "int8"
  if (field == "bits") return IValue(bits);
  if (field == "max") return IValue(hi);
  if (field == "min") return IValue(lo);
  if (field == "dtype") return IValue(name);
  // Python prints the limits with %g, so int32's are 2.14748e+09.
  auto num = [](int64_t v) { return shortFloat(static_cast<double>(v)); };
  return IValue("iinfo(min=" + num(lo) + ", max=" + num(hi) + ", dtype=" + name + ")");
}

IValue floatInfo(int64_t dtype_id, const std::string& field) {
  ScalarType t = scalarTypeFromInt(dtype_id);
  if (!isFloatingType(t))
    throw Error("torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'",
                ErrorKind::TypeError);
  struct Limits {
    int64_t bits;
    double eps, max, tiny, resolution;
  };
  Limits l;
  switch (t) {
    case ScalarType::Half: l = {16, std::ldexp(1.0, -10), 65504.0, std::ldexp(1.0, -14), 1e-3}; break;
    case ScalarType::BFloat16:
      l = {16, std::ldexp(1.0, -7), std::ldexp(255.0, 120), std::ldexp(1.0, -126), 1e-2};
      break;
    case ScalarType::Float:
      l = {32, std::numeric_limits<float>::epsilon(), std::numeric_limits<float>::max(),
           std::numeric_limits<float>::min(), 1e-6};
      break;
    default:
      l = {64, std::numeric_limits<double>::epsilon(), std::numeric_limits<double>::max(),
           std::numeric_limits<double>::min(), 1e-15};
      break;
  }
  std::string name = dtypeName(t).substr(6);
  if (field == "bits") return IValue(l.bits);
  if (field == "eps") return IValue(l.eps);
  if (field == "max") return IValue(l.max);
  if (field == "min") return IValue(-l.max);
  if (field == "tiny" || field == "smallest_normal") return IValue(l.tiny);
  if (field == "resolution") return IValue(l.resolution);
  if (field == "dtype") return IValue(name);
  return IValue("finfo(resolution=" + shortFloat(l.resolution) + ", min=" + shortFloat(-l.max) +
                ", max=" + shortFloat(l.max) + ", eps=" + shortFloat(l.eps) + ", smallest_normal=" +
                shortFloat(l.tiny) + ", tiny=" + shortFloat(l.tiny) + ", dtype=" + name + ")");
}

/// torch.broadcast_shapes(*shapes): each shape an int or a sequence of ints.
IValue broadcastShapes(Stack& s, size_t n) {
  std::vector<int64_t> out;
  for (size_t i = s.size() - n; i < s.size(); ++i) {
    std::vector<int64_t> shape;
    if (s[i].isInt()) shape.push_back(s[i].toInt());
    else if (s[i].isList()) for (const IValue& d : s[i].toList()->items) shape.push_back(d.toInt());
    else for (const IValue& d : s[i].toTuple()->items) shape.push_back(d.toInt());
    if (shape.size() > out.size()) out.insert(out.begin(), shape.size() - out.size(), 1);
    for (size_t k = 0; k < shape.size(); ++k) {
      int64_t& o = out[out.size() - shape.size() + k];
      int64_t d = shape[k];
      if (d < 0) throw Error("Trying to create tensor with negative dimension " + std::to_string(d));
      if (o == 1) o = d;
      else if (d != 1 && d != o) throw Error("Shape mismatch: objects cannot be broadcast to a single shape");
    }
  }
  s.resize(s.size() - n);
  std::vector<IValue> dims(out.begin(), out.end());
  IValue size = makeList(Type::int_(), std::move(dims));
  size.toList()->python_size = true;
  return size;
}

/// Python's torch.tensor(data) accepts one-element tensors as numbers and
/// empty lists (of the default float dtype). Rebuilds `data` with plain
/// numbers and list types aten::tensor infers the dtype from.
IValue pythonTensorData(const IValue& v, TypePtr& leaf) {
  if (v.isList()) {
    std::vector<IValue> items;
    for (const IValue& x : v.toList()->items) items.push_back(pythonTensorData(x, leaf));
    return makeList(Type::any(), std::move(items));
  }
  IValue item = v;
  if (v.isTensor()) {
    const Tensor& t = v.toTensor();
    if (t.numel() != 1) throw Error("only one element tensors can be converted to Python scalars", ErrorKind::ValueError);
    item = detail::scalarToIValue(t.item());
  }
  if (!item.isDouble() && !item.isInt() && !item.isBool())
    throw Error("Could not infer dtype of " + runtimeType(item)->str(), ErrorKind::TypeError);
  TypePtr it = item.isDouble() ? Type::float_() : item.isInt() ? Type::int_() : Type::bool_();
  // bool < int < float, as Python's dtype inference ranks them.
  auto rank = [](const TypePtr& x) { return x == Type::float_() ? 2 : x == Type::int_() ? 1 : 0; };
  if (!leaf || rank(it) > rank(leaf)) leaf = it;
  return item;
}

/// Gives the rebuilt lists their element types (innermost `leaf`).
void retypeLists(IValue& v, TypePtr leaf, size_t depth) {
  if (!v.isList()) return;
  TypePtr elem = leaf;
  for (size_t i = 1; i < depth; ++i) elem = Type::list(elem);
  v.toList()->elem_type = elem;
  for (IValue& x : v.toList()->items) retypeLists(x, leaf, depth - 1);
}

size_t listDepth(TypePtr t) {
  size_t d = 0;
  for (; t->is(TypeKind::List); t = t->elem()) ++d;
  return d;
}

}  // namespace

SugaredPtr Program::eagerTorchAttribute(Emitter& e, const std::string& name) {
  if (e.mode() != Mode::Eager) return nullptr;
  if (name == "iinfo" || name == "finfo" || name == "broadcast_shapes" || name == "get_default_dtype")
    return std::make_shared<PythonBuiltin>("torch." + name);
  return nullptr;
}

SugaredPtr Program::callEagerTorch(Emitter& e, const std::string& name, std::vector<NamedValue>& args,
                                   const SourceRange& loc) {
  if (name == "torch.iinfo" || name == "torch.finfo") {
    bool is_float = name == "torch.finfo";
    if (args.size() > 1 || (args.size() == 1 && !args[0].name.empty() && args[0].name != "type"))
      e.fail(name + "() takes at most one argument", loc);
    if (args.empty() && !is_float) e.fail("iinfo() missing required argument 'type'", loc);
    Value* d = args.empty() ? eagerDtype(e, e.constant(IValue(int64_t{6}), loc), loc) : args[0].value;
    if (!d->type()->is(TypeKind::Int)) e.fail(name + "(): argument 'type' must be torch.dtype", loc);
    auto info = std::make_shared<DtypeInfoValue>(d, is_float);
    info->field(e, "bits", Type::int_(), loc);  // raises now for a dtype of the wrong kind, as Python does
    return info;
  }
  if (name == "repr" || name == "format") {
    bool repr = name == "repr";
    if (args.size() != (repr ? 1u : 2u) && !(args.size() == 1 && !repr))
      e.fail(name + "() takes " + (repr ? "exactly one argument" : "1 or 2 arguments"), loc);
    for (const NamedValue& a : args)
      if (!a.name.empty()) e.fail(name + "() takes no keyword arguments", a.range);
    Value* spec = args.size() == 2 ? args[1].value : e.constant(IValue(std::string()), loc);
    if (!spec->type()->is(TypeKind::Str)) e.fail("format() argument 2 must be str", args[1].range);
    return std::make_shared<SimpleValue>(emitPythonFormatField(e, args[0].value, spec, repr ? 'r' : 0, loc));
  }
  if (name == "torch.get_default_dtype") {
    if (!args.empty()) e.fail("get_default_dtype() takes no arguments", loc);
    return std::make_shared<SimpleValue>(eagerDtype(e, e.constant(IValue(int64_t{6}), loc), loc));
  }
  if (name == "torch.broadcast_shapes") {
    Node* n = e.insert(primSym("BroadcastShapes"), {}, 1, loc);
    for (const NamedValue& a : args) {
      TypePtr t = a.value->type();
      bool ok = t->is(TypeKind::Int) || (t->is(TypeKind::List) && t->elem()->is(TypeKind::Int));
      if (t->is(TypeKind::Tuple)) {
        ok = true;
        for (const TypePtr& c : t->contained()) ok = ok && c->is(TypeKind::Int);
      }
      if (!a.name.empty() || !ok) e.fail("broadcast_shapes(): expected ints or sequences of ints", a.range);
      n->addInput(a.value);
    }
    return std::make_shared<SimpleValue>(n->output()->setType(Type::list(Type::int_())));
  }
  return nullptr;
}

Value* Program::eagerTorchCall(Emitter& e, Symbol symbol, Value* self, std::vector<NamedValue>& args,
                               const SourceRange& loc) {
  const std::string& op = symbol.unqualString();
  if (op == "nonzero") {
    // nonzero(as_tuple=True) is torch.where(x): one index tensor per dim.
    auto it = std::find_if(args.begin(), args.end(), [](const NamedValue& a) { return a.name == "as_tuple"; });
    if (it == args.end()) return nullptr;
    Node* c = it->value->node();
    if (c->kind() != prim::Constant || !it->value->type()->is(TypeKind::Bool))
      e.fail("nonzero(): as_tuple must be a constant bool here", it->range);
    bool as_tuple = c->i(attr::value) != 0;
    args.erase(it);
    std::vector<NamedValue> all;
    if (self) all.push_back({"", self, loc});
    all.insert(all.end(), args.begin(), args.end());
    if (!as_tuple) return e.emitBuiltinCall(aten("nonzero"), all, loc);
    Value* cols = e.emitBuiltinCall(aten("where"), all, loc);
    Node* n = e.insert(primSym("PythonTupleFromList"), {cols}, 1, loc);
    return n->output()->setType(cols->type());
  }
  if (op == "format" && self && self->type()->is(TypeKind::Str)) {
    // Python's str.format; positional arguments first, then the keywords
    // (their names joined by ',' in attr::name).
    Node* n = e.insert(primSym("PythonStrFormat"), {self}, 1, loc);
    std::string names;
    int64_t positional = 0;
    for (const NamedValue& a : args)
      if (a.name.empty()) {
        n->addInput(a.value);
        ++positional;
      }
    for (const NamedValue& a : args)
      if (!a.name.empty()) {
        n->addInput(a.value);
        names += (names.empty() ? "" : ",") + a.name;
      }
    n->setAttribute(attr::value, positional);
    n->setAttribute(attr::name, names);
    return n->output()->setType(Type::str_());
  }
  if (op == "broadcast_tensors" && !self) {
    // Python passes the tensors as separate arguments.
    bool varargs = args.size() != 1 || args[0].value->type()->is(TypeKind::Tensor);
    if (!varargs) return nullptr;
    std::vector<Value*> items;
    for (const NamedValue& a : args) {
      if (!a.name.empty() || !a.value->type()->is(TypeKind::Tensor))
        e.fail("broadcast_tensors(): expected Tensor arguments", a.range);
      items.push_back(a.value);
    }
    Value* list = e.emitListConstruct(Type::tensor(), items, loc);
    Value* out = e.emitBuiltinCall(symbol, {{"", list, loc}}, loc);
    Node* n = e.insert(primSym("PythonTupleFromList"), {out}, 1, loc);
    return n->output()->setType(out->type());
  }
  if (op == "tensor" && !self && !args.empty() && args[0].name.empty()) {
    TypePtr t = args[0].value->type();
    size_t depth = listDepth(t);
    TypePtr leaf = t;
    while (leaf->is(TypeKind::List)) leaf = leaf->elem();
    // Lists of plain numbers keep aten::tensor's own inference.
    bool numbers = leaf->is(TypeKind::Int) || leaf->is(TypeKind::Float) || leaf->is(TypeKind::Bool) ||
                   leaf->is(TypeKind::Complex);
    if (depth == 0 || numbers) return nullptr;
    Node* n = e.insert(primSym("PythonTensorData"), {args[0].value}, 1, loc);
    args[0].value = n->output()->setType(t);
    return e.emitBuiltinCall(symbol, args, loc);
  }
  return nullptr;
}

Value* Program::emitPythonFormatField(Emitter& e, Value* v, Value* spec, char conversion, const SourceRange& loc) {
  Node* n = e.insert(primSym("PythonFormatField"), {v, spec}, 1, loc);
  n->setAttribute(attr::value, int64_t{conversion});
  return n->output()->setType(Type::str_());
}

SugaredPtr Program::eagerDtypeAttribute(Emitter& e, Value* v, const std::string& name, const SourceRange& loc) {
  // Python ints have none of these, so an int value asked for them is a dtype.
  if (e.mode() != Mode::Eager || !v->type()->is(TypeKind::Int)) return nullptr;
  if (name != "is_floating_point" && name != "is_signed" && name != "is_complex") return nullptr;
  Node* n = e.insert(primSym("DtypeProperty"), {v}, 1, loc);
  n->setAttribute(attr::name, name);
  return std::make_shared<SimpleValue>(n->output()->setType(Type::bool_()));
}

bool eagerTorchNodeKernel(Program&, const Node* n, BoundKernel& out) {
  Symbol k = n->kind();
  if (k == primSym("IntInfo") || k == primSym("FloatInfo")) {
    std::string field = n->s(attr::name);
    bool is_float = k == primSym("FloatInfo");
    out.fn = [field, is_float](Stack& s) {
      int64_t d = s.back().toInt();
      s.back() = is_float ? floatInfo(d, field) : intInfo(d, field);
    };
    return true;
  }
  if (k == primSym("DtypeProperty")) {
    std::string field = n->s(attr::name);
    out.fn = [field](Stack& s) {
      ScalarType t = scalarTypeFromInt(s.back().toInt());
      bool r = field == "is_floating_point" ? isFloatingType(t)
               : field == "is_complex"      ? isComplexType(t)
                                            : isSignedType(t);
      s.back() = IValue(r);
    };
    return true;
  }
  if (k == primSym("BroadcastShapes")) {
    size_t count = n->inputs().size();
    out.fn = [count](Stack& s) {
      IValue r = broadcastShapes(s, count);
      s.push_back(std::move(r));
    };
    return true;
  }
  if (k == primSym("PythonFormatField")) {
    char conversion = static_cast<char>(n->i(attr::value));
    out.fn = [conversion](Stack& s) {
      std::string spec = pop(s).toStr();
      s.back() = IValue(pythonFormatField(s.back(), conversion, spec));
    };
    return true;
  }
  if (k == primSym("PythonStrFormat")) {
    size_t count = n->inputs().size();
    size_t positional = static_cast<size_t>(n->i(attr::value));
    std::vector<std::string> names;
    std::string joined = n->s(attr::name);
    for (size_t b = 0; b < joined.size();) {
      size_t c = std::min(joined.find(',', b), joined.size());
      names.push_back(joined.substr(b, c - b));
      b = c + 1;
    }
    out.fn = [count, positional, names](Stack& s) {
      size_t base = s.size() - count;
      std::vector<IValue> pos(s.begin() + base + 1, s.begin() + base + 1 + positional);
      std::vector<std::pair<std::string, IValue>> kw;
      for (size_t i = 0; i < names.size(); ++i) kw.emplace_back(names[i], s[base + 1 + positional + i]);
      std::string result = pythonStrFormat(s[base].toStr(), pos, kw);
      s.resize(base);
      s.push_back(IValue(std::move(result)));
    };
    return true;
  }
  if (k == primSym("PythonTensorData")) {
    size_t depth = listDepth(n->input(0)->type());
    out.fn = [depth](Stack& s) {
      TypePtr leaf = nullptr;
      IValue data = pythonTensorData(s.back(), leaf);
      retypeLists(data, leaf ? leaf : Type::float_(), depth);
      s.back() = std::move(data);
    };
    return true;
  }
  return false;
}

}  // namespace ts
