// ===--- interp.cpp - builtin types, interning, modules, raising ---------=== //
// Builds the builtin type objects and the exception hierarchy once per
// Interp, and implements import of native modules.
#include <pthread.h>

#include <algorithm>
#include <new>

#include "python/interp.h"

#include "python/builtins.h"
#include "python/eval.h"

namespace ts::py {

char* nativeStackLimit() {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return nullptr;
  void* addr = nullptr;
  size_t size = 0;
  int rc = pthread_attr_getstack(&attr, &addr, &size);
  pthread_attr_destroy(&attr);
  char* lo = static_cast<char*>(addr);
  char* here = static_cast<char*>(__builtin_frame_address(0));
  if (rc != 0 || here <= lo || here > lo + size) return nullptr;
  // The margin holds the deepest native work between two checks (a parse,
  // unwinding an exception, ASan's larger frames).
  size_t margin = std::min<size_t>(size / 4, size_t{1} << 20);
  return lo + margin;
}

Interp::Interp(std::ostream& o, std::ostream& e) : out(o), err(e) {
  stack_limit = nativeStackLimit();
  initTypes();
  builtins = newDict();
  modules = newDict();
  initBuiltins(*this);
  initStrMethods(*this);
  initContainerMethods(*this);
  initGeneratorType(*this);
  registerStdModules(*this);
}

void breakCyclesAtExit(const std::vector<IValue>& roots);  // teardown.cpp

Interp::~Interp() {
  // Break the cycles that would keep module globals alive (functions hold
  // their globals, globals hold the functions), then class namespaces.
  // Everything that may hold objects goes before the builtin types.
  extensions_.clear();
  keep_alive_.clear();
  handling.clear();
  try {
    collectCycles(objects_);
    breakCyclesAtExit({box(modules.get()), box(builtins.get())});  // Note [Teardown cycles]
  } catch (const std::bad_alloc&) {
    // Out of memory even for the walk: the cycles stay, and the process
    // is ending anyway; a destructor must not throw.
  }
  modules->forEach([](const IValue&, const IValue& m) {
    if (auto* mod = asPyT<PyModule>(m)) mod->dict->clear();
  });
  modules->clear();
  builtins->clear();
  for (auto& c : user_types_) {
    auto* t = static_cast<PyType*>(asPy(c));
    t->dict->clear();
    t->cache_.clear();
    t->cache_names_.clear();
  }
  user_types_.clear();
  // Emptying class namespaces can leave cycles that only a class reached:
  // a method made by exec() in a function, and the globals dict it holds.
  try {
    collectCycles(objects_);
  } catch (const std::bad_alloc&) {
  }
  std::vector<IValue> cell_values;
  for (Cell* c = cells; c; c = c->next) cell_values.push_back(std::move(c->value));
  cell_values.clear();
  not_implemented = IValue();
  ellipsis = IValue();
  n = Names();
  interned_.clear();
  modules = nullptr;
  builtins = nullptr;
  for (PyType* t : builtin_types_) {
    t->cache_.clear();
    t->cache_names_.clear();
    t->bases.clear();
    t->dict = nullptr;
  }
  // Each builtin type holds a count on `type`; release it last.
  for (PyType* t : builtin_types_)
    if (t != this->t.type) t->decref();
  this->t.type->decref();
  objects_.detachAll();
}

const IValue& Interp::intern(std::string_view s) {
  auto it = interned_.find(std::string(s));
  if (it != interned_.end()) return it->second;
  return interned_.emplace(std::string(s), IValue(std::string(s))).first->second;
}

Ref<PyDict> Interp::newDict() { return Ref<PyDict>(new PyDict(t.dict)); }
Ref<PySet> Interp::newSet(bool frozen) { return Ref<PySet>(new PySet(frozen ? t.frozenset : t.set)); }
IValue Interp::newList(std::vector<IValue> items) { return makeList(Type::any(), std::move(items)); }
IValue Interp::newTuple(std::vector<IValue> items) { return IValue(Ref<TupleObj>(new TupleObj(std::move(items)))); }

PyType* Interp::newType(const std::string& name, PyType* base, Layout layout) {
  auto* type = new PyType(t.type, name, layout);
  type->incref();  // owned by the Interp (builtin_types_)
  builtin_types_.push_back(type);
  type->dict = Ref<PyDict>(new PyDict(t.dict));
  type->mro.push_back(type);
  if (base) {
    type->bases.push_back(box(base));
    for (PyType* m : base->mro) type->mro.push_back(m);
    type->is_exception = base->is_exception;
  }
  return type;
}

void Interp::addMethod(PyType* type, const char* name, NativeFn fn) {
  auto* f = new NativeFunction(t.native, name, fn);
  f->is_method = true;
  switch (type->layout) {  // Note [Native-layout subclasses]
    case Layout::Int: case Layout::Float: case Layout::Bool: case Layout::Str: case Layout::Bytes:
    case Layout::List: case Layout::Tuple: f->self_is_value = true; break;
    default: break;
  }
  type->dict->set(*this, intern(name), box(f));
}

IValue Interp::native(const char* name, NativeFn fn, IValue data) {
  return box(new NativeFunction(t.native, name, fn, std::move(data)));
}

void Interp::initTypes() {
  t.type = new PyType(nullptr, "type", Layout::Type);
  t.type->incref();
  t.type->type = t.type;
  t.type->instance_registry = &objects_;
  t.object = new PyType(t.type, "object", Layout::Instance);
  t.object->incref();
  t.dict = new PyType(t.type, "dict", Layout::Dict);
  t.dict->incref();
  for (PyType* x : {t.type, t.object, t.dict}) {
    builtin_types_.push_back(x);
    x->dict = Ref<PyDict>(new PyDict(t.dict));
    x->mro.push_back(x);
  }
  t.type->mro.push_back(t.object);
  t.type->bases.push_back(box(t.object));
  t.dict->mro.push_back(t.object);
  t.dict->bases.push_back(box(t.object));
  PyType* o = t.object;
  t.none = newType("NoneType", o, Layout::None);
  t.int_ = newType("int", o, Layout::Int);
  t.bool_ = newType("bool", t.int_, Layout::Bool);
  t.float_ = newType("float", o, Layout::Float);
  t.complex = newType("complex", o, Layout::Other);
  t.str = newType("str", o, Layout::Str);
  t.bytes = newType("bytes", o, Layout::Bytes);
  t.list = newType("list", o, Layout::List);
  t.tuple = newType("tuple", o, Layout::Tuple);
  t.set = newType("set", o, Layout::Set);
  t.frozenset = newType("frozenset", o, Layout::FrozenSet);
  t.function = newType("function", o, Layout::Function);
  t.native = newType("builtin_function_or_method", o, Layout::Native);
  t.method = newType("method", o, Layout::BoundMethod);
  t.cell = newType("cell", o, Layout::Cell);
  t.module = newType("module", o, Layout::Module);
  t.slice = newType("slice", o, Layout::Slice);
  t.range = newType("range", o, Layout::Range);
  t.iterator = newType("iterator", o, Layout::Iterator);
  t.generator = newType("generator", o, Layout::Generator);
  t.property = newType("property", o, Layout::Property);
  t.staticmethod = newType("staticmethod", o, Layout::StaticMethod);
  t.classmethod = newType("classmethod", o, Layout::ClassMethod);
  t.super_ = newType("super", o, Layout::Super);
  t.dict_keys = newType("dict_keys", o, Layout::Other);
  t.dict_values = newType("dict_values", o, Layout::Other);
  t.dict_items = newType("dict_items", o, Layout::Other);
  t.tensor = newType("Tensor", o, Layout::Tensor);
  t.tensor->module = "torch";
  t.other = newType("object", o, Layout::Other);
  t.not_implemented = newType("NotImplementedType", o, Layout::NotImplemented);
  t.ellipsis = newType("ellipsis", o, Layout::Ellipsis);
  not_implemented = box(new PyInstance(t.not_implemented));
  ellipsis = box(new PyInstance(t.ellipsis));
  auto exc = [&](PyType* base, const char* name) {
    PyType* x = newType(name, base, Layout::Instance);
    x->is_exception = true;
    return x;
  };
  e.BaseException = exc(o, "BaseException");
  e.SystemExit = exc(e.BaseException, "SystemExit");
  e.KeyboardInterrupt = exc(e.BaseException, "KeyboardInterrupt");
  e.GeneratorExit = exc(e.BaseException, "GeneratorExit");
  e.Exception = exc(e.BaseException, "Exception");
  e.StopIteration = exc(e.Exception, "StopIteration");
  e.StopAsyncIteration = exc(e.Exception, "StopAsyncIteration");
  e.ArithmeticError = exc(e.Exception, "ArithmeticError");
  e.ZeroDivisionError = exc(e.ArithmeticError, "ZeroDivisionError");
  e.OverflowError = exc(e.ArithmeticError, "OverflowError");
  e.FloatingPointError = exc(e.ArithmeticError, "FloatingPointError");
  e.AssertionError = exc(e.Exception, "AssertionError");
  e.AttributeError = exc(e.Exception, "AttributeError");
  e.BufferError = exc(e.Exception, "BufferError");
  e.ReferenceError = exc(e.Exception, "ReferenceError");
  e.EOFError = exc(e.Exception, "EOFError");
  e.LookupError = exc(e.Exception, "LookupError");
  e.IndexError = exc(e.LookupError, "IndexError");
  e.KeyError = exc(e.LookupError, "KeyError");
  e.MemoryError = exc(e.Exception, "MemoryError");
  e.NameError = exc(e.Exception, "NameError");
  e.UnboundLocalError = exc(e.NameError, "UnboundLocalError");
  e.OSError = exc(e.Exception, "OSError");
  e.FileNotFoundError = exc(e.OSError, "FileNotFoundError");
  e.FileExistsError = exc(e.OSError, "FileExistsError");
  e.IsADirectoryError = exc(e.OSError, "IsADirectoryError");
  e.NotADirectoryError = exc(e.OSError, "NotADirectoryError");
  e.PermissionError = exc(e.OSError, "PermissionError");
  e.RuntimeError = exc(e.Exception, "RuntimeError");
  e.NotImplementedError = exc(e.RuntimeError, "NotImplementedError");
  e.RecursionError = exc(e.RuntimeError, "RecursionError");
  e.SyntaxError = exc(e.Exception, "SyntaxError");
  e.IndentationError = exc(e.SyntaxError, "IndentationError");
  e.TabError = exc(e.IndentationError, "TabError");
  e.SystemError = exc(e.Exception, "SystemError");
  e.TypeError = exc(e.Exception, "TypeError");
  e.ValueError = exc(e.Exception, "ValueError");
  e.UnicodeError = exc(e.ValueError, "UnicodeError");
  e.UnicodeEncodeError = exc(e.UnicodeError, "UnicodeEncodeError");
  e.UnicodeDecodeError = exc(e.UnicodeError, "UnicodeDecodeError");
  e.ImportError = exc(e.Exception, "ImportError");
  e.ModuleNotFoundError = exc(e.ImportError, "ModuleNotFoundError");
  e.Warning = exc(e.Exception, "Warning");
  e.UserWarning = exc(e.Warning, "UserWarning");
  e.DeprecationWarning = exc(e.Warning, "DeprecationWarning");
  e.PendingDeprecationWarning = exc(e.Warning, "PendingDeprecationWarning");
  e.RuntimeWarning = exc(e.Warning, "RuntimeWarning");
  e.FutureWarning = exc(e.Warning, "FutureWarning");
#define TS_PY_NAME_INIT(x) n.x##_ = intern("__" #x "__");
  TS_PY_NAMES(TS_PY_NAME_INIT)
#undef TS_PY_NAME_INIT
}

void Interp::registerModule(const std::string& name, ModuleInit init) { native_modules_[name] = init; }

IValue Interp::importModule(const std::string& name) {
  const IValue& key = intern(name);
  if (IValue* m = modules->findStr(*this, key, hashStr(name))) return *m;
  size_t dot = name.rfind('.');
  IValue parent;
  if (dot != std::string::npos) {
    parent = importModule(name.substr(0, dot));
    // Importing the parent may have imported this module (torch imports torch.nn).
    if (IValue* m = modules->findStr(*this, key, hashStr(name))) return *m;
  }
  auto it = native_modules_.find(name);
  if (it == native_modules_.end()) raise(e.ModuleNotFoundError, "No module named '" + name + "'");
  auto* mod = new PyModule(t.module, name);
  IValue mv = box(mod);
  mod->dict = newDict();
  mod->dict->set(*this, n.name_, intern(name));
  modules->set(*this, key, mv);
  it->second(*this, *mod);
  if (!parent.isNone()) static_cast<PyModule*>(asPy(parent))->dict->set(*this, intern(name.substr(dot + 1)), mv);
  return mv;
}

IValue Interp::makeException(PyType* type, std::vector<IValue> a) {
  auto* inst = new PyInstance(type);
  IValue v = box(inst);
  inst->args = newTuple(std::move(a));
  if (!handling.empty()) inst->context = handling.back();
  return v;
}

void Interp::raise(PyType* type, const std::string& msg) { throw PyErr{makeException(type, {IValue(msg)})}; }

void Interp::raiseArgs(PyType* type, std::vector<IValue> a) { throw PyErr{makeException(type, std::move(a))}; }

}  // namespace ts::py
