// ===--- pickler.cpp - writing IValues as PyTorch's jit pickler does ------=== //
// Protocol 2. Heap values (tensors, lists, dicts, objects) and strings are
// memoized so shared values stay shared and repeated names cost 2 bytes.
#include <algorithm>
#include <cstring>

#include "serialization/pickle.h"

#include "ops/custom_classes.h"
#include "serialization/type_annotation.h"
#include "tensor/meta_device.h"
#include "tensor/quantized_tensor.h"
#include "tensor/sparse_coo.h"

namespace ts {

namespace {

struct StorageName {
  ScalarType type;
  const char* name;
};
constexpr StorageName kStorageNames[] = {
    {ScalarType::Byte, "ByteStorage"},       {ScalarType::Char, "CharStorage"},
    {ScalarType::Short, "ShortStorage"},     {ScalarType::Int, "IntStorage"},
    {ScalarType::Long, "LongStorage"},       {ScalarType::Half, "HalfStorage"},
    {ScalarType::Float, "FloatStorage"},     {ScalarType::Double, "DoubleStorage"},
    {ScalarType::ComplexHalf, "ComplexHalfStorage"},
    {ScalarType::ComplexFloat, "ComplexFloatStorage"},
    {ScalarType::ComplexDouble, "ComplexDoubleStorage"},
    {ScalarType::Bool, "BoolStorage"},       {ScalarType::BFloat16, "BFloat16Storage"},
    {ScalarType::QInt8, "QInt8Storage"},     {ScalarType::QUInt8, "QUInt8Storage"},
    {ScalarType::QInt32, "QInt32Storage"},   {ScalarType::QUInt4x2, "QUInt4x2Storage"},
    {ScalarType::QUInt2x4, "QUInt2x4Storage"},
};

}  // namespace

std::string storageTypeName(ScalarType t) {
  for (const StorageName& s : kStorageNames) {
    if (s.type == t) return s.name;
  }
  throw Error("cannot serialize tensors of type " + std::string(scalarTypeName(t)));
}

ScalarType scalarTypeFromStorageName(const std::string& name) {
  for (const StorageName& s : kStorageNames) {
    if (name == s.name) return s.type;
  }
  throw Error("Unpickler: unknown storage type " + name);
}

std::string Pickler::pickle(const IValue& v) {
  out_.clear();
  op(PickleOp::Proto);
  out_.push_back(2);
  push(v);
  op(PickleOp::Stop);
  return std::move(out_);
}

void Pickler::putLE(uint64_t v, size_t n) {
  for (size_t i = 0; i < n; ++i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

void Pickler::memoize(const void* key) {
  uint32_t id = next_memo_++;
  if (key) memo_.emplace(key, id);
  if (id < 256) {
    op(PickleOp::BinPut);
    putLE(id, 1);
  } else {
    op(PickleOp::LongBinPut);
    putLE(id, 4);
  }
}

static void pushGet(std::string& out, uint32_t id) {
  if (id < 256) {
    out.push_back(static_cast<char>(PickleOp::BinGet));
    out.push_back(static_cast<char>(id));
  } else {
    out.push_back(static_cast<char>(PickleOp::LongBinGet));
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>((id >> (8 * i)) & 0xff));
  }
}

bool Pickler::pushMemoized(const void* key) {
  auto it = memo_.find(key);
  if (it == memo_.end()) return false;
  pushGet(out_, it->second);
  return true;
}

void Pickler::pushInt(int64_t v) {
  if (v >= 0 && v <= 0xff) {
    op(PickleOp::BinInt1);
    putLE(static_cast<uint64_t>(v), 1);
  } else if (v >= 0 && v <= 0xffff) {
    op(PickleOp::BinInt2);
    putLE(static_cast<uint64_t>(v), 2);
  } else if (v >= INT32_MIN && v <= INT32_MAX) {
    op(PickleOp::BinInt);
    putLE(static_cast<uint64_t>(v), 4);
  } else {
    op(PickleOp::Long1);
    out_.push_back(8);
    putLE(static_cast<uint64_t>(v), 8);
  }
}

void Pickler::pushDouble(double v) {
  op(PickleOp::BinFloat);
  uint64_t bits;
  std::memcpy(&bits, &v, 8);
  for (int i = 7; i >= 0; --i) out_.push_back(static_cast<char>((bits >> (8 * i)) & 0xff));
}

void Pickler::pushString(const std::string& s) {
  if (auto it = memo_strings_.find(s); it != memo_strings_.end()) return pushGet(out_, it->second);
  op(PickleOp::BinUnicode);
  TS_CHECK(s.size() <= 0xffffffffu, "string too long to pickle");
  putLE(s.size(), 4);
  out_ += s;
  memo_strings_.emplace(s, next_memo_);
  memoize(nullptr);
}

void Pickler::pushGlobal(const std::string& module, const std::string& name) {
  std::string key = module + "\n" + name + "\n";
  if (auto it = memo_globals_.find(key); it != memo_globals_.end()) return pushGet(out_, it->second);
  op(PickleOp::Global);
  out_ += key;
  memo_globals_.emplace(key, next_memo_);
  memoize(nullptr);
}

void Pickler::pushTuple(const TupleObj& t) {
  if (t.items.empty()) return op(PickleOp::EmptyTuple);
  op(PickleOp::Mark);
  for (const IValue& v : t.items) push(v);
  op(PickleOp::Tuple);
}

/// Typed lists of int/float/bool/Tensor use torch.jit._pickle.build_*list;
/// others carry their type as a restore_type_tag string.
void Pickler::pushList(const IValue& v) {
  ListObj* l = v.toList();
  if (pushMemoized(l)) return;
  const char* builder = nullptr;
  switch (l->elem_type->kind()) {
    case TypeKind::Int: builder = "build_intlist"; break;
    case TypeKind::Float: builder = "build_doublelist"; break;
    case TypeKind::Bool: builder = "build_boollist"; break;
    case TypeKind::Tensor: builder = "build_tensorlist"; break;
    default: break;
  }
  if (builder) {
    pushGlobal("torch.jit._pickle", builder);
    op(PickleOp::Mark);
  } else {
    pushGlobal("torch.jit._pickle", "restore_type_tag");
  }
  op(PickleOp::EmptyList);
  op(PickleOp::Mark);
  for (const IValue& item : l->items) push(item);
  op(PickleOp::Appends);
  if (builder) {
    op(PickleOp::Tuple);
  } else {
    pushString(annotationStr(Type::list(l->elem_type)));
    op(PickleOp::Tuple2);
  }
  op(PickleOp::Reduce);
  memoize(l);
}

void Pickler::pushDict(const IValue& v) {
  DictObj* d = v.toDict();
  if (pushMemoized(d)) return;
  pushGlobal("torch.jit._pickle", "restore_type_tag");
  op(PickleOp::EmptyDict);
  op(PickleOp::Mark);
  for (const auto& [k, val] : d->entries) {
    push(k);
    push(val);
  }
  op(PickleOp::SetItems);
  pushString(annotationStr(Type::dict(d->key_type, d->value_type)));
  op(PickleOp::Tuple2);
  op(PickleOp::Reduce);
  memoize(d);
}

void Pickler::pushPersistentStorage(const Ref<Storage>& s, ScalarType dtype) {
  auto it = storage_keys_.find(s.get());
  if (it == storage_keys_.end()) it = storage_keys_.emplace(s.get(), write_storage_(s)).first;
  const std::string key = it->second;
  op(PickleOp::Mark);
  pushString("storage");
  pushGlobal("torch", storageTypeName(dtype));
  pushString(key);
  pushString(isMetaStorage(s.get()) ? "meta" : "cpu");
  pushInt(static_cast<int64_t>(s->nbytes() / elementSize(dtype)));
  op(PickleOp::Tuple);
  op(PickleOp::BinPersId);
  memoize(nullptr);
}

void Pickler::pushTensor(const Tensor& t) {
  if (pushMemoized(t.impl())) return;
  pushGlobal("torch._utils", "_rebuild_tensor_v2");
  op(PickleOp::Mark);
  pushPersistentStorage(t.storage(), t.dtype());
  pushInt(t.storage_offset());
  op(PickleOp::Mark);
  for (int64_t s : t.sizes()) pushInt(s);
  op(PickleOp::Tuple);
  op(PickleOp::Mark);
  for (int64_t s : t.strides()) pushInt(s);
  op(PickleOp::Tuple);
  op(t.requires_grad() ? PickleOp::NewTrue : PickleOp::NewFalse);
  pushGlobal("collections", "OrderedDict");
  op(PickleOp::EmptyTuple);
  op(PickleOp::Reduce);
  op(PickleOp::Tuple);
  op(PickleOp::Reduce);
  memoize(t.impl());
}

/// GLOBAL '__torch__ M', (), NEWOBJ, then the state: a dict of the named
/// attributes (unnamed slots are bookkeeping and stay out).
void Pickler::pushObject(const IValue& v) {
  Object* obj = v.toObject();
  if (pushMemoized(obj)) return;
  const std::string& qual = obj->type->name();
  size_t dot = qual.rfind('.');
  TS_CHECK(dot != std::string::npos, "cannot pickle an object of class " + qual);
  pushGlobal(qual.substr(0, dot), qual.substr(dot + 1));
  op(PickleOp::EmptyTuple);
  op(PickleOp::NewObj);
  memoize(obj);
  if (IValue state; get_state_ && get_state_(v, state)) {
    push(state);
    return op(PickleOp::Build);
  }
  op(PickleOp::EmptyDict);
  op(PickleOp::Mark);
  const auto& attrs = obj->type->attributes();
  for (size_t i = 0; i < attrs.size(); ++i) {
    if (attrs[i].name.empty() || (keep_attribute_ && !keep_attribute_(obj->type, attrs[i].name))) continue;
    pushString(attrs[i].name);
    push(i < obj->slots.size() ? obj->slots[i] : IValue());
  }
  op(PickleOp::SetItems);
  op(PickleOp::Build);
}

/// TorchScript's _rebuild_sparse_tensor(layout, size, requires_grad, indices,
/// values, hooks) of a sparse COO tensor (layout 1).
void Pickler::pushSparseTensor(const Tensor& t) {
  if (pushMemoized(t.impl())) return;
  const SparseCoo& p = sparseParts(t, "pickle");
  pushGlobal("torch._utils", "_rebuild_sparse_tensor");
  op(PickleOp::Mark);
  pushInt(1);
  op(PickleOp::Mark);
  for (int64_t s : t.sizes()) pushInt(s);
  op(PickleOp::Tuple);
  op(t.requires_grad() ? PickleOp::NewTrue : PickleOp::NewFalse);
  pushTensor(p.indices);
  pushTensor(p.values);
  pushGlobal("collections", "OrderedDict");
  op(PickleOp::EmptyTuple);
  op(PickleOp::Reduce);
  op(PickleOp::Tuple);
  op(PickleOp::Reduce);
  memoize(t.impl());
}

/// _rebuild_qtensor(storage, offset, size, stride, quantizer, requires_grad,
/// hooks) of a quantized tensor (Note [Quantized storages]).
void Pickler::pushQuantizedTensor(const Tensor& q) {
  const quant::Quantizer& qz = quant::quantizerOf(q, "pickle");
  pushGlobal("torch._utils", "_rebuild_qtensor");
  op(PickleOp::Mark);
  if (quant::valuesPerByte(q.dtype()) > 1) {
    // Note [Sub-byte quantized tensors]: the values packed, contiguous, in
    // a storage of PyTorch's size.
    std::vector<uint8_t> packed = quant::packSubByte(q);
    const size_t nbytes = static_cast<size_t>(quant::subByteStorageBytes(q.sizes(), q.dtype()));
    Ref<Storage> s = makeRef<Storage>(std::max(nbytes, packed.size()));
    std::memset(s->data(), 0, s->nbytes());
    if (!packed.empty()) std::memcpy(s->data(), packed.data(), packed.size());
    packed_storages_.push_back(s);
    pushPersistentStorage(s, q.dtype());
    pushInt(0);
  } else {
    pushPersistentStorage(q.storage(), q.dtype());
    pushInt(q.storage_offset());
  }
  DimVector strides = quant::valuesPerByte(q.dtype()) > 1 ? contiguousStrides(q.sizes()) : DimVector(q.strides());
  op(PickleOp::Mark);
  for (int64_t s : q.sizes()) pushInt(s);
  op(PickleOp::Tuple);
  op(PickleOp::Mark);
  for (int64_t s : strides) pushInt(s);
  op(PickleOp::Tuple);
  op(PickleOp::Mark);
  if (qz.perTensor()) {
    pushGlobal("torch", "per_tensor_affine");
    pushDouble(qz.scale());
    pushInt(qz.zeroPoint());
  } else {
    pushGlobal("torch", qz.floatZeroPoints() ? "per_channel_affine_float_qparams" : "per_channel_affine");
    temporaries_.push_back(qz.publicScales());  // PyTorch's dtype: float for float_qparams
    pushTensor(temporaries_.back());
    pushTensor(qz.zero_points);
    pushInt(qz.axis);
  }
  op(PickleOp::Tuple);
  op(PickleOp::NewFalse);
  pushGlobal("collections", "OrderedDict");
  op(PickleOp::EmptyTuple);
  op(PickleOp::Reduce);
  op(PickleOp::Tuple);
  op(PickleOp::Reduce);
}

void Pickler::push(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::None: return op(PickleOp::None);
    case IValue::Tag::Bool: return op(v.toBool() ? PickleOp::NewTrue : PickleOp::NewFalse);
    case IValue::Tag::Int:
    case IValue::Tag::Dtype: return pushInt(v.toInt());
    case IValue::Tag::Double: return pushDouble(v.toDouble());
    case IValue::Tag::Str: return pushString(v.toStr());
    case IValue::Tag::Tuple: return pushTuple(*v.toTuple());
    case IValue::Tag::List: return pushList(v);
    case IValue::Tag::Dict: return pushDict(v);
    case IValue::Tag::Tensor:
      if (quant::isQuantized(v.toTensor())) return pushQuantizedTensor(v.toTensor());
      if (isSparse(v.toTensor())) return pushSparseTensor(v.toTensor());
      return pushTensor(v.toTensor());
    case IValue::Tag::Object: return pushObject(v);
    case IValue::Tag::Device:
      pushGlobal("torch", "device");
      pushString(v.toDevice().str());
      op(PickleOp::Tuple1);
      return op(PickleOp::Reduce);
    case IValue::Tag::Complex:
      pushGlobal("builtins", "complex");
      pushDouble(v.toComplex().real());
      pushDouble(v.toComplex().imag());
      op(PickleOp::Tuple2);
      return op(PickleOp::Reduce);
    case IValue::Tag::Enum: {
      // GLOBAL '__torch__ Color', the member's value, REDUCE (as PyTorch).
      const std::string& qual = v.toEnum()->type->name();
      size_t dot = qual.rfind('.');
      pushGlobal(qual.substr(0, dot == std::string::npos ? 0 : dot), qual.substr(dot + 1));
      push(v.toEnum()->value);
      return op(PickleOp::Reduce);
    }
    case IValue::Tag::Future: case IValue::Tag::Function:
    case IValue::Tag::Generator: case IValue::Tag::Capsule:
      break;
  }
  throw Error("Cannot serialize a value of type " + runtimeType(v)->str());
}

}  // namespace ts
