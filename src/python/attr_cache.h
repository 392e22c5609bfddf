// ===--- attr_cache.h - inline caches for instance attribute access -------=== //
// Per-node caches for `obj.name` loads and `obj.name = v` stores on
// instances of class statements: the slow paths (getAttr/setAttr) stay the
// reference semantics, the caches only skip work whose outcome is known.
#pragma once

#include "python/interp.h"

namespace ts::py {

/// Note [Instance attribute caches]: instances built by the same __init__
/// insert their attributes in the same order, so an attribute's entry index
/// in the instance dict is the same across them (a hidden class without
/// classes). A node remembers the index where it last found its (interned)
/// name; an entry whose key is that very str object at that index is the
/// attribute, whatever the dict's version. Loads take the instance dict
/// first only when getAttrOpt's answer is the dict entry (no property of
/// that name on the type); stores
/// bypass setAttr only for a type, seen at the current type_epoch, that has
/// no __setattr__, is no exception class and has no descriptor of that name
/// which setAttr would call (the epoch changes with any class namespace).
/// When some class has a data descriptor (has_data_descr, any_late_descr),
/// a load node also remembers the last type, seen at the current epoch,
/// whose lookup of the name found no property: the dict comes first there.
struct AttrCache {
  int32_t index = -1;  ///< entry index hint in instance dicts
  PyType* type = nullptr;  ///< type checked at `epoch` (borrowed, Note [Type serials])
  uint64_t type_serial = 0;
  bool holds(const PyType* t) const { return type == t && type_serial == t->serial; }
  uint64_t epoch = ~0ull;
};

/// Whether no property of t shadows `name`, remembered in c.
bool dictFirstSlow(Interp& in, AttrCache& c, PyType* t, const IValue& name, int64_t hash);

/// The entry of `name` in d, trying the cached index first; nullptr if absent.
inline IValue* cachedEntry(Interp& in, AttrCache& c, PyDict& d, const IValue& name, int64_t hash) {
  auto i = static_cast<size_t>(c.index);
  if (i < d.entries.size() && d.entries[i].key.toRefCounted() == name.toRefCounted() && !d.dead[i])
    return &d.entries[i].value;
  int64_t j = d.find(in, name, hash);
  if (j < 0) return nullptr;
  c.index = static_cast<int32_t>(j);
  return &d.entries[j].value;
}

/// obj.name when obj is an instance whose dict has it and no descriptor can
/// take precedence; nullptr means "take getAttr".
inline IValue* cachedLoad(Interp& in, AttrCache& c, const IValue& obj, const IValue& name, int64_t hash) {
  PyObject* p = asPy(obj);
  if (!p || p->kind != PyKind::Instance) return nullptr;
  PyType* t = p->type;
  if (t->has_getattribute) return nullptr;  // every load goes through it
  if ((t->has_data_descr || in.any_late_descr) && (!c.holds(t) || c.epoch != in.type_epoch) &&
      !dictFirstSlow(in, c, t, name, hash))
    return nullptr;
  PyDict* d = static_cast<PyInstance*>(p)->dict.get();
  return d ? cachedEntry(in, c, *d, name, hash) : nullptr;
}

/// Whether cachedStore of obj takes its plain path (the node checked obj's
/// type at the current epoch): a store may then write the dict entry found
/// by cachedLoad directly.
inline bool plainStore(Interp& in, const AttrCache& c, const IValue& obj) {
  PyObject* p = asPy(obj);
  return p && p->kind == PyKind::Instance && c.holds(p->type) && c.epoch == in.type_epoch;
}

/// cachedStore past its inline case.
void cachedStoreSlow(Interp& in, AttrCache& c, const IValue& obj, const IValue& name, int64_t hash, IValue v);

/// obj.name = v; the plain-instance case without setAttr's lookups. Inline:
/// a type this node already checked whose instance dict holds the name at
/// the remembered index.
inline void cachedStore(Interp& in, AttrCache& c, const IValue& obj, const IValue& name, int64_t hash, IValue v) {
  PyObject* p = asPy(obj);
  if (p && p->kind == PyKind::Instance && c.holds(p->type) && c.epoch == in.type_epoch) {
    if (PyDict* d = static_cast<PyInstance*>(p)->dict.get()) {
      auto i = static_cast<size_t>(c.index);
      if (i < d->entries.size() && d->entries[i].key.toRefCounted() == name.toRefCounted() && !d->dead[i]) {
        d->entries[i].value = std::move(v);
        return;
      }
    }
  }
  cachedStoreSlow(in, c, obj, name, hash, std::move(v));
}

}  // namespace ts::py
