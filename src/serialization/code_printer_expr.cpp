// ===--- code_printer_expr.cpp - the expression half of `.code` -----------=== //
// How one node prints as an expression: operator calls as `torch.add(x, y)`
// without trailing default arguments, Python syntax for the prim nodes
// (`x[i]`, `(t)[0]`, `[a, b]`, `obj.attr`, `(self).forward(x, )`), and
// constants in c10's IValue repr.
#include <algorithm>
#include <cctype>
#include <cstdio>

#include "compiler/module_hooks.h"
#include "compiler/raise_kind.h"
#include "ops/registry.h"
#include "runtime/value_constant.h"
#include "serialization/code_printer_impl.h"
#include "serialization/type_annotation.h"
#include "support/float_format.h"
#include "tensor/ops_binary.h"
#include "support/py_string.h"
#include "tensor/tensor.h"

namespace ts {

namespace {

Symbol sym(const char* s) { return Symbol::fromQualString(s); }

bool isIdentifier(const std::string& s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

bool isAscii(const std::string& s) {
  for (char c : s) {
    if (static_cast<unsigned char>(c) > 0x7f) return false;
  }
  return true;
}

/// Element types a list or dict literal cannot recover from its members
/// need an `annotate(...)` around the literal.
bool inferableFromMembers(TypePtr t) {
  switch (t->kind()) {
    case TypeKind::Union: case TypeKind::Optional: case TypeKind::Number:
    case TypeKind::Interface: case TypeKind::Any:
      return false;
    default:
      return true;
  }
}

IValue schemaDefaultValue(const SchemaDefault& d) {
  struct V {
    IValue operator()(NoneDefault) const { return IValue(); }
    IValue operator()(const OpaqueDefault& d) const { return valueDefault(d); }
    IValue operator()(int64_t v) const { return IValue(v); }
    IValue operator()(double v) const { return IValue(v); }
    IValue operator()(bool v) const { return IValue(v); }
    IValue operator()(const std::string& v) const { return IValue(v); }
    IValue operator()(const std::vector<int64_t>& v) const {
      std::vector<IValue> items(v.begin(), v.end());
      return makeList(Type::int_(), std::move(items));
    }
    IValue operator()(const std::vector<double>& v) const {
      std::vector<IValue> items(v.begin(), v.end());
      return makeList(Type::float_(), std::move(items));
    }
    IValue operator()(const std::vector<bool>& v) const {
      std::vector<IValue> items;
      for (bool b : v) items.emplace_back(b);
      return makeList(Type::bool_(), std::move(items));
    }
  };
  return std::visit(V{}, d);
}

/// Whether an argument's default equals the value passed (IValue `==`,
/// numbers compared by value; a scalar default of a fixed-size list
/// argument broadcasts).
bool defaultMatches(const SchemaArgument& arg, const IValue& actual) {
  IValue d = schemaDefaultValue(*arg.default_value);
  if (arg.list_length && !d.isList() && actual.isList()) {
    for (const IValue& x : actual.toList()->items) {
      if (!valuesEqual(x, d)) return false;
    }
    return static_cast<int>(actual.toList()->items.size()) == *arg.list_length;
  }
  if (d.isNone() != actual.isNone()) return false;
  if (d.isStr() != actual.isStr()) return false;
  return valuesEqual(d, actual);
}

}  // namespace

// ---- values ------------------------------------------------------------- //

bool CodePrinterImpl::isTransparent(const Node* n) const {
  // Our IR spells `range(n)` as RangeLength(0, n, 1) and DeriveIndex(i, 0, 1);
  // PyTorch's has neither for a plain range, so they print as their operand.
  static const Symbol kRangeLength = sym("prim::RangeLength"), kDeriveIndex = sym("prim::DeriveIndex");
  if (n->kind() != kRangeLength && n->kind() != kDeriveIndex) return false;
  if (n->inputs().size() != 3) return false;
  IValue a, b;
  Value* start = n->kind() == kRangeLength ? n->input(0) : n->input(1);
  CodePrinterImpl* self = const_cast<CodePrinterImpl*>(this);
  return self->constantValue(start, a) && a.isInt() && a.toInt() == 0 &&
         self->constantValue(n->input(2), b) && b.isInt() && b.toInt() == 1;
}

Value* CodePrinterImpl::resolveAlias(Value* v) const {
  while (isTransparent(v->node())) {
    static const Symbol kRangeLength = sym("prim::RangeLength");
    v = v->node()->kind() == kRangeLength ? v->node()->input(1) : v->node()->input(0);
  }
  return v;
}

bool CodePrinterImpl::isConstantNode(const Node* n) const {
  return n->kind() == prim::Constant || folded_.count(n) != 0;
}

namespace {

bool isImmutableScalar(TypePtr t) {
  switch (t->kind()) {
    case TypeKind::Int: case TypeKind::Float: case TypeKind::Bool: case TypeKind::Str: case TypeKind::None:
    case TypeKind::Complex:
      return true;
    default:
      return false;
  }
}

}  // namespace

/// Note [Constant folding in .code]: PyTorch runs constant propagation over
/// immutable types before `.code` prints a graph, so an operator whose
/// inputs are all int/float/bool/str/None/complex literals prints as its
/// result (`int(2.7)` is `2`, `complex(1., 2.)` is `1.+2.j`, and the
/// printed `0.+1.j` read back as add(0., 1j) is `0.+1.j` again). We run
/// the same operators' kernels here.
void CodePrinterImpl::foldConstants(Block* b) {
  for (Node* n : *b) {
    for (Block* sub : n->blocks()) foldConstants(sub);
    const auto* op = static_cast<const Operator*>(n->op);
    if (!op || op->schema.is_vararg || n->outputs().size() != 1 || !n->blocks().empty() || !isPure(n)) continue;
    if (n->kind().ns() != "aten" || !isImmutableScalar(n->output()->type())) continue;
    Stack stack;
    bool all_constant = true;
    for (Value* in : n->inputs()) {
      IValue v;
      all_constant = all_constant && isImmutableScalar(in->type()) && constantValue(in, v);
      stack.push_back(std::move(v));
    }
    if (!all_constant || n->inputs().size() != op->schema.arguments.size()) continue;
    try {
      op->kernel(stack);
    } catch (const std::exception&) {
      continue;  // e.g. division by zero: PyTorch leaves the node to fail at run time
    }
    if (stack.size() == 1) folded_[n] = stack.back();
  }
}

bool CodePrinterImpl::isPure(const Node* n) const {
  Symbol k = n->kind();
  if (k == prim::GetAttr || k == prim::Constant || k == prim::ListConstruct || k == prim::TupleConstruct ||
      k == prim::DictConstruct || k == prim::TupleIndex || k == prim::unchecked_cast || k == prim::isinstance ||
      k == prim::TupleUnpack || k == prim::ListUnpack) {
    return true;
  }
  // Operators that write to none of their arguments (no `(a!)`).
  const auto* op = static_cast<const Operator*>(n->op);
  if (!op || k.ns() != "aten") return false;
  for (const SchemaArgument& a : op->schema.arguments) {
    if (a.is_write) return false;
  }
  // The grad mode is run-time state: `with torch.no_grad():` saves it.
  static const Symbol kWarn = sym("aten::warn"), kSeed = sym("aten::manual_seed"),
                      kGradEnabled = sym("aten::is_grad_enabled"), kSetGradEnabled = sym("aten::set_grad_enabled");
  return k != kWarn && k != kSeed && k != kGradEnabled && k != kSetGradEnabled;
}

std::string CodePrinterImpl::useOf(Value* v) {
  v = resolveAlias(v);
  if (auto it = ident_refs_.find(v); it != ident_refs_.end()) return it->second;
  if (auto it = expr_table_.find(v); it != expr_table_.end()) return it->second;
  throw Error("code printer: value %" + v->displayName() + " used before it was printed");
}

bool CodePrinterImpl::constantValue(Value* v, IValue& out) {
  const Node* n = v->node();
  if (auto f = folded_.find(n); f != folded_.end()) {
    out = f->second;
    return true;
  }
  if (n->kind() != prim::Constant) return false;
  const AttributeValue* a = n->attribute(attr::value);
  if (!a) {
    out = IValue();
    return true;
  }
  if (auto* i = std::get_if<int64_t>(a)) {
    out = v->type()->kind() == TypeKind::Bool ? IValue(*i != 0) : IValue(*i);
  } else if (auto* d = std::get_if<double>(a)) {
    out = IValue(*d);
  } else if (auto* s = std::get_if<std::string>(a)) {
    if (v->type()->kind() == TypeKind::Device) return false;
    out = IValue(*s);
  } else if (auto* l = std::get_if<std::vector<int64_t>>(a)) {
    std::vector<IValue> items(l->begin(), l->end());
    out = makeList(Type::int_(), std::move(items));
  } else if (std::holds_alternative<Ref<OpaqueConstant>>(*a)) {
    out = valueConstant(n);
  } else {
    return false;
  }
  return true;
}

std::string CodePrinterImpl::annotation(TypePtr t) { return annotationStr(t); }

void CodePrinterImpl::addTypeDep(TypePtr t) {
  if (!t) return;
  bool named = t->kind() == TypeKind::Class || t->kind() == TypeKind::Enum ||
               t->kind() == TypeKind::Interface || (t->kind() == TypeKind::Tuple && !t->name().empty());
  if (named) {
    for (TypePtr d : type_deps_) {
      if (d == t) return;
    }
    type_deps_.push_back(t);
    return;
  }
  for (TypePtr c : t->contained()) addTypeDep(c);
}

// ---- constants ------------------------------------------------------------- //

/// Whether constants `a` and `b` are tensors of one dtype with equal sizes
/// and elements.
static bool equalTensorConstants(const IValue& a, const IValue& b) {
  if (!a.isTensor() || !b.isTensor()) return false;
  const Tensor& x = a.toTensor();
  const Tensor& y = b.toTensor();
  if (x.dtype() != y.dtype()) return false;
  try {
    return equal(x, y);
  } catch (const std::exception&) {
    return false;  // layouts equal() does not compare
  }
}

std::string CodePrinterImpl::printConstant(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::None: return "None";
    case IValue::Tag::Bool: return v.toBool() ? "True" : "False";
    case IValue::Tag::Int: case IValue::Tag::Dtype: return std::to_string(v.toInt());
    case IValue::Tag::Double: return scriptFloatCodeRepr(v.toDouble());
    case IValue::Tag::Complex: return scriptComplexRepr(v.toComplex().real(), v.toComplex().imag());
    case IValue::Tag::Device: return "torch.device(\"" + v.toDevice().str() + "\")";
    case IValue::Tag::Str:
      if (isAscii(v.toStr())) return scriptQuotedString(v.toStr());
      break;
    case IValue::Tag::Tuple: {
      const TupleObj* t = v.toTuple();
      std::string s = t->named_type ? annotation(t->named_type) : "";
      s += "(";
      for (size_t i = 0; i < t->items.size(); ++i) s += (i ? ", " : "") + printConstant(t->items[i]);
      return s + (t->items.size() == 1 ? ",)" : ")");
    }
    case IValue::Tag::List: {
      std::string s = "[";
      const auto& items = v.toList()->items;
      for (size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + printConstant(items[i]);
      return s + "]";
    }
    case IValue::Tag::Enum: {
      const EnumObj* en = v.toEnum();
      addTypeDep(en->type);
      return annotation(en->type) + "." + en->name;
    }
    case IValue::Tag::Dict: {
      std::string s = "{";
      const auto& es = v.toDict()->entries;
      for (size_t i = 0; i < es.size(); ++i) s += (i ? ", " : "") + printConstant(es[i].first) + ": " + printConstant(es[i].second);
      return s + "}";
    }
    default: break;
  }
  // Tensors, objects and non-ASCII strings go to the constant table; as in
  // PyTorch's getOrAddConstant, a tensor equal to one there (same dtype,
  // sizes and elements) shares its entry.
  for (size_t i = 0; i < constant_table_.size(); ++i) {
    if (constant_table_[i].isSameIdentity(v) || equalTensorConstants(constant_table_[i], v))
      return "CONSTANTS.c" + std::to_string(i);
  }
  constant_table_.push_back(v);
  return "CONSTANTS.c" + std::to_string(constant_table_.size() - 1);
}

std::string CodePrinterImpl::printConstantNode(const Node* n) {
  if (auto f = folded_.find(n); f != folded_.end()) return printConstant(f->second);
  const AttributeValue* a = n->attribute(attr::value);
  if (!a) return "None";
  TypePtr t = n->output()->type();
  if (auto* s = std::get_if<std::string>(a); s && t->kind() == TypeKind::Device) {
    return "torch.device(" + scriptQuotedString(*s) + ")";
  }
  if (auto* l = std::get_if<std::vector<std::string>>(a)) {
    std::string out = "[";
    for (size_t i = 0; i < l->size(); ++i) out += (i ? ", " : "") + printConstant(IValue((*l)[i]));
    return out + "]";
  }
  if (auto* ty = std::get_if<TypePtr>(a)) return annotation(*ty);
  IValue v;
  if (!const_cast<CodePrinterImpl*>(this)->constantValue(n->output(), v)) {
    throw Error("code printer: cannot print the constant %" + n->output()->displayName());
  }
  return printConstant(v);
}

std::string CodePrinterImpl::printDefault(const SchemaArgument& arg) {
  IValue d = schemaDefaultValue(*arg.default_value);
  if (arg.list_length && arg.type->kind() == TypeKind::List && !d.isList() && !d.isNone()) {
    std::vector<IValue> items(static_cast<size_t>(*arg.list_length), d);
    d = makeList(arg.type->elem(), std::move(items));
  }
  return printConstant(d);
}

// ---- calls ----------------------------------------------------------------- //

/// `torch.op(args)` for aten, `ops.ns.op(args)` otherwise; trailing
/// arguments equal to their schema defaults are left out, kwarg-only ones
/// are named.
std::string CodePrinterImpl::printCall(Node* n) {
  static const Symbol kRangeLength = sym("prim::RangeLength"), kDeriveIndex = sym("prim::DeriveIndex");
  Symbol k = n->kind();
  std::string s = k.ns() == "aten" ? "torch." + k.unqualString() : "ops." + k.ns() + "." + k.unqualString();
  // PyTorch's range helpers are aten ops; its constant propagation folds a
  // range length whose bounds are all literals.
  if (k == kRangeLength) {
    IValue a, b, c;
    if (constantValue(n->input(0), a) && constantValue(n->input(1), b) && constantValue(n->input(2), c) &&
        a.isInt() && b.isInt() && c.isInt() && c.toInt() != 0) {
      int64_t lo = a.toInt(), hi = b.toInt(), step = c.toInt();
      int64_t len = step > 0 ? (lo < hi ? 1 + (hi - 1 - lo) / step : 0) : (lo > hi ? 1 + (lo - 1 - hi) / (-step) : 0);
      return std::to_string(len);
    }
    s = "torch.__range_length";
  } else if (k == kDeriveIndex) {
    s = "torch.__derive_index";
  } else if (k.qualString() == "prim::PythonOp" && n->hasAttribute(attr::name)) {
    // PyTorch's form for a call into Python: `^name()(args)` (no scalar args).
    s = "^" + std::get<std::string>(*n->attribute(attr::name)) + "()";
  }
  const auto* op = static_cast<const Operator*>(n->op);
  const FunctionSchema* schema = op ? &op->schema : nullptr;
  size_t count = n->inputs().size();
  if (schema && !schema->is_vararg) {
    while (count > 0 && count <= schema->arguments.size()) {
      const SchemaArgument& arg = schema->arguments[count - 1];
      IValue actual;
      if (!arg.default_value || !constantValue(n->input(count - 1), actual) || !defaultMatches(arg, actual)) break;
      --count;
    }
  }
  s += "(";
  for (size_t i = 0; i < count; ++i) {
    if (i) s += ", ";
    if (schema && i < schema->arguments.size() && schema->arguments[i].kwarg_only) {
      s += schema->arguments[i].name + "=";
    }
    s += useOf(n->input(i));
  }
  return s + ")";
}

bool CodePrinterImpl::isFreeFunctionCall(const Node* n) const {
  if (n->kind() != prim::CallFunction) return false;
  const auto* fn = static_cast<const Function*>(n->callee);
  if (!fn) return false;
  if (isHookCall(n)) return true;
  // Our IR calls methods with prim::CallFunction too: a callee named after
  // its first argument's class is a method.
  TypePtr self_type = n->inputs().empty() ? nullptr : n->input(0)->type();
  return !(self_type && self_type->kind() == TypeKind::Class &&
           fn->qualified_name == self_type->name() + "." + fn->name);
}

void CodePrinterImpl::printFunctionReference(const Function* fn) {
  if (!fn || fn_refs_.count(fn)) return;
  if (std::find(fn_deps_.begin(), fn_deps_.end(), fn) == fn_deps_.end()) fn_deps_.push_back(fn);
  const std::string& qual = fn->qualified_name;
  if (!isLongLine(qual)) {
    fn_refs_[fn] = qual;
    return;
  }
  std::string name = genName("_");
  indent() += name + " = " + qual + "\n";
  fn_refs_[fn] = name;
}

/// Script function calls print every argument followed by `, `; methods as
/// `(self).name(...)`.
std::string CodePrinterImpl::printFunctionCall(Node* n) {
  const auto* fn = static_cast<const Function*>(n->callee);
  std::string name = n->hasAttribute(attr::name) ? n->s(attr::name) : (fn ? fn->name : "");
  size_t first = 0;
  std::string s;
  if (n->kind() == prim::CallMethod || (fn && !isFreeFunctionCall(n))) {
    s = "(" + useOf(n->input(0)) + ")." + name + "(";
    first = 1;
  } else {
    printFunctionReference(fn);
    auto ref = fn ? fn_refs_.find(fn) : fn_refs_.end();
    s = (ref != fn_refs_.end() ? ref->second : name) + "(";
  }
  for (size_t i = first; i < n->inputs().size(); ++i) s += useOf(n->input(i)) + ", ";
  return s + ")";
}

/// Tuple, list and dict literals; lists and dicts whose element types the
/// members do not determine are wrapped in `annotate(T, ...)`.
std::string CodePrinterImpl::printLiteral(Node* n) {
  Symbol k = n->kind();
  TypePtr t = n->output()->type();
  std::string items;
  if (k == prim::TupleConstruct) {
    printValueList(items, n->inputs(), "(", n->inputs().size() == 1 ? ",)" : ")");
    return (t->name().empty() ? "" : annotation(t)) + items;
  }
  if (k == prim::ListConstruct) {
    printValueList(items, n->inputs(), "[", "]");
    bool annotate = n->inputs().empty() || !inferableFromMembers(t->elem());
    return annotate ? "annotate(" + annotation(t) + ", " + items + ")" : items;
  }
  items = "{";
  for (size_t i = 0; i + 1 < n->inputs().size(); i += 2) {
    items += (i ? ", " : "") + useOf(n->input(i)) + ": " + useOf(n->input(i + 1));
  }
  items += "}";
  bool annotate = n->inputs().empty() || !inferableFromMembers(t->contained()[0]) ||
                  !inferableFromMembers(t->contained()[1]);
  return annotate ? "annotate(" + annotation(t) + ", " + items + ")" : items;
}

/// PyTorch passes the exception's qualified class as a second argument,
/// except for asserts, whose message carries an "AssertionError: " prefix.
std::string CodePrinterImpl::printRaise(Node* n) {
  auto kind = static_cast<ErrorKind>(n->i(attr::value));
  IValue msg;
  if (isUnclassedRaise(n)) return "ops.prim.RaiseException(" + useOf(n->input(0)) + ")";
  if (kind != ErrorKind::AssertionError) {
    return "ops.prim.RaiseException(" + useOf(n->input(0)) + ", \"builtins." + errorKindName(kind) + "\")";
  }
  bool literal = constantValue(n->input(0), msg) && msg.isStr();
  return "ops.prim.RaiseException(" +
         (literal ? printConstant(IValue("AssertionError: " + msg.toStr()))
                  : "torch.add(\"AssertionError: \", " + useOf(n->input(0)) + ")") +
         ")";
}

/// Type-directed forms: casts, isinstance, annotate, uninitialized.
std::string CodePrinterImpl::printTyped(Node* n) {
  Symbol k = n->kind();
  std::string type = annotation(n->output()->type());
  if (k == prim::unchecked_cast || k == prim::unchecked_unwrap_optional) {
    return "unchecked_cast(" + type + ", " + useOf(n->input(0)) + ")";
  }
  if (k == prim::Uninitialized) return "uninitialized(" + type + ")";
  if (k == prim::isinstance) {
    std::string s = "isinstance(" + useOf(n->input(0)) + ", ";
    TypePtr t = n->hasAttribute(attr::types) ? n->ty(attr::types) : Type::any();
    if (t->kind() != TypeKind::Union) return s + annotation(t) + ")";
    s += "(";
    for (size_t i = 0; i < t->contained().size(); ++i) s += (i ? ", " : "") + annotation(t->contained()[i]);
    return s + "))";
  }
  if (k == sym("prim::tolist")) return "annotate(" + type + ", " + useOf(n->input(0)) + ".tolist())";
  return "annotate(" + type + ", " + useOf(n->input(0)) + ")";  // Scalar/Float/IntImplicit
}

std::string CodePrinterImpl::printRHS(Node* n) {
  // Builtins that print as Python calls rather than `torch.name(...)`.
  static const std::pair<Symbol, const char*> kPythonCalls[] = {
      {sym("aten::Int"), "int("},   {sym("aten::Float"), "float("},   {sym("aten::Bool"), "bool("},
      {sym("aten::str"), "str("},   {sym("aten::sorted"), "sorted("}, {prim::Print, "print("}};
  static const Symbol kTyped[] = {prim::unchecked_cast, prim::unchecked_unwrap_optional, prim::Uninitialized,
                                  prim::isinstance, sym("prim::tolist"), sym("aten::ScalarImplicit"),
                                  sym("aten::FloatImplicit"), sym("aten::IntImplicit")};
  Symbol k = n->kind();
  if (isConstantNode(n)) return printConstantNode(n);
  for (const auto& [op, begin] : kPythonCalls) {
    if (k != op) continue;
    std::string s;
    printValueList(s, n->inputs(), begin, ")");
    return s;
  }
  for (Symbol t : kTyped) {
    if (k == t) return printTyped(n);
  }
  if (k == prim::TupleConstruct || k == prim::ListConstruct || k == prim::DictConstruct) return printLiteral(n);
  if (k == sym("aten::__getitem__")) {
    std::string base = useOf(n->input(0));
    return (isIdentifier(base) ? base : "(" + base + ")") + "[" + useOf(n->input(1)) + "]";
  }
  if (k == prim::TupleIndex) return "(" + useOf(n->input(0)) + ")[" + useOf(n->input(1)) + "]";
  if (k == sym("prim::ModuleContainerIndex")) return useOf(n->input(0)) + "[" + useOf(n->input(1)) + "]";
  if (k == prim::CreateObject) {
    std::string c = annotation(n->output()->type());
    return c + ".__new__(" + c + ")";
  }
  if (k == prim::GetAttr) {
    // ModuleList items are named "0", "1", ...: not identifiers.
    const std::string& field = n->s(attr::name);
    if (isIdentifier(field)) return useOf(n->input(0)) + "." + field;
    return "getattr(" + useOf(n->input(0)) + ", " + scriptQuotedString(field) + ")";
  }
  if (k == prim::CallFunction || k == prim::CallMethod) return printFunctionCall(n);
  if (k == prim::EnumValue) return "(" + useOf(n->input(0)) + ").value";
  if (k == prim::EnumName) return "(" + useOf(n->input(0)) + ").name";
  if (k == prim::RaiseException && n->hasAttribute(attr::value) && n->inputs().size() == 1) return printRaise(n);
  return printCall(n);
}

}  // namespace ts
