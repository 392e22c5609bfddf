// ===--- tensor_sugar.cpp - tensor indexing and attributes ----------------=== //
// `x[1, :, None, ..., idx]` lowers to select/slice/unsqueeze on the basic
// indices and one aten::index for tensor indices, as PyTorch's emitter does;
// `x.shape`, `x.dtype` and friends lower to their prim/aten ops.
#include "compiler/fork_wait.h"
#include "compiler/program.h"

namespace ts {

using namespace ast;

static Symbol aten(const std::string& name) { return Symbol::fromQualString("aten::" + name); }

namespace {

struct IndexResult {
  Value* view;                                   ///< after basic indexing
  std::vector<std::pair<int64_t, Value*>> tensor_indices;  ///< dim -> index tensor
};

/// `...` or the builtin name `Ellipsis`, which PyTorch's frontend reads as `...`.
bool isEllipsis(const Expr& x) {
  const Name* n = x.as<Name>();
  return x.is<EllipsisLiteral>() || (n && n->id == "Ellipsis");
}

IndexResult emitBasicIndexing(Emitter& e, Value* base, const Subscript& s) {
  const SourceRange& loc = s.range;
  size_t ellipsis = s.indices.size();  // position of `...`, or size() if none
  for (size_t i = 0; i < s.indices.size(); ++i) {
    if (!isEllipsis(*s.indices[i])) continue;
    if (ellipsis != s.indices.size()) e.fail("an index can only have a single ellipsis ('...')", s.indices[i]->range);
    ellipsis = i;
  }
  auto constInt = [&](int64_t v) { return e.constant(IValue(v), loc); };

  // Index expressions are evaluated left to right, as Python does, before
  // any of them is applied.
  struct Item {
    const Expr* expr;
    Value* index = nullptr;                    // int or tensor index
    Value *lo = nullptr, *hi = nullptr, *step = nullptr;  // slices
  };
  std::vector<Item> items;
  for (const ExprPtr& x : s.indices) {
    Item it{x.get()};
    if (isEllipsis(*x)) {
      // applied by position (below)
    } else if (const Slice* sl = x->as<Slice>()) {
      auto part = [&](const ExprPtr& p) { return p ? e.emitExpr(*p) : e.noneValue(loc); };
      it.lo = part(sl->lower);
      it.hi = part(sl->upper);
      it.step = sl->step ? e.emitExpr(*sl->step) : constInt(1);
    } else if (auto so = e.sliceObject(*x)) {
      it.lo = so->lo;
      it.hi = so->hi;
      it.step = so->step;
    } else if (!x->is<NoneLiteral>()) {
      it.index = e.emitExpr(*x);
      if (it.index->type()->is(TypeKind::List)) {
        // As PyTorch's emitter: a list index becomes a long tensor whatever
        // its elements (`x[[0.5, 1.2]]` truncates, `x[[True, False]]` is
        // [1, 0], not a mask); the node has no source range.
        SourceRange none;
        it.index = e.emitBuiltinCall(aten("tensor"),
                                     {{"", it.index, none},
                                      {"dtype", e.constant(IValue(int64_t{4}), none), none},
                                      {"device", e.noneValue(none), none},
                                      {"requires_grad", e.constant(IValue(false), none), none}},
                                     none);
      }
      if (!it.index->type()->is(TypeKind::Int) && !it.index->type()->is(TypeKind::Tensor))
        e.fail("Unsupported operation: indexing tensor with unsupported index type '" + it.index->type()->str() +
                   "'. Only ints, slices, lists and tensors are supported",
               s.range);  // PyTorch points at the whole subscript
    }
    items.push_back(it);
  }

  IndexResult r{base, {}};
  // Applies one index at dim `d`; returns how the next dim moves: 0 if the
  // dim was consumed (select), 1 otherwise.
  auto apply = [&](const Item& it, int64_t d) -> int64_t {
    Value* dv = constInt(d);
    if (it.expr->is<NoneLiteral>()) {
      r.view = e.emitBuiltinCall(aten("unsqueeze"), {{"", r.view, loc}, {"", dv, loc}}, loc);
      return 1;
    }
    if (it.lo) {
      // Even a full `:` is a slice op, as PyTorch emits it (.code shows it).
      r.view = e.emitBuiltinCall(aten("slice"), {{"", r.view, loc}, {"", dv, loc}, {"", it.lo, loc},
                                                 {"", it.hi, loc}, {"", it.step, loc}},
                                 loc);
      return 1;
    }
    if (it.index->type()->is(TypeKind::Int)) {
      r.view = e.emitBuiltinCall(aten("select"), {{"", r.view, loc}, {"", dv, loc}, {"", it.index, loc}}, loc);
      return 0;
    }
    if (d < 0) e.fail("Ellipses followed by tensor indexing is currently not supported", loc);
    r.tensor_indices.emplace_back(d, it.index);
    return 1;
  };
  // Indices before the ellipsis count dims from the front; those after it
  // count from the back, so they are applied right to left and need no rank.
  int64_t dim = 0;
  for (size_t i = 0; i < std::min(ellipsis, items.size()); ++i) dim += apply(items[i], dim);
  int64_t back = -1;
  for (size_t i = items.size(); i-- > ellipsis + 1;) back -= apply(items[i], back);
  return r;
}

Value* indexList(Emitter& e, const IndexResult& r, const SourceRange& loc) {
  int64_t max_dim = 0;
  for (auto& [d, v] : r.tensor_indices) max_dim = std::max(max_dim, d + 1);
  std::vector<Value*> items(static_cast<size_t>(max_dim), nullptr);
  for (auto& [d, v] : r.tensor_indices) items[static_cast<size_t>(d)] = v;
  // A Tensor is an Optional[Tensor] list element as it is (PyTorch's
  // createList takes subtypes; .code shows no cast).
  for (Value*& v : items)
    if (!v) v = e.noneValue(loc);
  return e.emitListConstruct(Type::optional(Type::tensor()), items, loc);
}

}  // namespace

Value* Program::emitTensorIndex(Emitter& e, Value* base, const Subscript& s) {
  // PyTorch's emitter rejects a lone `x[...]` read, though `x[...] = v`
  // (an assignment target) compiles to a copy_/fill_ of x itself.
  if (s.indices.size() == 1 && isEllipsis(*s.indices[0])) e.fail("Cannot emit expr for: (dots)", s.range);
  IndexResult r = emitBasicIndexing(e, base, s);
  if (r.tensor_indices.empty()) return r.view;
  Value* list = indexList(e, r, s.range);
  return e.emitBuiltinCall(aten("index"), {{"", r.view, s.range}, {"", list, s.range}}, s.range);
}

void Program::emitTensorIndexAssign(Emitter& e, Value* base, const Subscript& s, Value* v, const SourceRange& loc) {
  IndexResult r = emitBasicIndexing(e, base, s);
  if (r.tensor_indices.empty()) {
    if (!v->type()->is(TypeKind::Tensor)) {
      // As PyTorch: a number (a bool too, which fill_'s Scalar rejects)
      // becomes torch.tensor(v, dtype=, device=) of the view's, copied in.
      Value* dtype = e.emitBuiltinCall(Symbol::fromQualString("prim::dtype"), {{"", r.view, loc}}, loc);
      Value* device = e.emitBuiltinCall(Symbol::fromQualString("prim::device"), {{"", r.view, loc}}, loc);
      v = e.emitBuiltinCall(aten("tensor"), {{"", v, loc}, {"dtype", dtype, loc}, {"device", device, loc},
                                             {"requires_grad", e.constant(IValue(false), loc), loc}}, loc);
    }
    e.emitBuiltinCall(aten("copy_"), {{"", r.view, loc}, {"", v, loc}}, loc);
    return;
  }
  Value* list = indexList(e, r, loc);
  if (!v->type()->is(TypeKind::Tensor)) {
    // A number becomes a 0-dim tensor of the destination's dtype.
    Value* dtype = e.emitBuiltinCall(Symbol::fromQualString("prim::dtype"), {{"", base, loc}}, loc);
    Node* n = e.insert(prim::NumToTensor, {v}, 1, loc);
    Value* t = n->output()->setType(Type::tensor());
    v = e.emitBuiltinCall(aten("to"), {{"", t, loc}, {"dtype", dtype, loc}}, loc);
  }
  e.emitBuiltinCall(aten("index_put_"), {{"", r.view, loc}, {"", list, loc}, {"", v, loc}}, loc);
}

void Program::emitTensorIndexAugAssign(Emitter& e, Value* base, const Subscript& s, const Expr& rhs,
                                        const std::function<Value*(Value*, Value*)>& op) {
  IndexResult r = emitBasicIndexing(e, base, s);
  Value* v = e.emitExpr(rhs);
  if (r.tensor_indices.empty()) {
    op(r.view, v);
    return;
  }
  Value* list = indexList(e, r, s.range);
  Value* indexed = e.emitBuiltinCall(aten("index"), {{"", r.view, s.range}, {"", list, s.range}}, s.range);
  Value* augmented = op(indexed, v);
  e.emitBuiltinCall(aten("index_put_"), {{"", r.view, s.range}, {"", list, s.range}, {"", augmented, s.range}}, s.range);
}

namespace {

/// `x.__getitem__(idx)`: PyTorch's special form for tensors indexes with
/// one value as aten::index(x, [idx]); only tensors (or None) index.
struct TensorGetItemValue : SugaredValue {
  explicit TensorGetItemValue(Value* s) : self(s) {}
  std::string kind() const override { return "method"; }
  bool locatedAtWholeCall() const override { return true; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override {
    size_t positional = 0;
    for (const NamedValue& a : args) positional += a.name.empty() ? 1 : 0;
    if (positional != 1 || args.size() != 1)
      e.fail("__getitem__ expected exactly 1 arguments, got " + std::to_string(positional), loc);
    Value* index = args[0].value;
    TypePtr elem = Type::optional(Type::tensor());
    // PyTorch's createList check, raised without a source location.
    if (!index->type()->isSubtypeOf(elem))
      throw Error("Expected a list element that subtypes '" + elem->str() + "' but got an element of type '" +
                  index->type()->str() + "'");
    Value* list = e.emitListConstruct(elem, {index}, loc);
    return std::make_shared<SimpleValue>(e.emitBuiltinCall(aten("index"), {{"", self, loc}, {"", list, loc}}, loc));
  }
  Value* self;
};

}  // namespace

SugaredPtr Program::typeAttributeBuiltin(Emitter& e, Value* v, const std::string& name, const SourceRange& loc) {
  if (v->type()->is(TypeKind::Device) && (name == "type" || name == "index"))
    return std::make_shared<SimpleValue>(e.emitBuiltinCall(Symbol::fromQualString("prim::" + name), {{"", v, loc}}, loc));
  if (v->type()->is(TypeKind::Future)) return futureMethod(v, name);
  if (!v->type()->is(TypeKind::Tensor)) return nullptr;
  static const std::pair<const char*, const char*> attrs[] = {
      {"shape", "aten::size"},       {"dtype", "prim::dtype"},       {"device", "prim::device"},
      {"is_cuda", "prim::is_cuda"},  {"requires_grad", "prim::requires_grad"}, {"data", "prim::data"},
      {"ndim", "aten::dim"},         {"T", "aten::numpy_T"},         {"layout", "prim::layout"},
      {"mT", "aten::mT"},            {"mH", "aten::mH"},             {"H", "aten::matrix_H"},
      {"real", "aten::real"},        {"imag", "aten::imag"},         {"is_sparse", "prim::is_sparse"},
      {"is_quantized", "prim::is_quantized"}, {"is_meta", "prim::is_meta"}, {"grad", "prim::grad"},
      {"is_leaf", "aten::is_leaf"}};
  for (auto& [attr_name, op] : attrs) {
    if (name != attr_name) continue;
    return std::make_shared<SimpleValue>(e.emitBuiltinCall(Symbol::fromQualString(op), {{"", v, loc}}, loc));
  }
  if (name == "tolist") return std::make_shared<ToListMethodValue>(v);
  if (name == "__getitem__") return std::make_shared<TensorGetItemValue>(v);
  // x.type(dtype) is x.to(dtype), as in PyTorch's graphs.
  if (name == "type") return std::make_shared<BuiltinFunction>(aten("to"), v);
  // x.float(), x.long(), ...: conversions through aten::to.
  static const std::pair<const char*, int64_t> casts[] = {
      {"float", 6}, {"double", 7}, {"half", 5}, {"int", 3}, {"long", 4}, {"short", 2},
      {"char", 1}, {"byte", 0}, {"bool", 11}, {"cfloat", 9}, {"cdouble", 10}};
  for (auto& [cast, id] : casts)
    if (name == cast && name != std::string("bool"))
      return std::make_shared<CastMethodValue>(v, id);
  return nullptr;
}

SugaredPtr CastMethodValue::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  if (!args.empty()) e.fail("tensor conversion methods take no arguments here", loc);
  Value* dtype = e.constant(IValue(scalar_type), loc);
  return std::make_shared<SimpleValue>(
      e.emitBuiltinCall(aten("to"), {{"", self, loc}, {"dtype", dtype, loc}}, loc));
}

/// Note [tolist type hints]: PyTorch types `x.tolist()` by the type its
/// context expects: an annotated assignment, torch.jit.annotate, a return
/// type or a conditional expression under one. Without a hint it is an
/// error. The list depth and element type become constant inputs, which the
/// kernel checks against the tensor at run time; like PyTorch's, the node
/// and its constants carry no source location.
SugaredPtr ToListMethodValue::callSpecialForm(Emitter& e, const ast::Call& c, TypePtr hint) {
  // PyTorch's emitApplySpecialForm(prim::tolist) never looks at the
  // arguments; a missing hint is reported at the whole call.
  if (!hint) e.fail("Expected type hint for result of tolist()", e.treeRange(c));
  int64_t dim = 0;
  TypePtr elem = hint;
  for (; elem->is(TypeKind::List); elem = elem->elem()) ++dim;
  static const std::pair<TypeKind, int64_t> codes[] = {
      {TypeKind::Int, 0}, {TypeKind::Float, 1}, {TypeKind::Bool, 2}, {TypeKind::Complex, 3}};
  for (auto [kind, code] : codes) {
    if (!elem->is(kind)) continue;
    Node* n = e.insert(Symbol::fromQualString("prim::tolist"),
                       {self, e.constant(IValue(dim), SourceRange()), e.constant(IValue(code), SourceRange())}, 1,
                       SourceRange());
    return std::make_shared<SimpleValue>(n->output()->setType(hint));
  }
  throw Error(elem->str() + " is not one of the supported element types for tolist: int, float, complex, bool");
}

SugaredPtr LegacyTensorConstructor::call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) {
  auto fail = [&](const std::string& why) {
    e.fail("Legacy Tensor Constructor only supports two schemas in TorchScript: \n"
           "'new(IntArrayRef size, *, Device? device=None)',\n"
           "'new(PyObject* data, *, Device? device=None)\n'" + why, loc);
  };
  std::vector<Value*> positional;
  for (const NamedValue& a : args) {
    if (a.name.empty()) positional.push_back(a.value);
    else if (a.name != "device") fail("Got kwarg " + a.name);
  }
  // PyTorch's emitter drops the device (CPU is the only one); its constants
  // have no source location.
  Value* none = e.noneValue(SourceRange());
  Value* dtype = e.constant(IValue(scalar_type), SourceRange());
  bool all_ints = !positional.empty();
  for (Value* v : positional) all_ints = all_ints && v->type()->kind() == TypeKind::Int;
  if (all_ints) {
    Value* sizes = e.emitListConstruct(Type::int_(), positional, loc);
    return std::make_shared<SimpleValue>(
        e.emitBuiltinCall(aten("empty"), {{"", sizes, loc}, {"dtype", dtype, loc}}, loc));
  }
  if (positional.size() > 1) fail("Got multiple positional arguments that were not all integers");
  Value* data = positional.empty() ? e.emitListConstruct(Type::int_(), {}, loc) : positional[0];
  return std::make_shared<SimpleValue>(e.emitBuiltinCall(
      aten("tensor"), {{"", data, loc}, {"dtype", dtype, loc}, {"device", none, loc}}, loc));
}

}  // namespace ts
