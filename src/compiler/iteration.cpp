// ===--- iteration.cpp - what a for loop iterates ------------------------=== //
// Note [Iterable trees]: as PyTorch's emitter, `for` over range(), zip()
// and enumerate() builds a tree of iterables instead of a list: a leaf is a
// range (start, end, step), a sequence (list, str, tensor rows, dict keys)
// or a tuple; zip(a, b) is a node with a child per argument and
// enumerate(x, s) is the node (range(s, INT64_MAX), x). The loop runs
// prim::min over the lengths of the leaves, and an item is the tuple of the
// children's items at the loop counter (a range's item is
// DeriveIndex(i, start, step)). When every leaf has a length known at
// compile time (tuples, module lists, and the ranges enumerate pairs with
// them) the loop unrolls instead; mixing such a leaf with one of run-time
// length is PyTorch's "statically determinable length" error.
#include <functional>
#include <limits>
#include <optional>

#include "compiler/iteration.h"
#include "compiler/program.h"

namespace ts {

using namespace ast;

namespace {

Symbol aten(const std::string& name) { return Symbol::fromQualString("aten::" + name); }
Symbol primSym(const std::string& name) { return Symbol::fromQualString("prim::" + name); }
SugaredPtr simple(Value* v) { return std::make_shared<SimpleValue>(v); }

void checkCount(Emitter& e, const std::string& fn, size_t n, size_t lo, size_t hi, const SourceRange& loc) {
  if (n < lo) e.fail(fn + " expected at least " + std::to_string(lo) + " arguments, got " + std::to_string(n), loc);
  if (n > hi) e.fail(fn + " expected at most " + std::to_string(hi) + " arguments, got " + std::to_string(n), loc);
}

struct Iterable {
  enum class Kind { Range, Sequence, Tuple, Tree };
  explicit Iterable(Kind k) : kind(k) {}
  Kind kind;
  Value* start = nullptr;  ///< Range
  Value* end = nullptr;
  Value* step = nullptr;
  Value* seq = nullptr;                    ///< Sequence
  std::vector<Value*> items;               ///< Tuple
  std::vector<Iterable> children;          ///< Tree
  std::optional<int64_t> static_len;      ///< Range (enumerate of a tuple), Tuple, Tree
};

class TreeBuilder {
 public:
  TreeBuilder(Emitter& e, const SourceRange& loc, std::function<bool(const std::string&)> is_builtin,
              std::function<Value*(Value*)> container_items)
      : e_(e), loc_(loc), is_builtin_(std::move(is_builtin)), container_items_(std::move(container_items)) {}

  /// The iterable `x` denotes, or nullopt for a plain value (`value` set).
  Iterable build(const Expr& x) {
    const Call* call = x.as<Call>();
    const Name* fname = call ? call->func->as<Name>() : nullptr;
    std::string fn = fname && is_builtin_(fname->id) ? fname->id : "";
    if (fn == "range") return buildRange(*call);
    if (fn == "enumerate") return buildEnumerate(*call);
    if (fn == "zip") {
      checkIterArgs(e_, fn, call->args.size() + call->keywords.size(), loc_);
      Iterable tree(Iterable::Kind::Tree);
      for (const ExprPtr& a : call->args) addChild(tree, build(*a));
      return tree;
    }
    return fromValue(e_.emitExpr(x));
  }

  Iterable fromValue(Value* v) {
    if (Value* items = container_items_(v)) v = items;
    TypePtr t = v->type();
    if (t->is(TypeKind::Tuple)) {
      Iterable it(Iterable::Kind::Tuple);
      it.items = e_.unpackTuple(v, loc_);
      it.static_len = static_cast<int64_t>(it.items.size());
      return it;
    }
    if (t->is(TypeKind::Dict)) v = e_.emitBuiltinCall(aten("keys"), {{"", v, loc_}}, loc_);
    else if (!t->is(TypeKind::List) && !t->is(TypeKind::Str) && !t->is(TypeKind::Tensor))
      e_.fail("'" + t->str() + "' object is not iterable", loc_);
    Iterable it(Iterable::Kind::Sequence);
    it.seq = v;
    return it;
  }

  /// The loop's trip count (run-time lengths only).
  Value* len(const Iterable& it) {
    if (it.kind != Iterable::Kind::Tree) return leafLen(it);
    std::vector<Value*> lens;
    collectLens(it, lens);
    Value* list = e_.emitListConstruct(Type::int_(), lens, loc_);
    return e_.emitBuiltinCall(primSym("min"), {{"", list, loc_}}, loc_);
  }

  /// The item at (loop counter or constant) index `i`.
  Value* item(const Iterable& it, Value* i) {
    switch (it.kind) {
      case Iterable::Kind::Range: {
        Node* n = e_.insert(primSym("DeriveIndex"), {i, it.start, it.step}, 1, loc_);
        return n->output()->setType(Type::int_());
      }
      case Iterable::Kind::Sequence:
        if (it.seq->type()->is(TypeKind::Tensor))
          return e_.emitBuiltinCall(aten("select"), {{"", it.seq, loc_}, {"", e_.constant(IValue(int64_t{0}), loc_), loc_}, {"", i, loc_}}, loc_);
        return e_.emitBuiltinCall(aten("__getitem__"), {{"", it.seq, loc_}, {"", i, loc_}}, loc_);
      case Iterable::Kind::Tuple: return it.items[static_cast<size_t>(unrolledIndex_)];
      case Iterable::Kind::Tree: break;
    }
    std::vector<Value*> items;
    for (const Iterable& c : it.children) items.push_back(item(c, i));
    return e_.emitTupleConstruct(items, loc_);
  }

  /// Unrolled loops index tuples by the step's number.
  void setUnrolledIndex(int64_t i) { unrolledIndex_ = i; }

 private:
  Iterable buildRange(const Call& call) {
    checkRangeArgs(e_, call.args.size(), loc_);
    std::vector<Value*> a;
    for (const ExprPtr& x : call.args) {
      a.push_back(e_.emitExpr(*x));
      checkRangeArg(e_, a.back(), a.size() - 1, e_.treeRange(call));
    }
    Iterable r(Iterable::Kind::Range);
    r.start = a.size() == 1 ? e_.constant(IValue(int64_t{0}), loc_) : a[0];
    r.end = a.size() == 1 ? a[0] : a[1];
    r.step = a.size() == 3 ? a[2] : e_.constant(IValue(int64_t{1}), loc_);
    return r;
  }

  Iterable buildEnumerate(const Call& call) {
    checkIterArgs(e_, "enumerate", call.args.size() + call.keywords.size(), loc_);
    Value* start = nullptr;
    if (call.args.size() == 2) start = e_.emitExpr(*call.args[1]);
    for (const Keyword& k : call.keywords) {
      if (k.name != "start") e_.fail("enumerate expected kwarg name 'start', got '" + k.name + "'", loc_);
      start = e_.emitExpr(*k.value);
    }
    Iterable counter(Iterable::Kind::Range);
    counter.start = start ? start : e_.constant(IValue(int64_t{0}), loc_);
    counter.end = e_.constant(IValue(std::numeric_limits<int64_t>::max()), call.range);
    counter.step = e_.constant(IValue(int64_t{1}), loc_);
    Iterable seq = build(*call.args[0]);
    counter.static_len = seq.static_len;  // the counter runs as long as what it counts
    Iterable tree(Iterable::Kind::Tree);
    addChild(tree, std::move(counter));
    addChild(tree, std::move(seq));
    return tree;
  }

  void addChild(Iterable& tree, Iterable child) {
    if (tree.children.empty()) {
      tree.static_len = child.static_len;
    } else {
      if (tree.static_len.has_value() != child.static_len.has_value())
        e_.fail("Can not iterate over a module list or tuple with a value that does not have a statically "
                "determinable length",
                loc_);
      if (tree.static_len) tree.static_len = std::min(*tree.static_len, *child.static_len);
    }
    tree.children.push_back(std::move(child));
  }

  Value* leafLen(const Iterable& it) {
    if (it.kind == Iterable::Kind::Range) {
      Node* n = e_.insert(primSym("RangeLength"), {it.start, it.end, it.step}, 1, loc_);
      return n->output()->setType(Type::int_());
    }
    return e_.emitBuiltinCall(aten("len"), {{"", it.seq, loc_}}, loc_);
  }

  void collectLens(const Iterable& it, std::vector<Value*>& out) {
    if (it.kind != Iterable::Kind::Tree) return out.push_back(leafLen(it));
    for (const Iterable& c : it.children) collectLens(c, out);
  }

  Emitter& e_;
  const SourceRange& loc_;
  std::function<bool(const std::string&)> is_builtin_;
  std::function<Value*(Value*)> container_items_;
  int64_t unrolledIndex_ = 0;
};

}  // namespace

void checkRangeArgs(Emitter& e, size_t n, const SourceRange& loc) { checkCount(e, "range", n, 1, 3, loc); }

void checkRangeArg(Emitter& e, Value* v, size_t i, const SourceRange& loc) {
  if (!v->type()->is(TypeKind::Int))
    e.fail("all inputs of range must be ints, found " + v->type()->str() + " in argument " + std::to_string(i), loc);
}

void checkIterArgs(Emitter& e, const std::string& fn, size_t n, const SourceRange& loc) {
  checkCount(e, fn, n, 1, fn == "enumerate" ? 2 : SIZE_MAX, loc);
}

void Program::emitIteration(Emitter& e, const Expr& iter, const SourceRange& loc,
                            const std::function<void(SugaredPtr)>& body, const StmtList* stmts,
                            const std::function<void(Value*, const std::function<void(Value*)>&)>& loop) {
  if (iter.is<Name>() || iter.is<ast::Attribute>()) {
    SugaredPtr sv = e.emitSugared(iter);
    if (auto* cv = dynamic_cast<ClassValue*>(sv.get()); cv && cv->info->enum_type) {
      // Iterating an Enum class visits its members in definition order.
      for (auto& [name, value] : cv->info->enum_members) body(simple(e.constant(value, loc)));
      return;
    }
  }
  TreeBuilder tb(
      e, loc, [this](const std::string& n) { return !defs_.count(n); },
      [this, &e, &loc](Value* v) { return moduleContainerValue(e, v, loc); });
  Iterable it = tb.build(iter);
  if (it.static_len) {
    for (int64_t i = 0; i < *it.static_len; ++i) {
      tb.setUnrolledIndex(i);
      body(simple(tb.item(it, e.constant(IValue(i), loc))));
    }
    return;
  }
  loop(tb.len(it), [&](Value* i) { body(simple(tb.item(it, i))); });
}

}  // namespace ts
