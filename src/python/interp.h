// ===--- interp.h - the Python level's interpreter state and core ops -----=== //
// Interp owns the builtin types, the builtins namespace, the module table and
// the interned attribute names; the free functions here are Python's object
// protocol (hash, ==, truth, repr, getattr, call, iter) over IValues.
#pragma once

#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <vector>
#include <string>
#include <string_view>
#include <unordered_map>

#include "python/gc.h"
#include "python/object.h"

namespace ts::py {

struct Frame;
struct Cell;

/// A Python exception in flight: the exception instance (a PyInstance).
struct PyErr {
  IValue exc;
};

/// A native module's initializer: fills the module's dict.
using ModuleInit = void (*)(Interp&, PyModule&);

/// Interned method/attribute names used by the object protocol.
struct Names {
#define TS_PY_NAMES(X)                                                                          \
  X(init) X(new) X(repr) X(str) X(eq) X(ne) X(lt) X(le) X(gt) X(ge) X(hash) X(len) X(getitem) \
  X(setitem) X(delitem) X(contains) X(iter) X(next) X(call) X(enter) X(exit) X(bool) X(add)   \
  X(sub) X(mul) X(matmul) X(truediv) X(floordiv) X(mod) X(pow) X(lshift) X(rshift) X(or)      \
  X(xor) X(and) X(radd) X(rsub) X(rmul) X(rmatmul) X(rtruediv) X(rfloordiv) X(rmod) X(rpow)   \
  X(rlshift) X(rrshift) X(ror) X(rxor) X(rand) X(iadd) X(isub) X(imul) X(imatmul) X(itruediv)  \
  X(ifloordiv) X(imod) X(ipow) X(ilshift) X(irshift) X(ior) X(ixor) X(iand) X(neg) X(pos)      \
  X(invert) X(abs) X(getattr) X(setattr) X(delattr) X(get) X(set) X(delete) X(missing)        \
  X(class) X(dict) X(name) X(qualname) X(module) X(doc) X(index) X(int) X(float) X(format)    \
  X(reversed) X(set_name) X(init_subclass) X(class_getitem) X(wrapped) X(round) X(divmod)    \
  X(post_init) X(instancecheck) X(mro_entries) X(annotations) X(slots) X(fspath) X(copy) X(deepcopy)
#define TS_PY_NAME_FIELD(n) IValue n##_;
  TS_PY_NAMES(TS_PY_NAME_FIELD)
#undef TS_PY_NAME_FIELD
};

/// The builtin types.
struct Types {
#define TS_PY_TYPES(X)                                                                     \
  X(type) X(object) X(none) X(int_) X(float_) X(bool_) X(str) X(bytes) X(list) X(tuple)    \
  X(dict) X(set) X(frozenset) X(function) X(native) X(method) X(cell) X(module) X(slice)  \
  X(range) X(iterator) X(generator) X(property) X(staticmethod) X(classmethod) X(super_)   \
  X(tensor) X(other) X(not_implemented) X(ellipsis) X(complex) X(dict_keys) X(dict_values) X(dict_items)
#define TS_PY_TYPE_FIELD(n) PyType* n = nullptr;
  TS_PY_TYPES(TS_PY_TYPE_FIELD)
#undef TS_PY_TYPE_FIELD
};

/// The exception classes every layer raises.
struct ExcTypes {
#define TS_PY_EXCS(X)                                                                        \
  X(BaseException) X(Exception) X(SystemExit) X(KeyboardInterrupt) X(GeneratorExit)          \
  X(StopIteration) X(ArithmeticError) X(ZeroDivisionError) X(OverflowError)                  \
  X(FloatingPointError) X(AssertionError) X(AttributeError) X(LookupError) X(IndexError)    \
  X(KeyError) X(NameError) X(UnboundLocalError) X(RuntimeError) X(NotImplementedError)      \
  X(RecursionError) X(TypeError) X(ValueError) X(UnicodeError) X(UnicodeEncodeError) X(UnicodeDecodeError) X(ImportError) \
  X(ModuleNotFoundError) X(OSError) X(FileNotFoundError) X(FileExistsError) X(IsADirectoryError) \
  X(NotADirectoryError) X(PermissionError) X(EOFError) X(MemoryError)                            \
  X(BufferError) X(ReferenceError) X(Warning) X(UserWarning) X(DeprecationWarning) X(RuntimeWarning)           \
  X(FutureWarning) X(SyntaxError) X(IndentationError) X(TabError) X(StopAsyncIteration) X(SystemError) X(PendingDeprecationWarning)
#define TS_PY_EXC_FIELD(n) PyType* n = nullptr;
  TS_PY_EXCS(TS_PY_EXC_FIELD)
#undef TS_PY_EXC_FIELD
};

class Interp {
 public:
  Interp(std::ostream& out, std::ostream& err);
  ~Interp();
  Interp(const Interp&) = delete;
  Interp& operator=(const Interp&) = delete;

  Types t;
  ExcTypes e;
  Names n;
  IValue none, not_implemented, ellipsis;
  Ref<PyDict> builtins;
  Ref<PyDict> modules;  ///< sys.modules
  std::ostream& out;
  std::ostream& err;
  int depth = 0;        ///< Python call depth (RecursionError at limit)
  /// Bumped by every change to a class namespace after creation; method
  /// caches in call nodes are valid while it is unchanged.
  uint64_t type_epoch = 0;
  /// A data descriptor was added to a class after its creation: the
  /// instance-dict-first attribute fast path is off.
  bool any_late_descr = false;
  int recursion_limit = 1000;
  /// sys.get_int_max_str_digits() (Note [Int string limit]); 0 is no limit.
  int64_t int_max_str_digits = 4300;
  /// The exception being handled (for bare `raise` and implicit __context__).
  std::vector<IValue> handling;
  /// Live cells (Note [Cell cycles]).
  Cell* cells = nullptr;
  /// The innermost running frame (frames link through Frame::back).
  Frame* top = nullptr;
  /// Note [Borrowed method calls]: a method call found through a call
  /// site's cache runs the function without counting a reference to it;
  /// the class namespace owns it. While such calls run (borrowed_calls >
  /// 0), functions a class statement's namespace drops (setattr/delattr on
  /// the class, the only ways that change it after creation, both bumping
  /// type_epoch) move to `retired` instead of being freed; it is emptied
  /// when the last borrowed call returns.
  int borrowed_calls = 0;
  std::vector<IValue> retired;
  /// The usable bottom of the native stack the Python level runs on (Note
  /// [Native stack guard]): the creating thread's, a generator's own
  /// while it runs; nullptr when unknown.
  char* stack_limit = nullptr;

  /// torch.Size, set up by the torch bridge: a tuple whose `named_type` is
  /// `size_tag` is an instance of `size_type`.
  const void* size_tag = nullptr;
  PyType* size_type = nullptr;
  /// torch.nn.Parameter, set up by torch.nn: the type of a tensor whose
  /// TensorImpl is marked as a parameter.
  PyType* parameter_type = nullptr;
  /// Set by the torch bridge: the Python type of a tuple with another
  /// `named_type` (torch.return_types.max, NamedTuples from script code).
  PyType* (*named_tuple_type)(Interp& in, const TupleObj& tuple) = nullptr;
  /// Per-Interp state of the layers above (the torch bridge, the tracer),
  /// keyed by an address of theirs; released first at teardown.
  std::shared_ptr<void>& extension(const void* key) { return extensions_[key]; }

  /// Interned str value for `s` (same StrObj for equal text).
  const IValue& intern(std::string_view s);
  /// Registers a native module: `import name` calls init once.
  void registerModule(const std::string& name, ModuleInit init);
  /// Whether `name` is registered (imported or not).
  bool hasModule(const std::string& name) const { return native_modules_.count(name) != 0; }
  /// Imports a module by dotted name (native or already loaded); raises
  /// ModuleNotFoundError.
  IValue importModule(const std::string& name);

  // Creation helpers.
  IValue str(std::string s) { return IValue(std::move(s)); }
  Ref<PyDict> newDict();
  Ref<PySet> newSet(bool frozen = false);
  IValue newList(std::vector<IValue> items = {});
  IValue newTuple(std::vector<IValue> items);
  PyType* newType(const std::string& name, PyType* base, Layout layout);
  /// Adds a native method `name` to a type's dict.
  void addMethod(PyType* type, const char* name, NativeFn fn);
  /// A builtin function value.
  IValue native(const char* name, NativeFn fn, IValue data = IValue());

  /// Keeps compiled code (and its AST) alive as long as the interpreter.
  void keepAlive(std::shared_ptr<const void> p) { keep_alive_.push_back(std::move(p)); }
  /// Raises `type(msg)`.
  [[noreturn]] void raise(PyType* type, const std::string& msg);
  /// Raises `type(*args)` with arbitrary args.
  [[noreturn]] void raiseArgs(PyType* type, std::vector<IValue> args);
  /// Makes an exception instance of `type` with `args`.
  IValue makeException(PyType* type, std::vector<IValue> args);

 private:
  std::unordered_map<std::string, IValue> interned_;
  std::map<std::string, ModuleInit> native_modules_;
  std::unordered_map<const void*, std::shared_ptr<void>> extensions_;
  std::vector<std::shared_ptr<const void>> keep_alive_;
  /// Builtin types (owned: one count each, released at teardown).
  std::vector<PyType*> builtin_types_;
  /// Every object made here (Note [Cycle collector]).
  ObjectRegistry objects_;
  /// Classes made by `class` statements, kept until teardown clears their
  /// namespaces: that breaks the class <-> method (__class__ cell) cycles
  /// no reference count can collect.
  std::vector<IValue> user_types_;
 public:
  /// Frees the objects only reference cycles keep alive (gc.collect());
  /// returns how many were unreachable (Note [Cycle collector]).
  size_t collectGarbage() { return collectCycles(objects_); }
  /// Registers a class made by a class statement (see user_types_).
  void trackClass(IValue cls) { user_types_.push_back(std::move(cls)); }
 private:
  void initTypes();
};

// ---- the object protocol --------------------------------------------------- //

/// type(v).
PyType* typeOf(Interp& in, const IValue& v);
/// isinstance(v, t) without __instancecheck__.
bool isInstance(Interp& in, const IValue& v, const PyType* t);
/// hash(v); raises TypeError for unhashable values.
int64_t hashValue(Interp& in, const IValue& v);
/// Hash of a str's UTF-8 text (deterministic here; CPython randomizes it):
/// FNV-1a, inline because every dict access by a str key computes it.
inline int64_t hashStr(std::string_view s) {
  uint64_t h = 14695981039346656037ULL;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  auto r = static_cast<int64_t>(h);
  return r == -1 ? -2 : r;
}
/// a == b (with __eq__ dispatch).
bool equals(Interp& in, const IValue& a, const IValue& b);
/// Rich comparison a op b returning a Python value.
enum class CmpOp : uint8_t { Lt, Le, Eq, Ne, Gt, Ge };
IValue compare(Interp& in, const IValue& a, const IValue& b, CmpOp op);
bool compareBool(Interp& in, const IValue& a, const IValue& b, CmpOp op);
/// bool(v).
bool truthy(Interp& in, const IValue& v);
/// repr(v) and str(v).
std::string repr(Interp& in, const IValue& v);
/// ascii(v): repr(v) with non-ASCII code points escaped (`!a` conversions).
std::string asciiRepr(Interp& in, const IValue& v);
std::string toStr(Interp& in, const IValue& v);
/// format(v, spec).
std::string format(Interp& in, const IValue& v, const std::string& spec);

/// getattr(obj, name) with a precomputed hash (raises AttributeError).
IValue getAttr(Interp& in, const IValue& obj, const IValue& name, int64_t hash);
IValue getAttr(Interp& in, const IValue& obj, std::string_view name);
/// getattr with default: returns false if AttributeError.
bool getAttrOpt(Interp& in, const IValue& obj, const IValue& name, int64_t hash, IValue& out);
bool getAttrOpt(Interp& in, const IValue& obj, std::string_view name, IValue& out);
void setAttr(Interp& in, const IValue& obj, const IValue& name, int64_t hash, IValue value);
void setAttr(Interp& in, const IValue& obj, std::string_view name, IValue value);
void delAttr(Interp& in, const IValue& obj, const IValue& name, int64_t hash);
/// Looks up a special method on type(obj) (not on the instance); nullptr if none.
const IValue* lookupSpecial(Interp& in, const IValue& obj, const IValue& name);

/// Calls callee(args).
IValue call(Interp& in, const IValue& callee, Args& args);
IValue call(Interp& in, const IValue& callee, std::initializer_list<IValue> pos);
/// Calls a special method found by lookupSpecial, binding self.
IValue callMethod(Interp& in, const IValue& method, const IValue& self, std::initializer_list<IValue> rest);
/// Calls obj.name(args...).
IValue callAttr(Interp& in, const IValue& obj, std::string_view name, std::initializer_list<IValue> pos);
/// Binds a descriptor found in a class dict to `obj` (functions -> bound
/// methods; property; classmethod/staticmethod).
IValue bindDescriptor(Interp& in, const IValue& desc, const IValue& obj, PyType* owner);

/// Note [Native stack guard]: native code that recurses on what a program
/// builds (hashing a tuple nested 100,000 deep, next() on a chain of map
/// objects, torch.tensor of a deeply nested list) calls checkNativeStack per
/// level: when the native stack runs low it raises RecursionError
/// ("maximum recursion depth exceeded" + what) instead of overflowing. It
/// counts no recursion depth, so shallow data behaves as in CPython.
[[noreturn]] void nativeStackOverflow(Interp& in, const char* what);
inline void checkNativeStack(Interp& in, const char* what = "") {
  if (in.stack_limit && static_cast<char*>(__builtin_frame_address(0)) < in.stack_limit) [[unlikely]]
    nativeStackOverflow(in, what);
}
/// The stack_limit for the calling thread's stack (nullptr if unknown).
char* nativeStackLimit();

/// iter(v), next(it) (false at StopIteration).
IValue getIter(Interp& in, const IValue& v);
bool iterNext(Interp& in, const IValue& it, IValue& out);
/// Runs fn(item) over an iterable (fast paths for list/tuple/range/str...).
void forEachItem(Interp& in, const IValue& iterable, const std::function<void(const IValue&)>& fn);
/// list(iterable) items.
std::vector<IValue> toVector(Interp& in, const IValue& iterable);

/// Operators.
enum class BinOp : uint8_t {
  Add, Sub, Mul, MatMul, TrueDiv, FloorDiv, Mod, Pow, LShift, RShift, Or, Xor, And,
};
IValue binaryOp(Interp& in, BinOp op, const IValue& a, const IValue& b);
IValue inplaceOp(Interp& in, BinOp op, const IValue& a, const IValue& b);
IValue negate(Interp& in, const IValue& v);
IValue positive(Interp& in, const IValue& v);
IValue invert(Interp& in, const IValue& v);
/// x in container.
bool contains(Interp& in, const IValue& container, const IValue& x);
/// container[key], container[key] = v, del container[key].
IValue getItem(Interp& in, const IValue& c, const IValue& key);
void setItem(Interp& in, const IValue& c, const IValue& key, IValue v);
void delItem(Interp& in, const IValue& c, const IValue& key);
/// len(v).
int64_t length(Interp& in, const IValue& v);
/// The int value of an index-like (int, bool, BigInt fitting, __index__).
int64_t toIndex(Interp& in, const IValue& v);
/// Python's `name` of v's type ("int", "MyClass").
const std::string& typeName(Interp& in, const IValue& v);
/// A class's __qualname__ (`Outer.Inner`), or its name when it has none.
std::string typeQualname(Interp& in, const PyType* t);

/// Values used by many files.
inline bool isStrValue(const IValue& v) { return v.isStr() && !isBytes(v); }
/// The text of a str (or bytes) value: IValue::toStr, inline.
inline const std::string& strOf(const IValue& v) { return static_cast<const StrObj*>(v.toRefCounted())->value; }
/// hashValue with the str case inline.
inline int64_t hashOf(Interp& in, const IValue& v) { return v.isStr() ? hashStr(strOf(v)) : hashValue(in, v); }
/// Makes an int from a BigInt if it fits, else keeps the BigInt.
IValue normalizeInt(Interp& in, Ref<BigInt> b);

}  // namespace ts::py
