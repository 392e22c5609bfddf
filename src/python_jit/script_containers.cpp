// ===--- script_containers.cpp - torch.ScriptDict and torch.ScriptList ---=== //
// Note [Script containers] (script_containers.h). The errors follow
// PyTorch's bindings: a key of the wrong type is a KeyError for lookups and a
// TypeError for stores; a value of the wrong type, a TypeError.
#include "python_jit/script_containers.h"

#include "python/builtins.h"
#include "python/interpreter_impl.h"
#include "python_jit/boundary.h"
#include "python_jit/jit_state.h"
#include "runtime/printing.h"

namespace ts::py {
namespace {

struct ContainerTypes {
  PyType* dict = nullptr;  ///< torch.ScriptDict
  PyType* list = nullptr;  ///< torch.ScriptList
};

ContainerTypes& containerTypes(Interp& in);

/// The container `a[0]` views, when it is an instance of `t`.
const IValue& selfValue(Interp& in, Args& a, PyType* t) {
  auto* inst = a.n > 0 ? asPyT<PyInstance>(a[0]) : nullptr;
  if (!inst || inst->type != t) in.raise(in.e.TypeError, "expected a torch." + (t ? t->name : std::string("?")));
  return inst->native_value;
}

DictObj& selfDict(Interp& in, Args& a) { return *selfValue(in, a, containerTypes(in).dict).toDict(); }
ListObj& selfList(Interp& in, Args& a) { return *selfValue(in, a, containerTypes(in).list).toList(); }

IValue wrap(Interp& in, PyType* t, IValue value) {
  auto* o = new PyInstance(t);
  IValue v = box(o);
  o->dict = in.newDict();
  o->native_value = std::move(value);
  return v;
}

/// `v` as a value of `type`, else TypeError (PyTorch's cast_error).
IValue converted(Interp& in, const IValue& v, TypePtr type) {
  IValue out;
  if (!toScript(in, v, type, out))
    in.raise(in.e.TypeError, "'" + typeName(in, v) + "' object is not a value of type " + type->str());
  return out;
}

// ---- ScriptDict ---------------------------------------------------------- //

IValue dRepr(Interp& in, Args& a, PyObject*) { return IValue(scriptStr(selfValue(in, a, containerTypes(in).dict))); }
IValue dLen(Interp& in, Args& a, PyObject*) { return IValue(int64_t(selfDict(in, a).size())); }

/// The entry index of key `a[1]`; KeyError when it is missing or of another type.
size_t dFind(Interp& in, Args& a, const DictObj& d) {
  IValue k;
  int64_t i = a.n > 1 && toScript(in, a[1], d.key_type, k) ? d.find(k) : -1;
  if (i < 0) in.raiseArgs(in.e.KeyError, {a.n > 1 ? a[1] : IValue()});
  return size_t(i);
}

IValue dContains(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__contains__", 2, 2);
  const DictObj& d = selfDict(in, a);
  IValue k;
  if (!toScript(in, a[1], d.key_type, k)) in.raiseArgs(in.e.KeyError, {a[1]});
  return IValue(d.find(k) >= 0);
}

IValue dGetItem(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__getitem__", 2, 2);
  const DictObj& d = selfDict(in, a);
  return fromScript(in, d.entries[dFind(in, a, d)].second);
}

IValue dSetItem(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__setitem__", 3, 3);
  DictObj& d = selfDict(in, a);
  IValue k = converted(in, a[1], d.key_type);
  d.insert(k, converted(in, a[2], d.value_type));
  return in.none;
}

IValue dDelItem(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__delitem__", 2, 2);
  DictObj& d = selfDict(in, a);
  if (!d.erase(converted(in, a[1], d.key_type))) in.raiseArgs(in.e.KeyError, {a[1]});
  return in.none;
}

IValue dKeys(Interp& in, Args& a, PyObject*) {
  std::vector<IValue> keys;
  for (const auto& [k, v] : selfDict(in, a).entries) keys.push_back(fromScript(in, k));
  return vectorIterator(in, std::move(keys));
}

IValue dItems(Interp& in, Args& a, PyObject*) {
  std::vector<IValue> items;
  for (const auto& [k, v] : selfDict(in, a).entries) items.push_back(in.newTuple({fromScript(in, k), fromScript(in, v)}));
  return vectorIterator(in, std::move(items));
}

// ---- ScriptList ---------------------------------------------------------- //

IValue lRepr(Interp& in, Args& a, PyObject*) { return IValue(scriptStr(selfValue(in, a, containerTypes(in).list))); }
IValue lLen(Interp& in, Args& a, PyObject*) { return IValue(int64_t(selfList(in, a).items.size())); }

/// An int index into a list of `n` items (negative from the end); TypeError
/// for other keys, IndexError when out of range.
size_t listIndex(Interp& in, const IValue& i, size_t n) {
  if (!i.isInt()) in.raise(in.e.TypeError, "list indices must be integers, not " + typeName(in, i));
  int64_t k = i.toInt() < 0 ? i.toInt() + int64_t(n) : i.toInt();
  if (k < 0 || k >= int64_t(n)) in.raise(in.e.IndexError, "list index out of range");
  return size_t(k);
}

/// (start, step, count) of slice `s` over `n` items, by slice.indices.
struct SliceSpan {
  int64_t start, step, count;
};
SliceSpan sliceSpan(Interp& in, const IValue& s, size_t n) {
  std::vector<IValue> r = toVector(in, callAttr(in, s, "indices", {IValue(int64_t(n))}));
  int64_t start = r[0].toInt(), stop = r[1].toInt(), step = r[2].toInt();
  int64_t count = step > 0 ? (stop - start + step - 1) / step : (start - stop - step - 1) / -step;
  return {start, step, std::max<int64_t>(count, 0)};
}

IValue lGetItem(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__getitem__", 2, 2);
  const ListObj& l = selfList(in, a);
  if (asPyT<PySlice>(a[1])) {
    SliceSpan s = sliceSpan(in, a[1], l.items.size());
    std::vector<IValue> items;
    for (int64_t i = 0; i < s.count; ++i) items.push_back(l.items[size_t(s.start + i * s.step)]);
    return wrap(in, containerTypes(in).list, makeList(l.elem_type, std::move(items)));
  }
  return fromScript(in, l.items[listIndex(in, a[1], l.items.size())]);
}

IValue lSetItem(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__setitem__", 3, 3);
  ListObj& l = selfList(in, a);
  if (!asPyT<PySlice>(a[1])) {
    size_t i = listIndex(in, a[1], l.items.size());
    l.items[i] = converted(in, a[2], l.elem_type);
    return in.none;
  }
  IValue values = converted(in, a[2], Type::list(l.elem_type));
  SliceSpan s = sliceSpan(in, a[1], l.items.size());
  const std::vector<IValue>& items = values.toList()->items;
  if (int64_t(items.size()) != s.count)
    in.raise(in.e.RuntimeError, "Left and right hand size of slice assignment have different sizes");
  for (int64_t i = 0; i < s.count; ++i) l.items[size_t(s.start + i * s.step)] = items[size_t(i)];
  return in.none;
}

IValue lDelItem(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__delitem__", 2, 2);
  ListObj& l = selfList(in, a);
  l.items.erase(l.items.begin() + int64_t(listIndex(in, a[1], l.items.size())));
  return in.none;
}

/// How many items equal `a[1]` (TypeError when it is not an element value).
int64_t countOf(Interp& in, Args& a, const ListObj& l, const char* fname) {
  checkArgs(in, a, fname, 2, 2);
  IValue x = converted(in, a[1], l.elem_type);
  int64_t n = 0;
  for (const IValue& v : l.items) n += valuesEqual(v, x);
  return n;
}

IValue lContains(Interp& in, Args& a, PyObject*) { return IValue(countOf(in, a, selfList(in, a), "__contains__") > 0); }
IValue lCount(Interp& in, Args& a, PyObject*) { return IValue(countOf(in, a, selfList(in, a), "count")); }

IValue lRemove(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "remove", 2, 2);
  ListObj& l = selfList(in, a);
  IValue x = converted(in, a[1], l.elem_type);
  for (auto it = l.items.begin(); it != l.items.end(); ++it)
    if (valuesEqual(*it, x)) {
      l.items.erase(it);
      return in.none;
    }
  in.raise(in.e.ValueError, "list.remove(x): x not in list");
}

IValue lAppend(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "append", 2, 2);
  ListObj& l = selfList(in, a);
  l.items.push_back(converted(in, a[1], l.elem_type));
  return in.none;
}

IValue lClear(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "clear", 1, 1);
  selfList(in, a).items.clear();
  return in.none;
}

/// extend(iterable): every item converted first, so a bad one changes nothing.
IValue lExtend(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "extend", 2, 2);
  IValue keep = selfValue(in, a, containerTypes(in).list);  // the iteration may drop other references
  ListObj& l = *keep.toList();
  std::vector<IValue> items;
  forEachItem(in, a[1], [&](const IValue& x) { items.push_back(converted(in, x, l.elem_type)); });
  l.items.insert(l.items.end(), items.begin(), items.end());
  return in.none;
}

IValue lInsert(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "insert", 3, 3);
  ListObj& l = selfList(in, a);
  if (!a[1].isInt()) in.raise(in.e.TypeError, "insert(): the index must be an int");
  int64_t n = int64_t(l.items.size()), i = a[1].toInt();
  i = std::clamp<int64_t>(i < 0 ? i + n : i, 0, n);
  IValue x = converted(in, a[2], l.elem_type);
  l.items.insert(l.items.begin() + i, std::move(x));
  return in.none;
}

IValue lPop(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "pop", 1, 2);
  ListObj& l = selfList(in, a);
  size_t i = listIndex(in, a.n > 1 ? a[1] : IValue(int64_t(-1)), l.items.size());
  IValue v = l.items[i];
  l.items.erase(l.items.begin() + int64_t(i));
  return fromScript(in, v);
}

IValue lIter(Interp& in, Args& a, PyObject*) {
  std::vector<IValue> items;
  for (const IValue& v : selfList(in, a).items) items.push_back(fromScript(in, v));
  return vectorIterator(in, std::move(items));
}

/// The classes, in Python over the natives above (the object protocol
/// dispatches only to dunders of class statements).
const char* kContainersPy = R"PY(
class ScriptDict:
    __hash__ = None

    def __repr__(self): return _dict_repr(self)
    def __len__(self): return _dict_len(self)
    def __bool__(self): return _dict_len(self) != 0
    def __contains__(self, key): return _dict_contains(self, key)
    def __getitem__(self, key): return _dict_getitem(self, key)
    def __setitem__(self, key, value): _dict_setitem(self, key, value)
    def __delitem__(self, key): _dict_delitem(self, key)
    def __iter__(self): return _dict_keys(self)
    def keys(self): return _dict_keys(self)
    def items(self): return _dict_items(self)


class ScriptList:
    __hash__ = None

    def __repr__(self): return _list_repr(self)
    def __len__(self): return _list_len(self)
    def __bool__(self): return _list_len(self) != 0
    def __contains__(self, x): return _list_contains(self, x)
    def __getitem__(self, i): return _list_getitem(self, i)
    def __setitem__(self, i, x): _list_setitem(self, i, x)
    def __delitem__(self, i): _list_delitem(self, i)
    def __iter__(self): return _list_iter(self)
    def count(self, x): return _list_count(self, x)
    def remove(self, x): _list_remove(self, x)
    def append(self, x): _list_append(self, x)
    def clear(self): _list_clear(self)
    def extend(self, iterable): _list_extend(self, iterable)
    def insert(self, i, x): _list_insert(self, i, x)
    def pop(self, i=-1): return _list_pop(self, i)
)PY";

void initContainersModule(Interp& in, PyModule& m) {
  const std::pair<const char*, NativeFn> natives[] = {
      {"_dict_repr", dRepr},         {"_dict_len", dLen},           {"_dict_contains", dContains},
      {"_dict_getitem", dGetItem},   {"_dict_setitem", dSetItem},   {"_dict_delitem", dDelItem},
      {"_dict_keys", dKeys},         {"_dict_items", dItems},       {"_list_repr", lRepr},
      {"_list_len", lLen},           {"_list_contains", lContains}, {"_list_getitem", lGetItem},
      {"_list_setitem", lSetItem},   {"_list_delitem", lDelItem},   {"_list_iter", lIter},
      {"_list_count", lCount},       {"_list_remove", lRemove},     {"_list_append", lAppend},
      {"_list_clear", lClear},       {"_list_extend", lExtend},     {"_list_insert", lInsert},
      {"_list_pop", lPop},
  };
  for (const auto& [name, fn] : natives) m.dict->set(in, in.intern(name), in.native(name, fn));
  runSourceModule(in, m, m.name, kContainersPy);
}

const char kTypesKey = 0;

/// The classes, made on the first torch.jit.script of a dict or list.
ContainerTypes& containerTypes(Interp& in) {
  std::shared_ptr<void>& p = in.extension(&kTypesKey);
  if (!p) {
    const char* name = "torch._script_containers";
    if (!in.hasModule(name)) in.registerModule(name, initContainersModule);
    IValue m = in.importModule(name);
    auto t = std::make_shared<ContainerTypes>();
    t->dict = asPyT<PyType>(getAttr(in, m, "ScriptDict"));
    t->list = asPyT<PyType>(getAttr(in, m, "ScriptList"));
    t->dict->module = t->list->module = "torch";
    p = t;
  }
  return *static_cast<ContainerTypes*>(p.get());
}

}  // namespace

bool isScriptableContainer(Interp&, const IValue& v) { return asPyT<PyDict>(v) || v.isList(); }

IValue makeScriptContainer(Interp& in, const IValue& obj) {
  bool dict = asPyT<PyDict>(obj) != nullptr;
  TypePtr type = inferScriptType(in, obj);
  IValue value;
  if (!type || !toScript(in, obj, type, value))
    in.raise(JitState::of(in).jit_error,
             dict ? "Unable to infer type of dictionary: Dictionary inputs must have consistent key and value types"
                  : "Unable to infer type of list: List inputs must have consistent element type");
  ContainerTypes& t = containerTypes(in);
  return wrap(in, dict ? t.dict : t.list, std::move(value));
}

const IValue* scriptContainerValue(Interp& in, const IValue& v) {
  auto* inst = asPyT<PyInstance>(v);
  if (!inst || inst->native_value.isNone()) return nullptr;
  std::shared_ptr<void>& p = in.extension(&kTypesKey);
  if (!p) return nullptr;  // no container made yet
  auto& t = *static_cast<ContainerTypes*>(p.get());
  return inst->type == t.dict || inst->type == t.list ? &inst->native_value : nullptr;
}

}  // namespace ts::py
