// ===--- dict_ops.cpp - dict methods for every key type --------------------=== //
// PyTorch registers each dict method once per key type (str, int, bool,
// float, complex, Tensor); the kernels are the same because DictObj hashes
// any key. Missing keys raise "KeyError: <key>" in script format.
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"

namespace ts {
namespace {

DictObj* dictOf(const IValue& v) { return v.toDict(); }

[[noreturn]] void keyError(const IValue& key) { throw Error("KeyError: " + detail::keyErrorText(key)); }

IValue newDict(const DictObj* like) { return makeDict(like->key_type, like->value_type); }

IValue copyDict(const IValue& v) {
  IValue out = newDict(dictOf(v));
  for (const auto& [k, val] : dictOf(v)->entries) dictOf(out)->insert(k, val);
  return out;
}

// Note [tVal]: PyTorch names the value type variable of dict(pairs) `tVal`.
// Until types/schema.cpp accepts type variables longer than two letters, the
// schema is registered with `t` instead (only printed messages differ).
void addDictFromPairs(Registry& r, const std::string& schema, OpKernel kernel) {
  try {
    (void)parseSchema(schema);
  } catch (const Error&) {
    std::string fallback = schema;
    for (size_t at; (at = fallback.find("tVal")) != std::string::npos;) fallback.replace(at, 4, "t");
    r.add(fallback, std::move(kernel));
    return;
  }
  r.add(schema, std::move(kernel));
}

void registerLookup(Registry& r, const std::string& k) {
  const std::string d = "Dict(" + k + ", t)";
  r.add("aten::__getitem__.Dict_" + k + "(" + d + " self, " + k + " key) -> t(*)", [](Stack& s) {
    IValue key = pop(s);
    DictObj* dict = dictOf(s.back());
    int64_t e = dict->find(key);
    if (e < 0) keyError(key);
    s.back() = dict->entries[e].second;
  });
  r.add("aten::get." + k + "(" + d + " self, " + k + " key) -> t(*)?", [](Stack& s) {
    IValue key = pop(s);
    DictObj* dict = dictOf(s.back());
    int64_t e = dict->find(key);
    s.back() = e < 0 ? IValue() : dict->entries[e].second;
  });
  r.add("aten::get.default_" + k + "(" + d + " self, " + k + " key, t default_value) -> t(*)", [](Stack& s) {
    IValue dflt = pop(s);
    IValue key = pop(s);
    DictObj* dict = dictOf(s.back());
    int64_t e = dict->find(key);
    s.back() = e < 0 ? std::move(dflt) : dict->entries[e].second;
  });
  r.add("aten::__contains__." + k + "(" + d + " dict, " + k + " key) -> bool", [](Stack& s) {
    IValue key = pop(s);
    s.back() = IValue(dictOf(s.back())->find(key) >= 0);
  });
  r.add("aten::len.Dict_" + k + "(" + d + " self) -> int",
        [](Stack& s) { s.back() = IValue(static_cast<int64_t>(dictOf(s.back())->size())); });
}

void registerMutation(Registry& r, const std::string& k) {
  const std::string d = "Dict(" + k + ", t)";
  r.add("aten::_set_item." + k + "(" + d + "(a!) l, " + k + "(b -> *) idx, t(c -> *) v) -> ()", [](Stack& s) {
    IValue v = pop(s);
    IValue key = pop(s);
    IValue dict = pop(s);
    dictOf(dict)->insert(key, std::move(v));
  });
  r.add("aten::setdefault." + k + "(" + d + "(a!) self, " + k + "(b -> *) key, t(c -> *) default_value) -> t(*)",
        [](Stack& s) {
          IValue dflt = pop(s);
          IValue key = pop(s);
          DictObj* dict = dictOf(s.back());
          int64_t e = dict->find(key);
          if (e < 0) dict->insert(key, dflt);
          s.back() = e < 0 ? std::move(dflt) : dict->entries[e].second;
        });
  r.add("aten::pop.Dict_" + k + "(" + d + "(a!) self, " + k + " key) -> t(*)", [](Stack& s) {
    IValue key = pop(s);
    DictObj* dict = dictOf(s.back());
    int64_t e = dict->find(key);
    if (e < 0) keyError(key);
    IValue out = std::move(dict->entries[e].second);
    dict->erase(key);
    s.back() = std::move(out);
  });
  r.add("aten::pop.Dict_default_" + k + "(" + d + "(a!) self, " + k + " key, t default_value) -> t(*)",
        [](Stack& s) {
          IValue dflt = pop(s);
          IValue key = pop(s);
          DictObj* dict = dictOf(s.back());
          int64_t e = dict->find(key);
          if (e < 0) {
            s.back() = std::move(dflt);
            return;
          }
          IValue out = std::move(dict->entries[e].second);
          dict->erase(key);
          s.back() = std::move(out);
        });
  // PyTorch's popitem takes the first entry (CPython takes the last).
  r.add("aten::popitem." + k + "(" + d + "(a!) self) -> ((" + k + ", t))", [](Stack& s) {
    DictObj* dict = dictOf(s.back());
    TS_CHECK(dict->size() > 0, "popitem(): dictionary is empty");
    IValue key = dict->entries.front().first;
    IValue item = makeTuple({key, std::move(dict->entries.front().second)});
    dict->erase(key);
    s.back() = std::move(item);
  });
  r.add("aten::Delete.Dict_" + k + "(" + d + "(a!) self, " + k + " key) -> ()", [](Stack& s) {
    IValue key = pop(s);
    IValue dict = pop(s);
    if (!dictOf(dict)->erase(key)) keyError(key);
  });
  r.add("aten::update." + k + "(" + d + "(a!) self, " + d + "(a!) to_add) -> ()", [](Stack& s) {
    IValue other = pop(s);
    IValue dict = pop(s);
    if (dictOf(dict) == dictOf(other)) return;  // d.update(d) changes nothing
    for (const auto& [key, v] : dictOf(other)->entries) dictOf(dict)->insert(key, v);
  });
  r.add("aten::clear." + k + "(" + d + "(a!) self) -> ()", [](Stack& s) { dictOf(pop(s))->clear(); });
}

void registerViews(Registry& r, const std::string& k) {
  const std::string d = "Dict(" + k + ", t)";
  r.add("aten::keys." + k + "(" + d + " self) -> " + k + "[](*)", [](Stack& s) {
    DictObj* dict = dictOf(s.back());
    std::vector<IValue> keys;
    keys.reserve(dict->size());
    for (const auto& e : dict->entries) keys.push_back(e.first);
    s.back() = makeList(dict->key_type, std::move(keys));
  });
  r.add("aten::values." + k + "(" + d + " self) -> t[](*)", [](Stack& s) {
    DictObj* dict = dictOf(s.back());
    std::vector<IValue> values;
    values.reserve(dict->size());
    for (const auto& e : dict->entries) values.push_back(e.second);
    s.back() = makeList(dict->value_type, std::move(values));
  });
  r.add("aten::items." + k + "(" + d + " self) -> ((" + k + ", t)[])", [](Stack& s) {
    DictObj* dict = dictOf(s.back());
    std::vector<IValue> items;
    items.reserve(dict->size());
    for (const auto& e : dict->entries) items.push_back(makeTuple({e.first, e.second}));
    s.back() = makeList(Type::tuple({dict->key_type, dict->value_type}), std::move(items));
  });
  OpKernel copy = [](Stack& s) { s.back() = copyDict(s.back()); };
  r.add("aten::copy.Dict_" + k + "(" + d + "(a) self) -> " + d, copy);
  r.add("aten::dict.Dict_" + k + "(" + d + "(a) self) -> " + d, copy);
  addDictFromPairs(r, "aten::dict." + k + "((" + k + ", tVal)[] inputs) -> Dict(" + k + ", tVal)", [](Stack& s) {
    const ListObj* pairs = s.back().toList();
    TypePtr elem = pairs->elem_type;
    bool typed = elem && elem->is(TypeKind::Tuple) && elem->contained().size() == 2;
    IValue out = makeDict(typed ? elem->contained()[0] : Type::any(), typed ? elem->contained()[1] : Type::any());
    for (const IValue& p : pairs->items) {
      const auto& kv = p.toTuple()->items;
      TS_CHECK(kv.size() == 2, "dict() expects (key, value) pairs");
      dictOf(out)->insert(kv[0], kv[1]);
    }
    s.back() = std::move(out);
  });
}

}  // namespace

void registerDictOps(Registry& r) {
  for (const char* k : {"str", "int", "bool", "float", "complex", "Tensor"}) {
    registerLookup(r, k);
    registerMutation(r, k);
    registerViews(r, k);
  }
  r.add("aten::dict() -> Dict(str, Tensor)", [](Stack& s) { s.push_back(makeDict(Type::str_(), Type::tensor())); });
}

}  // namespace ts
