// ===--- module.cpp - ts::Module and ts::load over a LoadedModel ----------=== //
// A ts::Module is a handle: the shared LoadedModel plus the object (root or
// submodule) it names. Reflection walks the object's slots by the class's
// attribute table, as nn.Module's named_parameters walks _parameters.
#include "torchscript/module.h"

#include <algorithm>
#include <istream>
#include <iterator>
#include <set>

#include "api/engine.h"
#include "api/loaded_model.h"
#include "api/value_impl.h"
#include "tensor/grad_mode.h"
#include "tensor/tensor.h"

namespace ts::api {

struct ModuleImpl {
  std::shared_ptr<detail::LoadedModel> model;
  IValue object;
  Object& obj() const { return *object.toObject(); }
};

namespace {

Module moduleOf(const std::shared_ptr<detail::LoadedModel>& model, IValue object) {
  return Module(std::make_shared<ModuleImpl>(ModuleImpl{model, std::move(object)}));
}

bool isModuleValue(const IValue& v) { return v.isObject() && v.toObject()->type->isModule(); }

/// The slot of attribute `name`, or -1.
int slotOf(const Object& o, const std::string& name) {
  int i = o.type->attributeIndex(name);
  return i >= 0 && static_cast<size_t>(i) < o.slots.size() ? i : -1;
}

[[noreturn]] void noAttribute(const Object& o, const std::string& name) {
  throw Error("'" + o.type->name() + "' object has no attribute '" + name + "'", ErrorKind::AttributeError);
}

/// Attributes of one kind (parameters or buffers), prefixed, optionally
/// recursing into submodules; each tensor once (PyTorch removes duplicates).
void collect(const Object& o, AttributeKind kind, bool recurse, const std::string& prefix,
             std::set<const void*>& seen, std::vector<std::pair<std::string, Value>>& out) {
  const auto& attrs = o.type->attributes();
  for (size_t i = 0; i < attrs.size() && i < o.slots.size(); ++i) {
    const IValue& v = o.slots[i];
    if (o.type->attributeKind(static_cast<int>(i)) != kind || !v.isTensor()) continue;
    if (!seen.insert(v.toTensor().impl()).second) continue;
    out.emplace_back(prefix + attrs[i].name, wrap(v));
  }
  if (!recurse) return;
  for (size_t i = 0; i < attrs.size() && i < o.slots.size(); ++i)
    if (isModuleValue(o.slots[i])) collect(*o.slots[i].toObject(), kind, true, prefix + attrs[i].name + ".", seen, out);
}

std::vector<Value> valuesOf(std::vector<std::pair<std::string, Value>> named) {
  std::vector<Value> out;
  out.reserve(named.size());
  for (auto& [name, v] : named) out.push_back(std::move(v));
  return out;
}

void setTraining(Object& o, bool on) {
  if (int slot = slotOf(o, "training"); slot >= 0 && o.slots[slot].isBool()) o.slots[slot] = IValue(on);
  for (IValue& v : o.slots)
    if (isModuleValue(v)) setTraining(*v.toObject(), on);
}

}  // namespace

// ---- methods ---------------------------------------------------------------- //

Value Module::forward(std::vector<Value> inputs) const { return run_method("forward", std::move(inputs)); }

Value Module::run_method(const std::string& name, std::vector<Value> args) const {
  const Function* fn = impl_->model->method(impl_->obj(), name);
  if (!fn) noAttribute(impl_->obj(), name);
  std::vector<IValue> values;
  values.reserve(args.size() + 1);
  values.push_back(impl_->object);
  for (const Value& a : args) values.push_back(unwrap(a));
  return wrap(detail::callFunction(fn, std::move(values)));
}

bool Module::has_method(const std::string& name) const {
  const auto names = method_names();
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::vector<std::string> Module::method_names() const { return impl_->model->methodNames(impl_->obj()); }

std::string Module::method_schema(const std::string& name) const {
  const Function* fn = impl_->model->method(impl_->obj(), name);
  if (!fn) noAttribute(impl_->obj(), name);
  return impl_->model->schema(*fn);
}

std::string Module::method_code(const std::string& name) const {
  const Function* fn = impl_->model->method(impl_->obj(), name);
  if (!fn) noAttribute(impl_->obj(), name);
  return impl_->model->code(*fn);
}

// ---- attributes ------------------------------------------------------------ //

Value Module::attr(const std::string& name) const {
  int slot = slotOf(impl_->obj(), name);
  if (slot < 0) noAttribute(impl_->obj(), name);
  return wrap(impl_->obj().slots[slot]);
}

bool Module::hasattr(const std::string& name) const { return slotOf(impl_->obj(), name) >= 0; }

void Module::setattr(const std::string& name, const Value& value) {
  Object& o = impl_->obj();
  int slot = slotOf(o, name);
  if (slot < 0) noAttribute(o, name);
  TypePtr t = o.type->attributes()[slot].type;
  if (!valueMatchesType(unwrap(value), t))
    throw Error("setattr: attribute '" + name + "' has type '" + t->str() + "' but the value has type '" +
                    value.typeName() + "'",
                ErrorKind::TypeError);
  o.slots[slot] = unwrap(value);
}

Module Module::submodule(const std::string& name) const {
  int slot = slotOf(impl_->obj(), name);
  if (slot < 0 || !isModuleValue(impl_->obj().slots[slot])) noAttribute(impl_->obj(), name);
  return moduleOf(impl_->model, impl_->obj().slots[slot]);
}

std::vector<std::pair<std::string, Value>> Module::named_parameters(bool recurse) const {
  std::set<const void*> seen;
  std::vector<std::pair<std::string, Value>> out;
  collect(impl_->obj(), AttributeKind::Parameter, recurse, "", seen, out);
  return out;
}

std::vector<std::pair<std::string, Value>> Module::named_buffers(bool recurse) const {
  std::set<const void*> seen;
  std::vector<std::pair<std::string, Value>> out;
  collect(impl_->obj(), AttributeKind::Buffer, recurse, "", seen, out);
  return out;
}

std::vector<Value> Module::parameters(bool recurse) const { return valuesOf(named_parameters(recurse)); }
std::vector<Value> Module::buffers(bool recurse) const { return valuesOf(named_buffers(recurse)); }

std::vector<std::pair<std::string, Module>> Module::named_children() const {
  std::vector<std::pair<std::string, Module>> out;
  const Object& o = impl_->obj();
  const auto& attrs = o.type->attributes();
  for (size_t i = 0; i < attrs.size() && i < o.slots.size(); ++i)
    if (isModuleValue(o.slots[i])) out.emplace_back(attrs[i].name, moduleOf(impl_->model, o.slots[i]));
  return out;
}

std::vector<Module> Module::children() const {
  std::vector<Module> out;
  for (auto& [name, m] : named_children()) out.push_back(std::move(m));
  return out;
}

std::vector<std::pair<std::string, Module>> Module::named_modules() const {
  std::vector<std::pair<std::string, Module>> out{{"", *this}};
  for (auto& [name, child] : named_children())
    for (auto& [sub, m] : child.named_modules()) out.emplace_back(sub.empty() ? name : name + "." + sub, std::move(m));
  return out;
}

void Module::train(bool on) { setTraining(impl_->obj(), on); }

bool Module::is_training() const {
  int slot = slotOf(impl_->obj(), "training");
  return slot >= 0 && impl_->obj().slots[slot].isBool() && impl_->obj().slots[slot].toBool();
}

std::string Module::type_name() const { return impl_->obj().type->name(); }

// ---- loading ---------------------------------------------------------------- //

Module load(const std::string& path, ExtraFilesMap* extra_files, const LoadOptions& options) {
  std::shared_ptr<detail::LoadedModel> model = detail::LoadedModel::fromFile(path, extra_files, options);
  return moduleOf(model, model->root());
}

Module load_from_buffer(const std::string& bytes, ExtraFilesMap* extra_files, const LoadOptions& options) {
  std::shared_ptr<detail::LoadedModel> model = detail::LoadedModel::fromBytes(bytes, extra_files, options);
  return moduleOf(model, model->root());
}

Module load(const void* data, size_t size, ExtraFilesMap* extra_files, const LoadOptions& options) {
  if (!data && size) throw Error("ts::load: null buffer", ErrorKind::ValueError);
  return load_from_buffer(std::string(static_cast<const char*>(data), size), extra_files, options);
}

Module load(std::istream& in, ExtraFilesMap* extra_files, const LoadOptions& options) {
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw Error("ts::load: cannot read the stream");
  return load_from_buffer(bytes, extra_files, options);
}

NoGradGuard::NoGradGuard() : previous_(isGradEnabled()) { setGradEnabled(false); }
NoGradGuard::~NoGradGuard() { setGradEnabled(previous_); }

}  // namespace ts::api
