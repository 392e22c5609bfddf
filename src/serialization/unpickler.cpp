// ===--- unpickler.cpp - reading the pickles inside .pt files -------------=== //
// A stack machine over the opcodes in pickle_opcodes.def. Globals are only
// names: REDUCE and NEWOBJ dispatch on a fixed list of the callables PyTorch
// writes, so a pickle can never make us run arbitrary code. Every amount of
// memory or work a pickle can ask for is capped (Note [Load limits]).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <unordered_map>

#include "serialization/pickle.h"
#include "tensor/ops.h"
#include "tensor/meta_device.h"
#include "tensor/quantized_tensor.h"
#include "tensor/sparse_coo.h"

namespace ts {

namespace {

[[noreturn]] void bad(const std::string& what) { throw Error("Unpickler: " + what); }

/// A stack slot: a value, or a global named by GLOBAL whose name `value`
/// holds (only REDUCE/NEWOBJ can use those; inside containers they degrade
/// to their name as a string). 24 bytes: a pickle may push one per byte.
struct Item {
  IValue value;
  bool is_global = false;
  const std::string& global() const { return value.toStr(); }
};

/// Note [Nesting of unpickled values]: the unpickler tracks, for every
/// container it builds, its nesting depth and its size with shared
/// references expanded, and rejects values past the LoadLimits caps. A
/// container becomes "sealed" once it is an element of another one; adding
/// to a sealed container is refused, so the numbers never go stale and no
/// value can contain itself. PyTorch's pickler never does either: it
/// memoizes containers only once they are complete.
/// Entries are keyed by address and made lazily: a container without one is
/// still empty, and creating a container resets whatever a dead one at the
/// same address left behind.
struct NodeInfo {
  uint32_t depth = 1;
  uint64_t expanded = 1;
  bool sealed = false;
};

bool isContainer(const IValue& v) { return v.isList() || v.isTuple() || v.isDict() || v.isObject(); }

class Unpickler {
 public:
  Unpickler(const std::string& data, const UnpicklerHooks& hooks, const LoadLimits& limits)
      : data_(data), hooks_(hooks), limits_(limits) {}
  IValue run();

 private:
  bool step(PickleOp op);
  bool stepStructure(PickleOp op);
  uint64_t readLE(size_t n);
  std::string readBytes(uint64_t n);
  std::string readLine();
  Item pop();
  IValue popValue();
  IValue& topValue();
  size_t popMark();
  std::vector<IValue> popToMark();
  void pushValue(IValue v) { stack_.push_back(Item{std::move(v), false}); }
  void pushNew(IValue container);
  NodeInfo& node(const IValue& v);
  void adopt(NodeInfo& parent, const IValue& child);
  void checkLimits(const NodeInfo& n) const;
  void addChildren(const IValue& target, const std::vector<IValue>& children);
  void memoPut(uint64_t index);
  void memoGet(uint64_t index);
  void appendItems(IValue& list, std::vector<IValue> items);
  void setItems(IValue& dict, std::vector<IValue> items);
  void pushGlobal(std::string module, std::string name);
  void reduce();
  void newObject();
  void build();
  void persistentId();

  const std::string& data_;
  const UnpicklerHooks& hooks_;
  const LoadLimits& limits_;
  size_t pos_ = 0;
  std::vector<Item> stack_;
  std::vector<size_t> marks_;
  // A map, not a vector: indices are whatever the pickle says, and only
  // the entries it sets cost memory.
  std::unordered_map<uint64_t, Item> memo_;
  std::unordered_map<const RefCounted*, NodeInfo> nodes_;
  std::unordered_map<std::string, Ref<Storage>> meta_storages_;  ///< location 'meta', by key
  uint64_t build_work_ = 0;
  uint64_t created_ = 0;
};

NodeInfo& Unpickler::node(const IValue& v) { return nodes_[v.toRefCounted()]; }

void Unpickler::adopt(NodeInfo& parent, const IValue& child) {
  if (!isContainer(child)) return;
  NodeInfo& c = node(child);
  c.sealed = true;
  parent.depth = std::max(parent.depth, c.depth + 1);
  parent.expanded = std::min(parent.expanded + c.expanded, limits_.max_expanded_containers + 1);
}

void Unpickler::checkLimits(const NodeInfo& n) const {
  if (n.depth > limits_.max_nesting_depth) {
    bad("value nested more than " + std::to_string(limits_.max_nesting_depth) + " levels deep");
  }
  if (n.expanded > limits_.max_expanded_containers) {
    bad("value holds more than " + std::to_string(limits_.max_expanded_containers) +
        " containers once shared references are expanded");
  }
}

/// Pushes a container just created, accounting for the elements it was
/// built from.
void Unpickler::pushNew(IValue v) {
  if (++created_ > limits_.max_containers) {
    bad("pickle builds more than " + std::to_string(limits_.max_containers) + " containers");
  }
  nodes_.erase(v.toRefCounted());
  NodeInfo& n = node(v);
  if (v.isList()) {
    for (const IValue& x : v.toList()->items) adopt(n, x);
  } else if (v.isTuple()) {
    for (const IValue& x : v.toTuple()->items) adopt(n, x);
  } else if (v.isDict()) {
    for (const auto& [k, x] : v.toDict()->entries) {
      adopt(n, k);
      adopt(n, x);
    }
  }
  checkLimits(n);
  pushValue(std::move(v));
}

/// APPEND(S), SETITEM(S) and BUILD: the new elements are sealed first, so
/// adding a container to itself is caught too.
void Unpickler::addChildren(const IValue& target, const std::vector<IValue>& children) {
  NodeInfo& n = node(target);
  for (const IValue& c : children) adopt(n, c);
  if (n.sealed) bad("a container was modified after it was used (cyclic or shared mutable data)");
  checkLimits(n);
}

uint64_t Unpickler::readLE(size_t n) {
  if (n > data_.size() - pos_) bad("truncated pickle");
  uint64_t v = 0;
  for (size_t i = 0; i < n; ++i) v |= static_cast<uint64_t>(static_cast<uint8_t>(data_[pos_ + i])) << (8 * i);
  pos_ += n;
  return v;
}

std::string Unpickler::readBytes(uint64_t n) {
  if (n > data_.size() - pos_) bad("truncated pickle");
  std::string s = data_.substr(pos_, n);
  pos_ += n;
  return s;
}

std::string Unpickler::readLine() {
  size_t nl = data_.find('\n', pos_);
  if (nl == std::string::npos) bad("truncated pickle");
  std::string s = data_.substr(pos_, nl - pos_);
  pos_ = nl + 1;
  return s;
}

Item Unpickler::pop() {
  if (stack_.size() <= (marks_.empty() ? 0 : marks_.back())) bad("stack underflow");
  Item it = std::move(stack_.back());
  stack_.pop_back();
  return it;
}

/// A global's name is its value: inside containers it degrades to a string.
IValue Unpickler::popValue() { return std::move(pop().value); }

IValue& Unpickler::topValue() {
  if (stack_.size() <= (marks_.empty() ? 0 : marks_.back()) || stack_.back().is_global) bad("stack underflow");
  return stack_.back().value;
}

size_t Unpickler::popMark() {
  if (marks_.empty()) bad("MARK expected");
  size_t m = marks_.back();
  marks_.pop_back();
  return m;
}

std::vector<IValue> Unpickler::popToMark() {
  size_t m = popMark();
  std::vector<IValue> items;
  items.reserve(stack_.size() - m);
  for (size_t i = m; i < stack_.size(); ++i) items.push_back(std::move(stack_[i].value));
  stack_.resize(m);
  return items;
}

void Unpickler::memoPut(uint64_t index) {
  if (stack_.empty()) bad("memo put on an empty stack");
  memo_[index] = stack_.back();
}

void Unpickler::memoGet(uint64_t index) {
  auto it = memo_.find(index);
  if (it == memo_.end()) bad("memo index " + std::to_string(index) + " was never set");
  stack_.push_back(it->second);
}

void Unpickler::appendItems(IValue& list, std::vector<IValue> items) {
  if (!list.isList()) bad("APPEND on a non-list");
  addChildren(list, items);
  auto& dst = list.toList()->items;
  for (IValue& v : items) dst.push_back(std::move(v));
}

void Unpickler::setItems(IValue& dict, std::vector<IValue> items) {
  if (!dict.isDict()) bad("SETITEM on a non-dict");
  if (items.size() % 2) bad("odd number of items for SETITEMS");
  addChildren(dict, items);
  for (size_t i = 0; i < items.size(); i += 2) {
    if (items[i].isList() || items[i].isDict() || items[i].isObject()) bad("unhashable dict key");
    dict.toDict()->insert(items[i], std::move(items[i + 1]));
  }
}

bool isClassModule(const std::string& module) {
  return module == "__torch__" || module.compare(0, 10, "__torch__.") == 0;
}

void Unpickler::pushGlobal(std::string module, std::string name) {
  static const char* const kAllowed[] = {
      "torch._utils._rebuild_tensor_v2", "collections.OrderedDict",
      "torch.jit._pickle.restore_type_tag", "torch.jit._pickle.build_intlist",
      "torch.jit._pickle.build_doublelist", "torch.jit._pickle.build_boollist",
      "torch.jit._pickle.build_tensorlist", "torch.jit._pickle.build_genericlist",
      "torch.device", "builtins.complex", "torch._utils._rebuild_qtensor", "torch._utils._rebuild_sparse_tensor",
      "torch.per_tensor_affine",
      "torch.per_channel_affine", "torch.per_channel_affine_float_qparams"};
  std::string full = module + "." + name;
  bool ok = isClassModule(module);
  for (const char* a : kAllowed) ok = ok || full == a;
  if (!ok && module == "torch") {
    try {
      scalarTypeFromStorageName(name);
    } catch (const Error&) {
      throw Error("Unpickler found unknown torch global, '" + full + "'");
    }
    ok = true;
  }
  if (!ok) throw Error("Unpickler found unknown global: " + full);
  stack_.push_back(Item{IValue(std::move(full)), true});
}

// ---- calls: the fixed set of globals .pt files use ----------------------- //

/// Storage handle as it travels through tuples: a 1-D tensor over the whole
/// storage, so it is an ordinary IValue.
IValue storageValue(Ref<Storage> s, ScalarType dtype, int64_t numel) {
  DimVector sizes{numel}, strides{1};
  return IValue(Tensor(Ref<TensorImpl>(new TensorImpl(std::move(s), dtype, sizes, strides, 0))));
}

std::vector<int64_t> intTuple(const IValue& v, const char* what) {
  if (!v.isTuple()) bad(std::string("expected a tuple of ints for ") + what);
  std::vector<int64_t> out;
  for (const IValue& x : v.toTuple()->items) {
    if (!x.isInt()) bad(std::string("expected a tuple of ints for ") + what);
    out.push_back(x.toInt());
  }
  return out;
}

std::string intListStr(const std::vector<int64_t>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

/// Note [Tensors inside their storage]: every element a loaded tensor can
/// reach must lie inside its storage, computed with checked arithmetic
/// (PyTorch 1.13 checks only the element count and reads past the storage
/// otherwise). The messages are PyTorch's for the same checks in
/// set_sizes_and_strides and set_.
void checkTensorBounds(const std::vector<int64_t>& sizes, const std::vector<int64_t>& strides, int64_t offset,
                       size_t itemsize, uint64_t storage_bytes) {
  if (sizes.size() != strides.size()) {
    throw Error("dimensionality of sizes (" + std::to_string(sizes.size()) + ") must match dimensionality of strides (" +
                std::to_string(strides.size()) + ")");
  }
  int64_t numel = 1;
  bool overflow = false;
  for (int64_t s : sizes) overflow |= s < 0 || __builtin_mul_overflow(numel, s, &numel);
  if (overflow) throw Error("numel: integer multiplication overflow");
  if (offset < 0) throw Error("Tensor: invalid storage offset " + std::to_string(offset));
  if (numel == 0) return;
  // Bytes needed: (offset + sum((size - 1) * stride) + 1) * itemsize.
  int64_t last = offset;
  for (size_t i = 0; i < sizes.size(); ++i) {
    int64_t step = 0;
    overflow |= strides[i] < 0 || __builtin_mul_overflow(sizes[i] - 1, strides[i], &step) ||
                __builtin_add_overflow(last, step, &last);
  }
  int64_t needed = 0;
  overflow |= __builtin_add_overflow(last, 1, &last) ||
              __builtin_mul_overflow(last, static_cast<int64_t>(itemsize), &needed);
  if (overflow) {
    throw Error("Storage size calculation overflowed with sizes=" + intListStr(sizes) +
                " and strides=" + intListStr(strides));
  }
  if (static_cast<uint64_t>(needed) > storage_bytes) {
    throw Error("setStorage: sizes " + intListStr(sizes) + ", strides " + intListStr(strides) +
                ", storage offset " + std::to_string(offset) + ", and itemsize " + std::to_string(itemsize) +
                " requiring a storage size of " + std::to_string(needed) + " are out of bounds for storage of size " +
                std::to_string(storage_bytes));
  }
}

/// _rebuild_tensor_v2(storage, offset, size, stride, requires_grad, hooks, ...)
IValue rebuildTensor(const std::vector<IValue>& a) {
  if (a.size() < 5 || !a[0].isTensor() || !a[1].isInt() || !a[4].isBool()) {
    bad("bad arguments to _rebuild_tensor_v2");
  }
  Tensor base = a[0].toTensor();
  std::vector<int64_t> sizes = intTuple(a[2], "tensor sizes"), strides = intTuple(a[3], "tensor strides");
  int64_t offset = a[1].toInt();
  // The storage handle's numel was checked against its record's bytes.
  checkTensorBounds(sizes, strides, offset, elementSize(base.dtype()),
                    static_cast<uint64_t>(base.numel()) * elementSize(base.dtype()));
  DimVector sz(sizes), st(strides);
  auto impl = Ref<TensorImpl>(new TensorImpl(base.storage(), base.dtype(), sz, st, offset));
  Tensor t(impl);
  t.set_requires_grad(a[4].toBool());
  return IValue(t);
}

/// TorchScript's _rebuild_sparse_tensor(layout, size, requires_grad, indices,
/// values, hooks): a sparse COO tensor (layout 1), checked as PyTorch's
/// sparse_coo_tensor checks its arguments, since kernels index with them.
IValue rebuildSparseTensor(const std::vector<IValue>& a) {
  if (a.size() < 5 || !a[0].isInt() || !a[2].isBool() || !a[3].isTensor() || !a[4].isTensor())
    bad("bad arguments to _rebuild_sparse_tensor");
  if (a[0].toInt() != 1) bad("unsupported sparse layout " + std::to_string(a[0].toInt()));
  std::vector<int64_t> sizes = intTuple(a[1], "sparse tensor sizes");
  Tensor indices = a[3].toTensor(), values = a[4].toTensor();
  try {
    checkSizeNonnegative(sizes);
    validateSparseCoo(indices, values, sizes);
  } catch (const Error& e) {
    bad(std::string("invalid sparse tensor: ") + e.what());
  }
  Tensor t = makeSparseCoo(indices, values, sizes, false);
  t.set_requires_grad(a[2].toBool());
  return IValue(t);
}

/// Note [Quantized tensors]: _rebuild_qtensor(storage, offset, size, stride,
/// quantizer_params, requires_grad, hooks): a quantized tensor holding a
/// copy of the integers (Note [Quantized storages]).
IValue rebuildQTensor(const std::vector<IValue>& a) {
  if (a.size() < 6 || !a[0].isTensor() || !a[4].isTuple()) bad("bad arguments to _rebuild_qtensor");
  const ScalarType qtype = a[0].toTensor().dtype();
  if (!isQuantizedType(qtype)) bad("_rebuild_qtensor of a storage that is not quantized");
  // Sub-byte values are packed (Note [Sub-byte quantized tensors]): the
  // geometry is checked against the packed size and the values unpacked below.
  const bool sub_byte = quant::valuesPerByte(qtype) > 1;
  Tensor ints;
  if (sub_byte) {
    if (!a[1].isInt() || a[1].toInt() != 0) bad("_rebuild_qtensor: a packed sub-byte tensor must start its storage");
    std::vector<int64_t> sizes = intTuple(a[2], "tensor sizes");
    checkSizeNonnegative(sizes);
    ints = empty(sizes, ScalarType::Byte);
  } else {
    std::vector<IValue> plain{a[0], a[1], a[2], a[3], a[5]};
    Tensor q = rebuildTensor(plain).toTensor();
    DimVector sz(q.sizes()), st(q.strides());
    ints = Tensor(Ref<TensorImpl>(new TensorImpl(q.storage(), quant::underlyingType(qtype), sz, st, q.storage_offset())));
  }
  const std::vector<IValue>& p = a[4].toTuple()->items;
  const std::string scheme = p.empty() || !p[0].isStr() ? "" : p[0].toStr();
  Tensor scales, zeros;
  int64_t axis = -1;
  if (scheme == "torch.per_tensor_affine" && p.size() == 3 && p[1].isDouble() && p[2].isInt()) {
    scales = full({1}, Scalar(p[1].toDouble()), ScalarType::Double);
    zeros = full({1}, Scalar(p[2].toInt()), ScalarType::Long);
  } else if ((scheme == "torch.per_channel_affine" || scheme == "torch.per_channel_affine_float_qparams") &&
             p.size() == 4 && p[1].isTensor() && p[2].isTensor() && p[3].isInt()) {
    scales = p[1].toTensor().to(ScalarType::Double).contiguous();
    // float_qparams zero points are floats (weight-only quantized embeddings).
    const bool float_zp = scheme == "torch.per_channel_affine_float_qparams";
    zeros = p[2].toTensor().to(float_zp ? ScalarType::Float : ScalarType::Long).contiguous();
    axis = p[3].toInt();
    if (axis < 0 || axis >= ints.dim() || scales.dim() != 1 || zeros.dim() != 1 ||
        scales.numel() != ints.sizes()[axis] || zeros.numel() != ints.sizes()[axis])
      bad("_rebuild_qtensor: per-channel parameters do not fit the tensor");
  } else {
    bad("_rebuild_qtensor: unsupported quantizer " + scheme);
  }
  quant::Quantizer quantizer;
  quantizer.scales = scales;
  quantizer.zero_points = zeros;
  quantizer.axis = axis;
  if (sub_byte) {
    const Tensor& packed = a[0].toTensor();
    return IValue(quant::unpackSubByte(static_cast<const uint8_t*>(packed.data_ptr()), packed.storage()->nbytes(),
                                       ints.sizes(), qtype, std::move(quantizer)));
  }
  return IValue(quant::fromIntRepr(ints, qtype, std::move(quantizer)));
}

/// build_intlist and friends: the list with its element type restored.
IValue typedList(const std::vector<IValue>& a, TypePtr elem) {
  if (a.size() != 1 || !a[0].isList()) bad("expected a list argument");
  for (const IValue& v : a[0].toList()->items) {
    if (!valueMatchesType(v, elem)) bad("list element does not match " + elem->str());
  }
  a[0].toList()->elem_type = elem;
  return a[0];
}

IValue restoreTypeTag(const std::vector<IValue>& a, const UnpicklerHooks& hooks) {
  if (a.size() != 2 || !a[1].isStr()) bad("bad arguments to restore_type_tag");
  TypePtr t = hooks.parse_type ? hooks.parse_type(a[1].toStr()) : nullptr;
  if (!t) return a[0];
  if (a[0].isList() && t->kind() == TypeKind::List) {
    a[0].toList()->elem_type = t->elem();
  } else if (a[0].isDict() && t->kind() == TypeKind::Dict) {
    a[0].toDict()->key_type = t->contained()[0];
    a[0].toDict()->value_type = t->contained()[1];
  } else {
    bad("type tag " + a[1].toStr() + " does not match its value");
  }
  return a[0];
}

IValue makeDevice(const std::vector<IValue>& a) {
  if (a.size() != 1 || !a[0].isStr()) bad("bad arguments to torch.device");
  const std::string& s = a[0].toStr();
  Device d;
  if (s == "cpu") return IValue(d);
  if (s.compare(0, 4, "cuda") == 0) {
    d.type = Device::Type::CUDA;
    if (s.size() > 5 && s[4] == ':' && s.size() < 8) d.index = static_cast<int8_t>(std::atoi(s.c_str() + 5));
    return IValue(d);
  }
  bad("unsupported device '" + s + "'");
}

void Unpickler::reduce() {
  IValue args = popValue();
  Item fn = pop();
  if (fn.is_global && isClassModule(fn.global().substr(0, fn.global().rfind('.')))) {
    // An enum member: the class and the member's value.
    if (!hooks_.enum_value) bad("no enum resolver for " + fn.global());
    return pushValue(hooks_.enum_value(fn.global(), args));
  }
  if (!fn.is_global || !args.isTuple()) bad("REDUCE expects a global and an argument tuple");
  const std::vector<IValue>& a = args.toTuple()->items;
  const std::string& g = fn.global();
  if (g == "torch._utils._rebuild_tensor_v2") return pushValue(rebuildTensor(a));
  if (g == "torch._utils._rebuild_qtensor") return pushValue(rebuildQTensor(a));
  if (g == "torch._utils._rebuild_sparse_tensor") return pushValue(rebuildSparseTensor(a));
  if (g == "collections.OrderedDict") return pushNew(makeDict(Type::str_(), Type::any()));
  if (g == "torch.jit._pickle.restore_type_tag") return pushValue(restoreTypeTag(a, hooks_));
  if (g == "torch.jit._pickle.build_intlist") return pushValue(typedList(a, Type::int_()));
  if (g == "torch.jit._pickle.build_doublelist") return pushValue(typedList(a, Type::float_()));
  if (g == "torch.jit._pickle.build_boollist") return pushValue(typedList(a, Type::bool_()));
  if (g == "torch.jit._pickle.build_tensorlist") return pushValue(typedList(a, Type::tensor()));
  if (g == "torch.jit._pickle.build_genericlist") return pushValue(typedList(a, Type::any()));
  if (g == "torch.device") return pushValue(makeDevice(a));
  if (g == "builtins.complex") {
    if (a.size() != 2 || !a[0].isDouble() || !a[1].isDouble()) bad("bad arguments to complex");
    return pushValue(IValue(std::complex<double>(a[0].toDouble(), a[1].toDouble())));
  }
  bad("cannot call " + g);
}

void Unpickler::newObject() {
  IValue args = popValue();
  Item cls = pop();
  if (!cls.is_global || !args.isTuple()) bad("NEWOBJ expects a class and an argument tuple");
  const std::string& name = cls.global();
  if (!isClassModule(name.substr(0, name.rfind('.')))) bad("cannot instantiate " + name);
  if (!hooks_.create_object) bad("no class resolver for " + name);
  IValue obj = hooks_.create_object(name);
  if (!obj.isObject()) bad("class resolver did not make an object for " + name);
  pushNew(std::move(obj));
}

void Unpickler::build() {
  IValue state = popValue();
  IValue& obj = topValue();
  if (!obj.isObject()) bad("BUILD on a value that is not an object");
  if (!hooks_.set_state) bad("no state setter for objects");
  addChildren(obj, {state});
  // set_state walks the state (type checks), so the walks of all objects
  // together are capped like one value's expanded size.
  if (isContainer(state)) build_work_ += node(state).expanded;
  if (build_work_ > limits_.max_expanded_containers) checkLimits(NodeInfo{0, build_work_, false});
  hooks_.set_state(obj, std::move(state));
}

/// ('storage', torch.<T>Storage, key, location, numel) -> storage handle.
void Unpickler::persistentId() {
  IValue pid = popValue();
  if (!pid.isTuple() || pid.toTuple()->items.size() < 5) bad("bad persistent id");
  const auto& t = pid.toTuple()->items;
  if (!t[0].isStr() || t[0].toStr() != "storage" || !t[1].isStr() || !t[2].isStr() || !t[4].isInt()) {
    bad("bad persistent id");
  }
  const std::string& cls = t[1].toStr();
  if (cls.compare(0, 6, "torch.") != 0) bad("bad storage type " + cls);
  ScalarType dtype = scalarTypeFromStorageName(cls.substr(6));
  int64_t numel = t[4].toInt();
  if (numel < 0) bad("negative storage size");
  if (t[3].isStr() && t[3].toStr() == "meta") {
    // Note [Meta tensors]: the record is empty; the storage only has a size.
    if (numel > (int64_t{1} << 40)) bad("meta storage of " + std::to_string(numel) + " elements is too large");
    Ref<Storage>& m = meta_storages_[t[2].toStr()];
    if (!m) m = makeMetaStorage(static_cast<size_t>(numel) * elementSize(dtype));
    pushValue(storageValue(m, dtype, numel));
    return;
  }
  if (!hooks_.load_storage) bad("no storage loader");
  Ref<Storage> s = hooks_.load_storage(t[2].toStr(), dtype, numel);
  if (!s || s->nbytes() / elementSize(dtype) < static_cast<uint64_t>(numel)) {
    bad("storage '" + t[2].toStr() + "' of " + std::to_string(numel) + " elements is larger than its record (" +
        std::to_string(s ? s->nbytes() : 0) + " bytes)");
  }
  // A bool byte other than 0 or 1 is undefined behaviour in every kernel
  // that reads it as `bool`; PyTorch's writers only store 0 and 1, so any
  // other byte (a corrupt or hostile file) reads as true.
  if (dtype == ScalarType::Bool) {
    auto* bytes = static_cast<uint8_t*>(s->data());
    for (int64_t i = 0; i < numel; ++i) bytes[i] = bytes[i] != 0;
  }
  pushValue(storageValue(std::move(s), dtype, numel));
}

/// Scalars, strings and stack control; containers and calls go to
/// stepStructure.
bool Unpickler::step(PickleOp op) {
  switch (op) {
    case PickleOp::Proto: readLE(1); break;
    case PickleOp::Frame: readLE(8); break;
    case PickleOp::Stop: return false;
    case PickleOp::Mark: marks_.push_back(stack_.size()); break;
    case PickleOp::Pop: pop(); break;
    case PickleOp::PopMark: stack_.resize(popMark()); break;
    case PickleOp::BinInt: pushValue(static_cast<int64_t>(static_cast<int32_t>(readLE(4)))); break;
    case PickleOp::BinInt1: pushValue(static_cast<int64_t>(readLE(1))); break;
    case PickleOp::BinInt2: pushValue(static_cast<int64_t>(readLE(2))); break;
    case PickleOp::Long1:
    case PickleOp::Long4: {
      uint64_t n = readLE(op == PickleOp::Long1 ? 1 : 4);
      if (n > 8) bad("integer too large for int64");
      uint64_t v = n ? readLE(n) : 0;
      if (n && n < 8 && (v >> (8 * n - 1)) & 1) v |= ~uint64_t(0) << (8 * n);  // sign-extend
      pushValue(static_cast<int64_t>(v));
      break;
    }
    case PickleOp::None: pushValue(IValue()); break;
    case PickleOp::NewTrue: pushValue(true); break;
    case PickleOp::NewFalse: pushValue(false); break;
    case PickleOp::BinFloat: {
      uint64_t be = 0;
      for (int i = 0; i < 8; ++i) be = (be << 8) | readLE(1);
      double d;
      std::memcpy(&d, &be, 8);
      pushValue(d);
      break;
    }
    case PickleOp::BinUnicode: case PickleOp::BinString: case PickleOp::BinBytes:
      pushValue(readBytes(readLE(4)));
      break;
    case PickleOp::ShortBinUnicode: case PickleOp::ShortBinString: case PickleOp::ShortBinBytes:
      pushValue(readBytes(readLE(1)));
      break;
    case PickleOp::BinUnicode8: case PickleOp::BinBytes8: pushValue(readBytes(readLE(8))); break;
    default: return stepStructure(op);
  }
  return true;
}

/// Tuples, lists, dicts, the memo, globals and calls.
bool Unpickler::stepStructure(PickleOp op) {
  switch (op) {
    case PickleOp::EmptyTuple: pushNew(makeTuple({})); break;
    case PickleOp::Tuple: pushNew(makeTuple(popToMark())); break;
    case PickleOp::Tuple1: case PickleOp::Tuple2: case PickleOp::Tuple3: {
      size_t n = static_cast<size_t>(op) - static_cast<size_t>(PickleOp::Tuple1) + 1;
      std::vector<IValue> items(n);
      for (size_t i = n; i-- > 0;) items[i] = popValue();
      pushNew(makeTuple(std::move(items)));
      break;
    }
    case PickleOp::EmptyList: pushNew(makeList(Type::any())); break;
    case PickleOp::List: pushNew(makeList(Type::any(), popToMark())); break;
    case PickleOp::Append: {
      IValue v = popValue();
      std::vector<IValue> one;
      one.push_back(std::move(v));
      appendItems(topValue(), std::move(one));
      break;
    }
    case PickleOp::Appends: {
      std::vector<IValue> items = popToMark();
      appendItems(topValue(), std::move(items));
      break;
    }
    case PickleOp::EmptyDict: pushNew(makeDict(Type::any(), Type::any())); break;
    case PickleOp::Dict: {
      std::vector<IValue> items = popToMark();
      pushNew(makeDict(Type::any(), Type::any()));
      setItems(topValue(), std::move(items));
      break;
    }
    case PickleOp::SetItem: {
      IValue v = popValue();
      IValue k = popValue();
      std::vector<IValue> kv;
      kv.push_back(std::move(k));
      kv.push_back(std::move(v));
      setItems(topValue(), std::move(kv));
      break;
    }
    case PickleOp::SetItems: {
      std::vector<IValue> items = popToMark();
      setItems(topValue(), std::move(items));
      break;
    }
    case PickleOp::BinPut: memoPut(readLE(1)); break;
    case PickleOp::LongBinPut: memoPut(readLE(4)); break;
    case PickleOp::Memoize: memoPut(memo_.size()); break;
    case PickleOp::BinGet: memoGet(readLE(1)); break;
    case PickleOp::LongBinGet: memoGet(readLE(4)); break;
    case PickleOp::Global: {
      std::string module = readLine();
      pushGlobal(module, readLine());
      break;
    }
    case PickleOp::StackGlobal: {
      IValue name = popValue(), module = popValue();
      if (!name.isStr() || !module.isStr()) bad("STACK_GLOBAL expects two strings");
      pushGlobal(module.toStr(), name.toStr());
      break;
    }
    case PickleOp::Reduce: reduce(); break;
    case PickleOp::NewObj: newObject(); break;
    case PickleOp::Build: build(); break;
    case PickleOp::BinPersId: persistentId(); break;
    default: {
      char buf[8];
      std::snprintf(buf, sizeof buf, "0x%02x", static_cast<unsigned>(op));
      bad(std::string("unsupported opcode ") + buf + " at offset " + std::to_string(pos_ - 1));
    }
  }
  return true;
}

IValue Unpickler::run() {
  while (true) {
    if (pos_ >= data_.size()) bad("pickle ended without STOP");
    auto op = static_cast<PickleOp>(static_cast<uint8_t>(data_[pos_++]));
    if (!step(op)) break;
  }
  if (stack_.empty()) bad("empty stack at STOP");
  return popValue();
}

}  // namespace

IValue unpickle(const std::string& data, const UnpicklerHooks& hooks, const LoadLimits& limits) {
  return Unpickler(data, hooks, limits).run();
}

}  // namespace ts
