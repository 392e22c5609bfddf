// ===--- module_reflection.cpp - nn.Module's view of a module object ------=== //
#include "runtime/module_reflection.h"

#include <unordered_set>

namespace ts {

bool isModuleObject(const IValue& v) { return v.isObject() && v.toObject()->type->isModule(); }

NamedValues namedChildren(const IValue& module) {
  NamedValues out;
  Object* obj = module.toObject();
  const ClassType* t = obj->type;
  for (size_t i = 0; i < t->attributes().size() && i < obj->slots.size(); ++i) {
    const IValue& v = obj->slots[i];
    const std::string& name = t->attributes()[i].name;
    if (isModuleObject(v)) out.emplace_back(name, v);
  }
  return out;
}

static void collectModules(const IValue& module, const std::string& prefix, NamedValues& out,
                           std::unordered_set<const void*>& seen) {
  if (!seen.insert(module.toObject()).second) return;
  out.emplace_back(prefix, module);
  for (const auto& [name, child] : namedChildren(module))
    collectModules(child, prefix.empty() ? name : prefix + "." + name, out, seen);
}

NamedValues namedModules(const IValue& module, const std::string& prefix) {
  NamedValues out;
  std::unordered_set<const void*> seen;
  collectModules(module, prefix, out, seen);
  return out;
}

/// Own attributes of `kind` that hold a tensor (a None parameter is skipped).
static void ownMembers(const IValue& module, AttributeKind kind, const std::string& prefix, NamedValues& out,
                       std::unordered_set<const void*>& seen) {
  Object* obj = module.toObject();
  const ClassType* t = obj->type;
  for (size_t i = 0; i < t->attributes().size() && i < obj->slots.size(); ++i) {
    if (t->attributeKind(static_cast<int>(i)) != kind || !obj->slots[i].isTensor()) continue;
    if (!seen.insert(obj->slots[i].toRefCounted()).second) continue;
    const std::string& name = t->attributes()[i].name;
    out.emplace_back(prefix.empty() ? name : prefix + "." + name, obj->slots[i]);
  }
}

static NamedValues namedMembers(const IValue& module, AttributeKind kind, bool recurse) {
  NamedValues out;
  std::unordered_set<const void*> seen;
  if (!recurse) {
    ownMembers(module, kind, "", out, seen);
    return out;
  }
  for (const auto& [prefix, m] : namedModules(module)) ownMembers(m, kind, prefix, out, seen);
  return out;
}

NamedValues namedParameters(const IValue& module, bool recurse) {
  return namedMembers(module, AttributeKind::Parameter, recurse);
}

NamedValues namedBuffers(const IValue& module, bool recurse) {
  return namedMembers(module, AttributeKind::Buffer, recurse);
}

NamedValues stateDict(const IValue& module) {
  NamedValues out;
  for (const auto& [prefix, m] : namedModules(module)) {
    // state_dict keeps shared tensors under every name, unlike parameters().
    std::unordered_set<const void*> params_seen, buffers_seen;
    ownMembers(m, AttributeKind::Parameter, prefix, out, params_seen);
    ownMembers(m, AttributeKind::Buffer, prefix, out, buffers_seen);
  }
  return out;
}

void setTraining(const IValue& module, bool mode) {
  for (const auto& [name, m] : namedModules(module)) {
    Object* obj = m.toObject();
    int slot = obj->type->attributeIndex("training");
    if (slot >= 0) obj->slot(static_cast<size_t>(slot)) = IValue(mode);
  }
}

}  // namespace ts
