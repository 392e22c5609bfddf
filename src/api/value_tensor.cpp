// ===--- value_tensor.cpp - tensors in and out of ts::Value without copies === //
// Value::from_blob wraps the embedder's memory in a Storage whose deleter
// calls back the embedder; data_ptr hands out a result's memory as it is.
#include "torchscript/value.h"

#include <functional>

#include "api/value_impl.h"
#include "tensor/tensor.h"

namespace ts::api {

namespace {

ScalarType internalDType(DType t) {
  switch (t) {
    case DType::Bool: return ScalarType::Bool;
    case DType::UInt8: return ScalarType::Byte;
    case DType::Int8: return ScalarType::Char;
    case DType::Int16: return ScalarType::Short;
    case DType::Int32: return ScalarType::Int;
    case DType::Int64: return ScalarType::Long;
    case DType::Float16: return ScalarType::Half;
    case DType::BFloat16: return ScalarType::BFloat16;
    case DType::Float32: return ScalarType::Float;
    case DType::Float64: return ScalarType::Double;
    case DType::Other: break;
  }
  throw Error("from_blob: DType::Other is not a tensor element type", ErrorKind::ValueError);
}

/// The Storage deleter: runs the embedder's callback once, then frees it.
void callDeleter(void* ctx, void* data) {
  auto* deleter = static_cast<std::function<void(void*)>*>(ctx);
  (*deleter)(data);
  delete deleter;
}

Tensor tensorOf(const Value& v) {
  const IValue& iv = unwrap(v);
  if (!iv.isTensor())
    throw Error("expected a value of type 'Tensor' but found type '" + v.typeName() + "'", ErrorKind::TypeError);
  return iv.toTensor();
}

}  // namespace

size_t dtypeSize(DType t) { return t == DType::Other ? 0 : elementSize(internalDType(t)); }

Value Value::from_blob(void* data, const std::vector<int64_t>& shape, DType dtype,
                       std::function<void(void*)> deleter) {
  ScalarType st = internalDType(dtype);
  size_t numel = 1;
  for (int64_t d : shape) {
    if (d < 0) throw Error("from_blob: negative dimension " + std::to_string(d), ErrorKind::ValueError);
    numel *= static_cast<size_t>(d);
  }
  if (!data && numel) throw Error("from_blob: null data for a non-empty tensor", ErrorKind::ValueError);
  Ref<Storage> storage = deleter ? makeRef<Storage>(data, numel * elementSize(st), callDeleter,
                                                    new std::function<void(void*)>(std::move(deleter)))
                                 : makeRef<Storage>(data, numel * elementSize(st), nullptr, nullptr);
  DimVector sizes(shape);
  DimVector strides = contiguousStrides(sizes);
  return wrap(IValue(Tensor(makeRef<TensorImpl>(std::move(storage), st, std::move(sizes), std::move(strides), 0))));
}

void* Value::data_ptr() const { return tensorOf(*this).data_ptr(); }

std::vector<int64_t> Value::strides() const {
  IntArrayRef s = tensorOf(*this).strides();
  return std::vector<int64_t>(s.begin(), s.end());
}

bool Value::is_contiguous() const { return tensorOf(*this).is_contiguous(); }

Value Value::contiguous() const { return wrap(IValue(tensorOf(*this).contiguous())); }

}  // namespace ts::api
