// ===--- object.h - the Python level's heap objects -----------------------=== //
// Python-level values are runtime IValues. int/float/bool/None/str/list/tuple
// and tensors use the runtime's own representations; every Python-only kind
// (types, instances, dicts, sets, functions, bigints, ...) is a PyObject, a
// CapsuleObj subclass, so it rides in an IValue with no runtime change.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <gmp.h>

#include "frontend/source.h"
#include "runtime/ivalue.h"

namespace ts::py {

class Interp;
class ObjectRegistry;
struct PyType;
struct PyDict;
struct FuncCode;

/// Which native layout an object (or a type's instances) has. Types created by
/// `class` statements inherit the layout of their native base.
enum class Layout : uint8_t {
  None, Int, Float, Bool, Str, Bytes, List, Tuple, Tensor, Other,  // IValue kinds
  Type, Instance, Dict, Set, FrozenSet, BigInt, Function, Native, BoundMethod,
  Cell, Module, Slice, Range, Iterator, Generator, Property, StaticMethod,
  ClassMethod, Super, NotImplemented, Ellipsis,
};

/// The C++ class of a PyObject, for checked downcasts without RTTI
/// (dynamic_cast dominated profiles).
enum class PyKind : uint8_t {
  Type, Instance, Dict, Set, BigInt, Cell, Function, Native, BoundMethod, Module, Slice, Range,
  Wrapper, Super, Iterator, DictView, Opaque,
};

/// Base of every Python-only heap object.
struct PyObject : CapsuleObj {
  PyObject(PyType* t, PyKind k);
  ~PyObject() override;
  std::string className() const override;
  /// The object's class (owned: one reference).
  PyType* type;
  const PyKind kind;
  /// Some weakref.ref points here: the destructor clears those refs and
  /// runs their callbacks (Note [Weak references], stdlib_weakref.cpp).
  bool weakly_referenced = false;
  /// The cycle collector's list of its Interp's objects (Note [Cycle collector]).
  ObjectRegistry* gc_registry = nullptr;
  PyObject *gc_prev = nullptr, *gc_next = nullptr;
};

/// Reference to `o` as an IValue.
inline IValue box(PyObject* o) { return IValue(Ref<CapsuleObj>(o)); }
/// Note [Capsules are PyObjects]: inside the Python level every Capsule
/// IValue is a PyObject; values from other layers that are capsules (a
/// tensor's grad_fn) are wrapped at the boundary, so this cast is static.
inline PyObject* asPy(const IValue& v) {
  return v.tag() == IValue::Tag::Capsule ? static_cast<PyObject*>(v.toCapsule()) : nullptr;
}
/// p as a T (by kind), or nullptr.
template <class T> T* pyCast(PyObject* p) { return p && p->kind == T::kKind ? static_cast<T*>(p) : nullptr; }
template <class T> T* asPyT(const IValue& v) { return pyCast<T>(asPy(v)); }

// ---- hash table shared by dict and set ----------------------------------- //

/// One slot of a dict/set: key, value (unused by sets) and the key's hash.
struct HashEntry {
  IValue key;
  IValue value;
  int64_t hash = 0;
};

/// Note [Python dict and set tables]: dict keeps CPython's insertion order
/// (an index table over a dense entry vector, tombstones compacted on
/// resize); set reproduces CPython 3.11's setobject.c probe sequence and
/// resize policy, so iteration order of int sets matches CPython's.
struct PyDict : PyObject {
  static constexpr PyKind kKind = PyKind::Dict;
  explicit PyDict(PyType* t);
  ~PyDict() override;
  std::vector<HashEntry> entries;  ///< insertion order; erased ones are marked in `dead`
  std::vector<int32_t> index;      ///< slot -> entry index, -1 empty, -2 dummy
  size_t used = 0;                 ///< live entries
  /// Bumped whenever an entry index may change meaning (new key, erase,
  /// clear): caches of entry indices (LoadGlobal) check it.
  uint64_t version = 0;
  std::vector<bool> dead;          ///< entries[i] erased
  size_t live_begin = 0;           ///< entries before it are all erased
  /// Instance attributes of a dict subclass instance (lazily made).
  Ref<PyDict> attrs;
  /// Entry index of key (hash precomputed), or -1.
  int64_t find(Interp& in, const IValue& key, int64_t hash) const;
  /// After an erase: drops trailing erased entries, moves live_begin past leading ones.
  void dropDeadEntries();
  int64_t find(Interp& in, const IValue& key) const;
  /// Inserts or overwrites.
  void set(Interp& in, const IValue& key, int64_t hash, IValue value);
  void set(Interp& in, const IValue& key, IValue value);
  /// Erases; false if absent.
  bool erase(Interp& in, const IValue& key, int64_t hash);
  void clear();
  size_t size() const { return used; }
  /// Calls fn(key, value) over live entries in order.
  template <class F> void forEach(F&& fn) const {
    for (size_t i = 0; i < entries.size(); ++i)
      if (!dead[i]) fn(entries[i].key, entries[i].value);
  }
  /// Fast lookup by an interned/any str key; returns nullptr if absent.
  IValue* findStr(Interp& in, const IValue& key, int64_t hash);

 private:
  void rebuild(size_t min_slots);
};

/// set / frozenset, with CPython's table layout.
struct PySet : PyObject {
  static constexpr PyKind kKind = PyKind::Set;
  explicit PySet(PyType* t);
  std::vector<HashEntry> table;  ///< size mask+1; empty key None+hash 0 & !filled
  std::vector<uint8_t> state;    ///< 0 empty, 1 live, 2 dummy
  size_t fill = 0, used = 0;
  int64_t cached_hash = -1;      ///< frozenset hash
  bool contains(Interp& in, const IValue& key, int64_t hash) const;
  bool contains(Interp& in, const IValue& key) const;
  void add(Interp& in, const IValue& key, int64_t hash);
  void add(Interp& in, const IValue& key);
  /// set_merge of CPython: one up-front resize, then clean inserts in the
  /// other table's order when this set is empty (order matters for output).
  void merge(Interp& in, const PySet& other);
  bool discard(Interp& in, const IValue& key, int64_t hash);
  void clear();
  size_t size() const { return used; }
  template <class F> void forEach(F&& fn) const {
    for (size_t i = 0; i < table.size(); ++i)
      if (state[i] == 1) fn(table[i].key);
  }

 private:
  int64_t lookup(Interp& in, const IValue& key, int64_t hash) const;
  void resize(size_t minused);
  void insertClean(const IValue& key, int64_t hash);
};

// ---- types and instances -------------------------------------------------- //

/// A class object (builtin or made by `class`).
struct PyType : PyObject {
  static constexpr PyKind kKind = PyKind::Type;
  PyType(PyType* meta, std::string name, Layout layout);
  /// Note [Type serials]: unique per type object ever made, so caches in
  /// nodes can remember a type by address and serial without owning it (an
  /// owned reference from code to a class makes a cycle: class -> method ->
  /// code -> node -> class) and still never mistake a new type that reuses a
  /// freed one's address for it.
  const uint64_t serial;
  std::string name;
  std::string module = "builtins";
  /// CPython's tp_name when it differs from __name__: types defined in C
  /// outside builtins are named with their module ('torch._C.Generator') in
  /// error messages. Use tpName().
  std::string tp_name;
  const std::string& tpName() const { return tp_name.empty() ? name : tp_name; }
  Layout layout;
  /// Where instances are tracked: the Interp's registry, inherited from
  /// the metaclass (Note [Cycle collector]).
  ObjectRegistry* instance_registry = nullptr;
  std::vector<IValue> bases;  ///< PyType values
  std::vector<PyType*> mro;   ///< including itself (kept alive by bases/self)
  Ref<PyDict> dict;
  /// Cached: has user __getattr__ / __setattr__ / __getattribute__ / __eq__/__hash__.
  bool has_getattr = false, has_setattr = false;
  /// A `class` on the MRO defines __getattribute__ (implies has_getattr, so
  /// attribute fast paths step aside): every lookup calls it.
  bool has_getattribute = false;
  /// Some class on the MRO defines a data descriptor (property, __set__):
  /// instance attribute lookup must consult the type before the instance dict.
  bool has_data_descr = false;
  bool is_exception = false;
  bool native = true;  ///< builtin type; false for `class` statements
  /// `__slots__` of this class and its bases, when no class on the MRO gives
  /// instances a __dict__ (null otherwise): other attributes cannot be set.
  std::shared_ptr<const std::vector<std::string>> slot_names;
  /// Constructor of a builtin type (`int(x)`, `dict(...)`); inherited along the MRO.
  IValue (*ctor)(Interp& in, PyType* cls, struct Args& args) = nullptr;
  /// Classes made by `class` statements: the body's code (its AST is what
  /// torch.jit.script compiles).
  std::shared_ptr<const FuncCode> body;
  /// Looks `name` up along the MRO; nullptr if absent.
  const IValue* lookup(Interp& in, const IValue& name, int64_t hash) const;
  /// Note [Type lookup cache]: results of lookup() by name object, copied
  /// (so a later dict rebuild cannot leave dangling pointers), valid while
  /// Interp::type_epoch equals cache_epoch_.
  mutable std::unordered_map<const RefCounted*, std::pair<bool, IValue>> cache_;
  mutable uint64_t cache_epoch_ = ~0ull;
  mutable std::vector<IValue> cache_names_;
  const IValue* lookupUncached(Interp& in, const IValue& name, int64_t hash) const;
  const IValue* lookup(Interp& in, std::string_view name) const;
  bool isSubtype(const PyType* other) const;
};

/// An instance of a class statement's class (also exceptions).
struct PyInstance : PyObject {
  static constexpr PyKind kKind = PyKind::Instance;
  explicit PyInstance(PyType* t);
  ~PyInstance() override;
  Ref<PyDict> dict;
  // Exceptions: BaseException's state.
  IValue args;  ///< tuple (made empty by the constructor for exception types only; None otherwise)
  IValue cause, context;
  bool suppress_context = false;
  /// Traceback entries (outermost last): innermost is pushed first.
  struct TbEntry {
    std::shared_ptr<const Source> source;
    uint32_t start, end;
    std::string func;
    /// 3.11 caret anchors (`~~^~~` under a BinOp, `~^^^` under a subscript);
    /// 0 when the whole range gets `^`.
    uint32_t left_end = 0, right_start = 0;
    const void* frame = nullptr;  ///< the frame it was recorded for (one entry per frame)
  };
  std::vector<TbEntry> traceback;
  /// Note [Native-layout subclasses]: an instance of a class derived from
  /// int, float, str, bytes, tuple or list holds the builtin value here. The object protocol uses it where the class defines no
  /// dunder of its own, and the builtin types' native methods receive it as
  /// self, so `class Tags(list)` appends to it and `str` methods read it.
  IValue native_value;
};

/// Arbitrary-precision int (only for values outside int64).
struct BigInt : PyObject {
  static constexpr PyKind kKind = PyKind::BigInt;
  explicit BigInt(PyType* t);
  ~BigInt() override;
  mpz_t value;
};

/// A cell for a closed-over variable. Empty cells hold `unbound`.
/// Cells are linked into their Interp's list (Note [Cell cycles]).
struct Cell : PyObject {
  static constexpr PyKind kKind = PyKind::Cell;
  explicit Cell(Interp& in);
  ~Cell() override;
  IValue value;
  bool bound = false;
  Cell** head;  ///< the Interp's list head
  Cell *prev = nullptr, *next = nullptr;
};

/// A function defined by `def` or `lambda`.
struct PyFunction : PyObject {
  static constexpr PyKind kKind = PyKind::Function;
  PyFunction(PyType* t, std::shared_ptr<const FuncCode> c, Ref<PyDict> g);
  std::shared_ptr<const FuncCode> code;
  Ref<PyDict> globals;
  std::vector<IValue> defaults;            ///< for the last positional params
  std::vector<IValue> kwdefaults;          ///< per keyword-only param (unset: tag None + flag)
  std::vector<bool> has_kwdefault;
  std::vector<IValue> closure;             ///< Cell values
  Ref<PyDict> attrs;                       ///< __dict__ (__name__, __doc__, __wrapped__...)
  std::string name, qualname;
};

/// Positional and keyword arguments of a call.
struct KwArg {
  IValue name;  ///< str
  IValue value;
};
struct Args {
  IValue* pos = nullptr;
  size_t n = 0;
  KwArg* kw = nullptr;
  size_t nkw = 0;
  const IValue& operator[](size_t i) const { return pos[i]; }
  /// Keyword value by name, or nullptr.
  IValue* kwarg(std::string_view name) const;
};

using NativeFn = IValue (*)(Interp&, Args&, PyObject* self_data);

/// A builtin function or method implemented in C++.
struct NativeFunction : PyObject {
  static constexpr PyKind kKind = PyKind::Native;
  NativeFunction(PyType* t, std::string n, NativeFn f, IValue data = IValue())
      : PyObject(t, kKind), name(std::move(n)), fn(f), data(std::move(data)) {}
  std::string name;
  NativeFn fn;
  IValue data;  ///< extra state (e.g. partial's target), passed via self_data
  bool is_method = false;  ///< a method descriptor: binds like a function
  /// A method of int, float, str, bytes, tuple or list: self is the builtin
  /// value (unwrapped from a native-layout subclass instance at the call).
  bool self_is_value = false;
  /// Only reads its positional arguments (Note [Borrowed native arguments]).
  bool reads_args = false;
};

/// `obj.method`: a function bound to self.
struct BoundMethod : PyObject {
  static constexpr PyKind kKind = PyKind::BoundMethod;
  BoundMethod(PyType* t, IValue f, IValue s) : PyObject(t, kKind), func(std::move(f)), self(std::move(s)) {}
  IValue func, self;
};

struct PyModule : PyObject {
  static constexpr PyKind kKind = PyKind::Module;
  PyModule(PyType* t, std::string n);
  std::string name;
  Ref<PyDict> dict;
};

/// A C++ object of a library module's own (random's generator state, ...)
/// held by a Python value. Code that makes one knows its subclass: it checks
/// the PyType it gave the object before downcasting.
struct PyOpaque : PyObject {
  static constexpr PyKind kKind = PyKind::Opaque;
  explicit PyOpaque(PyType* t) : PyObject(t, kKind) {}
};

/// The builtin value of an instance of a native-layout subclass, or nullptr.
/// (Other layers may keep a payload in native_value too: torch.dtype's code;
/// only a class derived from a data type has that type's layout.)
inline const IValue* nativeValue(const IValue& v) {
  auto* inst = asPyT<PyInstance>(v);
  if (!inst || inst->native_value.isNone()) return nullptr;
  switch (inst->type->layout) {
    case Layout::Int: case Layout::Float: case Layout::Str: case Layout::Bytes: case Layout::Tuple:
    case Layout::List: return &inst->native_value;
    default: return nullptr;
  }
}

struct PySlice : PyObject {
  static constexpr PyKind kKind = PyKind::Slice;
  PySlice(PyType* t, IValue a, IValue b, IValue c)
      : PyObject(t, kKind), start(std::move(a)), stop(std::move(b)), step(std::move(c)) {}
  IValue start, stop, step;
};

struct PyRange : PyObject {
  static constexpr PyKind kKind = PyKind::Range;
  PyRange(PyType* t, int64_t a, int64_t b, int64_t c) : PyObject(t, kKind), start(a), stop(b), step(c) {}
  int64_t start, stop, step;
  int64_t length() const;
  /// Note [Big ranges]: a range whose bounds or length do not fit in int64
  /// keeps (start, stop, step) as Python ints in `big` (a tuple; None for
  /// others) and start = stop = 0 there, so int64 fast paths must check
  /// isBig() (big_range.cpp has its operations).
  IValue big;
  bool isBig() const { return !big.isNone(); }
};

/// property / staticmethod / classmethod wrappers.
struct PyWrapper : PyObject {
  static constexpr PyKind kKind = PyKind::Wrapper;
  PyWrapper(PyType* t, IValue f) : PyObject(t, kKind), func(std::move(f)) {}
  IValue func, fset, fdel, doc;
};

/// Zero-arg or two-arg super() proxy.
struct PySuper : PyObject {
  static constexpr PyKind kKind = PyKind::Super;
  PySuper(PyType* t, PyType* c, IValue o) : PyObject(t, kKind), cls(c), obj(std::move(o)) {}
  PyType* cls;  ///< kept alive by obj's type (or by obj itself when unbound)
  IValue obj;   ///< instance or class; cls itself for super(cls)
  bool bind_instance = true;  ///< obj is an instance of cls (else a subclass of it)
  bool unbound = false;       ///< super(cls): proxies nothing (Note [Unbound super])
};

/// dict.keys() / values() / items(): a live view of a dict.
struct DictView : PyObject {
  static constexpr PyKind kKind = PyKind::DictView;
  DictView(PyType* t, Ref<PyDict> d, int k) : PyObject(t, kKind), dict(std::move(d)), kind(k) {}
  Ref<PyDict> dict;
  int kind;  ///< 0 keys, 1 values, 2 items
};

/// A native iterator: `next` returns false when exhausted.
struct PyIterator : PyObject {
  static constexpr PyKind kKind = PyKind::Iterator;
  explicit PyIterator(PyType* t) : PyObject(t, kKind) {}
  virtual bool next(Interp& in, IValue& out) = 0;
};

}  // namespace ts::py
