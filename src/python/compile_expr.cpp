// ===--- compile_expr.cpp - expression nodes and their compilation --------=== //
// Each ast::Expr kind becomes one node class whose eval() is the Python
// semantics of that expression; names are already resolved to slots.
#include "python/compiler.h"

#include <gmp.h>

#include <alloca.h>
#include <algorithm>
#include <cstring>

#include "python/attr_cache.h"
#include "python/bigint.h"
#include "python/builtins.h"
#include "python/direct_call.h"
#include "support/small_vector.h"

namespace ts::py {

namespace {

// ---- constants and names ---------------------------------------------------- //

struct ConstNode : ENode {
  ConstNode(SourceRange r, IValue v) : ENode(std::move(r)), value(std::move(v)) { constant = &value; }
  IValue eval(Interp&, Frame&) const override { return value; }
  IValue value;
};

[[noreturn]] void unboundLocal(Interp& in, const std::string& name) {
  in.raise(in.e.UnboundLocalError, "cannot access local variable '" + name +
                                       "' where it is not associated with a value");
}

struct LoadFast : ENode {
  LoadFast(SourceRange r, int s, std::string n) : ENode(std::move(r)), slot(s), name(std::move(n)) { local_slot = s; }
  IValue eval(Interp& in, Frame& f) const override {
    const IValue& v = f.slots[slot];
    if (isUnbound(v)) [[unlikely]] unboundLocal(in, name);
    return v;
  }
  int slot;
  std::string name;
};

struct LoadCell : ENode {
  LoadCell(SourceRange r, int s, std::string n) : ENode(std::move(r)), slot(s), name(std::move(n)) {}
  IValue eval(Interp& in, Frame& f) const override {
    auto* c = static_cast<Cell*>(static_cast<PyObject*>(f.slots[slot].toCapsule()));
    if (!c->bound)
      in.raise(in.e.NameError, "cannot access free variable '" + name +
                                   "' where it is not associated with a value in enclosing scope");
    return c->value;
  }
  int slot;
  std::string name;
};

[[noreturn]] void nameError(Interp& in, const std::string& name) {
  in.raise(in.e.NameError, "name '" + name + "' is not defined");
}

}  // namespace

// Note [Lazy builtins]: builtins written in Python (bytearray) live in a
// hidden module that is run the first time a lookup misses their name; the
// value then goes into the builtins dict, so later lookups (and the global
// cache) find it there, and programs that never name it pay nothing.
bool loadLazyBuiltin(Interp& in, const IValue& name) {
  static const std::pair<const char*, const char*> kLazy[] = {{"bytearray", "_bytearray"}, {"memoryview", "_bytearray"}, {"BaseExceptionGroup", "_exception_group"}, {"ExceptionGroup", "_exception_group"}};
  for (const auto& [builtin, module] : kLazy) {
    if (name.toStr() != builtin) continue;
    IValue m = in.importModule(module);
    IValue* v = static_cast<PyModule*>(asPy(m))->dict->findStr(in, name, hashStr(builtin));
    if (!v) return false;
    in.builtins->set(in, name, *v);
    return true;
  }
  return false;
}

namespace {

/// Note [Global lookup cache]: remembers which entry (of globals or
/// builtins) held the name; valid while both dicts' versions are unchanged.
struct LoadGlobal : ENode {
  LoadGlobal(SourceRange r, IValue n) : ENode(std::move(r)), name(std::move(n)), hash(hashStr(name.toStr())) {}
  IValue eval(Interp& in, Frame& f) const override {
    if (cached_globals == f.globals && gver == f.globals->version && bver == in.builtins->version)
      return (in_builtins ? in.builtins->entries : f.globals->entries)[index].value;
    int64_t i = f.globals->find(in, name, hash);
    bool builtin = i < 0;
    if (builtin) i = in.builtins->find(in, name, hash);
    if (i < 0 && loadLazyBuiltin(in, name)) i = in.builtins->find(in, name, hash);
    if (i < 0) nameError(in, name.toStr());
    cached_globals = f.globals;
    gver = f.globals->version;
    bver = in.builtins->version;
    in_builtins = builtin;
    index = i;
    return (builtin ? in.builtins->entries : f.globals->entries)[i].value;
  }
  IValue name;
  int64_t hash;
  mutable const PyDict* cached_globals = nullptr;
  mutable uint64_t gver = 0, bver = 0;
  mutable int64_t index = 0;
  mutable bool in_builtins = false;
};

struct LoadClassName : ENode {
  LoadClassName(SourceRange r, IValue n, int free_slot)
      : ENode(std::move(r)), name(std::move(n)), hash(hashStr(name.toStr())), cell(free_slot) {}
  IValue eval(Interp& in, Frame& f) const override {
    if (IValue* v = f.ns->findStr(in, name, hash)) return *v;
    if (cell >= 0) {
      auto* c = static_cast<Cell*>(static_cast<PyObject*>(f.slots[cell].toCapsule()));
      if (c->bound) return c->value;
    }
    if (IValue* v = f.globals->findStr(in, name, hash)) return *v;
    if (IValue* v = in.builtins->findStr(in, name, hash)) return *v;
    if (loadLazyBuiltin(in, name)) return *in.builtins->findStr(in, name, hash);
    nameError(in, name.toStr());
  }
  IValue name;
  int64_t hash;
  int cell;
};

// ---- operators -------------------------------------------------------------- //

constexpr int64_t kExactInDouble = int64_t{1} << 53;

struct BinOpNode : ENode {
  BinOpNode(SourceRange r, BinOp o, ENodePtr a, ENodePtr b)
      : ENode(std::move(r)), op(o), left(std::move(a)), right(std::move(b)) {
    // Caret anchors as CPython 3.11 draws them: the operator gets `^`.
    const std::string& text = range.source->text();
    uint32_t i = left->range.end;
    while (i < right->range.start && (text[i] == ' ' || text[i] == '(' || text[i] == ')' || text[i] == '\\' || text[i] == '\n')) ++i;
    anchor_l = i;
    anchor_r = i + 1;
    if (i + 1 < right->range.start && text[i + 1] != ' ') anchor_r++;
    borrow = !mayRebind(*right);
  }
  bool borrow;
  uint32_t anchor_l = 0, anchor_r = 0;
  IValue eval(Interp& in, Frame& f) const override {
    IValue ta, tb;
    const IValue& a = left->evalRef(in, f, ta, borrow);
    const IValue& b = right->evalRef(in, f, tb);
    if (a.isInt() && b.isInt()) {
      int64_t x = a.toInt(), y = b.toInt(), r;
      switch (op) {
        case BinOp::Add: if (!__builtin_add_overflow(x, y, &r)) return IValue(r); break;
        case BinOp::Sub: if (!__builtin_sub_overflow(x, y, &r)) return IValue(r); break;
        case BinOp::Mul: if (!__builtin_mul_overflow(x, y, &r)) return IValue(r); break;
        case BinOp::Mod:
          if (y > 0 && x >= 0) return IValue(x % y);
          break;
        case BinOp::TrueDiv:
          // Exact in double below 2^53, so one rounding as in CPython.
          if (y != 0 && x >= -kExactInDouble && x <= kExactInDouble && y >= -kExactInDouble && y <= kExactInDouble)
            return IValue(static_cast<double>(x) / static_cast<double>(y));
          break;
        default: break;
      }
    } else if ((a.isDouble() && (b.isDouble() || b.isInt())) || (a.isInt() && b.isDouble())) {
      // float op float/int: int -> float conversion rounds like CPython's.
      double x = a.toNumber(), y = b.toNumber();
      switch (op) {
        case BinOp::Add: return IValue(x + y);
        case BinOp::Sub: return IValue(x - y);
        case BinOp::Mul: return IValue(x * y);
        case BinOp::TrueDiv: if (y != 0) return IValue(x / y); break;
        default: break;
      }
    }
    try {
      return binaryOp(in, op, a, b);
    } catch (PyErr& e) {
      noteError(f, e, range, anchor_l, anchor_r);
      throw;
    }
  }
  BinOp op;
  ENodePtr left, right;
};

struct UnaryNode : ENode {
  UnaryNode(SourceRange r, ast::UnaryOpKind o, ENodePtr x) : ENode(std::move(r)), op(o), operand(std::move(x)) {}
  IValue eval(Interp& in, Frame& f) const override {
    IValue v = operand->eval(in, f);
    try {
      switch (op) {
        case ast::UnaryOpKind::Not: return IValue(!truthy(in, v));
        case ast::UnaryOpKind::Neg:
          if (v.isInt() && v.toInt() != INT64_MIN) return IValue(-v.toInt());
          return negate(in, v);
        case ast::UnaryOpKind::Pos: return positive(in, v);
        case ast::UnaryOpKind::Invert: return invert(in, v);
      }
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
    return v;
  }
  ast::UnaryOpKind op;
  ENodePtr operand;
};

struct BoolOpNode : ENode {
  BoolOpNode(SourceRange r, bool is_and, ENodePtr a, ENodePtr b)
      : ENode(std::move(r)), is_and(is_and), left(std::move(a)), right(std::move(b)) {}
  IValue eval(Interp& in, Frame& f) const override {
    IValue ta;
    const IValue& a = left->evalRef(in, f, ta);
    bool t = isTrue(in, a);
    if (is_and ? !t : t) return a;
    return right->eval(in, f);
  }
  bool is_and;
  ENodePtr left, right;
};

IValue compareOne(Interp& in, ast::CmpOpKind op, const IValue& a, const IValue& b) {
  using K = ast::CmpOpKind;
  if (a.isInt() && b.isInt()) {
    int64_t x = a.toInt(), y = b.toInt();
    switch (op) {
      case K::Eq: return IValue(x == y);
      case K::NotEq: return IValue(x != y);
      case K::Lt: return IValue(x < y);
      case K::LtE: return IValue(x <= y);
      case K::Gt: return IValue(x > y);
      case K::GtE: return IValue(x >= y);
      default: break;
    }
  }
  switch (op) {
    case K::Eq: return compare(in, a, b, CmpOp::Eq);
    case K::NotEq: return compare(in, a, b, CmpOp::Ne);
    case K::Lt: return compare(in, a, b, CmpOp::Lt);
    case K::LtE: return compare(in, a, b, CmpOp::Le);
    case K::Gt: return compare(in, a, b, CmpOp::Gt);
    case K::GtE: return compare(in, a, b, CmpOp::Ge);
    case K::Is: return IValue(isSame(a, b));
    case K::IsNot: return IValue(!isSame(a, b));
    case K::In: return IValue(contains(in, b, a));
    case K::NotIn: return IValue(!contains(in, b, a));
  }
  return IValue();
}

struct CompareNode : ENode {
  CompareNode(SourceRange r) : ENode(std::move(r)) {}
  IValue eval(Interp& in, Frame& f) const override {
    if (ops.size() == 1) {
      IValue ta, tb;
      const IValue& a = left->evalRef(in, f, ta, borrow);
      const IValue& b = rest[0]->evalRef(in, f, tb);
      try {
        return compareOne(in, ops[0], a, b);
      } catch (PyErr& e) {
        noteError(f, e, range);
        throw;
      }
    }
    IValue a = left->eval(in, f);
    try {
      for (size_t i = 0; i < ops.size(); ++i) {
        IValue b = rest[i]->eval(in, f);
        IValue r = compareOne(in, ops[i], a, b);
        if (i + 1 == ops.size()) return r;
        if (!isTrue(in, r)) return r;
        a = std::move(b);
      }
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
    return IValue();
  }
  ENodePtr left;
  std::vector<ast::CmpOpKind> ops;
  std::vector<ENodePtr> rest;
  bool borrow = false;  ///< left may be borrowed (Note [Borrowed operands])
};

struct IfExpNode : ENode {
  IfExpNode(SourceRange r, ENodePtr t, ENodePtr a, ENodePtr b)
      : ENode(std::move(r)), test(std::move(t)), body(std::move(a)), orelse(std::move(b)) {}
  IValue eval(Interp& in, Frame& f) const override {
    IValue t = test->eval(in, f);
    return isTrue(in, t) ? body->eval(in, f) : orelse->eval(in, f);
  }
  ENodePtr test, body, orelse;
};

// ---- calls ---------------------------------------------------------------- //

/// Evaluated arguments of one call.
struct ArgBuffer {
  SmallVector<IValue, 6> pos;
  std::vector<KwArg> kw;
};

struct CallNode : ENode {
  CallNode(SourceRange r) : ENode(std::move(r)) {}
  ENodePtr func;
  /// Method call `obj.name(...)`: obj in `func` is the receiver.
  bool method = false;
  IValue attr;
  int64_t attr_hash = 0;
  std::vector<ENodePtr> args;
  std::vector<bool> starred;
  bool any_star = false;
  std::vector<IValue> kw_names;  ///< empty name: **mapping
  std::vector<ENodePtr> kw_values;
  /// Method cache (Note [Method cache]): the plain function (or native
  /// method) that `attr` found on cached_type at type_epoch cached_epoch, or
  /// null. The function is borrowed: a counted reference from the node
  /// would make a cycle (function -> code -> this node -> function) for
  /// recursive methods. The type is remembered by address and serial (Note
  /// [Type serials]).
  mutable PyType* cached_type = nullptr;
  mutable PyObject* cached_fn = nullptr;
  mutable uint64_t cached_type_serial = 0;
  mutable uint64_t cached_epoch = 0;
  /// The cached native only reads its arguments and this call can pass
  /// them as views (Note [Borrowed native arguments]).
  mutable bool cached_readonly = false;
  /// No argument can rebind a local (no walrus): the receiver and the
  /// arguments may be borrowed (Note [Borrowed operands]).
  bool borrow = false;
  /// Only positional arguments, none starred (Note [Direct calls]).
  bool positional = false;
  static constexpr size_t kMaxViews = 4;

  /// Note [Borrowed native arguments]: a native flagged reads_args (str's
  /// pure methods) only reads its positional arguments and counts any
  /// reference it keeps. Its receiver (a str) and arguments are passed as
  /// views: bitwise copies of the operands where they already live (a bound
  /// local, a constant, `owned` for computed ones) in raw storage that is
  /// never destroyed, so the call does no refcount traffic. The operands
  /// outlive the call: locals cannot be rebound while it runs (`borrow`).
  IValue callReadOnly(Interp& in, Frame& f, NativeFunction& nf, const IValue& obj) const {
    alignas(IValue) unsigned char raw[kMaxViews * sizeof(IValue)];
    auto* views = reinterpret_cast<IValue*>(raw);
    std::memcpy(static_cast<void*>(views), static_cast<const void*>(&obj), sizeof(IValue));
    if (args.empty()) {
      Args a{views, 1, nullptr, 0};
      return nf.fn(in, a, &nf);
    }
    IValue owned[kMaxViews - 1];
    for (size_t i = 0; i < args.size(); ++i) {
      const IValue& v = args[i]->evalRef(in, f, owned[i]);
      std::memcpy(static_cast<void*>(views + i + 1), static_cast<const void*>(&v), sizeof(IValue));
    }
    Args a{views, args.size() + 1, nullptr, 0};
    return nf.fn(in, a, &nf);
  }

  void evalArgs(Interp& in, Frame& f, ArgBuffer& b) const {
    for (size_t i = 0; i < args.size(); ++i) {
      if (!any_star || !starred[i]) {
        b.pos.push_back(args[i]->eval(in, f));
        continue;
      }
      IValue it = args[i]->eval(in, f);
      if (it.isTuple() || it.isList()) {
        auto& items = it.isTuple() ? it.toTuple()->items : it.toList()->items;
        for (auto& x : items) b.pos.push_back(x);
      } else {
        for (auto& x : toVector(in, it)) b.pos.push_back(x);
      }
    }
    for (size_t i = 0; i < kw_names.size(); ++i) {
      IValue v = kw_values[i]->eval(in, f);
      if (!kw_names[i].isNone()) {
        b.kw.push_back({kw_names[i], std::move(v)});
        continue;
      }
      auto* d = asPyT<PyDict>(v);
      if (!d) in.raise(in.e.TypeError, "argument after ** must be a mapping, not " + typeName(in, v));
      d->forEach([&](const IValue& k, const IValue& val) {
        for (auto& e : b.kw)
          if (e.name.toStr() == k.toStr())
            in.raise(in.e.TypeError, "got multiple values for keyword argument '" + k.toStr() + "'");
        b.kw.push_back({k, val});
      });
    }
  }

  /// Note [Direct calls]: the arguments go straight into fn's slots (after
  /// `self`, moved in, for a method).
  IValue callDirect(Interp& in, Frame& f, PyFunction& fn, IValue* self) const {
    const FuncCode& c = *fn.code;
    SlotArray slots(alloca(sizeof(IValue) * c.nslots));
    if (self) slots.push(std::move(*self));
    for (const auto& a : args) slots.push(a->eval(in, f));
    slots.fillUnbound(c.nslots);
    return enterFunction(in, fn, slots.s);
  }

  IValue eval(Interp& in, Frame& f) const override {
    try {
      if (method) return evalMethod(in, f);
      IValue callee = func->eval(in, f);
      if (positional)
        if (auto* fn = asPyT<PyFunction>(callee); fn && fn->type == in.t.function && takesExactly(*fn->code, args.size()))
          return callDirect(in, f, *fn, nullptr);
      ArgBuffer b;
      evalArgs(in, f, b);
      Args a{b.pos.data(), b.pos.size(), b.kw.data(), b.kw.size()};
      return call(in, callee, a);
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    } catch (const Error& e) {
      PyErr pe = convertError(in, e);
      noteError(f, pe, range);
      throw pe;
    }
  }

  /// obj.name(args): calls a plain function found on the type without
  /// making a bound method.
  IValue evalMethod(Interp& in, Frame& f) const {
    IValue tmp;
    const IValue& obj = func->evalRef(in, f, tmp, borrow);
    // A str method seen here before (str's namespace cannot change, but the
    // epoch check costs nothing): straight to the native.
    if (obj.isStr() && cached_type == in.t.str && cached_epoch == in.type_epoch && cached_readonly && !isBytes(obj))
      return callReadOnly(in, f, *static_cast<NativeFunction*>(cached_fn), obj);
    PyType* t = typeOf(in, obj);
    PyObject* mo = nullptr;
    // Classes and modules find attributes in their own namespaces first.
    if (!t->has_getattr && t->layout != Layout::Type && t->layout != Layout::Module && t->layout != Layout::Super) {
      if (cached_type == t && cached_type_serial == t->serial && cached_epoch == in.type_epoch) {
        mo = cached_fn;
      } else {
        const IValue* m = t->lookup(in, attr, attr_hash);
        mo = m ? asPy(*m) : nullptr;
        bool plain = mo && (mo->type == in.t.function || (mo->kind == PyKind::Native && static_cast<NativeFunction*>(mo)->is_method));
        if (!plain) mo = nullptr;
        cached_type_serial = t->serial;
        cached_type = t;
        cached_epoch = in.type_epoch;
        cached_fn = mo;
        cached_readonly = mo && mo->kind == PyKind::Native && static_cast<NativeFunction*>(mo)->reads_args && borrow &&
                          positional && args.size() < kMaxViews;
      }
    }
    if (mo && !instanceHas(in, obj, attr, attr_hash)) {
      // The class dict owns the function (Note [Borrowed method calls]).
      struct Borrow {
        Interp& in;
        explicit Borrow(Interp& i) : in(i) { ++in.borrowed_calls; }
        ~Borrow() {
          if (--in.borrowed_calls == 0 && !in.retired.empty()) in.retired.clear();
        }
      } borrowed_fn(in);
      auto* nf = mo->type == in.t.function ? nullptr : static_cast<NativeFunction*>(mo);
      if (nf && cached_readonly && obj.isStr()) return callReadOnly(in, f, *nf, obj);
      if (!nf && positional && takesExactly(*static_cast<PyFunction*>(mo)->code, args.size() + 1)) {
        IValue self = &obj == &tmp ? std::move(tmp) : obj;
        return callDirect(in, f, *static_cast<PyFunction*>(mo), &self);
      }
      ArgBuffer b;
      b.pos.push_back(&obj == &tmp ? std::move(tmp) : obj);
      evalArgs(in, f, b);
      Args a{b.pos.data(), b.pos.size(), b.kw.data(), b.kw.size()};
      if (!nf) return callFunction(in, *static_cast<PyFunction*>(mo), a);
      if (nf->self_is_value)
        if (const IValue* nv = nativeValue(a.pos[0])) a.pos[0] = *nv;
      return nf->fn(in, a, nf);
    }
    IValue callee = getAttr(in, obj, attr, attr_hash);
    ArgBuffer b;
    evalArgs(in, f, b);
    Args a{b.pos.data(), b.pos.size(), b.kw.data(), b.kw.size()};
    return call(in, callee, a);
  }
};

/// Zero-argument super(): the enclosing class's __class__ cell and the
/// function's first argument.
struct SuperNode : ENode {
  SuperNode(SourceRange r, int c, int s, bool cell) : ENode(std::move(r)), class_slot(c), self_slot(s), self_is_cell(cell) {}
  IValue eval(Interp& in, Frame& f) const override {
    auto* c = static_cast<Cell*>(asPy(f.slots[class_slot]));
    if (!c || !c->bound) in.raise(in.e.RuntimeError, "super(): __class__ cell not found");
    IValue self = f.slots[self_slot];
    if (self_is_cell) self = static_cast<Cell*>(asPy(self))->value;
    if (isUnbound(self)) in.raise(in.e.RuntimeError, "super(): no arguments");
    IValue args[2] = {c->value, self};
    Args a{args, 2, nullptr, 0};
    return superNew(in, nullptr, a);
  }
  int class_slot, self_slot;
  bool self_is_cell;
};

// ---- attributes and subscripts --------------------------------------------- //

struct AttrNode : ENode {
  AttrNode(SourceRange r, ENodePtr v, IValue n) : ENode(std::move(r)), value(std::move(v)), name(std::move(n)), hash(hashStr(name.toStr())) {}
  IValue eval(Interp& in, Frame& f) const override {
    IValue tmp;
    const IValue& obj = value->evalRef(in, f, tmp);
    if (const IValue* v = cachedLoad(in, cache, obj, name, hash)) return *v;
    try {
      return getAttr(in, obj, name, hash);
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
  }
  ENodePtr value;
  IValue name;
  int64_t hash;
  mutable AttrCache cache;
};

struct SliceNode : ENode {
  SliceNode(SourceRange r) : ENode(std::move(r)) {}
  IValue eval(Interp& in, Frame& f) const override {
    IValue a = lower ? lower->eval(in, f) : IValue();
    IValue b = upper ? upper->eval(in, f) : IValue();
    IValue c = step ? step->eval(in, f) : IValue();
    return box(new PySlice(in.t.slice, std::move(a), std::move(b), std::move(c)));
  }
  ENodePtr lower, upper, step;
};

struct SubscriptNode : ENode {
  SubscriptNode(SourceRange r, ENodePtr v, ENodePtr i) : ENode(std::move(r)), value(std::move(v)), index(std::move(i)) {
    anchor_l = value->range.end;
    anchor_r = range.end;
    borrow = !mayRebind(*index);
  }
  bool borrow;
  uint32_t anchor_l = 0, anchor_r = 0;
  IValue eval(Interp& in, Frame& f) const override {
    IValue tc, tk;
    const IValue& c = value->evalRef(in, f, tc, borrow);
    const IValue& k = index->evalRef(in, f, tk);
    if (c.isList() && k.isInt()) {
      auto& items = c.toList()->items;
      int64_t i = k.toInt(), n = static_cast<int64_t>(items.size());
      if (i < 0) i += n;
      if (i >= 0 && i < n) return items[i];
    }
    try {
      return getItem(in, c, k);
    } catch (PyErr& e) {
      noteError(f, e, range, anchor_l, anchor_r);
      throw;
    }
  }
  ENodePtr value, index;
};

// ---- displays -------------------------------------------------------------- //

struct SeqNode : ENode {
  enum Kind { List, Tuple, Set } kind;
  SeqNode(SourceRange r, Kind k) : ENode(std::move(r)), kind(k) {}
  std::vector<ENodePtr> elts;
  std::vector<bool> starred;
  bool all_const = false;
  IValue eval(Interp& in, Frame& f) const override {
    std::vector<IValue> items;
    items.reserve(elts.size());
    for (size_t i = 0; i < elts.size(); ++i) {
      IValue v = elts[i]->eval(in, f);
      if (!starred[i]) items.push_back(std::move(v));
      else for (auto& x : toVector(in, v)) items.push_back(x);
    }
    if (kind == List) return in.newList(std::move(items));
    if (kind == Tuple) return in.newTuple(std::move(items));
    Ref<PySet> s = in.newSet();
    if (all_const) {
      // CPython folds a constant set display into a frozenset constant and
      // merges it (BUILD_SET 0; SET_UPDATE), which fixes the iteration order.
      Ref<PySet> folded = in.newSet(true);
      for (auto& x : items) folded->add(in, x);
      s->merge(in, *folded);
      return box(s.get());
    }
    for (auto& x : items) s->add(in, x);
    return box(s.get());
  }
};

struct DictNode : ENode {
  DictNode(SourceRange r) : ENode(std::move(r)) {}
  std::vector<ENodePtr> keys, values;  ///< key null: ** unpack
  IValue eval(Interp& in, Frame& f) const override {
    Ref<PyDict> d = in.newDict();
    for (size_t i = 0; i < values.size(); ++i) {
      if (keys[i]) {
        IValue k = keys[i]->eval(in, f);
        d->set(in, k, values[i]->eval(in, f));
        continue;
      }
      IValue m = values[i]->eval(in, f);
      if (auto* src = asPyT<PyDict>(m)) {
        src->forEach([&](const IValue& k, const IValue& v) { d->set(in, k, v); });
      } else {
        IValue ks = callAttr(in, m, "keys", {});
        for (auto& k : toVector(in, ks)) d->set(in, k, getItem(in, m, k));
      }
    }
    return box(d.get());
  }
};

struct FStringNode : ENode {
  FStringNode(SourceRange r) : ENode(std::move(r)) {}
  struct Part {
    std::string literal;
    ENodePtr value;
    char conversion = 0;
    ENodePtr spec;
  };
  std::vector<Part> parts;
  IValue eval(Interp& in, Frame& f) const override {
    std::string out;
    for (auto& p : parts) {
      if (!p.value) {
        out += p.literal;
        continue;
      }
      IValue v = p.value->eval(in, f);
      std::string spec = p.spec ? p.spec->eval(in, f).toStr() : std::string();
      if (p.conversion == 'r') v = IValue(repr(in, v));
      else if (p.conversion == 'a') v = IValue(asciiRepr(in, v));
      else if (p.conversion == 's') v = IValue(toStr(in, v));
      if (spec.empty() && isStrValue(v)) out += v.toStr();
      else out += format(in, v, spec);
    }
    return IValue(std::move(out));
  }
};

struct NamedExprNode : ENode {
  NamedExprNode(SourceRange r, std::unique_ptr<Target> t, ENodePtr v)
      : ENode(std::move(r)), target(std::move(t)), value(std::move(v)) {}
  IValue eval(Interp& in, Frame& f) const override {
    IValue v = value->eval(in, f);
    target->store(in, f, v);
    return v;
  }
  std::unique_ptr<Target> target;
  ENodePtr value;
};

struct YieldNode : ENode {
  YieldNode(SourceRange r, ENodePtr v, bool from) : ENode(std::move(r)), value(std::move(v)), is_from(from) {}
  IValue eval(Interp& in, Frame& f) const override {
    IValue v = value ? value->eval(in, f) : IValue();
    if (!is_from) return generatorYield(in, f, std::move(v));
    return yieldFrom(in, f, getIter(in, v));
  }

  /// PEP 380: values sent to and exceptions thrown into this generator go
  /// to the subiterator; its StopIteration value is the expression's value.
  static IValue yieldFrom(Interp& in, Frame& f, const IValue& it) {
    IValue y, result;
    if (!delegate(in, [&] { return stepIterator(in, it, IValue(), y); }, result)) return result;
    while (true) {
      IValue sent;
      try {
        sent = generatorYield(in, f, y);
      } catch (PyErr& e) {
        IValue method;
        if (isInstance(in, e.exc, in.e.GeneratorExit)) {
          if (getAttrOpt(in, it, "close", method)) call(in, method, {});
          throw;
        }
        if (!getAttrOpt(in, it, "throw", method)) throw;
        IValue exc = e.exc;
        if (!delegate(in, [&] { y = call(in, method, {exc}); return true; }, result)) return result;
        continue;
      }
      if (!delegate(in, [&] { return stepIterator(in, it, sent, y); }, result)) return result;
    }
  }

  /// next(it) or it.send(sent) into y; false when a plain iterator ends.
  static bool stepIterator(Interp& in, const IValue& it, const IValue& sent, IValue& y) {
    if (sent.isNone() && typeOf(in, it) != in.t.generator) return iterNext(in, it, y);
    return y = callAttr(in, it, "send", {sent}), true;
  }

  /// Runs step; false with the subiterator's result when it finished.
  template <class F>
  static bool delegate(Interp& in, F step, IValue& result) {
    try {
      if (step()) return true;
      result = IValue();
      return false;
    } catch (PyErr& e) {
      if (!isInstance(in, e.exc, in.e.StopIteration)) throw;
      result = getAttr(in, e.exc, "value");
      return false;
    }
  }
  ENodePtr value;
  bool is_from;
};

IValue literalInt(Interp& in, const ast::IntLiteral& lit) {
  if (!lit.too_big) return IValue(lit.value);
  std::string text(lit.range.text());
  std::string digits;
  for (char c : text)
    if (c != '_') digits += c;
  int base = 10;
  size_t skip = 0;
  if (digits.size() > 2 && digits[0] == '0') {
    char p = static_cast<char>(std::tolower(digits[1]));
    base = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 10;
    if (base != 10) skip = 2;
  }
  if (base == 10 && in.int_max_str_digits > 0 && static_cast<int64_t>(digits.size()) > in.int_max_str_digits)
    throw SyntaxError(intParseLimitMessage(in, digits.size()) +
                          " - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.",
                      lit.range);
  return bigFromString(in, digits.substr(skip), base);
}

}  // namespace

BinOp binOpOf(ast::BinOpKind k) {
  switch (k) {
    case ast::BinOpKind::Add: return BinOp::Add;
    case ast::BinOpKind::Sub: return BinOp::Sub;
    case ast::BinOpKind::Mul: return BinOp::Mul;
    case ast::BinOpKind::MatMul: return BinOp::MatMul;
    case ast::BinOpKind::Div: return BinOp::TrueDiv;
    case ast::BinOpKind::FloorDiv: return BinOp::FloorDiv;
    case ast::BinOpKind::Mod: return BinOp::Mod;
    case ast::BinOpKind::Pow: return BinOp::Pow;
    case ast::BinOpKind::LShift: return BinOp::LShift;
    case ast::BinOpKind::RShift: return BinOp::RShift;
    case ast::BinOpKind::BitOr: return BinOp::Or;
    case ast::BinOpKind::BitXor: return BinOp::Xor;
    case ast::BinOpKind::BitAnd: return BinOp::And;
  }
  return BinOp::Add;
}

ENodePtr makeConstNode(const SourceRange& r, IValue v) { return std::make_unique<ConstNode>(r, std::move(v)); }

ENodePtr makeTupleNode(const SourceRange& r, std::vector<ENodePtr> parts) {
  auto t = std::make_unique<SeqNode>(r, SeqNode::Tuple);
  for (auto& p : parts) {
    t->starred.push_back(false);
    t->elts.push_back(std::move(p));
  }
  return t;
}

ENodePtr makeNameLoad(Compiler& c, const std::string& name, const Scope& s, const SourceRange& r) {
  Interp& in = c.in();
  switch (s.kind == ScopeKind::Module ? NameKind::Global : s.kindOf(name)) {
    case NameKind::Local: return std::make_unique<LoadFast>(r, s.slotOf(name), name);
    case NameKind::Cell: case NameKind::Free: return std::make_unique<LoadCell>(r, s.slotOf(name), name);
    case NameKind::Global: return std::make_unique<LoadGlobal>(r, in.intern(name));
    case NameKind::ClassName: return std::make_unique<LoadClassName>(r, in.intern(name), -1);
    case NameKind::ClassFree: return std::make_unique<LoadClassName>(r, in.intern(name), s.slotOf(name));
  }
  return nullptr;
}

ENodePtr Compiler::expr(const ast::Expr& e, const Scope& s) {
  using K = ast::ExprKind;
  const SourceRange& r = e.range;
  switch (e.kind) {
    case K::Name: return makeNameLoad(*this, e.as<ast::Name>()->id, s, r);
    case K::IntLiteral: return std::make_unique<ConstNode>(r, literalInt(in_, *e.as<ast::IntLiteral>()));
    case K::FloatLiteral: return std::make_unique<ConstNode>(r, IValue(e.as<ast::FloatLiteral>()->value));
    case K::ImagLiteral:
      return std::make_unique<ConstNode>(r, IValue(std::complex<double>(0, e.as<ast::ImagLiteral>()->value)));
    case K::StringLiteral: {
      auto* l = e.as<ast::StringLiteral>();
      return std::make_unique<ConstNode>(r, l->is_bytes ? makeBytes(l->value) : in_.intern(l->value));
    }
    case K::BoolLiteral: return std::make_unique<ConstNode>(r, IValue(e.as<ast::BoolLiteral>()->value));
    case K::NoneLiteral: return std::make_unique<ConstNode>(r, IValue());
    case K::EllipsisLiteral: return std::make_unique<ConstNode>(r, in_.ellipsis);
    case K::BinOp: {
      auto* b = e.as<ast::BinOp>();
      return std::make_unique<BinOpNode>(r, binOpOf(b->op), expr(*b->left, s), expr(*b->right, s));
    }
    case K::UnaryOp: {
      auto* u = e.as<ast::UnaryOp>();
      return std::make_unique<UnaryNode>(r, u->op, expr(*u->operand, s));
    }
    case K::BoolOp: {
      auto* b = e.as<ast::BoolOp>();
      return std::make_unique<BoolOpNode>(r, b->op == ast::BoolOpKind::And, expr(*b->left, s), expr(*b->right, s));
    }
    case K::Compare: {
      auto* c = e.as<ast::Compare>();
      auto n = std::make_unique<CompareNode>(r);
      n->left = expr(*c->left, s);
      n->ops = c->ops;
      for (auto& x : c->comparators) n->rest.push_back(expr(*x, s));
      n->borrow = n->rest.size() == 1 && !mayRebind(*n->rest[0]);
      return n;
    }
    case K::IfExp: {
      auto* i = e.as<ast::IfExp>();
      return std::make_unique<IfExpNode>(r, expr(*i->test, s), expr(*i->body, s), expr(*i->orelse, s));
    }
    case K::Call: {
      auto* c = e.as<ast::Call>();
      if (auto* fn = c->func->as<ast::Name>(); fn && fn->id == "super" && c->args.empty() && c->keywords.empty() &&
          s.kind == ScopeKind::Function && s.kindOf("__class__") == NameKind::Free && s.nparams > 0) {
        const std::string& first = s.slots[0];
        bool is_cell = s.kindOf(first) == NameKind::Cell;
        return std::make_unique<SuperNode>(r, s.slotOf("__class__"), is_cell ? s.slotOf(first) : 0, is_cell);
      }
      auto n = std::make_unique<CallNode>(r);
      if (auto* a = c->func->as<ast::Attribute>()) {
        n->method = true;
        n->func = expr(*a->value, s);
        n->attr = in_.intern(a->attr);
        n->attr_hash = hashStr(a->attr);
      } else {
        n->func = expr(*c->func, s);
      }
      for (auto& a : c->args) {
        bool star = a->is<ast::Starred>();
        n->starred.push_back(star);
        n->any_star |= star;
        n->args.push_back(expr(star ? *a->as<ast::Starred>()->value : *a, s));
      }
      for (auto& k : c->keywords) {
        n->kw_names.push_back(k.name.empty() ? IValue() : in_.intern(k.name));
        n->kw_values.push_back(expr(*k.value, s));
      }
      n->positional = !n->any_star && n->kw_names.empty();
      n->borrow = std::none_of(n->args.begin(), n->args.end(), [](const ENodePtr& a) { return mayRebind(*a); }) &&
                  std::none_of(n->kw_values.begin(), n->kw_values.end(), [](const ENodePtr& a) { return mayRebind(*a); });
      return n;
    }
    case K::Attribute: {
      auto* a = e.as<ast::Attribute>();
      return std::make_unique<AttrNode>(r, expr(*a->value, s), in_.intern(a->attr));
    }
    case K::Subscript: {
      auto* sub = e.as<ast::Subscript>();
      ENodePtr index;
      if (sub->is_tuple) {
        auto t = std::make_unique<SeqNode>(r, SeqNode::Tuple);
        for (auto& i : sub->indices) {
          t->starred.push_back(i->is<ast::Starred>());
          t->elts.push_back(expr(i->is<ast::Starred>() ? *i->as<ast::Starred>()->value : *i, s));
        }
        index = std::move(t);
      } else {
        index = expr(*sub->indices[0], s);
      }
      return std::make_unique<SubscriptNode>(r, expr(*sub->value, s), std::move(index));
    }
    case K::Slice: {
      auto* sl = e.as<ast::Slice>();
      auto n = std::make_unique<SliceNode>(r);
      if (sl->lower) n->lower = expr(*sl->lower, s);
      if (sl->upper) n->upper = expr(*sl->upper, s);
      if (sl->step) n->step = expr(*sl->step, s);
      return n;
    }
    case K::Starred:
      throw SyntaxError("can't use starred expression here", r);
    case K::ListLiteral: case K::TupleLiteral: case K::SetLiteral: {
      const ast::ExprList& elts = e.is<ast::ListLiteral>() ? e.as<ast::ListLiteral>()->elts
                                  : e.is<ast::TupleLiteral>() ? e.as<ast::TupleLiteral>()->elts
                                                              : e.as<ast::SetLiteral>()->elts;
      auto n = std::make_unique<SeqNode>(r, e.is<ast::ListLiteral>() ? SeqNode::List
                                            : e.is<ast::TupleLiteral>() ? SeqNode::Tuple : SeqNode::Set);
      n->all_const = elts.size() >= 3;
      for (auto& x : elts) {
        bool star = x->is<ast::Starred>();
        n->starred.push_back(star);
        n->elts.push_back(expr(star ? *x->as<ast::Starred>()->value : *x, s));
        n->all_const &= !star && (x->is<ast::IntLiteral>() || x->is<ast::StringLiteral>() || x->is<ast::FloatLiteral>() ||
                                  x->is<ast::BoolLiteral>() || x->is<ast::NoneLiteral>());
      }
      return n;
    }
    case K::DictLiteral: {
      auto* d = e.as<ast::DictLiteral>();
      auto n = std::make_unique<DictNode>(r);
      for (size_t i = 0; i < d->values.size(); ++i) {
        n->keys.push_back(d->keys[i] ? expr(*d->keys[i], s) : nullptr);
        n->values.push_back(expr(*d->values[i], s));
      }
      return n;
    }
    case K::ListComp: case K::SetComp: case K::DictComp: case K::GeneratorExp:
      return comprehension(e, s);
    case K::JoinedStr: {
      auto n = std::make_unique<FStringNode>(r);
      for (auto& p : e.as<ast::JoinedStr>()->parts) {
        FStringNode::Part part;
        part.literal = p.literal;
        if (p.value) part.value = expr(*p.value, s);
        part.conversion = p.conversion;
        if (p.format_spec) part.spec = expr(*p.format_spec, s);
        n->parts.push_back(std::move(part));
      }
      return n;
    }
    case K::Lambda: {
      auto* l = e.as<ast::Lambda>();
      auto code = function(l, "<lambda>", l->params, nullptr, l->body.get(), r, qualPrefix(s) + "<lambda>");
      return makeFunctionNode(*this, std::move(code), l->params, nullptr, s, r);
    }
    case K::Await: throw SyntaxError("'await' outside async function", r);
    case K::Yield: {
      auto* y = e.as<ast::Yield>();
      return std::make_unique<YieldNode>(r, y->value ? expr(*y->value, s) : nullptr, y->is_from);
    }
    case K::NamedExpr: {
      auto* n = e.as<ast::NamedExpr>();
      // The target binds in the nearest non-comprehension scope (scope.cpp).
      return std::make_unique<NamedExprNode>(r, target(*n->target, s), expr(*n->value, s));
    }
  }
  throw SyntaxError("unsupported expression", r);
}

}  // namespace ts::py
