// ===--- builtins.cpp - Python builtins, modules and operator sugar -------=== //
// How names like `len`, `math.sqrt`, `torch.jit.annotate` and operators on
// mixed types lower to registry operators and prim nodes.
#include <algorithm>
#include <cmath>

#include "compiler/fork_wait.h"
#include "compiler/iteration.h"
#include "compiler/module_hooks.h"
#include "compiler/program.h"
#include "frontend/parser.h"
#include "runtime/printing.h"

namespace ts {

using namespace ast;

static Symbol aten(const std::string& name) { return Symbol::fromQualString("aten::" + name); }
static Symbol primSym(const std::string& name) { return Symbol::fromQualString("prim::" + name); }

static SugaredPtr simple(Value* v) { return std::make_shared<SimpleValue>(v); }

/// Types whose truth value is "non-empty" when cast with `bool(x)`.
static bool isSized(const TypePtr& t) {
  return t->is(TypeKind::List) || t->is(TypeKind::Str) || t->is(TypeKind::Dict);
}

// Note [N-tuple builtins]: torch.nn.modules.utils._single/_pair/_triple/
// _quadruple are builtins of script code, defined in PyTorch as
// `def _pair(x: BroadcastingList2[int]) -> List[int]: return x` (and the same
// for float): a number repeats into a list of that length, a list passes
// through, a tuple of numbers becomes a list.

/// The length an n-tuple builtin makes (`_pair`: 2), or 0.
static int ntupleLength(const std::string& name) {
  static const std::pair<const char*, int> kNtuples[] = {{"_single", 1}, {"_pair", 2}, {"_triple", 3}, {"_quadruple", 4}};
  std::string last = name.substr(name.rfind('.') + 1);
  for (const auto& [n, len] : kNtuples)
    if (last == n) return len;
  return 0;
}

static Value* emitNtuple(Emitter& e, const std::string& name, int n, std::vector<NamedValue>& args,
                         const SourceRange& loc) {
  std::string fn = name.substr(name.rfind('.') + 1);
  if (args.size() != 1 || (!args[0].name.empty() && args[0].name != "x"))
    e.fail(fn + "() expected exactly 1 argument", loc);
  Value* x = args[0].value;
  TypePtr t = x->type();
  auto number = [](TypePtr u) { return u->is(TypeKind::Int) || u->is(TypeKind::Float); };
  if (number(t)) return e.emitListConstruct(t, std::vector<Value*>(static_cast<size_t>(n), x), loc);
  if (t->is(TypeKind::List) && number(t->elem())) return x;
  if (t->is(TypeKind::Tuple) && !t->contained().empty()) {
    TypePtr elem = t->contained()[0];
    bool same = number(elem);
    for (TypePtr c : t->contained()) same = same && c == elem;
    if (same) return e.emitListConstruct(elem, e.unpackTuple(x, loc), loc);
  }
  e.fail(fn + "() expected an int or float, or a list of them, but found " + t->str(), loc);
}

// ---- modules ---------------------------------------------------------------- //

SugaredPtr Program::moduleAttribute(Emitter& e, const std::string& module, const std::string& name,
                                    const SourceRange& loc) {
  std::string path = module + "." + name;
  if (path == "torch.jit" || path == "torch.nn" || path == "torch.nn.functional" || path == "torch.jit.annotations" ||
      path == "torch.nn.init" || path == "torch.linalg" || path == "torch.random" || path == "torch._VF" ||
      path == "torch.fft" || path == "torch.special" || path == "torch._C" || path == "torch._C._nn" ||
      path == "torch.ops" || path == "torch.ops.aten" || path == "torch.autograd" || path == "torch.sparse" ||
      path == "torch.nn.utils" || path == "torch.nn.utils.rnn")
    return std::make_shared<ModuleValue>(path);
  // torch._VF.name is the aten operator itself (stdlib code that wraps one),
  // as are torch._C._nn.name and torch.ops.aten.name (PyTorch's builtin modules).
  if (module == "torch._VF" || module == "torch._C._nn" || module == "torch.ops.aten")
    return std::make_shared<BuiltinFunction>(aten(name));
  // torch.ops.NS.name of any other operator namespace (quantized, prim ...).
  if (module == "torch.ops") return std::make_shared<ModuleValue>(path);
  if (module.rfind("torch.ops.", 0) == 0)
    return std::make_shared<BuiltinFunction>(Symbol::fromQualString(module.substr(10) + "::" + name));
  if (module == "typing" || module == "typing_extensions") return std::make_shared<ModuleValue>(path);
  if (module == "math") {
    if (name == "pi") return std::make_shared<SimpleValue>(e.constant(IValue(M_PI), loc));
    if (name == "e") return std::make_shared<SimpleValue>(e.constant(IValue(M_E), loc));
    if (name == "tau") return std::make_shared<SimpleValue>(e.constant(IValue(2 * M_PI), loc));
    if (name == "inf") return std::make_shared<SimpleValue>(e.constant(IValue(INFINITY), loc));
    if (name == "nan") return std::make_shared<SimpleValue>(e.constant(IValue(NAN), loc));
    // The functions of math that PyTorch's builtin table leaves out.
    static const char* const kUnsupported[] = {"cbrt", "comb",  "dist",      "exp2", "fsum", "hypot", "isclose", "isqrt",
                                               "lcm",  "log2",  "nextafter", "perm", "prod", "trunc", "ulp"};
    for (const char* u : kUnsupported)
      if (name == u) e.fail("Python builtin <built-in function " + name + "> is currently not supported in Torchscript", loc);
    return std::make_shared<BuiltinFunction>(aten(name));
  }
  if (module == "torch.jit") return std::make_shared<PythonBuiltin>(path);
  if (module == "torch.nn.modules.utils" && ntupleLength(name)) return std::make_shared<PythonBuiltin>(path);
  if (module == "copy" && name == "deepcopy") return std::make_shared<PythonBuiltin>(path);
  if (module == "warnings" && name == "warn") return std::make_shared<BuiltinFunction>(aten("warn"));
  if (module == "torch.nn" && (name == "Parameter" || name == "ModuleList" || name == "Sequential" ||
                               name == "ModuleDict"))
    return std::make_shared<PythonBuiltin>(path);
  if (module == "torch") {
    if (name == "Tensor") return std::make_shared<TypeValue>(Type::tensor());
    if (name == "wait") return std::make_shared<PythonBuiltin>("torch.jit.wait");  // aten::wait, as code prints it
    static const std::pair<const char*, int64_t> dtypes[] = {
        {"uint8", 0}, {"int8", 1}, {"int16", 2}, {"short", 2}, {"int32", 3}, {"int", 3}, {"int64", 4},
        {"long", 4}, {"float16", 5}, {"half", 5}, {"float32", 6}, {"float", 6}, {"float64", 7},
        {"double", 7}, {"complex64", 9}, {"cfloat", 9}, {"complex128", 10}, {"cdouble", 10},
        {"bool", 11}, {"bfloat16", 15}, {"qint8", 12}, {"quint8", 13}, {"qint32", 14}, {"quint4x2", 16}};
    for (auto& [dname, id] : dtypes)
      if (name == dname) return simple(e.constant(IValue(id), loc));
    // Memory formats are ints in script code (c10::MemoryFormat's values).
    static const std::pair<const char*, int64_t> formats[] = {
        {"contiguous_format", 0}, {"preserve_format", 1}, {"channels_last", 2}, {"channels_last_3d", 3}};
    for (auto& [fname, id] : formats)
      if (name == fname) return simple(e.constant(IValue(id), loc));
    static const std::pair<const char*, int64_t> legacy[] = {
        {"ByteTensor", 0}, {"CharTensor", 1}, {"ShortTensor", 2}, {"IntTensor", 3}, {"LongTensor", 4},
        {"HalfTensor", 5}, {"FloatTensor", 6}, {"DoubleTensor", 7}, {"BoolTensor", 11}, {"BFloat16Tensor", 15}};
    for (auto& [lname, id] : legacy)
      if (name == lname) return std::make_shared<LegacyTensorConstructor>(id);
    if (name == "strided") return simple(e.constant(IValue(int64_t{0}), loc));
    if (name == "contiguous_format") return simple(e.constant(IValue(int64_t{0}), loc));
    if (SugaredPtr s = builtinSourceFunction(name)) return s;
    // torch.unique and friends are Python functions of torch.functional;
    // saved code has already called through them, and its `torch` is
    // PyTorch's aten namespace (`torch.tensordot(a, b, dims_a, dims_b)`).
    if (!isImported())
      if (SugaredPtr s = stdlibAttribute("torch.functional", name, e)) return s;
    return std::make_shared<BuiltinFunction>(aten(name));
  }
  if (SugaredPtr s = stdlibAttribute(module, name, e)) return s;
  if (module == "torch.nn.functional") return std::make_shared<BuiltinFunction>(aten(name));
  if (module == "torch.linalg") return std::make_shared<BuiltinFunction>(aten("linalg_" + name));
  if (module == "torch.fft") return std::make_shared<BuiltinFunction>(aten("fft_" + name));
  if (module == "torch.special") return std::make_shared<BuiltinFunction>(aten("special_" + name));
  // PyTorch's builtin table: torch.autograd.grad is aten::grad, .backward aten::backward.
  if (module == "torch.autograd" && (name == "grad" || name == "backward"))
    return std::make_shared<BuiltinFunction>(aten(name));
  if (module == "torch.random") return std::make_shared<BuiltinFunction>(aten(name));  // torch.random.manual_seed
  if (resolver_) {
    Resolved r = resolver_->resolveMember(module, name);
    if (r.kind != Resolved::Kind::Undefined) return resolvedValue(r, e, loc);
  }
  e.fail("unknown attribute '" + name + "' of module '" + module + "'", loc);
}

TypePtr Program::returnTupleType(const FunctionSchema& schema, const std::vector<TypePtr>& types, bool anonymous) {
  // In script code PyTorch types the result as a plain Tuple whose fields
  // still have names (`r.values` works, `.code` shows `Tuple[Tensor, Tensor]`
  // and `(_0, _1)`); Python sees a torch.return_types.max object.
  std::string name = "torch.return_types." + schema.unqualifiedName();
  auto key = std::make_pair(anonymous ? "anonymous " + name : name, types);
  auto it = return_tuples_.find(key);
  if (it != return_tuples_.end()) return it->second;
  std::vector<TypeField> fields;
  for (size_t i = 0; i < types.size(); ++i) fields.push_back({schema.returns[i].name, types[i]});
  TypePtr t = NamedTupleType::create(anonymous ? "" : name, fields);
  return_tuples_[key] = t;
  return t;
}

// ---- builtin calls ----------------------------------------------------------- //


/// `dict(a=1, b=2)` and `dict(mapping_or_pairs, a=1)`: the positional
/// argument as aten::dict makes it, then each keyword as a str key.
Value* Program::emitDictWithKeywords(Emitter& e, std::vector<NamedValue>& args, const SourceRange& loc) {
  std::vector<NamedValue> positional, keywords;
  for (NamedValue& a : args) (a.name.empty() ? positional : keywords).push_back(a);
  if (positional.size() > 1) e.fail("dict expected at most 1 arguments, got " + std::to_string(positional.size()), loc);
  // PyTorch 1.13 merges keywords into a mapping only, not into pairs.
  if (!positional.empty() && !positional[0].value->type()->is(TypeKind::Dict)) e.fail("dict takes no keyword arguments", loc);
  TypePtr value_type = keywords[0].value->type();
  for (const NamedValue& k : keywords) {
    std::optional<TypePtr> joined = unifyTypes(value_type, k.value->type());
    if (!joined) e.fail("Dict values must contain only a single type", k.range);
    value_type = *joined;
  }
  if (positional.empty()) {
    std::vector<Value*> items;
    for (const NamedValue& k : keywords) {
      items.push_back(e.constant(IValue(k.name), k.range));
      items.push_back(k.value);
    }
    return e.insert(prim::DictConstruct, items, 1, loc)->output()->setType(Type::dict(Type::str_(), value_type));
  }
  Value* d = e.emitBuiltinCall(aten("dict"), positional, loc);
  for (const NamedValue& k : keywords)
    e.emitBuiltinCall(aten("_set_item"), {{"", d, loc}, {"", e.constant(IValue(k.name), k.range), k.range}, {"", k.value, k.range}}, loc);
  return d;
}

/// `slice(stop)`, `slice(start, stop[, step])` (PyTorch's SliceValue; the
/// step defaults to 1 as in a `start:stop` subscript, and a None start is 0
/// even with a negative step: `x[slice(None, None, -4)]` is `[x[0]]`).
/// `len(t)` of a tuple: as PyTorch's schema matching, the tuple converts to
/// a list of its items (of their unified type, else Any) for aten::len.
static Value* tupleAsList(Emitter& e, Value* tuple, const SourceRange& loc) {
  std::vector<Value*> items = e.unpackTuple(tuple, loc);
  std::vector<TypePtr> types;
  for (Value* v : items) types.push_back(v->type());
  std::optional<TypePtr> elem = types.empty() ? std::nullopt : unifyTypeList(types);
  return e.emitListConstruct(elem ? *elem : Type::any(), items, loc);
}

static SugaredPtr emitSliceObject(Emitter& e, std::vector<NamedValue>& args, const SourceRange& loc) {
  for (const NamedValue& a : args)
    if (!a.name.empty()) e.fail("Slice does not accept any keyword arguments", loc);
  if (args.empty() || args.size() > 3) e.fail("slice accepts exactly 1, 2 or 3 arguments, got: " +
                                                  std::to_string(args.size()), loc);
  Value* none = e.noneValue(loc);
  Value* lo = args.size() == 1 || args[0].value->type()->is(TypeKind::None) ? e.constant(IValue(int64_t{0}), loc)
                                                                             : args[0].value;
  Value* hi = args.size() == 1 ? args[0].value : args[1].value;
  Value* step = args.size() == 3 ? args[2].value : none;
  if (step->type()->is(TypeKind::None)) step = e.constant(IValue(int64_t{1}), loc);
  return std::make_shared<SliceValue>(lo, hi, step);
}

/// Builtin classes PyTorch cannot compile (`set`, `reversed`, ...): it
/// resolves them as opaque Python callables typed `(Tensor 0, ...) -> Tensor 0`.
static bool isPythonBuiltinClass(const std::string& name) {
  static const char* const names[] = {"set",   "frozenset", "reversed", "map",   "filter",
                                      "bytes", "bytearray", "object",   "type"};
  for (const char* n : names)
    if (name == n) return true;
  return false;
}

/// A call of such a class reports the first argument that is not a Tensor
/// against that signature, as PyTorch's schema matching does.
[[noreturn]] static void failBuiltinClassCall(Emitter& e, const std::string& name, const std::vector<NamedValue>& args,
                                              const SourceRange& loc) {
  std::string sig = name + "(";
  for (size_t i = 0; i < args.size(); ++i) sig += (i ? ", Tensor " : "Tensor ") + std::to_string(i);
  sig += ") -> Tensor 0";
  for (size_t i = 0; i < args.size(); ++i) {
    TypePtr t = args[i].value->type();
    if (!t->is(TypeKind::Tensor))
      e.fail(sig + ":\nExpected a value of type 'Tensor' for argument '" + std::to_string(i) +
                 "' but instead found type '" + t->str() + "'.",
             loc);
  }
  // With Tensor arguments PyTorch calls back into Python; script code here cannot.
  e.fail("Python builtin <class '" + name + "'> is currently not supported in Torchscript", loc);
}

SugaredPtr Program::callBuiltin(Emitter& e, const std::string& name, std::vector<NamedValue>& args,
                                const SourceRange& loc) {
  if (name == "print") {
    for (const NamedValue& a : args)
      if (!a.name.empty()) e.fail("print doesn't accept any keyword arguments", loc);  // PyTorch points at the callee
    Node* n = e.insert(primSym("Print"), {}, 0, loc);
    for (const NamedValue& a : args) n->addInput(a.value);
    return std::make_shared<NoneResultValue>();
  }
  if (name == "slice") return emitSliceObject(e, args, loc);
  if (name == "torch.jit.is_scripting") return simple(e.constant(IValue(true), loc));
  if (isPythonBuiltinClass(name)) failBuiltinClassCall(e, name, args, loc);
  if (name == "torch.jit.is_tracing") return simple(e.constant(IValue(false), loc));
  // PyTorch's builtins that call a class's magic method (`abs` and `hash`
  // do not: abs() fails to match, hash() fails at run time).
  static const std::pair<const char*, const char*> magic_builtins[] = {
      {"len", "__len__"}, {"str", "__str__"}, {"bool", "__bool__"}, {"int", "__int__"}, {"float", "__float__"}};
  if (args.size() == 1 && args[0].value->type()->is(TypeKind::Class)) {
    for (auto& [py, m] : magic_builtins)
      if (name == py)
        if (Value* v = tryEmitMagic(e, m, args[0].value, {}, loc)) return simple(v);
  }
  if (name == "copy.deepcopy") e.fail(name + " is not supported in TorchScript", loc);
  if (name.rfind("torch.nn.", 0) == 0)
    if (SugaredPtr r = callNnBuiltin(e, name, args, loc)) return r;
  if (name == "len" && args.size() == 1)
    if (Value* items = moduleContainerValue(e, args[0].value, loc)) args[0].value = items;
  if (name == "len" && args.size() == 1 && args[0].value->type()->is(TypeKind::Tuple))
    args[0].value = tupleAsList(e, args[0].value, loc);
  if (int n = ntupleLength(name); n && name.rfind("torch.nn.modules.utils.", 0) == 0)
    return simple(emitNtuple(e, name, n, args, loc));
  if (name == "torch.jit._unwrap_optional") return simple(e.emitBuiltinCall(aten("_unwrap_optional"), args, loc));
  if (name == "range") {
    checkRangeArgs(e, args.size(), loc);
    for (size_t i = 0; i < args.size(); ++i) checkRangeArg(e, args[i].value, i, loc);
    Value* start = args.size() == 1 ? e.constant(IValue(int64_t{0}), loc) : args[0].value;
    Value* end = args.size() == 1 ? args[0].value : args[1].value;
    Value* step = args.size() == 3 ? args[2].value : e.constant(IValue(int64_t{1}), loc);
    Node* n = e.insert(primSym("RangeList"), {start, end, step}, 1, loc);
    return simple(n->output()->setType(Type::list(Type::int_())));
  }
  static const std::pair<const char*, const char*> direct[] = {
      {"len", "aten::len"},     {"str", "aten::str"},       {"int", "aten::Int"},       {"float", "aten::Float"},
      {"bool", "aten::Bool"},   {"complex", "aten::Complex"}, {"min", "prim::min"},     {"max", "prim::max"},
      {"abs", "prim::abs"},     {"round", "aten::round"},   {"sum", "aten::sum"},       {"any", "aten::any"},
      {"all", "aten::all"},     {"divmod", "aten::divmod"}, {"ord", "aten::ord"},       {"chr", "aten::chr"},
      {"hex", "aten::hex"},     {"oct", "aten::oct"},       {"bin", "aten::bin"},       {"sorted", "aten::sorted"},
      {"list", "aten::list"},   {"pow", "aten::pow"},       {"hash", "aten::hash"},     {"id", "prim::id"},
      {"dict", "aten::dict"},
  };
  if (name == "dict" && !args.empty() && !args.back().name.empty()) return simple(emitDictWithKeywords(e, args, loc));
  for (auto& [py, op] : direct) {
    if (name == py) {
      if (name == "list" && args.empty()) return simple(e.emitListConstruct(Type::tensor(), {}, loc));
      if (name == "dict" && args.empty()) {
        Node* n = e.insert(prim::DictConstruct, {}, 1, loc);
        n->output()->setType(Type::dict(Type::str_(), Type::tensor()));
        return simple(n->output());
      }
      if (name == "abs" && !args.empty() && args[0].value->type()->is(TypeKind::Tensor))
        return simple(e.emitBuiltinCall(aten("abs"), args, loc));
      if (name == "float" && !args.empty() && args[0].value->type()->is(TypeKind::Float)) return simple(args[0].value);
      if (name == "int" && !args.empty() && args[0].value->type()->is(TypeKind::Int)) return simple(args[0].value);
      if (name == "str" && !args.empty() && args[0].value->type()->is(TypeKind::Str)) return simple(args[0].value);
      if (name == "bool" && !args.empty() && args[0].value->type()->is(TypeKind::Bool)) return simple(args[0].value);
      if (name == "bool" && args.size() == 1 && isSized(args[0].value->type())) {
        // PyTorch's CastValue: a list, str or dict is true when non-empty.
        Value* n = e.emitBuiltinCall(aten("len"), {args[0]}, loc);
        return simple(e.emitBuiltinCall(aten("gt"), {{"", n, loc}, {"", e.constant(IValue(int64_t{0}), loc), loc}}, loc));
      }
      return simple(e.emitBuiltinCall(Symbol::fromQualString(op), args, loc));
    }
  }
  if (name == "tuple") {
    // PyTorch's special form: one argument, unpacked with SimpleValue::asTuple.
    if (args.size() != 1)
      e.fail("tuple expected exactly 1 arguments but found " + std::to_string(args.size()), loc);
    if (Value* items = moduleContainerValue(e, args[0].value, loc)) return simple(items);
    TypePtr t = args[0].value->type();
    if (t->is(TypeKind::Tuple)) return simple(args[0].value);
    if (t->is(TypeKind::List)) e.fail("cannot statically infer the expected size of a list in this context", loc);
    e.fail(t->str() + " cannot be used as a tuple", loc);
  }
  if (name == "enumerate" || name == "zip") {
    // Outside a for loop, zip/enumerate build the list of tuples.
    std::vector<Value*> seqs;
    Value* start = nullptr;
    for (const NamedValue& a : args) {
      if (name == "enumerate" && (!seqs.empty() || a.name == "start")) start = a.value;
      else seqs.push_back(a.value);
    }
    checkIterArgs(e, name, args.size(), loc);
    std::vector<TypePtr> items;
    if (name == "enumerate") items.push_back(Type::int_());
    bool has_tuple = false;
    for (Value* v : seqs) {
      has_tuple = has_tuple || v->type()->is(TypeKind::Tuple);
      if (v->type()->is(TypeKind::List)) items.push_back(v->type()->elem());
      else if (v->type()->is(TypeKind::Str)) items.push_back(Type::str_());
      else if (!v->type()->is(TypeKind::Tuple)) e.fail("'" + v->type()->str() + "' object is not iterable", loc);
    }
    if (has_tuple)
      e.fail("Can not iterate over a module list or tuple with a value that does not have a statically "
             "determinable length",
             loc);
    if (!start) start = e.constant(IValue(int64_t{0}), loc);
    Node* n = e.insert(primSym(name == "zip" ? "Zip" : "Enumerate"), {}, 1, loc);
    if (name == "enumerate") n->addInput(start);
    for (Value* v : seqs) n->addInput(v);
    return simple(n->output()->setType(Type::list(Type::tuple(items))));
  }
  if (isExceptionClassName(name)) return std::make_shared<ExceptionMessageValue>();
  e.fail("Python builtin " + name + " is currently not supported in Torchscript", loc);
}

/// `list(x)`: the aten::list builtin for a list or str (as PyTorch keeps
/// it), else `[_elem for _elem in x]` over anything a for loop iterates
/// (dict keys, tuples unrolled, tensor rows, range/enumerate/zip).
Value* Program::emitListOf(Emitter& e, const Call& call) {
  const SourceRange& loc = call.range;
  const Expr& arg = *call.args[0];
  const Call* inner = arg.as<Call>();
  const Name* fname = inner ? inner->func->as<Name>() : nullptr;
  if (fname && !defs_.count(fname->id) && (fname->id == "range" || fname->id == "enumerate" || fname->id == "zip"))
    return e.emitListFromIterable(arg, loc);
  Value* iterable = e.emitSugared(arg)->asValue(e, arg.range);
  if (iterable->type()->is(TypeKind::List) || iterable->type()->is(TypeKind::Str))
    return e.emitBuiltinCall(aten("list"), {{"", iterable, loc}}, loc);
  return e.emitListFromValue(iterable, loc);
}

/// PyTorch's checkApplyNumInputs for a special form called by its bare name.
void checkApplyNumInputs(Emitter& e, const std::string& name, const Call& call, size_t n) {
  const SourceRange loc = e.treeRange(call);  // Note [Apply ranges]
  if (call.args.size() != n)
    e.fail(name + " expected exactly " + std::to_string(n) + " arguments but found " +
               std::to_string(call.args.size()),
           loc);
  if (!call.keywords.empty()) e.fail(name + " takes no keyword arguments", loc);
}

/// emitHasAttr / SimpleValue::hasAttr (1.13): script objects have attributes;
/// anything else (a NamedTuple too) is an error, not False.
bool Program::emitHasAttr(Emitter& e, Value* obj, const std::string& attr, const SourceRange& loc) {
  if (!obj->type()->is(TypeKind::Class))
    e.fail("hasattr's first argument must be an object, got " + obj->type()->str() + " instead", loc);
  const ClassType* cls = static_cast<const ClassType*>(obj->type());
  ClassInfo* c = classInfo(cls);
  // A script module has the methods scripting compiled (forward, exported
  // ones and what they call); the rest stay Python-only (PyTorch).
  bool method = c && c->method_defs.count(attr) && (!cls->scripted || c->methods.count({static_cast<const Type*>(cls), attr}));
  bool unconvertible = std::any_of(cls->unconvertible.begin(), cls->unconvertible.end(),
                                   [&](const auto& u) { return u.first == attr; });
  return (cls->attributeIndex(attr) >= 0 && !unconvertible) || method;
}

SugaredPtr Program::callWithAst(Emitter& e, const std::string& builtin, const Call& call) {
  const SourceRange& loc = call.range;
  if (import_session_)
    if (SugaredPtr r = callImportBuiltin(e, builtin, call)) return r;
  if (SugaredPtr r = emitForkWait(e, builtin, call)) return r;
  if (builtin == "torch.nn.Sequential" && call.args.size() == 1 && call.args[0]->is<Starred>() &&
      call.keywords.empty()) {
    std::vector<NamedValue> list{{"", e.emitExpr(*call.args[0]->as<Starred>()->value), loc}};
    return callNnBuiltin(e, "torch.nn.Sequential*", list, loc);
  }
  if (builtin == "super") return std::make_shared<NoOpValue>();
  if (builtin == "list" && call.args.size() == 1 && call.keywords.empty() && !call.args[0]->is<Starred>())
    return simple(emitListOf(e, call));
  if (builtin == "torch.jit.annotate") {
    if (call.args.size() != 2) e.fail("torch.jit.annotate expects 2 arguments", loc);
    TypePtr t = e.parseTypeExpr(*call.args[0]);
    Value* v = e.emitExpr(*call.args[1], t);
    if (!v->type()->isSubtypeOf(t) && !v->type()->is(TypeKind::Any)) {
      Value* c = e.tryConvert(v, t, false, loc);
      // PyTorch converts with allow_conversions: a tensor annotated as a number
      // (traced code writes `annotate(number, t)`).
      if (!c) c = convertNumber(e, v, t, loc);
      if (!c) e.fail("Expected an expression of type " + t->str() + " but found " + v->type()->str(), loc);
      v = c;
    }
    if (v->type() != t) {
      Node* n = e.insert(prim::unchecked_cast, {v}, 1, loc);
      v = n->output()->setType(t);
    }
    return simple(v);
  }
  if (builtin == "isinstance" || builtin == "torch.jit.isinstance") {
    checkApplyNumInputs(e, "isinstance", call, 2);
    Value* v = e.emitExpr(*call.args[0]);
    std::vector<TypePtr> types;
    if (const TupleLiteral* t = call.args[1]->as<TupleLiteral>()) {
      for (const ExprPtr& x : t->elts) types.push_back(e.parseTypeExpr(*x));
    } else {
      types.push_back(e.parseTypeExpr(*call.args[1]));
    }
    return simple(emitIsInstance(e, v, types, loc, nullptr, ""));
  }
  if (builtin == "hasattr") {
    checkApplyNumInputs(e, "hasattr", call, 2);
    Value* obj = e.emitExpr(*call.args[0]);
    if (!call.args[1]->is<StringLiteral>()) e.fail("hasattr's second argument must be a string literal", call.args[1]->range);
    bool has = emitHasAttr(e, obj, call.args[1]->as<StringLiteral>()->value, call.args[0]->range);
    return simple(e.constant(IValue(has), call.args[0]->range));
  }
  if (builtin == "getattr") {
    // PyTorch's checkApplyNumInputsRange(apply, 2, 3); the third argument is
    // the default for an attribute the object lacks.
    if (call.args.size() < 2 || call.args.size() > 3)
      e.fail("getattr expected to have number of arguments between 2 and 3 but found " +
                 std::to_string(call.args.size()),
             loc);
    if (!call.args[1]->is<StringLiteral>()) e.fail("getattr's second argument must be a string literal", loc);
    const std::string& attr = call.args[1]->as<StringLiteral>()->value;
    SugaredPtr obj = e.emitSugared(*call.args[0]);
    if (call.args.size() == 3) {
      auto* simple_obj = dynamic_cast<SimpleValue*>(obj.get());
      Value* v = simple_obj ? simple_obj->value : nullptr;
      if (!v || !emitHasAttr(e, v, attr, loc)) {
        if (!v) e.fail("hasattr's first argument must be an object, got " + obj->kind() + " instead", loc);
        return e.emitSugared(*call.args[2]);
      }
    }
    return obj->attr(e, loc, attr);
  }
  if (builtin == "torch.jit.script") {
    if (call.args.size() != 1) e.fail("torch.jit.script expects 1 argument", loc);
    SugaredPtr target = e.emitSugared(*call.args[0]);
    Function* fn = nullptr;
    if (auto* pf = dynamic_cast<PythonFunctionValue*>(target.get())) fn = pf->owner->compileScript(*pf->def);
    if (auto* f = dynamic_cast<FunctionValue*>(target.get())) fn = f->fn;
    // A script class instance is already compiled.
    if (auto* v = dynamic_cast<SimpleValue*>(target.get()); v && v->value->type()->is(TypeKind::Class) &&
                                                            !static_cast<const ClassType*>(v->value->type())->isModule())
      return target;
    if (!fn) e.fail("torch.jit.script of this value is not supported yet", loc);
    return simple(e.constant(IValue(Ref<Function>(fn)), loc));
  }
  return nullptr;
}

SugaredPtr Program::callType(Emitter& e, TypePtr type, std::vector<NamedValue>& args, const SourceRange& loc) {
  e.fail("cannot call type " + type->str(), loc);
}

SugaredPtr Program::callValue(Emitter& e, Value* v, std::vector<NamedValue>& args, const SourceRange& loc) {
  if (v->node()->kind() == prim::Constant) {
    IValue c = valueConstant(v->node());
    if (c.isFunction()) return simple(e.emitFunctionCall(c.toFunction(), args, loc));
  }
  // Note [Calling a module interface]: PyTorch calls an interface-typed
  // submodule read as `self.name` (its module sugar, which a plain `s =
  // self.name` keeps) but not a plain value of the interface type (a
  // parameter, an annotated local from a ModuleDict index): those need
  // `.forward(...)`.
  if (v->type()->is(TypeKind::Interface) && v->node()->kind() == prim::GetAttr)
    return typeAttribute(e, v, "forward", loc)->call(e, loc, args);
  if (v->type()->is(TypeKind::Class)) {
    if (const ModuleHooks* h = moduleHooks(*shared_, v->type())) return simple(emitHookedModuleCall(e, *h, v, args, loc));
    for (const char* m : {"forward", "__call__"})
      if (Value* r = tryEmitMagic(e, m, v, args, loc)) return simple(r);
    // A Sequential whose type has no forward (one made in script code).
    if (Value* r = emitSequentialCall(e, v, args, loc)) return simple(r);
  }
  e.fail("cannot call a value of type '" + v->type()->str() + "'", loc);
}


// ---- operators ---------------------------------------------------------------- //

// Note [Builtin source operators]: PyTorch has no operator for `scalar op
// tensor` nor for `tensor // x`; it defines them by TorchScript source
// (builtin_functions.cpp) and inlines the overload that matches, so `.graph`
// shows `aten::neg` then `aten::add` located in `<string>`, and a failure's
// traceback shows that source. Only argument types that one of those
// overloads takes exactly come here; the rest keep the operator path and
// its error messages.
static Value* emitBuiltinSourceBinary(Emitter& e, Symbol op, std::vector<NamedValue>& args, const SourceRange& loc) {
  const std::string name = op.unqualString();
  TypePtr lt = args[0].value->type(), rt = args[1].value->type();
  auto scalar = [](const TypePtr& t, bool complex_ok) {
    return t->is(TypeKind::Int) || t->is(TypeKind::Float) || (complex_ok && t->is(TypeKind::Complex));
  };
  SugaredPtr fn;
  Program& p = e.program();
  if (rt->is(TypeKind::Tensor) && scalar(lt, true) &&
      (name == "mul" || name == "add" || name == "ne" || name == "eq" || name == "sub" || name == "div"))
    fn = p.builtinSourceOverloads(name, {"torch._builtin_scalar_float", "torch._builtin_scalar_int",
                                         "torch._builtin_scalar_complex"});
  else if (rt->is(TypeKind::Tensor) && scalar(lt, false) &&
           (name == "lt" || name == "le" || name == "gt" || name == "ge"))
    fn = p.builtinSourceOverloads(name, {"torch._builtin_scalar_compare_float", "torch._builtin_scalar_compare_int"});
  else if (name == "floordiv" && lt->is(TypeKind::Tensor) && (rt->is(TypeKind::Tensor) || scalar(rt, true)))
    fn = p.builtinSourceOverloads(name, {"torch._builtin_floordiv_number", "torch._builtin_floordiv_tensor"});
  if (!fn) return nullptr;
  return fn->call(e, loc, args)->asValue(e, loc);
}

Value* Program::emitBinary(Emitter& e, Symbol op, Value* lhs, Value* rhs, const SourceRange& loc) {
  if (op.unqualString() == "remainder" && lhs->type()->is(TypeKind::Str))
    return e.emitBuiltinCall(aten("percentFormat"), {{"", lhs, loc}, {"", rhs, loc}}, loc);
  if (lhs->type()->is(TypeKind::Class)) {
    std::string name = op.unqualString();
    static const std::pair<const char*, const char*> magic[] = {
        // PyTorch's getOperatorOverload: `//` and `@` have no magic method.
        {"add", "__add__"}, {"sub", "__sub__"}, {"mul", "__mul__"}, {"div", "__truediv__"},
        {"remainder", "__mod__"}, {"pow", "__pow__"},
        {"eq", "__eq__"}, {"ne", "__ne__"}, {"lt", "__lt__"}, {"le", "__le__"}, {"gt", "__gt__"},
        {"ge", "__ge__"}, {"__and__", "__and__"}, {"__or__", "__or__"}, {"__xor__", "__xor__"},
        {"__lshift__", "__lshift__"}, {"__rshift__", "__rshift__"}};
    for (auto& [from, to] : magic) {
      if (name != from) continue;
      if (Value* v = tryEmitMagic(e, to, lhs, {{"", rhs, loc}}, loc)) return v;
      // PyTorch looks the magic method up as an attribute of a script
      // class's object, and that lookup fails.
      ClassInfo* c = classInfo(lhs->type());
      if (c && c->def && !c->is_module && !static_cast<const ClassType*>(lhs->type())->isModule())
        e.fail("object has no attribute or method '" + std::string(to) +
                   "'. Did you forget to initialize an attribute in __init__()?",
               loc);
    }
  }
  if (lhs->type()->is(TypeKind::Tuple) && rhs->type()->is(TypeKind::Tuple) &&
      (op.unqualString() == "eq" || op.unqualString() == "ne")) {
    // Tuples compare element by element.
    std::vector<Value*> l = e.unpackTuple(lhs, loc), r = e.unpackTuple(rhs, loc);
    Value* acc = e.constant(IValue(l.size() == r.size()), loc);
    for (size_t i = 0; i < l.size() && i < r.size(); ++i) {
      Value* eq = e.toBool(emitBinary(e, aten("eq"), l[i], r[i], loc), loc);
      acc = e.emitBuiltinCall(aten("__and__"), {{"", acc, loc}, {"", eq, loc}}, loc);
    }
    if (op.unqualString() == "ne") acc = e.emitBuiltinCall(aten("__not__"), {{"", acc, loc}}, loc);
    return acc;
  }
  if (lhs->type()->is(TypeKind::Tuple) && rhs->type()->is(TypeKind::Tuple) && op.unqualString() == "add") {
    std::vector<Value*> items = e.unpackTuple(lhs, loc);
    for (Value* x : e.unpackTuple(rhs, loc)) items.push_back(x);
    return e.emitTupleConstruct(items, loc);
  }
  std::vector<NamedValue> args{{"", lhs, loc}, {"", rhs, loc}};
  if (Value* v = emitBuiltinSourceBinary(e, op, args, loc)) return v;
  // `scalar // t` stays aten::floordiv: PyTorch converts t to a number.
  if (op.unqualString() == "floordiv" && lhs->type()->is(TypeKind::Tensor)) op = aten("floor_divide");
  std::string failure;
  bool rhs_tensor = rhs->type()->is(TypeKind::Tensor) && lhs->type()->isSubtypeOf(Type::number());
  if (!rhs_tensor)
    if (Value* v = e.tryEmitBuiltinCall(op, args, loc, &failure)) return v;
  if (rhs_tensor) {
    // `scalar op tensor`: PyTorch rewrites through the tensor-first overloads.
    std::string name = op.unqualString();
    std::vector<NamedValue> swapped{{"", rhs, loc}, {"", lhs, loc}};
    static const std::pair<const char*, const char*> flips[] = {{"add", "add"}, {"mul", "mul"}, {"eq", "eq"},
                                                               {"ne", "ne"},   {"lt", "gt"},   {"gt", "lt"},
                                                               {"le", "ge"},   {"ge", "le"},   {"__and__", "__and__"},
                                                               {"__or__", "__or__"}, {"__xor__", "__xor__"}};
    for (auto& [from, to] : flips)
      if (name == from) return e.emitBuiltinCall(aten(to), swapped, loc);
    if (name == "sub") {
      Value* neg = e.emitBuiltinCall(aten("neg"), {{"", rhs, loc}}, loc);
      return e.emitBuiltinCall(aten("add"), {{"", neg, loc}, {"", lhs, loc}}, loc);
    }
    if (name == "div") {
      Value* rec = e.emitBuiltinCall(aten("reciprocal"), {{"", rhs, loc}}, loc);
      return e.emitBuiltinCall(aten("mul"), {{"", rec, loc}, {"", lhs, loc}}, loc);
    }
    if (Value* v = e.tryEmitBuiltinCall(op, args, loc, &failure)) return v;
  }
  e.fail(failure, loc);
}

Value* Program::emitInplaceOp(Emitter& e, BinOpKind op, Value* lhs, Value* rhs, const SourceRange& loc) {
  // As PyTorch's getAugOp, a list takes the in-place op as a tensor does
  // (`x += y` is aten::add_.t, `x *= 2` aten::mul_.t).
  static const std::pair<BinOpKind, const char*> names[] = {
      {BinOpKind::Add, "add_"}, {BinOpKind::Sub, "sub_"}, {BinOpKind::Mul, "mul_"}, {BinOpKind::Div, "div_"},
      {BinOpKind::Mod, "remainder_"}, {BinOpKind::Pow, "pow_"}, {BinOpKind::BitAnd, "__iand__"},
      {BinOpKind::BitOr, "__ior__"}, {BinOpKind::BitXor, "__ixor__"}, {BinOpKind::LShift, "__ilshift__"},
      {BinOpKind::RShift, "__irshift__"}};
  for (auto& [k, n] : names)
    if (k == op) return e.emitBuiltinCall(aten(n), {{"", lhs, loc}, {"", rhs, loc}}, loc);
  e.fail("unsupported augmented assignment", loc);
}



Value* Program::emitTupleSlice(Emitter& e, Value* base, Value* lo, Value* hi, Value* step, const SourceRange& loc) {
  auto constInt = [&](Value* v, int64_t dflt) -> int64_t {
    if (v->type()->is(TypeKind::None)) return dflt;
    if (v->node()->kind() != prim::Constant || !v->type()->is(TypeKind::Int))
      e.fail("tuple slice indices must be integer constants", loc);
    return v->node()->i(attr::value);
  };
  int64_t size = static_cast<int64_t>(base->type()->contained().size());
  int64_t st = constInt(step, 1);
  if (st == 0) e.fail("slice step cannot be zero", loc);
  int64_t b = constInt(lo, st > 0 ? 0 : size - 1);
  int64_t en = constInt(hi, st > 0 ? size : -size - 1);
  auto clamp = [&](int64_t i, bool is_end) {
    if (i < 0) i += size;
    if (st > 0) return std::min(std::max<int64_t>(i, 0), size);
    return std::min(std::max<int64_t>(i, -1), size - 1);
    (void)is_end;
  };
  b = clamp(b, false);
  en = clamp(en, true);
  std::vector<Value*> items = e.unpackTuple(base, loc);
  std::vector<Value*> out;
  for (int64_t i = b; st > 0 ? i < en : i > en; i += st) out.push_back(items[i]);
  return e.emitTupleConstruct(out, loc);
}

// ---- isinstance ----------------------------------------------------------------- //

Value* Program::emitIsInstance(Emitter& e, Value* v, const std::vector<TypePtr>& types, const SourceRange& loc,
                               Refinements* refinements, const std::string& var) {
  TypePtr vt = v->type();
  std::vector<TypePtr> members;
  if (vt->is(TypeKind::Union) || vt->is(TypeKind::Optional)) {
    if (vt->is(TypeKind::Optional)) members = {vt->elem(), Type::none()};
    else members = vt->contained();
  } else {
    members = {vt};
  }
  std::vector<TypePtr> matching, rest;
  if (vt->is(TypeKind::Any)) {
    matching = types;
    rest = {vt};
  }
  for (TypePtr m : vt->is(TypeKind::Any) ? std::vector<TypePtr>{} : members) {
    bool hit = false;
    for (TypePtr t : types) hit = hit || m->isSubtypeOf(t);
    (hit ? matching : rest).push_back(m);
  }
  if (!var.empty() && refinements) {
    if (!matching.empty()) refinements->when_true[var] = Type::union_(matching);
    if (!rest.empty()) refinements->when_false[var] = Type::union_(rest);
  }
  if (rest.empty()) return e.constant(IValue(true), loc);
  if (matching.empty() && !vt->is(TypeKind::Any)) return e.constant(IValue(false), loc);
  Node* n = e.insert(prim::isinstance, {v}, 1, loc);
  std::vector<std::string> names;
  n->setAttribute(attr::types, Type::union_(types));
  n->output()->setType(Type::bool_());
  return n->output();
}

// ---- exceptions ----------------------------------------------------------------------- //

static const std::pair<const char*, ErrorKind> kExceptionKinds[] = {
      {"ValueError", ErrorKind::ValueError},     {"RuntimeError", ErrorKind::RuntimeError},
      {"AssertionError", ErrorKind::AssertionError}, {"KeyError", ErrorKind::KeyError},
      {"IndexError", ErrorKind::IndexError},     {"TypeError", ErrorKind::TypeError},
      {"Exception", ErrorKind::Exception},       {"ZeroDivisionError", ErrorKind::ZeroDivisionError},
      {"NotImplementedError", ErrorKind::NotImplementedError}, {"AttributeError", ErrorKind::AttributeError},
      {"StopIteration", ErrorKind::StopIteration}, {"OverflowError", ErrorKind::OverflowError}};

bool isExceptionClassName(const std::string& name) {
  for (auto& [n, kind] : kExceptionKinds)
    if (name == n) return true;
  return false;
}

std::pair<Value*, ErrorKind> Program::exceptionInfo(const Expr& exc, Emitter& e) {
  const Expr* callee = &exc;
  const Call* call = exc.as<Call>();
  if (call) callee = call->func.get();
  ErrorKind kind = ErrorKind::Exception;
  if (const Name* n = callee->as<Name>()) {
    bool found = false;
    for (auto& [name, k] : kExceptionKinds)
      if (n->id == name) {
        kind = k;
        found = true;
      }
    if (!found) e.fail("undefined value " + n->id, callee->range);
  }
  Value* msg;
  if (call && !call->args.empty()) {
    msg = e.emitExpr(*call->args[0]);
    if (!msg->type()->is(TypeKind::Str)) msg = e.emitBuiltinCall(aten("str"), {{"", msg, exc.range}}, exc.range);
  } else {
    msg = e.constant(IValue(std::string("")), exc.range);
  }
  return {msg, kind};
}

// ---- defaults and conversions ----------------------------------------------------------- //

SchemaDefault Program::evalDefault(const Expr& x, TypePtr type, Emitter& e) {
  if (const IntLiteral* i = x.as<IntLiteral>()) {
    if (type->is(TypeKind::Float)) return static_cast<double>(i->value);
    return i->value;
  }
  if (const FloatLiteral* f = x.as<FloatLiteral>()) return f->value;
  if (const BoolLiteral* b = x.as<BoolLiteral>()) return b->value;
  if (const StringLiteral* s = x.as<StringLiteral>()) return s->value;
  if (x.is<NoneLiteral>()) return NoneDefault{};
  if (const UnaryOp* u = x.as<UnaryOp>(); u && u->op == UnaryOpKind::Neg) {
    SchemaDefault inner = evalDefault(*u->operand, type, e);
    if (auto* i = std::get_if<int64_t>(&inner)) return -*i;
    if (auto* d = std::get_if<double>(&inner)) return -*d;
  }
  if (const ListLiteral* l = x.as<ListLiteral>()) return evalListDefault(*l, type, e);
  if (const TupleLiteral* t = x.as<TupleLiteral>()) return evalTupleDefault(*t, type, e);
  // Python evaluated the default when the def ran: a global constant's value.
  if (const Name* n = x.as<Name>(); n && resolver_) {
    Resolved r = resolver_->resolve(n->id);
    const IValue& v = r.constant;
    if ((r.kind == Resolved::Kind::Constant || r.kind == Resolved::Kind::Unsupported) && !v.isTuple()) {
      if (v.isBool()) return v.toBool();
      if (v.isInt()) return type->is(TypeKind::Float) ? SchemaDefault(static_cast<double>(v.toInt())) : v.toInt();
      if (v.isDouble()) return v.toDouble();
      if (v.isStr()) return v.toStr();
      if (v.isNone() && r.kind == Resolved::Kind::Constant) return NoneDefault{};
    }
  }
  // An enum member, as PyTorch's code printer writes an Enum-typed default
  // (`interpolation: __torch__.M.Mode=__torch__.M.Mode.BILINEAR`).
  if (x.is<ast::Attribute>() && type->is(TypeKind::Enum)) {
    Value* v = e.emitExpr(x);
    if (v->node()->kind() == prim::Constant) {
      IValue c = valueConstant(v->node());
      if (c.isEnum()) return makeValueDefault(c, scriptStr(c));
    }
  }
  e.fail("default arguments must be constants", x.range);
}

/// Whether a default is spelled by literals alone (`1`, `-2.5`, `"s"`,
/// `None`, `[1, 2]`): those the compiler evaluates itself.
static bool isLiteralDefault(const Expr& x) {
  if (x.is<IntLiteral>() || x.is<FloatLiteral>() || x.is<BoolLiteral>() || x.is<StringLiteral>() ||
      x.is<NoneLiteral>())
    return true;
  if (const UnaryOp* u = x.as<UnaryOp>()) return u->op == UnaryOpKind::Neg && isLiteralDefault(*u->operand);
  if (const ListLiteral* l = x.as<ListLiteral>())
    return std::all_of(l->elts.begin(), l->elts.end(), [](const ExprPtr& i) { return isLiteralDefault(*i); });
  return false;
}

/// Whether literal default `d` converts to `type` as PyTorch's toIValue
/// would (a float is no int; None needs an Optional).
static bool literalFits(const SchemaDefault& d, TypePtr type) {
  if (type->is(TypeKind::Optional) || type->is(TypeKind::Any)) return true;
  if (std::holds_alternative<NoneDefault>(d)) return type->canHoldNone() || type->is(TypeKind::None);
  if (std::holds_alternative<double>(d)) return !type->is(TypeKind::Int) && !type->is(TypeKind::Bool);
  return true;
}

SchemaDefault Program::paramDefault(const FunctionDef& def, size_t index, TypePtr type, Emitter& e) {
  const ast::Param& p = def.params[index];
  auto mismatch = [&] {
    e.fail("Expected a default value of type " + type->str() + " on parameter \"" + p.name + "\".", def.range);
  };
  if (resolver_ && !isLiteralDefault(*p.default_value)) {
    LiveDefault live;
    if (resolver_->liveDefault(def, index, type, live)) {
      if (!live.mutable_class.empty()) e.failMutableDefault(def, p, live.mutable_class);
      if (!live.fits) mismatch();
      const IValue& v = live.value;
      if (v.isNone()) return NoneDefault{};
      if (v.isBool()) return v.toBool();
      if (v.isInt()) return v.toInt();
      if (v.isDouble()) return v.toDouble();
      if (v.isStr()) return v.toStr();
      return makeValueDefault(v, scriptStr(v));
    }
  }
  SchemaDefault d = evalDefault(*p.default_value, type, e);
  if (!literalFits(d, type)) mismatch();
  return d;
}

/// `padding: List[int]=[0, 0]` (as PyTorch's code printer writes list
/// defaults): a list of int, float or bool literals, typed by the annotation.
SchemaDefault Program::evalListDefault(const ListLiteral& l, TypePtr type, Emitter& e) {
  if (type->is(TypeKind::Optional)) type = type->elem();
  TypePtr elem = type->is(TypeKind::List) ? type->elem() : Type::int_();
  std::vector<int64_t> ints;
  std::vector<double> floats;
  std::vector<bool> bools;
  for (const ExprPtr& item : l.elts) {
    SchemaDefault d = evalDefault(*item, elem, e);
    if (auto* i = std::get_if<int64_t>(&d); i && !elem->is(TypeKind::Float)) ints.push_back(*i);
    else if (auto* f = std::get_if<double>(&d)) floats.push_back(*f);
    else if (auto* b = std::get_if<bool>(&d)) bools.push_back(*b);
    else e.fail("default arguments must be constants", item->range);
  }
  if (elem->is(TypeKind::Float)) return floats;
  if (elem->is(TypeKind::Bool)) return bools;
  if (ints.size() != l.elts.size()) e.fail("default arguments must be constants", l.range);
  return ints;
}

/// `stride: Tuple[int, int]=(1, 1)` (torchvision's deform_conv2d, as
/// PyTorch's code printer writes tuple defaults): a tuple of scalar literals.
SchemaDefault Program::evalTupleDefault(const TupleLiteral& t, TypePtr type, Emitter& e) {
  if (type->is(TypeKind::Optional)) type = type->elem();
  const bool typed = type->is(TypeKind::Tuple) && type->contained().size() == t.elts.size();
  std::vector<IValue> items;
  for (size_t i = 0; i < t.elts.size(); ++i) {
    SchemaDefault d = evalDefault(*t.elts[i], typed ? type->contained()[i] : Type::any(), e);
    if (auto* n = std::get_if<int64_t>(&d)) items.emplace_back(*n);
    else if (auto* f = std::get_if<double>(&d)) items.emplace_back(*f);
    else if (auto* b = std::get_if<bool>(&d)) items.emplace_back(*b);
    else if (auto* s = std::get_if<std::string>(&d)) items.emplace_back(*s);
    else if (std::holds_alternative<NoneDefault>(d)) items.emplace_back();
    else e.fail("default arguments must be constants", t.elts[i]->range);
  }
  IValue v = makeTuple(std::move(items));
  return makeValueDefault(v, scriptStr(v));
}

Value* Program::defaultValue(Emitter& e, const SchemaDefault& d, TypePtr type, const SourceRange& loc) {
  struct V {
    Emitter& e;
    TypePtr type;
    const SourceRange& loc;
    Value* operator()(NoneDefault) const { return e.noneValue(loc); }
    Value* operator()(const OpaqueDefault& d) const { return e.constant(valueDefault(d), loc); }
    Value* operator()(int64_t i) const {
      if (type->is(TypeKind::Float) || (type->is(TypeKind::Optional) && type->elem()->is(TypeKind::Float)))
        return e.constant(IValue(static_cast<double>(i)), loc);
      return e.constant(IValue(i), loc);
    }
    Value* operator()(double x) const { return e.constant(IValue(x), loc); }
    Value* operator()(bool b) const { return e.constant(IValue(b), loc); }
    Value* operator()(const std::string& s) const { return e.constant(IValue(s), loc); }
    Value* operator()(const std::vector<int64_t>& v) const {
      std::vector<Value*> items;
      for (int64_t i : v) items.push_back(e.constant(IValue(i), loc));
      TypePtr elem = type->is(TypeKind::List) ? type->elem() : Type::int_();
      if (type->is(TypeKind::Optional) && type->elem()->is(TypeKind::List)) elem = type->elem()->elem();
      return e.emitListConstruct(elem, items, loc);
    }
    Value* operator()(const std::vector<double>& v) const {
      std::vector<Value*> items;
      for (double x : v) items.push_back(e.constant(IValue(x), loc));
      return e.emitListConstruct(Type::float_(), items, loc);
    }
    Value* operator()(const std::vector<bool>& v) const {
      std::vector<Value*> items;
      for (bool x : v) items.push_back(e.constant(IValue(x), loc));
      return e.emitListConstruct(Type::bool_(), items, loc);
    }
  };
  return std::visit(V{e, type, loc}, d);
}

/// PyTorch's token name (kindToString) for an expression that cannot be a
/// type: "Expression of type dots cannot be used in a type expression".
static const char* typeExpressionKindName(const Expr& x) {
  switch (x.kind) {
    case ExprKind::EllipsisLiteral: return "dots";
    case ExprKind::IntLiteral:
    case ExprKind::FloatLiteral:
    case ExprKind::ImagLiteral: return "const";
    case ExprKind::BoolLiteral: return x.as<BoolLiteral>()->value ? "True" : "False";
    case ExprKind::ListLiteral: return "list-literal";
    case ExprKind::TupleLiteral: return "tuple-literal";
    case ExprKind::DictLiteral: return "dict-literal";
    case ExprKind::IfExp: return "if";
    case ExprKind::Call: return "apply";
    case ExprKind::Starred: return "starred";
    case ExprKind::ListComp: return "list comprehension";
    case ExprKind::DictComp: return "dict comprehension";
    case ExprKind::BinOp: return binOpSymbol(x.as<BinOp>()->op);
    case ExprKind::BoolOp: return boolOpSymbol(x.as<BoolOp>()->op);
    case ExprKind::UnaryOp: {
      UnaryOpKind op = x.as<UnaryOp>()->op;
      return op == UnaryOpKind::Neg ? "unary minus" : unaryOpSymbol(op);
    }
    case ExprKind::Compare: {
      const Compare& c = *x.as<Compare>();
      return c.ops.size() == 1 ? cmpOpSymbol(c.ops[0]) : nullptr;
    }
    default: return nullptr;
  }
}

Value* Program::convertNumber(Emitter& e, Value* v, TypePtr type, const SourceRange& loc) {
  // PyTorch's tryConvertToType with allow_conversions: a tensor converts
  // through the *Implicit ops (which insist on a 0-dim tensor), a number
  // through Float/Int.
  TypePtr vt = v->type();
  const char* op = nullptr;
  if (vt->is(TypeKind::Tensor)) {
    op = type->is(TypeKind::Float)     ? "FloatImplicit"
         : type->is(TypeKind::Complex) ? "ComplexImplicit"
         : type->is(TypeKind::Int)     ? "IntImplicit"
         : type->is(TypeKind::Number)  ? "ScalarImplicit"
                                       : nullptr;
  } else if (vt->is(TypeKind::Number)) {
    op = type->is(TypeKind::Float) ? "Float" : type->is(TypeKind::Int) ? "Int" : nullptr;
  }
  return op ? e.emitBuiltinCall(aten(op), {{"", v, loc}}, loc) : nullptr;
}

// ---- type annotations ----------------------------------------------------------------- //

TypePtr Emitter::parseTypeExpr(const Expr& e) { return program_.resolveTypeName(e, *this); }

namespace {

/// N of torch.nn.common_types' `_size_N_t` written as a bare name: PyTorch's
/// ScriptTypeParser reads it as BroadcastingListN[int] (its Python value is a
/// Union, which script could not index).
std::optional<int> sizeAliasLength(const ast::Expr& annotation) {
  const auto* n = annotation.as<ast::Name>();
  if (!n || n->id.size() != 9 || n->id.rfind("_size_", 0) != 0 || n->id.compare(7, 2, "_t") != 0) return std::nullopt;
  char digit = n->id[6];
  if (digit < '0' || digit > '9') return std::nullopt;
  return digit - '0';
}

}  // namespace

TypePtr Program::resolveTypeName(const Expr& x, Emitter& em) {
  auto simpleName = [&](const std::string& n) -> TypePtr {
    if (n == "int") return Type::int_();
    if (n == "float") return Type::float_();
    if (n == "bool") return Type::bool_();
    if (n == "str") return Type::str_();
    if (n == "complex") return Type::complex();
    if (n == "None" || n == "NoneType") return Type::none();
    if (n == "Tensor") return Type::tensor();
    if (n == "Any") return Type::any();
    // The printer writes `annotate(number, x)` for traced Scalars (sizes fed to factories).
    // PyTorch's builtin source (`floordiv(self : Tensor, other : number)`) names it too.
    if (n == "number" && (import_session_ || isBuiltinSource())) return Type::number();
    if (n == "device") return Type::device();
    if (n == "dtype" || n == "layout" || n == "memory_format") return Type::int_();
    return nullptr;
  };
  auto dottedName = [&](const Expr& e) -> std::string {
    if (const Name* n = e.as<Name>()) {
      std::string path = importPath(n->id);
      return path.empty() ? n->id : path;
    }
    std::string s;
    const Expr* cur = &e;
    while (const ast::Attribute* a = cur->as<ast::Attribute>()) {
      s = "." + a->attr + s;
      cur = a->value.get();
    }
    if (const Name* n = cur->as<Name>()) {
      std::string path = importPath(n->id);
      return (path.empty() ? n->id : path) + s;
    }
    return "";
  };
  if (x.is<NoneLiteral>()) return Type::none();
  if (const StringLiteral* s = x.as<StringLiteral>()) {
    // PyTorch resolves a string annotation through the Python resolver
    // (_jit_internal's parseExpr), which answers None for any name it cannot
    // find and any subscript typing rejects (`List[int, int]`): that is
    // "Unknown type name" at the literal. A bare container still fails in
    // try_ann_to_type with its own message.
    try {
      ExprPtr parsed = parseExpression(Source::make("", s->value));
      return resolveTypeName(*parsed, em);
    } catch (const Error& err) {
      if (std::string(err.what()).rfind("Attempted to use", 0) == 0) throw;
    }
    em.fail("Unknown type name '" + s->value + "'", x.range);
  }
  if (x.is<Name>() || x.is<ast::Attribute>()) {
    if (sizeAliasLength(x)) return Type::list(Type::int_());
    std::string name = dottedName(x);
    std::string last = name.substr(name.rfind('.') + 1);
    // A Parameter is a Tensor to the type system.
    if (name == "torch.Tensor" || (name == "Tensor" && !importPath("Tensor").empty()) || name == "torch.nn.Parameter")
      return Type::tensor();
    if (name == "torch.device") return Type::device();
    if (name == "list") return Type::anyList();
    if (ClassInfo* c = classNamed(name)) {
      if (c->tuple_type) return c->tuple_type;
      if (c->enum_type) return c->enum_type;
      if (c->interface_type) return c->interface_type;
      return c->type;
    }
    if (auto t = functional_tuples_.find(name); t != functional_tuples_.end()) return t->second->tuple_type;
    if (import_session_)
      if (TypePtr t = resolveImportedType(name)) return t;
    if (name == "tuple") return Type::anyTuple();
    if (name == "torch.dtype") return Type::int_();
    if (name.find('.') == std::string::npos || name.rfind("typing.", 0) == 0 || name.rfind("builtins.", 0) == 0) {
      if (TypePtr t = simpleName(last)) return t;
    }
    // A bare typing container is an error (a Python-level one, without a
    // source location), as _jit_internal's is_list & co. make it.
    if (name == "typing.Dict" || (in_type_comment_ && name == "Dict"))
      throw Error("Attempted to use Dict without contained types. Please add contained type, e.g. Dict[int, int]");
    if (name == "typing.List" || name == "typing.Tuple" || name == "typing.Optional" ||
        (in_type_comment_ && (name == "List" || name == "Tuple" || name == "Optional")))
      throw Error("Attempted to use " + last + " without a contained type. Please add a contained type, e.g. " + last +
                  "[int]");
    if (name == "torch.jit.Future" || name == "torch.futures.Future" || (name == "Future" && !importPath("Future").empty()))
      throw Error("Attempted to use Future without a contained type. Please add a contained type, e.g. Future[int]");
    if (last == "List" || last == "list") return Type::list(Type::tensor());
    if (last == "Dict" || last == "dict") return Type::dict(Type::str_(), Type::tensor());
    if (const Name* n = x.as<Name>(); n && (n->id == "Tuple" || n->id == "List" || n->id == "Dict" ||
                                           n->id == "Optional" || n->id == "Union"))
      em.fail("name '" + n->id + "' is not defined", x.range);
    // Named as written (`Final`, not the imported `typing_extensions.Final`).
    std::string written;
    for (const Expr* cur = &x; cur;) {
      if (const ast::Attribute* a = cur->as<ast::Attribute>()) {
        written = "." + a->attr + written;
        cur = a->value.get();
      } else {
        if (const Name* n = cur->as<Name>()) written = n->id + written;
        cur = nullptr;
      }
    }
    em.fail("Unknown type name '" + written + "'", x.range);
  }
  if (const Subscript* s = x.as<Subscript>()) {
    if (broadcastingListLength(x) && s->indices.size() == 1) return Type::list(resolveTypeName(*s->indices[0], em));
    std::string ctor = dottedName(*s->value);
    if (ctor.empty()) em.fail("Subscripted type must be a type identifier", s->value->range);
    std::string last = ctor.substr(ctor.rfind('.') + 1);
    // PyTorch's ScriptTypeParser knows typing's constructors by name: an
    // annotation in a body (`torch.jit.annotate(List[Future[int]], ...)`)
    // needs no import. A signature's annotations are evaluated by the Python
    // level first, which raises the NameError of a missing import there.
    static const char* kTypingNames[] = {"Tuple", "List", "Dict", "Optional", "Union", "Future"};
    const Name* n = s->value->as<Name>();
    bool typing_name = n && std::any_of(std::begin(kTypingNames), std::end(kTypingNames),
                                        [&](const char* c) { return n->id == c; });
    if (n && !typing_name && importPath(n->id).empty() && n->id != "list" && n->id != "dict" && n->id != "tuple")
      em.fail("name '" + n->id + "' is not defined", s->value->range);
    std::vector<TypePtr> args;
    for (const ExprPtr& i : s->indices) {
      if (const TupleLiteral* t = i->as<TupleLiteral>(); t && (last == "Tuple" || last == "tuple")) {
        if (!t->elts.empty()) em.fail("Tuple literal in Tuple type annotation must not have any elements!", t->range);
        continue;  // Tuple[()]
      }
      args.push_back(resolveTypeName(*i, em));
    }
    auto want = [&](size_t n) {
      if (args.size() != n) em.fail(last + " expects " + std::to_string(n) + " type arguments", x.range);
    };
    if (last == "List" || last == "list") return want(1), Type::list(args[0]);
    if (last == "Optional") return want(1), Type::optional(args[0]);
    if (last == "Tuple" || last == "tuple") return Type::tuple(args);
    if (last == "Union") return Type::union_(args);
    if (last == "Future") return want(1), Type::future(args[0]);
    if (last == "Dict" || last == "dict") {
      want(2);
      if (!isValidDictKey(args[0]) && !args[0]->is(TypeKind::Any))
        // DictType's own check (raised by PyTorch's Python annotation code,
        // so without a source location).
        throw Error("Cannot create dict for key type '" + args[0]->schemaStr() +
                        "', only int, float, complex, Tensor, device and string keys are supported",
                    ErrorKind::RuntimeError);
      return Type::dict(args[0], args[1]);
    }
    em.fail("Unknown type constructor " + last, x.range);
  }
  if (const char* kind = typeExpressionKindName(x))
    em.fail(std::string("Expression of type ") + kind + " cannot be used in a type expression", x.range);
  em.fail("Unknown type annotation", x.range);
}

std::optional<int> broadcastingListLength(const ast::Expr& annotation) {
  if (std::optional<int> n = sizeAliasLength(annotation)) return n;
  const auto* s = annotation.as<ast::Subscript>();
  if (!s) return std::nullopt;
  const ast::Expr& ctor = *s->value;
  std::string name = ctor.is<ast::Name>() ? ctor.as<ast::Name>()->id
                     : ctor.is<ast::Attribute>() ? ctor.as<ast::Attribute>()->attr
                                                 : "";
  // torch._jit_internal defines BroadcastingList1 to BroadcastingList6.
  const std::string prefix = "BroadcastingList";
  if (name.size() != prefix.size() + 1 || name.rfind(prefix, 0) != 0) return std::nullopt;
  char n = name.back();
  if (n < '1' || n > '6') return std::nullopt;
  return n - '0';
}

}  // namespace ts
