// ===--- named_tuples.cpp - Python types of runtime named tuples ---------=== //
// Operators with named returns give `torch.return_types.max(values=...,
// indices=...)`; the runtime tuple keeps its NamedTupleType, and this file
// gives each such type a tuple subclass with one property per field.
#include "python/builtins.h"
#include "python_torch/bridge_state.h"
#include "python_torch/native_slots.h"
#include "types/type.h"

namespace ts::py {

namespace {

const NamedTupleType* namedType(const IValue& v) {
  if (!v.isTuple() || !v.toTuple()->named_type || !v.toTuple()->named_type->is(TypeKind::Tuple)) return nullptr;
  return static_cast<const NamedTupleType*>(v.toTuple()->named_type);
}

IValue fieldGet(Interp& in, Args& a, PyObject* f) {
  int64_t i = static_cast<NativeFunction*>(f)->data.toInt();
  if (!a[0].isTuple() || static_cast<size_t>(i) >= a[0].toTuple()->items.size())
    in.raise(in.e.AttributeError, "bad named tuple field");
  return a[0].toTuple()->items[static_cast<size_t>(i)];
}

IValue namedRepr(Interp& in, Args& a, PyObject*) {
  const NamedTupleType* t = namedType(a[0]);
  const auto& items = a[0].toTuple()->items;
  PyType* pt = typeOf(in, a[0]);
  std::string qual = pt->module == "builtins" ? pt->name : pt->module + "." + pt->name;
  bool torch_style = pt->module == "torch.return_types";
  std::string s = (torch_style ? qual : pt->name) + "(" + (torch_style ? "\n" : "");
  for (size_t i = 0; i < items.size(); ++i) {
    std::string name = t && i < t->fields().size() ? t->fields()[i].name : "_" + std::to_string(i);
    s += name + "=" + repr(in, items[i]);
    if (i + 1 < items.size()) s += torch_style ? ",\n" : ", ";
  }
  return IValue(s + ")");
}

PyType* namedTupleType(Interp& in, const TupleObj& tup) {
  TorchState& st = torchState(in);
  auto it = st.named_tuple_types.find(tup.named_type);
  if (it != st.named_tuple_types.end()) return it->second;
  if (!tup.named_type->is(TypeKind::Tuple)) return in.t.tuple;
  auto* nt = static_cast<const NamedTupleType*>(tup.named_type);
  std::string qual = nt->name().empty() ? "torch.return_types.namedtuple" : nt->name();
  size_t dot = qual.rfind('.');
  PyType* type = in.newType(dot == std::string::npos ? qual : qual.substr(dot + 1), in.t.tuple, Layout::Tuple);
  type->module = dot == std::string::npos ? "builtins" : qual.substr(0, dot);
  addSlot(in, type, "__repr__", namedRepr);
  for (size_t i = 0; i < nt->fields().size(); ++i) {
    const std::string& name = nt->fields()[i].name;
    auto* w = new PyWrapper(in.t.property, in.native(name.c_str(), fieldGet, IValue(static_cast<int64_t>(i))));
    type->dict->set(in, in.intern(name), box(w));
  }
  st.named_tuple_types[tup.named_type] = type;
  return type;
}

}  // namespace

IValue nameReturnTuple(Interp& in, const IValue& result, const void* result_type, const std::string& op_name) {
  const auto* t = static_cast<const NamedTupleType*>(result_type);
  if (!result.isTuple()) return result;
  TorchState& st = torchState(in);
  auto key = std::make_pair(static_cast<const void*>(t), op_name);
  auto it = st.return_types.find(key);
  if (it == st.return_types.end())
    it = st.return_types.emplace(key, NamedTupleType::create("torch.return_types." + op_name, t->fields())).first;
  return IValue(Ref<TupleObj>(new TupleObj(result.toTuple()->items, it->second)));
}

void initNamedTuples(Interp& in) { in.named_tuple_type = namedTupleType; }

}  // namespace ts::py
