// ===--- deep_copy.cpp - Python's copy.deepcopy for run-time values -------=== //
#include "runtime/deep_copy.h"

#include <unordered_map>

#include "tensor/tensor.h"

namespace ts {
namespace {

using Memo = std::unordered_map<const RefCounted*, IValue>;

IValue copyValue(const IValue& v, Memo& memo);

IValue copyFresh(const IValue& v, Memo& memo) {
  switch (v.tag()) {
    case IValue::Tag::Tensor: {
      Tensor t = v.toTensor();
      TS_CHECK(t.is_leaf(),
               "Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment");
      Tensor c = t.clone();
      c.set_requires_grad(t.requires_grad());
      c.impl()->setParameter(t.impl()->isParameter());
      return IValue(c);
    }
    case IValue::Tag::List: {
      const ListObj* l = v.toList();
      auto out = makeRef<ListObj>(l->elem_type);
      memo[l] = IValue(out);
      for (const IValue& x : l->items) out->items.push_back(copyValue(x, memo));
      out->python_size = l->python_size;
      out->python_tuple = l->python_tuple;
      return IValue(out);
    }
    case IValue::Tag::Dict: {
      const DictObj* d = v.toDict();
      auto out = makeRef<DictObj>(d->key_type, d->value_type);
      memo[d] = IValue(out);
      for (const auto& [key, value] : d->entries) out->insert(copyValue(key, memo), copyValue(value, memo));
      return IValue(out);
    }
    case IValue::Tag::Tuple: {
      const TupleObj* t = v.toTuple();
      std::vector<IValue> items;
      for (const IValue& x : t->items) items.push_back(copyValue(x, memo));
      return IValue(makeRef<TupleObj>(std::move(items), t->named_type));
    }
    case IValue::Tag::Object: {
      const Object* o = v.toObject();
      auto out = makeRef<Object>(o->type);
      memo[o] = IValue(out);
      for (size_t i = 0; i < o->slots.size(); ++i) out->slot(i) = copyValue(o->slots[i], memo);
      return IValue(out);
    }
    case IValue::Tag::Generator:
      // torch._C.Generator has no pickle support, which deepcopy relies on.
      throw Error("cannot pickle 'torch._C.Generator' object", ErrorKind::TypeError);
    default: return v;  // immutable: numbers, strings, None, enums, functions
  }
}

IValue copyValue(const IValue& v, Memo& memo) {
  if (!v.isPtr()) return v;
  auto it = memo.find(v.toRefCounted());
  if (it != memo.end()) return it->second;
  IValue c = copyFresh(v, memo);
  memo[v.toRefCounted()] = c;
  return c;
}

}  // namespace

IValue deepCopy(const IValue& v) {
  Memo memo;
  return copyValue(v, memo);
}

}  // namespace ts
