// ===--- builtins.h - shared helpers of the python layer's builtins -------=== //
// Initializers of the builtins namespace, the methods of builtin types and
// the native modules, plus small helpers every native function uses.
#pragma once

#include <string>
#include <vector>

#include "python/interp.h"
#include "support/small_vector.h"

namespace ts::py {

/// Positional arguments assembled for a call.
using SmallPos = SmallVector<IValue, 8>;

void initBuiltins(Interp& in);
void initStrMethods(Interp& in);
/// bytes' text methods (bytes_methods.cpp), called by initStrMethods.
void initBytesMethods(Interp& in);
void initContainerMethods(Interp& in);
void initObjectModel(Interp& in);
void registerStdModules(Interp& in);

/// Python `is`.
inline bool isSame(const IValue& a, const IValue& b) { return a.isSameIdentity(b); }
/// Whether obj's own __dict__ holds `name` (shadowing a class attribute).
/// Inline: every method call through a call site's cache asks it.
inline bool instanceHas(Interp& in, const IValue& obj, const IValue& name, int64_t hash) {
  auto* i = pyCast<PyInstance>(asPy(obj));
  return i && i->dict && i->dict->find(in, name, hash) >= 0;
}
/// `raise X`: an exception class is instantiated, an instance used as is.
IValue instantiateException(Interp& in, const IValue& v);
/// Creates a class from a class statement's namespace (C3 MRO, __set_name__,
/// __init_subclass__, metaclass keyword).
IValue buildClass(Interp& in, const std::string& name, const std::vector<IValue>& bases, Ref<PyDict> ns,
                  const std::vector<KwArg>& kws);

/// getattr without the __getattr__ hook.
bool getAttrNoHook(Interp& in, const IValue& obj, const IValue& name, int64_t hash, IValue& out);
/// object.__setattr__: descriptors, then the instance dict.
void genericSetAttr(Interp& in, const IValue& obj, const IValue& name, int64_t hash, IValue value);
/// `obj.__class__ = cls`: between classes made by class statements whose
/// instances have the same layout; TypeError otherwise.
void setInstanceClass(Interp& in, const IValue& obj, const IValue& cls);
/// Calls a class: builtin constructors, or __new__ + __init__.
IValue callType(Interp& in, PyType* t, Args& args);
/// Same, without a metaclass's __call__ (type.__call__).
IValue callTypeDirect(Interp& in, PyType* t, Args& args);
/// The OSError subclass CPython uses for errno `err` (OSError itself if none).
PyType* osErrorType(Interp& in, int64_t err);

/// Checks the positional argument count of a native function.
void checkArgs(Interp& in, const Args& a, const char* fname, size_t min, size_t max);
/// A str argument's text (TypeError otherwise).
const std::string& strArg(Interp& in, const IValue& v, const char* what);
/// Code points of UTF-8 text.
std::u32string decodeUtf8(std::string_view s);
std::string encodeUtf8(std::u32string_view s);
void appendUtf8(std::string& out, char32_t c);
/// Number of code points.
int64_t utf8Length(std::string_view s);
/// repr of a str with Python's quoting rules.
std::string strRepr(std::string_view s);
/// repr of a bytes value (b'...' with \xNN escapes).
std::string bytesRepr(const std::string& s);
/// A float as str() prints it.
std::string floatStr(double d);
/// Sorts items in place with Python semantics (stable, key, reverse).
void sortValues(Interp& in, std::vector<IValue>& items, const IValue& key, bool reverse);
/// `%` formatting of a str.
/// str % args; with `bytes`, bytes % args (%s/%b insert bytes as they are).
std::string percentFormat(Interp& in, const std::string& fmt, const IValue& args, bool bytes = false);
/// An iterator over a dict's keys (0), values (1) or items (2), last first
/// when `reversed`.
IValue dictIterator(Interp& in, PyDict* d, int kind, bool reversed = false);
/// reversed(list), lazy.
IValue listReverseIterator(Interp& in, const IValue& list);
/// A keys (0) / values (1) / items (2) view of d.
IValue dictView(Interp& in, PyDict* d, int kind);
/// super(cls, obj).
IValue superNew(Interp& in, PyType* unused, Args& a);
/// A new PyIterator over a vector snapshot.
IValue vectorIterator(Interp& in, std::vector<IValue> items);
/// reversed(seq) of a sequence without a reversing iterator: a `reversed`.
IValue reversedIterator(Interp& in, std::vector<IValue> items);
/// The iterator subtype called `name` (see Note [Iterator type names]).
PyType* iteratorType(Interp& in, const std::string& name);

}  // namespace ts::py
