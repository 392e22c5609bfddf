// ===--- compile_stmt.cpp - statement nodes and their compilation ---------=== //
// Assignments and their targets, control flow (for/while/if/try/with),
// raise/assert/del, imports, and the def/class/comprehension nodes that
// create functions and classes at run time.
#include "python/compiler.h"

#include <new>

#include "python/attr_cache.h"
#include "python/builtins.h"
#include "python/direct_call.h"
#include "runtime/fuzz_fuel.h"

namespace ts::py {

namespace {

// ---- targets ---------------------------------------------------------------- //

struct FastTarget : Target {
  FastTarget(SourceRange r, int s, std::string n) : Target(std::move(r)), slot(s), name(std::move(n)) {}
  void store(Interp&, Frame& f, IValue v) const override { f.slots[slot] = std::move(v); }
  void del(Interp& in, Frame& f) const override {
    if (isUnbound(f.slots[slot]))
      in.raise(in.e.UnboundLocalError, "cannot access local variable '" + name + "' where it is not associated with a value");
    f.slots[slot] = unboundValue();
  }
  int slot;
  std::string name;
};

struct CellTarget : Target {
  CellTarget(SourceRange r, int s, std::string n) : Target(std::move(r)), slot(s), name(std::move(n)) {}
  Cell* cell(Frame& f) const { return static_cast<Cell*>(static_cast<PyObject*>(f.slots[slot].toCapsule())); }
  void store(Interp&, Frame& f, IValue v) const override {
    Cell* c = cell(f);
    c->value = std::move(v);
    c->bound = true;
  }
  void del(Interp& in, Frame& f) const override {
    Cell* c = cell(f);
    if (!c->bound) in.raise(in.e.NameError, "cannot access free variable '" + name + "'");
    c->value = IValue();
    c->bound = false;
  }
  int slot;
  std::string name;
};

struct DictTarget : Target {
  DictTarget(SourceRange r, IValue n, bool ns) : Target(std::move(r)), name(std::move(n)), hash(hashStr(name.toStr())), class_ns(ns) {}
  PyDict* dict(Frame& f) const { return class_ns ? f.ns : f.globals; }
  void store(Interp& in, Frame& f, IValue v) const override { dict(f)->set(in, name, hash, std::move(v)); }
  void del(Interp& in, Frame& f) const override {
    if (!dict(f)->erase(in, name, hash)) in.raise(in.e.NameError, "name '" + name.toStr() + "' is not defined");
  }
  IValue name;
  int64_t hash;
  bool class_ns;
};

struct AttrTarget : Target {
  AttrTarget(SourceRange r, ENodePtr o, IValue n)
      : Target(std::move(r)), obj(std::move(o)), name(std::move(n)), hash(hashStr(name.toStr())),
        sets_class(name.toStr() == "__class__") {}
  void store(Interp& in, Frame& f, IValue v) const override {
    IValue o = obj->eval(in, f);
    try {
      // `x.__class__ = C` changes the type the cache would key on.
      if (sets_class) setAttr(in, o, name, hash, std::move(v));
      else cachedStore(in, cache, o, name, hash, std::move(v));
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
  }
  void del(Interp& in, Frame& f) const override { delAttr(in, obj->eval(in, f), name, hash); }
  ENodePtr obj;
  IValue name;
  int64_t hash;
  bool sets_class;
  mutable AttrCache cache;
};

struct ItemTarget : Target {
  ItemTarget(SourceRange r, ENodePtr o, ENodePtr k) : Target(std::move(r)), obj(std::move(o)), key(std::move(k)) {}
  void store(Interp& in, Frame& f, IValue v) const override {
    IValue o = obj->eval(in, f);
    IValue k = key->eval(in, f);
    try {
      setItem(in, o, k, std::move(v));
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
  }
  void del(Interp& in, Frame& f) const override {
    IValue o = obj->eval(in, f);
    IValue k = key->eval(in, f);
    try {
      delItem(in, o, k);
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
  }
  ENodePtr obj, key;
};

struct UnpackTarget : Target {
  UnpackTarget(SourceRange r) : Target(std::move(r)) {}
  void store(Interp& in, Frame& f, IValue v) const override {
    std::vector<IValue> items;
    unpackInto(in, v, elts.size(), star, items);
    for (size_t i = 0; i < elts.size(); ++i) elts[i]->store(in, f, std::move(items[i]));
  }
  void del(Interp& in, Frame& f) const override {
    for (auto& t : elts) t->del(in, f);
  }
  std::vector<std::unique_ptr<Target>> elts;
  int star = -1;
};

// ---- simple statements ---------------------------------------------------- //

struct ExprStmtNode : SNode {
  ExprStmtNode(SourceRange r, ENodePtr v) : SNode(std::move(r)), value(std::move(v)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    value->eval(in, f);
    return Flow::Normal;
  }
  ENodePtr value;
};

struct AssignNode : SNode {
  AssignNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    IValue v = value->eval(in, f);
    for (size_t i = 0; i + 1 < targets.size(); ++i) targets[i]->store(in, f, v);
    targets.back()->store(in, f, std::move(v));
    return Flow::Normal;
  }
  std::vector<std::unique_ptr<Target>> targets;
  ENodePtr value;
};

/// `x op= v` for a Name target: load, operate in place, store.
struct AugNameNode : SNode {
  AugNameNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    if (append_slot >= 0 && isStrValue(f.slots[append_slot]) && appendInPlace(in, f)) return Flow::Normal;
    IValue a = load->eval(in, f);
    IValue b = value->eval(in, f);
    int64_t r;
    if (a.isInt() && b.isInt() && op == BinOp::Add && !__builtin_add_overflow(a.toInt(), b.toInt(), &r)) {
      target->store(in, f, IValue(r));
      return Flow::Normal;
    }
    try {
      target->store(in, f, inplaceOp(in, op, a, b));
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
    return Flow::Normal;
  }
  /// Note [In-place str append]: `s += t` on a local whose str no one else
  /// references (count 1: the slot) appends to it, as CPython does, instead
  /// of copying the whole string per step (quadratic string building).
  /// Strings are immutable to every other holder, which has a count of its
  /// own; constants and interned strs are held by their node or table.
  /// Only for a local slot (the load and the store are the same place) and
  /// a right side without a walrus (which could rebind the slot).
  bool appendInPlace(Interp& in, Frame& f) const {
    IValue b = value->eval(in, f);
    IValue& slot = f.slots[append_slot];
    if (isStrValue(b) && isStrValue(slot) && slot.toRefCounted()->useCount() == 1) {
      auto* str = static_cast<StrObj*>(slot.toRefCounted());
      str->value += b.toStr();
      str->valueChanged();
      return true;
    }
    try {
      target->store(in, f, inplaceOp(in, op, slot, b));
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
    return true;
  }
  ENodePtr load, value;
  std::unique_ptr<Target> target;
  BinOp op;
  int append_slot = -1;  ///< local slot for Note [In-place str append], or -1
};

struct AugAttrNode : SNode {
  AugAttrNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    IValue to;
    const IValue& o = obj->evalRef(in, f, to, borrow);
    try {
      IValue* cached = cachedLoad(in, load_cache, o, name, hash);
      // `x.n += k`, k an int constant (its evaluation runs no code), on an
      // int in the instance dict of a type whose stores are plain: the
      // entry the load found is the one the store would write.
      int64_t r;
      if (cached && cached->isInt() && value->constant && value->constant->isInt() && op == BinOp::Add &&
          !__builtin_add_overflow(cached->toInt(), value->constant->toInt(), &r) && plainStore(in, store_cache, o)) {
        *cached = IValue(r);
        return Flow::Normal;
      }
      IValue a = cached ? *cached : getAttr(in, o, name, hash);
      IValue b = value->eval(in, f);
      if (a.isInt() && b.isInt() && op == BinOp::Add && !__builtin_add_overflow(a.toInt(), b.toInt(), &r))
        cachedStore(in, store_cache, o, name, hash, IValue(r));
      else
        cachedStore(in, store_cache, o, name, hash, inplaceOp(in, op, a, b));
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
    return Flow::Normal;
  }
  ENodePtr obj, value;
  IValue name;
  int64_t hash;
  BinOp op;
  bool borrow = false;  ///< obj may be borrowed (Note [Borrowed operands])
  mutable AttrCache load_cache, store_cache;
};

/// The PyDict of o when its item access is plain dict access (dict, or a
/// subclass that overrides neither __getitem__ nor __setitem__).
PyDict* plainDict(Interp& in, const IValue& o) {
  auto* d = asPyT<PyDict>(o);
  if (!d || d->type == in.t.dict) return d;
  const IValue* g = d->type->lookup(in, in.n.getitem_, hashStr("__getitem__"));
  const IValue* s = d->type->lookup(in, in.n.setitem_, hashStr("__setitem__"));
  auto native = [&](const IValue* m) { return m && asPy(*m) && asPy(*m)->type == in.t.native; };
  return native(g) && native(s) ? d : nullptr;
}

struct AugItemNode : SNode {
  AugItemNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    IValue to, tk;
    const IValue& o = obj->evalRef(in, f, to, borrow_obj);
    const IValue& k = key->evalRef(in, f, tk, borrow_key);
    try {
      if (PyDict* d = cachedPlainDict(in, o)) {
        // d[k] op= v on a dict (or a subclass that only adds __missing__):
        // hash once, update the entry in place.
        int64_t h = hashOf(in, k);
        int64_t i = d->find(in, k, h);
        uint64_t version = d->version;
        IValue a;
        if (i >= 0) {
          a = d->entries[i].value;
        } else {
          const IValue* miss = d->type == in.t.dict ? nullptr : d->type->lookup(in, in.n.missing_, hashStr("__missing__"));
          if (!miss) in.raiseArgs(in.e.KeyError, {k});
          a = callMethod(in, *miss, o, {k});
        }
        IValue b = value->eval(in, f);
        int64_t r;
        IValue res = a.isInt() && b.isInt() && op == BinOp::Add && !__builtin_add_overflow(a.toInt(), b.toInt(), &r)
                         ? IValue(r) : inplaceOp(in, op, a, b);
        // Entry indices keep their meaning while the version is unchanged.
        if (i < 0 || d->version != version) i = d->find(in, k, h);
        if (i >= 0) d->entries[i].value = std::move(res);
        else d->set(in, k, h, std::move(res));
        return Flow::Normal;
      }
      IValue a = getItem(in, o, k);
      IValue b = value->eval(in, f);
      int64_t r;
      if (a.isInt() && b.isInt() && op == BinOp::Add && !__builtin_add_overflow(a.toInt(), b.toInt(), &r))
        setItem(in, o, k, IValue(r));
      else
        setItem(in, o, k, inplaceOp(in, op, a, b));
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
    return Flow::Normal;
  }
  /// plainDict(o), remembering the last dict subclass found plain at the
  /// current type_epoch (its __getitem__/__setitem__ lookups are then known).
  PyDict* cachedPlainDict(Interp& in, const IValue& o) const {
    auto* d = asPyT<PyDict>(o);
    if (!d || d->type == in.t.dict || (d->type == plain_type && plain_type_serial == d->type->serial && plain_epoch == in.type_epoch)) return d;
    d = plainDict(in, o);
    if (d) {
      plain_type = d->type;
      plain_type_serial = d->type->serial;
      plain_epoch = in.type_epoch;
    }
    return d;
  }
  ENodePtr obj, key, value;
  BinOp op;
  bool borrow_obj = false, borrow_key = false;  ///< Note [Borrowed operands]
  mutable PyType* plain_type = nullptr;  ///< borrowed (Note [Type serials])
  mutable uint64_t plain_type_serial = 0;
  mutable uint64_t plain_epoch = ~0ull;
};

/// `name: T [= v]` in a class body or module: records T in __annotations__.
struct AnnotateNode : SNode {
  AnnotateNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    if (value) target->store(in, f, value->eval(in, f));
    IValue ann = annotation->eval(in, f);
    PyDict* ns = f.ns ? f.ns : f.globals;
    const IValue& key = in.intern("__annotations__");
    IValue* d = ns->findStr(in, key, hashStr("__annotations__"));
    if (!d) {
      ns->set(in, key, box(in.newDict().get()));
      d = ns->findStr(in, key, hashStr("__annotations__"));
    }
    if (auto* dict = asPyT<PyDict>(*d)) dict->set(in, name, ann);
    return Flow::Normal;
  }
  ENodePtr annotation, value;
  std::unique_ptr<Target> target;
  IValue name;
};

struct ReturnNode : SNode {
  ReturnNode(SourceRange r, ENodePtr v) : SNode(std::move(r)), value(std::move(v)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    f.retval = value ? value->eval(in, f) : IValue();
    return Flow::Return;
  }
  ENodePtr value;
};

struct JumpNode : SNode {
  JumpNode(SourceRange r, Flow fl) : SNode(std::move(r)), flow(fl) {}
  Flow exec(Interp&, Frame&) const override { return flow; }
  Flow flow;
};

struct DeleteNode : SNode {
  DeleteNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    for (auto& t : targets) t->del(in, f);
    return Flow::Normal;
  }
  std::vector<std::unique_ptr<Target>> targets;
};

// ---- control flow ---------------------------------------------------------- //

struct IfNode : SNode {
  IfNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    IValue tmp;
    const IValue& t = test->evalRef(in, f, tmp);
    return execBlock(in, f, isTrue(in, t) ? body : orelse);
  }
  ENodePtr test;
  SBlock body, orelse;
};

struct WhileNode : SNode {
  WhileNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    while (true) {
      TS_BURN_FUZZ_FUEL();
      f.stmt = &range;
      IValue t = test->eval(in, f);
      if (!isTrue(in, t)) break;
      Flow fl = execBlock(in, f, body);
      if (fl == Flow::Break) return Flow::Normal;
      if (fl == Flow::Return) return fl;
    }
    return execBlock(in, f, orelse);
  }
  ENodePtr test;
  SBlock body, orelse;
};

struct ForNode : SNode {
  ForNode(SourceRange r) : SNode(std::move(r)) {}
  /// Runs the body once; true when the loop must stop with `out`.
  bool step(Interp& in, Frame& f, IValue v, Flow& out) const {
    TS_BURN_FUZZ_FUEL();
    target->store(in, f, std::move(v));
    Flow fl = execBlock(in, f, body);
    if (fl == Flow::Break) { out = Flow::Break; return true; }
    if (fl == Flow::Return) { out = fl; return true; }
    return false;
  }
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    IValue it = iter->eval(in, f);
    Flow out = Flow::Normal;
    bool stopped = false;
    if (auto* r = asPyT<PyRange>(it); r && r->type == in.t.range && !r->isBig()) {
      int64_t n = r->length();
      for (int64_t i = 0; i < n && !stopped; ++i) stopped = step(in, f, IValue(r->start + i * r->step), out);
    } else if (it.isList() || it.isTuple()) {
      const std::vector<IValue>& items = it.isList() ? it.toList()->items : it.toTuple()->items;
      for (size_t i = 0; i < items.size() && !stopped; ++i) stopped = step(in, f, items[i], out);
    } else {
      IValue iterator;
      try {
        iterator = getIter(in, it);
      } catch (PyErr& e) {
        noteError(f, e, iter->range);
        throw;
      }
      IValue v;
      while (!stopped && (f.stmt = &range, iterNext(in, iterator, v))) stopped = step(in, f, std::move(v), out);
    }
    if (stopped) return out == Flow::Break ? Flow::Normal : out;
    return execBlock(in, f, orelse);
  }
  ENodePtr iter;
  std::unique_ptr<Target> target;
  SBlock body, orelse;
};

struct RaiseNode : SNode {
  RaiseNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    if (!exc) {
      if (in.handling.empty()) in.raise(in.e.RuntimeError, "No active exception to reraise");
      throw PyErr{in.handling.back()};
    }
    IValue e = exc->eval(in, f);
    IValue value = instantiateException(in, e);
    auto* inst = static_cast<PyInstance*>(asPy(value));
    if (cause) {
      IValue c = cause->eval(in, f);
      inst->cause = c.isNone() ? c : instantiateException(in, c);
      inst->suppress_context = true;
    }
    if (!in.handling.empty() && !in.handling.back().isSameIdentity(value) && inst->context.isNone())
      inst->context = in.handling.back();
    throw PyErr{value};
  }
  ENodePtr exc, cause;
};

struct AssertNode : SNode {
  AssertNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    IValue t = test->eval(in, f);
    if (truthy(in, t)) return Flow::Normal;
    IValue m = msg ? msg->eval(in, f) : IValue();
    PyErr e{in.makeException(in.e.AssertionError, msg ? std::vector<IValue>{m} : std::vector<IValue>{})};
    noteError(f, e, test->range);  // CPython 3.11 points at the asserted expression
    throw e;
  }
  ENodePtr test, msg;
};

struct Handler {
  ENodePtr type;
  std::unique_ptr<Target> name;
  SBlock body;
};

struct TryNode : SNode {
  TryNode(SourceRange r) : SNode(std::move(r)) {}

  bool matches(Interp& in, Frame& f, const Handler& h, const IValue& exc) const {
    if (!h.type) return true;
    IValue t = h.type->eval(in, f);
    if (t.isTuple()) {
      for (auto& x : t.toTuple()->items)
        if (auto* pt = asPyT<PyType>(x); pt && isInstance(in, exc, pt)) return true;
      return false;
    }
    auto* pt = asPyT<PyType>(t);
    if (!pt || !pt->is_exception)
      in.raise(in.e.TypeError, "catching classes that do not inherit from BaseException is not allowed");
    return isInstance(in, exc, pt);
  }

  /// Note [except*]: the group (a naked exception is wrapped in
  /// ExceptionGroup("", [exc])) is split by each handler's types in turn;
  /// a handler runs on its matched part. What no handler matched, and what
  /// handlers raised, is raised again: the original exception when nothing
  /// matched, else a group of the raised and the rest.
  Flow handleStar(Interp& in, Frame& f, const IValue& exc) const {
    IValue groups = in.importModule("_exception_group");
    auto* base = asPyT<PyType>(getAttr(in, groups, "BaseExceptionGroup"));
    bool naked = !isInstance(in, exc, base);
    IValue rest = exc;
    std::vector<IValue> raised;
    bool matched_any = false;
    for (auto& h : handlers) {
      if (rest.isNone()) break;
      IValue t = h.type->eval(in, f);
      if (auto* pt = asPyT<PyType>(t); pt && pt->isSubtype(base))
        in.raise(in.e.TypeError, "catching ExceptionGroup with except* is not allowed. Use except instead.");
      IValue match;
      if (naked) {  // a naked exception matches whole, seen by the handler as ExceptionGroup("", (exc,))
        if (!matches(in, f, h, exc)) continue;
        match = call(in, getAttr(in, groups, "ExceptionGroup"), {IValue(std::string()), in.newTuple({exc})});
        rest = IValue();
      } else {
        IValue parts = callAttr(in, rest, "split", {t});
        match = parts.toTuple()->items[0];
        rest = parts.toTuple()->items[1];
      }
      if (match.isNone()) continue;
      matched_any = true;
      if (h.name) h.name->store(in, f, match);
      in.handling.push_back(match);
      struct Pop {
        Interp& in;
        ~Pop() { in.handling.pop_back(); }
      } pop{in};
      try {
        execBlock(in, f, h.body);
      } catch (PyErr& e) {
        raised.push_back(e.exc);
      }
      if (h.name) h.name->store(in, f, unboundValue());
    }
    if (!matched_any) throw PyErr{exc};
    if (raised.empty() && rest.isNone()) return Flow::Normal;
    if (raised.empty()) throw PyErr{naked ? exc : rest};
    if (!rest.isNone()) raised.push_back(naked ? exc : rest);
    if (raised.size() == 1 && rest.isNone()) throw PyErr{raised[0]};
    throw PyErr{call(in, getAttr(in, groups, "BaseExceptionGroup"), {IValue(std::string()), in.newList(raised)})};
  }

  Flow handle(Interp& in, Frame& f, const IValue& exc) const {
    if (star) return handleStar(in, f, exc);
    for (auto& h : handlers) {
      if (!matches(in, f, h, exc)) continue;
      if (h.name) h.name->store(in, f, exc);
      in.handling.push_back(exc);
      struct Pop {
        Interp& in;
        ~Pop() { in.handling.pop_back(); }
      } pop{in};
      Flow fl = execBlock(in, f, h.body);
      // CPython ends the handler with `name = None; del name`, so a global
      // name leaves no entry behind in the module's dict.
      if (h.name) {
        h.name->store(in, f, IValue());
        h.name->del(in, f);
      }
      return fl;
    }
    throw PyErr{exc};
  }

  Flow tryExcept(Interp& in, Frame& f) const {
    IValue exc;
    try {
      Flow fl = execBlock(in, f, body);
      if (fl != Flow::Normal) return fl;
    } catch (PyErr& e) {
      if (handlers.empty()) throw;
      exc = e.exc;
    } catch (const Error& e) {
      if (handlers.empty()) throw;
      exc = convertError(in, e).exc;
    } catch (const std::bad_alloc&) {
      // Converted here, not only at the frame, so `except MemoryError` in
      // the same function sees it and `finally` blocks run.
      PyErr e = memoryError(in);
      if (handlers.empty()) throw e;
      exc = e.exc;
    }
    if (!exc.isNone()) {
      // CPython's traceback of a caught exception includes the catching frame.
      PyErr caught{exc};
      auto* inst = static_cast<PyInstance*>(asPy(exc));
      addTraceback(in, caught, f, f.code ? f.code->name : "<module>");
      if (f.err_exc == inst) f.err_exc = nullptr;
      return handle(in, f, exc);
    }
    return execBlock(in, f, orelse);
  }

  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    if (finalbody.empty()) return tryExcept(in, f);
    Flow fl;
    try {
      fl = tryExcept(in, f);
    } catch (PyErr& e) {
      PyErr saved = e;
      in.handling.push_back(saved.exc);
      Flow ff;
      {
        struct Pop {
          Interp& in;
          ~Pop() { in.handling.pop_back(); }
        } pop{in};
        ff = execBlock(in, f, finalbody);
      }
      if (ff != Flow::Normal) return ff;  // return/break in finally swallows the exception
      throw saved;
    }
    IValue rv = f.retval;
    Flow ff = execBlock(in, f, finalbody);
    if (ff != Flow::Normal) return ff;
    f.retval = rv;
    return fl;
  }
  SBlock body, orelse, finalbody;
  std::vector<Handler> handlers;
  bool star = false;  ///< `except*` handlers (Note [except*])
};

struct WithNode : SNode {
  WithNode(SourceRange r) : SNode(std::move(r)) {}
  Flow run(Interp& in, Frame& f, size_t i) const {
    if (i == items.size()) return execBlock(in, f, body);
    f.stmt = &range;
    IValue mgr = items[i].first->eval(in, f);
    const IValue* enter = lookupSpecial(in, mgr, in.n.enter_);
    const IValue* exit = lookupSpecial(in, mgr, in.n.exit_);
    if (!enter || !exit)
      in.raise(in.e.TypeError, "'" + typeName(in, mgr) + "' object does not support the context manager protocol");
    IValue exit_fn = *exit;
    IValue v = callMethod(in, *enter, mgr, {});
    if (items[i].second) items[i].second->store(in, f, std::move(v));
    Flow fl;
    try {
      fl = run(in, f, i + 1);
    } catch (PyErr& e) {
      IValue exc = e.exc;
      in.handling.push_back(exc);
      IValue r;
      {
        struct Pop {
          Interp& in;
          ~Pop() { in.handling.pop_back(); }
        } pop{in};
        r = callMethod(in, exit_fn, mgr, {box(typeOf(in, exc)), exc, IValue()});
      }
      if (truthy(in, r)) return Flow::Normal;
      throw;
    }
    callMethod(in, exit_fn, mgr, {IValue(), IValue(), IValue()});
    return fl;
  }
  Flow exec(Interp& in, Frame& f) const override { return run(in, f, 0); }
  std::vector<std::pair<ENodePtr, std::unique_ptr<Target>>> items;
  SBlock body;
};

// ---- definitions and imports ---------------------------------------------- //

struct MakeFunction : ENode {
  MakeFunction(SourceRange r) : ENode(std::move(r)) {}
  IValue eval(Interp& in, Frame& f) const override {
    Ref<PyFunction> fn(new PyFunction(in.t.function, code, Ref<PyDict>(f.globals)));
    fn->name = code->name;
    fn->qualname = code->qualname;
    for (auto& d : defaults) fn->defaults.push_back(d->eval(in, f));
    fn->kwdefaults.resize(code->nkwonly);
    fn->has_kwdefault.resize(code->nkwonly);
    for (size_t i = 0; i < kwdefaults.size(); ++i) {
      if (!kwdefaults[i]) continue;
      fn->kwdefaults[i] = kwdefaults[i]->eval(in, f);
      fn->has_kwdefault[i] = true;
    }
    for (int s : closure_slots) fn->closure.push_back(f.slots[s]);
    if (f.ns) {
      if (IValue* m = f.ns->findStr(in, in.n.module_, hashStr("__module__"))) fn->attrs = in.newDict(), fn->attrs->set(in, in.n.module_, *m);
    }
    if (!annotations.empty()) evalAnnotations(in, f, *fn);
    return box(fn.get());
  }
  /// Python evaluates a def's annotations when the def runs (an undefined
  /// name there is a NameError even if the function is never called).
  void evalAnnotations(Interp& in, Frame& f, PyFunction& fn) const {
    Ref<PyDict> d = in.newDict();
    for (const auto& [name, e] : annotations) d->set(in, name, e->eval(in, f));
    if (!fn.attrs) fn.attrs = in.newDict();
    fn.attrs->set(in, in.intern("__annotations__"), box(d.get()));
  }
  std::shared_ptr<const FuncCode> code;
  std::vector<std::pair<IValue, ENodePtr>> annotations;  ///< parameter name (or "return") -> expression
  std::vector<ENodePtr> defaults, kwdefaults;
  std::vector<int> closure_slots;
};

struct DefNode : SNode {
  DefNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    std::vector<IValue> decs;
    for (auto& d : decorators) decs.push_back(d->eval(in, f));
    IValue v = make->eval(in, f);
    try {
      for (size_t i = decs.size(); i-- > 0;) v = call(in, decs[i], {v});
    } catch (PyErr& e) {
      noteError(f, e, decorators[0]->range);
      throw;
    }
    target->store(in, f, std::move(v));
    return Flow::Normal;
  }
  std::vector<ENodePtr> decorators;
  ENodePtr make;
  std::unique_ptr<Target> target;
};

struct ClassNode : SNode {
  ClassNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    std::vector<IValue> decs;
    for (auto& d : decorators) decs.push_back(d->eval(in, f));
    std::vector<IValue> base_values;
    for (auto& b : bases) base_values.push_back(b->eval(in, f));
    std::vector<KwArg> kws;
    for (size_t i = 0; i < kw_names.size(); ++i) kws.push_back({kw_names[i], kw_values[i]->eval(in, f)});
    Ref<PyDict> ns = in.newDict();
    IValue modname;
    if (IValue* m = f.globals->findStr(in, in.n.name_, hashStr("__name__"))) modname = *m;
    ns->set(in, in.n.module_, modname);
    ns->set(in, in.n.qualname_, in.intern(code->qualname));
    // CPython's class body starts with `__doc__ = <docstring>`; the body may rebind it.
    if (!code->doc.isNone()) ns->set(in, in.n.doc_, code->doc);
    std::vector<IValue> slots(code->nslots, unboundValue());
    Frame cf;
    cf.slots = slots.data();
    cf.globals = f.globals;
    cf.ns = ns.get();
    cf.code = code.get();
    for (size_t i = 0; i < closure_slots.size(); ++i) slots[code->scope->free_slots[i]] = f.slots[closure_slots[i]];
    for (int s : code->scope->cell_slots) slots[s] = box(new Cell(in));
    runBody(in, *code, cf);
    IValue cls;
    try {
      cls = buildClass(in, code->name, base_values, ns, kws);
    } catch (PyErr& e) {
      noteError(f, e, range);
      throw;
    }
    if (PyType* t = asPyT<PyType>(cls)) t->body = code;
    if (code->scope->needs_class_cell) {
      auto* c = static_cast<Cell*>(asPy(slots[code->scope->slotOf("__class__")]));
      c->value = cls;
      c->bound = true;
    }
    for (size_t i = decs.size(); i-- > 0;) cls = call(in, decs[i], {cls});
    target->store(in, f, std::move(cls));
    return Flow::Normal;
  }
  std::shared_ptr<FuncCode> code;
  std::vector<ENodePtr> decorators, bases, kw_values;
  std::vector<IValue> kw_names;
  std::vector<int> closure_slots;
  std::unique_ptr<Target> target;
};

struct ImportNode : SNode {
  ImportNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    for (auto& [name, as, target] : names) {
      IValue m = in.importModule(name);
      if (as) {
        target->store(in, f, m);
      } else {
        target->store(in, f, in.importModule(name.substr(0, name.find('.'))));
      }
    }
    return Flow::Normal;
  }
  std::vector<std::tuple<std::string, bool, std::unique_ptr<Target>>> names;
};

struct ImportFromNode : SNode {
  ImportFromNode(SourceRange r) : SNode(std::move(r)) {}
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    IValue m = in.importModule(module);
    if (star) {
      importStar(in, f, m);
      return Flow::Normal;
    }
    for (auto& [name, target] : names) {
      IValue v;
      if (!getAttrOpt(in, m, name, v)) {
        try {
          v = in.importModule(module + "." + name);
        } catch (PyErr&) {
          in.raise(in.e.ImportError, "cannot import name '" + name + "' from '" + module + "' (unknown location)");
        }
      }
      target->store(in, f, std::move(v));
    }
    return Flow::Normal;
  }
  /// `from m import *`: the names in m.__all__ when it has one (each must
  /// exist), else every name not starting with an underscore, as CPython.
  static void importStar(Interp& in, Frame& f, const IValue& m) {
    PyDict* into = f.ns ? f.ns : f.globals;
    IValue all;
    if (getAttrOpt(in, m, "__all__", all)) {
      for (const IValue& name : toVector(in, all)) {
        if (!name.isStr()) in.raise(in.e.TypeError, "Item in __all__ must be str, not " + typeName(in, name));
        into->set(in, name, getAttr(in, m, name.toStr()));
      }
      return;
    }
    // A module made by types.ModuleType (put in sys.modules) is an object
    // whose __dict__ holds its names.
    IValue names;
    auto* mod = asPyT<PyModule>(m);
    auto* dict = mod ? mod->dict.get() : getAttrOpt(in, m, "__dict__", names) ? asPyT<PyDict>(names) : nullptr;
    if (!dict) in.raise(in.e.ImportError, "from-import-* object has no __dict__ and no __all__");
    dict->forEach([&](const IValue& k, const IValue& v) {
      if (k.isStr() && !k.toStr().empty() && k.toStr()[0] != '_') into->set(in, k, v);
    });
  }
  std::string module;
  bool star = false;
  std::vector<std::pair<std::string, std::unique_ptr<Target>>> names;
};

/// for-loops of a comprehension; the innermost level adds `elt` to the result.
struct CompBody : SNode {
  enum Kind { List, Set, Dict, Gen } kind;
  CompBody(SourceRange r, Kind k) : SNode(std::move(r)), kind(k) {}
  struct Level {
    std::unique_ptr<Target> target;
    ENodePtr iter;  ///< null at level 0 (slot 0 holds the iterator)
    std::vector<ENodePtr> ifs;
  };
  std::vector<Level> levels;
  ENodePtr elt, value;

  void add(Interp& in, Frame& f, const IValue& result) const {
    switch (kind) {
      case List: result.toList()->items.push_back(elt->eval(in, f)); return;
      case Set: static_cast<PySet*>(asPy(result))->add(in, elt->eval(in, f)); return;
      case Dict: {
        IValue k = elt->eval(in, f);
        static_cast<PyDict*>(asPy(result))->set(in, k, value->eval(in, f));
        return;
      }
      case Gen: generatorYield(in, f, elt->eval(in, f)); return;
    }
  }
  void item(Interp& in, Frame& f, size_t level, IValue v, const IValue& result) const {
    const Level& l = levels[level];
    l.target->store(in, f, std::move(v));
    for (auto& c : l.ifs) {
      IValue tmp;
      const IValue& t = c->evalRef(in, f, tmp);
      if (!isTrue(in, t)) return;
    }
    if (level + 1 == levels.size()) add(in, f, result);
    else run(in, f, level + 1, result);
  }
  void run(Interp& in, Frame& f, size_t level, const IValue& result) const {
    IValue it = level == 0 ? f.slots[0] : levels[level].iter->eval(in, f);
    // A list made from one list/tuple/range gets room for every item up
    // front (one allocation instead of log2(n) regrowths); with filters that
    // is an upper bound, never more than the source's length.
    bool presize = kind == List && levels.size() == 1;
    if (it.isList() || it.isTuple()) {
      const std::vector<IValue>& items = it.isList() ? it.toList()->items : it.toTuple()->items;
      if (presize) result.toList()->items.reserve(items.size());
      for (size_t i = 0; i < items.size(); ++i) item(in, f, level, items[i], result);
      return;
    }
    // CompNode passes a range itself (its iterator cannot fail to exist).
    if (auto* r = asPyT<PyRange>(it); r && r->type == in.t.range && !r->isBig()) {
      int64_t n = r->length(), start = r->start, step = r->step;
      if (presize) result.toList()->items.reserve(static_cast<size_t>(std::min<int64_t>(n, 1 << 20)));
      for (int64_t i = 0; i < n; ++i) item(in, f, level, IValue(start + i * step), result);
      return;
    }
    IValue iterator = level == 0 ? it : getIter(in, it);
    IValue v;
    while (iterNext(in, iterator, v)) item(in, f, level, std::move(v), result);
  }
  Flow exec(Interp& in, Frame& f) const override {
    IValue result;
    if (kind == List) result = in.newList();
    else if (kind == Set) result = box(in.newSet().get());
    else if (kind == Dict) result = box(in.newDict().get());
    run(in, f, 0, result);
    f.retval = result;
    return Flow::Return;
  }
};

struct CompNode : ENode {
  CompNode(SourceRange r) : ENode(std::move(r)) {}
  IValue eval(Interp& in, Frame& f) const override {
    if (!code->is_generator) {
      // list/set/dict comprehensions run in a frame of their own without
      // materializing a function object.
      IValue it = first->eval(in, f);
      auto* r = asPyT<PyRange>(it);
      if (!it.isList() && !it.isTuple() && !(r && r->type == in.t.range && !r->isBig())) {
        try {
          it = getIter(in, it);
        } catch (PyErr& e) {
          noteError(f, e, first->range);
          throw;
        }
      }
      try {
        return callComprehension(in, *code, f, closure_slots, std::move(it));
      } catch (PyErr& e) {
        noteError(f, e, range);
        throw;
      }
    }
    IValue fn = make->eval(in, f);
    IValue it = first->eval(in, f);
    if (!it.isList() && !it.isTuple()) {
      try {
        it = getIter(in, it);
      } catch (PyErr& e) {
        noteError(f, e, first->range);
        throw;
      }
    }
    Args a{&it, 1, nullptr, 0};
    return callFunction(in, *static_cast<PyFunction*>(asPy(fn)), a);
  }
  ENodePtr make, first;
  std::shared_ptr<const FuncCode> code;
  std::vector<int> closure_slots;
};

}  // namespace

std::unique_ptr<Target> makeNameTarget(Compiler& c, const std::string& name, const Scope& s, const SourceRange& r) {
  Interp& in = c.in();
  NameKind k = s.kind == ScopeKind::Module ? NameKind::Global : s.kindOf(name);
  switch (k) {
    case NameKind::Local: return std::make_unique<FastTarget>(r, s.slotOf(name), name);
    case NameKind::Cell: case NameKind::Free: return std::make_unique<CellTarget>(r, s.slotOf(name), name);
    case NameKind::Global: return std::make_unique<DictTarget>(r, in.intern(name), false);
    case NameKind::ClassName: case NameKind::ClassFree: return std::make_unique<DictTarget>(r, in.intern(name), true);
  }
  return nullptr;
}

std::unique_ptr<Target> Compiler::target(const ast::Expr& e, const Scope& s) {
  using K = ast::ExprKind;
  switch (e.kind) {
    case K::Name: return makeNameTarget(*this, e.as<ast::Name>()->id, s, e.range);
    case K::Attribute: {
      auto* a = e.as<ast::Attribute>();
      return std::make_unique<AttrTarget>(e.range, expr(*a->value, s), in_.intern(a->attr));
    }
    case K::Subscript: {
      auto* sub = e.as<ast::Subscript>();
      ENodePtr obj = expr(*sub->value, s);
      ENodePtr index;
      if (sub->is_tuple) {
        std::vector<ENodePtr> parts;
        for (auto& i : sub->indices) parts.push_back(expr(*i, s));
        index = makeTupleNode(e.range, std::move(parts));
      } else {
        index = expr(*sub->indices[0], s);
      }
      return std::make_unique<ItemTarget>(e.range, std::move(obj), std::move(index));
    }
    case K::TupleLiteral: case K::ListLiteral: {
      const ast::ExprList& elts = e.is<ast::TupleLiteral>() ? e.as<ast::TupleLiteral>()->elts : e.as<ast::ListLiteral>()->elts;
      auto u = std::make_unique<UnpackTarget>(e.range);
      for (size_t i = 0; i < elts.size(); ++i) {
        if (auto* st = elts[i]->as<ast::Starred>()) {
          if (u->star >= 0) throw SyntaxError("multiple starred expressions in assignment", elts[i]->range);
          u->star = static_cast<int>(i);
          u->elts.push_back(target(*st->value, s));
        } else {
          u->elts.push_back(target(*elts[i], s));
        }
      }
      return u;
    }
    case K::Starred: throw SyntaxError("starred assignment target must be in a list or tuple", e.range);
    default: throw SyntaxError("cannot assign to " + std::string(ast::exprKindName(e.kind)), e.range);
  }
}

ENodePtr makeFunctionNode(Compiler& c, std::shared_ptr<FuncCode> code, const std::vector<ast::Param>& params,
                          const ast::Expr* returns, const Scope& s, const SourceRange& r) {
  auto n = std::make_unique<MakeFunction>(r);
  for (auto& p : params) {
    if (p.kind == ast::ParamKind::KeywordOnly) n->kwdefaults.push_back(p.default_value ? c.expr(*p.default_value, s) : nullptr);
    else if (p.default_value) n->defaults.push_back(c.expr(*p.default_value, s));
  }
  for (auto& name : code->scope->free_names) n->closure_slots.push_back(s.slotOf(name));
  for (auto& p : params)
    if (p.annotation) n->annotations.emplace_back(c.in().intern(p.name), c.annotation(*p.annotation, s));
  if (returns) n->annotations.emplace_back(c.in().intern("return"), c.annotation(*returns, s));
  n->code = std::move(code);
  return n;
}

std::string Compiler::qualPrefix(const Scope& s) const {
  std::string q;
  for (const Scope* p = &s; p && p->kind != ScopeKind::Module; p = p->parent) {
    if (p->kind == ScopeKind::Comprehension) continue;
    q = p->name + (p->kind == ScopeKind::Function ? ".<locals>." : ".") + q;
  }
  return q;
}

std::shared_ptr<FuncCode> Compiler::function(const void* node, const std::string& name, const std::vector<ast::Param>& params,
                                             const ast::StmtList* body, const ast::Expr* lambda_body, const SourceRange& r,
                                             const std::string& qualname) {
  const Scope& fs = table_.of(node);
  auto code = std::make_shared<FuncCode>();
  code->name = name;
  code->qualname = qualname;
  code->scope = &fs;
  code->source = r.source;
  code->def_range = r;
  code->nslots = static_cast<int>(fs.slots.size());
  code->is_generator = fs.is_generator;
  code->module = module_;
  code->tables = tables_;
  for (auto& p : params) {
    switch (p.kind) {
      case ast::ParamKind::PositionalOnly: code->nposonly++; [[fallthrough]];
      case ast::ParamKind::Positional: code->nargs++; break;
      case ast::ParamKind::KeywordOnly: code->nkwonly++; break;
      default: break;
    }
  }
  int i = 0;
  for (auto& p : params) {
    if (p.kind == ast::ParamKind::VarArgs) code->varargs = i;
    else if (p.kind == ast::ParamKind::VarKwargs) code->varkw = i;
    ++i;
  }
  // param_names in slot order; positional and kw-only come before * / ** in
  // slots only if the source order puts them there, so remap: slots follow
  // source order (scope.cpp), and binding uses per-param slot indices.
  for (auto& p : params) code->param_names.push_back(in_.intern(p.name));
  if (body && defer_bodies_) code->deferred_body = body;
  else if (body) code->body = block(*body, fs);
  if (body && !body->empty())
    if (auto* es = (*body)[0]->as<ast::ExprStmt>())
      if (auto* lit = es->value->as<ast::StringLiteral>(); lit && !lit->is_bytes) code->doc = in_.intern(lit->value);
  if (lambda_body) code->expr_body = expr(*lambda_body, fs);
  return code;
}

ENodePtr Compiler::comprehension(const ast::Expr& e, const Scope& s) {
  const std::vector<ast::Comprehension>* gens = nullptr;
  CompBody::Kind kind;
  const ast::Expr *elt = nullptr, *val = nullptr;
  if (auto* c = e.as<ast::ListComp>()) gens = &c->generators, kind = CompBody::List, elt = c->elt.get();
  else if (auto* c = e.as<ast::SetComp>()) gens = &c->generators, kind = CompBody::Set, elt = c->elt.get();
  else if (auto* c = e.as<ast::GeneratorExp>()) gens = &c->generators, kind = CompBody::Gen, elt = c->elt.get();
  else {
    auto* d = e.as<ast::DictComp>();
    gens = &d->generators, kind = CompBody::Dict, elt = d->key.get(), val = d->value.get();
  }
  const Scope& cs = table_.of(&e);
  auto code = std::make_shared<FuncCode>();
  code->name = kind == CompBody::Gen ? "<genexpr>" : kind == CompBody::List ? "<listcomp>" : kind == CompBody::Set ? "<setcomp>" : "<dictcomp>";
  code->qualname = qualPrefix(s) + code->name;
  code->scope = &cs;
  code->source = e.range.source;
  code->def_range = e.range;
  code->nslots = static_cast<int>(cs.slots.size());
  code->nargs = 1;
  code->param_names.push_back(in_.intern(".0"));
  code->is_generator = kind == CompBody::Gen;
  code->module = module_;
  code->tables = tables_;
  auto body = std::make_unique<CompBody>(e.range, kind);
  for (size_t i = 0; i < gens->size(); ++i) {
    CompBody::Level l;
    l.target = target(*(*gens)[i].target, cs);
    if (i > 0) l.iter = expr(*(*gens)[i].iter, cs);
    for (auto& c : (*gens)[i].ifs) l.ifs.push_back(expr(*c, cs));
    body->levels.push_back(std::move(l));
  }
  body->elt = expr(*elt, cs);
  if (val) body->value = expr(*val, cs);
  code->body.push_back(std::move(body));
  auto n = std::make_unique<CompNode>(e.range);
  n->first = expr(*(*gens)[0].iter, s);
  n->code = code;
  for (auto& name : cs.free_names) n->closure_slots.push_back(s.slotOf(name));
  n->make = makeFunctionNode(*this, std::move(code), {}, nullptr, s, e.range);
  return n;
}

SBlock Compiler::block(const ast::StmtList& list, const Scope& s) {
  SBlock b;
  for (auto& st : list) b.push_back(stmt(*st, s));
  return b;
}

SNodePtr Compiler::stmt(const ast::Stmt& st, const Scope& s) {
  using K = ast::StmtKind;
  const SourceRange& r = st.range;
  switch (st.kind) {
    case K::ExprStmt: return std::make_unique<ExprStmtNode>(r, expr(*st.as<ast::ExprStmt>()->value, s));
    case K::Assign: {
      auto* a = st.as<ast::Assign>();
      auto n = std::make_unique<AssignNode>(r);
      n->value = expr(*a->value, s);
      for (auto& t : a->targets) n->targets.push_back(target(*t, s));
      return n;
    }
    case K::AnnAssign: {
      auto* a = st.as<ast::AnnAssign>();
      if (s.kind != ScopeKind::Function && a->simple && a->target->is<ast::Name>()) {
        auto n = std::make_unique<AnnotateNode>(r);
        n->annotation = annotation(*a->annotation, s);
        if (a->value) n->value = expr(*a->value, s);
        n->target = target(*a->target, s);
        n->name = in_.intern(a->target->as<ast::Name>()->id);
        return n;
      }
      if (!a->value) return std::make_unique<JumpNode>(r, Flow::Normal);
      auto n = std::make_unique<AssignNode>(r);
      n->value = expr(*a->value, s);
      n->targets.push_back(target(*a->target, s));
      return n;
    }
    case K::AugAssign: {
      auto* a = st.as<ast::AugAssign>();
      BinOp op = binOpOf(a->op);
      if (auto* nm = a->target->as<ast::Name>()) {
        auto n = std::make_unique<AugNameNode>(r);
        n->load = makeNameLoad(*this, nm->id, s, a->target->range);
        n->target = makeNameTarget(*this, nm->id, s, a->target->range);
        n->value = expr(*a->value, s);
        n->op = op;
        if (op == BinOp::Add && s.kind != ScopeKind::Module && s.kindOf(nm->id) == NameKind::Local && !mayRebind(*n->value))
          n->append_slot = s.slotOf(nm->id);
        return n;
      }
      if (auto* at = a->target->as<ast::Attribute>()) {
        auto n = std::make_unique<AugAttrNode>(r);
        n->obj = expr(*at->value, s);
        n->name = in_.intern(at->attr);
        n->hash = hashStr(at->attr);
        n->value = expr(*a->value, s);
        n->op = op;
        n->borrow = !mayRebind(*n->value);
        return n;
      }
      auto* sub = a->target->as<ast::Subscript>();
      if (!sub) throw SyntaxError("illegal expression for augmented assignment", a->target->range);
      auto n = std::make_unique<AugItemNode>(r);
      n->obj = expr(*sub->value, s);
      if (sub->is_tuple) {
        std::vector<ENodePtr> parts;
        for (auto& i : sub->indices) parts.push_back(expr(*i, s));
        n->key = makeTupleNode(sub->range, std::move(parts));
      } else {
        n->key = expr(*sub->indices[0], s);
      }
      n->value = expr(*a->value, s);
      n->op = op;
      n->borrow_key = !mayRebind(*n->value);
      n->borrow_obj = n->borrow_key && !mayRebind(*n->key);
      return n;
    }
    case K::Return: {
      auto* ret = st.as<ast::Return>();
      return std::make_unique<ReturnNode>(r, ret->value ? expr(*ret->value, s) : nullptr);
    }
    case K::Pass: case K::Global: case K::Nonlocal: return std::make_unique<JumpNode>(r, Flow::Normal);
    case K::Break: return std::make_unique<JumpNode>(r, Flow::Break);
    case K::Continue: return std::make_unique<JumpNode>(r, Flow::Continue);
    case K::Delete: {
      auto n = std::make_unique<DeleteNode>(r);
      for (auto& t : st.as<ast::Delete>()->targets) n->targets.push_back(target(*t, s));
      return n;
    }
    case K::If: {
      auto* i = st.as<ast::If>();
      auto n = std::make_unique<IfNode>(r);
      n->test = expr(*i->test, s);
      n->body = block(i->body, s);
      n->orelse = block(i->orelse, s);
      return n;
    }
    case K::While: {
      auto* w = st.as<ast::While>();
      auto n = std::make_unique<WhileNode>(r);
      n->test = expr(*w->test, s);
      n->body = block(w->body, s);
      n->orelse = block(w->orelse, s);
      return n;
    }
    case K::For: {
      auto* fo = st.as<ast::For>();
      auto n = std::make_unique<ForNode>(r);
      n->iter = expr(*fo->iter, s);
      n->target = target(*fo->target, s);
      n->body = block(fo->body, s);
      n->orelse = block(fo->orelse, s);
      return n;
    }
    case K::Raise: {
      auto* ra = st.as<ast::Raise>();
      auto n = std::make_unique<RaiseNode>(r);
      if (ra->exc) n->exc = expr(*ra->exc, s);
      if (ra->cause) n->cause = expr(*ra->cause, s);
      return n;
    }
    case K::Assert: {
      auto* as = st.as<ast::Assert>();
      auto n = std::make_unique<AssertNode>(r);
      n->test = expr(*as->test, s);
      if (as->msg) n->msg = expr(*as->msg, s);
      return n;
    }
    case K::Match: return compileMatch(*this, *st.as<ast::Match>(), s);
    case K::Try: {
      auto* t = st.as<ast::Try>();
      auto n = std::make_unique<TryNode>(r);
      n->star = t->is_star;
      n->body = block(t->body, s);
      for (auto& h : t->handlers) {
        Handler hn;
        if (h.type) hn.type = expr(*h.type, s);
        if (!h.name.empty()) hn.name = makeNameTarget(*this, h.name, s, h.range);
        hn.body = block(h.body, s);
        n->handlers.push_back(std::move(hn));
      }
      n->orelse = block(t->orelse, s);
      n->finalbody = block(t->finalbody, s);
      return n;
    }
    case K::With: {
      auto* w = st.as<ast::With>();
      auto n = std::make_unique<WithNode>(r);
      for (auto& it : w->items)
        n->items.push_back({expr(*it.context_expr, s), it.optional_vars ? target(*it.optional_vars, s) : nullptr});
      n->body = block(w->body, s);
      return n;
    }
    case K::FunctionDef: {
      auto* fd = st.as<ast::FunctionDef>();
      auto n = std::make_unique<DefNode>(r);
      for (auto& d : fd->decorators) n->decorators.push_back(expr(*d, s));
      auto code = function(fd, fd->name, fd->params, &fd->body, nullptr, r, qualPrefix(s) + fd->name);
      code->def = fd;
      n->make = makeFunctionNode(*this, std::move(code), fd->params, fd->returns.get(), s, r);
      n->target = makeNameTarget(*this, fd->name, s, fd->name_range);
      return n;
    }
    case K::ClassDef: {
      auto* cd = st.as<ast::ClassDef>();
      const Scope& cs = table_.of(cd);
      auto n = std::make_unique<ClassNode>(r);
      for (auto& d : cd->decorators) n->decorators.push_back(expr(*d, s));
      for (auto& b : cd->bases) n->bases.push_back(expr(*b, s));
      for (auto& k : cd->keywords) {
        n->kw_names.push_back(in_.intern(k.name));
        n->kw_values.push_back(expr(*k.value, s));
      }
      auto code = std::make_shared<FuncCode>();
      code->name = cd->name;
      code->def = cd;
      code->qualname = qualPrefix(s) + cd->name;
      code->scope = &cs;
      code->source = r.source;
      code->def_range = r;
      code->nslots = static_cast<int>(cs.slots.size());
      code->module = module_;
      code->tables = tables_;
      code->body = block(cd->body, cs);
      if (!cd->body.empty())
        if (auto* es = cd->body[0]->as<ast::ExprStmt>())
          if (auto* lit = es->value->as<ast::StringLiteral>(); lit && !lit->is_bytes) code->doc = in_.intern(lit->value);
      for (auto& name : cs.free_names) n->closure_slots.push_back(s.slotOf(name));
      n->code = std::move(code);
      n->target = makeNameTarget(*this, cd->name, s, cd->name_range);
      return n;
    }
    case K::Import: {
      auto n = std::make_unique<ImportNode>(r);
      for (auto& a : st.as<ast::Import>()->names) {
        std::string bound = !a.asname.empty() ? a.asname : a.name.substr(0, a.name.find('.'));
        n->names.emplace_back(a.name, !a.asname.empty(), makeNameTarget(*this, bound, s, a.range));
      }
      return n;
    }
    case K::ImportFrom: {
      auto* imp = st.as<ast::ImportFrom>();
      auto n = std::make_unique<ImportFromNode>(r);
      n->module = imp->module;
      if (imp->level > 0) throw SyntaxError("attempted relative import with no known parent package", r);
      for (auto& a : imp->names) {
        if (a.name == "*") {
          n->star = true;
          continue;
        }
        n->names.emplace_back(a.name, makeNameTarget(*this, !a.asname.empty() ? a.asname : a.name, s, a.range));
      }
      return n;
    }
  }
  throw SyntaxError("unsupported statement", r);
}

// Note [Postponed annotations]: under `from __future__ import annotations`
// (PEP 563) a def or class-level annotation is not evaluated: it is stored as
// a string, so it may name a class defined later (`def next(self) -> Node`
// inside Node). CPython stores ast.unparse's text; the source text is the
// same for annotations written in the usual style. torch.jit.script reads
// its types from the source, not from __annotations__, so it is unaffected.
bool Compiler::postponesAnnotations(const ast::Module& m) {
  for (const auto& st : m.body) {
    if (auto* f = st->as<ast::ImportFrom>()) {
      if (f->module != "__future__" || f->level != 0) return false;
      for (const auto& a : f->names)
        if (a.name == "annotations") return true;
      continue;
    }
    // A docstring may come first; any other statement ends the futures.
    auto* e = st->as<ast::ExprStmt>();
    if (!e || !e->value->is<ast::StringLiteral>()) return false;
  }
  return false;
}

ENodePtr Compiler::annotation(const ast::Expr& e, const Scope& s) {
  if (!postponed_annotations_) return expr(e, s);
  return makeConstNode(e.range, in_.intern(std::string(e.range.text())));
}

std::shared_ptr<FuncCode> Compiler::compileModuleBody() {
  const Scope& ms = table_.of(module_.get());
  auto code = std::make_shared<FuncCode>();
  code->name = "<module>";
  code->qualname = "<module>";
  code->scope = &ms;
  code->source = module_->source;
  code->module = module_;
  code->tables = tables_;
  code->body = block(module_->body, ms);
  return code;
}

std::shared_ptr<FuncCode> compileModule(Interp& in, std::shared_ptr<const ast::Module> module) {
  auto table = std::make_shared<const ScopeTable>(*module);
  Compiler c(in, table, module);
  return c.compileModuleBody();
}

// Note [Deferred bodies]: `import torch` runs ~15,000 lines of built-in
// Python (the torch modules), and a program calls few of their functions.
// Their bodies compile on first call instead: scoping was settled for the
// whole module up front (ScopeTable), the compiler keeps no state between
// functions, and the FuncCode keeps the AST and the tables alive, so the
// later compile gives the same code. Only built-in sources defer: a user's
// module reports its SyntaxErrors before it runs, as CPython does.
std::shared_ptr<FuncCode> compileFrozenModule(Interp& in, std::shared_ptr<const ast::Module> module) {
  auto table = std::make_shared<const ScopeTable>(*module);
  Compiler c(in, table, module, /*defer_bodies=*/true);
  return c.compileModuleBody();
}

const SBlock& compileDeferredBody(Interp& in, const FuncCode& code) {
  Compiler c(in, code.tables, code.module, /*defer_bodies=*/true);
  code.body = c.block(*code.deferred_body, *code.scope);
  code.deferred_body = nullptr;
  return code.body;
}

}  // namespace ts::py
