// ===--- value.cpp - ts::Value over the runtime's IValue -----------------=== //
#include "torchscript/value.h"

#include <cstring>

#include "api/value_impl.h"
#include "runtime/printing.h"
#include "tensor/ops_creation.h"
#include "tensor/tensor.h"

namespace ts::api {

namespace {

[[noreturn]] void wrongType(const IValue& v, const char* wanted) {
  throw Error(std::string("expected a value of type '") + wanted + "' but found type '" + runtimeType(v)->str() + "'",
              ErrorKind::TypeError);
}

const IValue& expect(const IValue& v, bool ok, const char* wanted) {
  if (!ok) wrongType(v, wanted);
  return v;
}

/// The common type of `items`, for building a typed list or dict.
TypePtr commonType(const std::vector<TypePtr>& types, const char* what) {
  if (types.empty()) return Type::any();
  std::optional<TypePtr> t = unifyTypeList(types);
  if (!t) throw Error(std::string(what) + " have different types: " + types.front()->str() + " and " +
                          types.back()->str(), ErrorKind::TypeError);
  return *t;
}

template <typename T>
Value makeTensor(const std::vector<int64_t>& shape, const T* data, size_t n, ScalarType dtype) {
  Tensor t = empty(shape, dtype);
  if (static_cast<size_t>(t.numel()) != n)
    throw Error("tensor data has " + std::to_string(n) + " elements but the shape holds " + std::to_string(t.numel()),
                ErrorKind::ValueError);
  if (n) std::memcpy(t.data_ptr(), data, n * sizeof(T));
  return wrap(IValue(t));
}

DType publicDType(ScalarType t) {
  switch (t) {
    case ScalarType::Bool: return DType::Bool;
    case ScalarType::Byte: return DType::UInt8;
    case ScalarType::Char: return DType::Int8;
    case ScalarType::Short: return DType::Int16;
    case ScalarType::Int: return DType::Int32;
    case ScalarType::Long: return DType::Int64;
    case ScalarType::Half: return DType::Float16;
    case ScalarType::BFloat16: return DType::BFloat16;
    case ScalarType::Float: return DType::Float32;
    case ScalarType::Double: return DType::Float64;
    default: return DType::Other;
  }
}

}  // namespace

const char* dtypeName(DType t) {
  switch (t) {
    case DType::Bool: return "bool";
    case DType::UInt8: return "uint8";
    case DType::Int8: return "int8";
    case DType::Int16: return "int16";
    case DType::Int32: return "int32";
    case DType::Int64: return "int64";
    case DType::Float16: return "float16";
    case DType::BFloat16: return "bfloat16";
    case DType::Float32: return "float32";
    case DType::Float64: return "float64";
    case DType::Other: return "other";
  }
  return "other";
}

// ---- construction --------------------------------------------------------- //

Value::Value() : impl_(std::make_unique<ValueImpl>()) {}
Value::Value(bool v) : impl_(std::make_unique<ValueImpl>(ValueImpl{IValue(v)})) {}
Value::Value(int v) : Value(static_cast<int64_t>(v)) {}
Value::Value(int64_t v) : impl_(std::make_unique<ValueImpl>(ValueImpl{IValue(v)})) {}
Value::Value(double v) : impl_(std::make_unique<ValueImpl>(ValueImpl{IValue(v)})) {}
Value::Value(const char* v) : Value(std::string(v)) {}
Value::Value(std::string v) : impl_(std::make_unique<ValueImpl>(ValueImpl{IValue(std::move(v))})) {}
Value::Value(std::unique_ptr<ValueImpl> impl) : impl_(std::move(impl)) {}

Value::Value(const Value& other) : impl_(std::make_unique<ValueImpl>(*other.impl_)) {}
Value::Value(Value&& other) noexcept : impl_(std::move(other.impl_)) {}
Value& Value::operator=(const Value& other) {
  if (this != &other) impl_ = std::make_unique<ValueImpl>(*other.impl_);
  return *this;
}
Value& Value::operator=(Value&& other) noexcept {
  impl_ = std::move(other.impl_);
  return *this;
}
Value::~Value() = default;

Value Value::list(std::vector<Value> items) {
  std::vector<TypePtr> types;
  std::vector<IValue> values;
  for (const Value& v : items) {
    types.push_back(runtimeType(unwrap(v)));
    values.push_back(unwrap(v));
  }
  return wrap(makeList(commonType(types, "list items"), std::move(values)));
}

Value Value::tuple(std::vector<Value> items) {
  std::vector<IValue> values;
  for (const Value& v : items) values.push_back(unwrap(v));
  return wrap(makeTuple(std::move(values)));
}

Value Value::dict(std::vector<std::pair<Value, Value>> entries) {
  std::vector<TypePtr> keys, values;
  for (const auto& [k, v] : entries) {
    keys.push_back(runtimeType(unwrap(k)));
    values.push_back(runtimeType(unwrap(v)));
  }
  TypePtr key_type = keys.empty() ? Type::str_() : commonType(keys, "dict keys");
  if (!isValidDictKey(key_type)) throw Error("dict keys cannot be of type " + key_type->str(), ErrorKind::TypeError);
  IValue d = makeDict(key_type, commonType(values, "dict values"));
  for (const auto& [k, v] : entries) d.toDict()->insert(unwrap(k), unwrap(v));
  return wrap(std::move(d));
}

Value Value::tensor(const std::vector<int64_t>& shape, const std::vector<float>& data) {
  return makeTensor(shape, data.data(), data.size(), ScalarType::Float);
}
Value Value::tensor(const std::vector<int64_t>& shape, const std::vector<double>& data) {
  return makeTensor(shape, data.data(), data.size(), ScalarType::Double);
}
Value Value::tensor(const std::vector<int64_t>& shape, const std::vector<int64_t>& data) {
  return makeTensor(shape, data.data(), data.size(), ScalarType::Long);
}
Value Value::tensor(const std::vector<int64_t>& shape, const std::vector<bool>& data) {
  std::vector<uint8_t> bytes(data.begin(), data.end());  // vector<bool> is packed
  return makeTensor(shape, bytes.data(), bytes.size(), ScalarType::Bool);
}

// ---- inspection ----------------------------------------------------------- //

bool Value::isNone() const { return impl_->value.isNone(); }
bool Value::isBool() const { return impl_->value.isBool(); }
bool Value::isInt() const { return impl_->value.isInt(); }
bool Value::isDouble() const { return impl_->value.isDouble(); }
bool Value::isString() const { return impl_->value.isStr(); }
bool Value::isTensor() const { return impl_->value.isTensor(); }
bool Value::isList() const { return impl_->value.isList(); }
bool Value::isTuple() const { return impl_->value.isTuple(); }
bool Value::isDict() const { return impl_->value.isDict(); }

bool Value::toBool() const { return expect(impl_->value, isBool(), "bool").toBool(); }
int64_t Value::toInt() const { return expect(impl_->value, isInt(), "int").toInt(); }
double Value::toDouble() const { return expect(impl_->value, isDouble() || isInt(), "float").toNumber(); }
const std::string& Value::toString() const { return expect(impl_->value, isString(), "str").toStr(); }

std::vector<Value> Value::toList() const {
  const IValue& v = expect(impl_->value, isList() || isTuple(), "List");
  const std::vector<IValue>& items = v.isList() ? v.toList()->items : v.toTuple()->items;
  std::vector<Value> out;
  for (const IValue& item : items) out.push_back(wrap(item));
  return out;
}

std::vector<std::pair<Value, Value>> Value::toDict() const {
  const IValue& v = expect(impl_->value, isDict(), "Dict");
  std::vector<std::pair<Value, Value>> out;
  for (const auto& [k, val] : v.toDict()->entries) out.emplace_back(wrap(k), wrap(val));
  return out;
}

std::vector<int64_t> Value::shape() const {
  Tensor t = expect(impl_->value, isTensor(), "Tensor").toTensor();
  IntArrayRef s = t.sizes();
  return std::vector<int64_t>(s.begin(), s.end());
}

DType Value::dtype() const { return publicDType(expect(impl_->value, isTensor(), "Tensor").toTensor().dtype()); }
int64_t Value::numel() const { return expect(impl_->value, isTensor(), "Tensor").toTensor().numel(); }

std::vector<double> Value::toDoubleVector() const {
  Tensor t = expect(impl_->value, isTensor(), "Tensor").toTensor().to(ScalarType::Double).contiguous();
  const double* p = t.data_ptr<double>();
  return std::vector<double>(p, p + t.numel());
}

std::vector<int64_t> Value::toIntVector() const {
  Tensor t = expect(impl_->value, isTensor(), "Tensor").toTensor().to(ScalarType::Long).contiguous();
  const int64_t* p = t.data_ptr<int64_t>();
  return std::vector<int64_t>(p, p + t.numel());
}

std::string Value::typeName() const { return runtimeType(impl_->value)->str(); }
std::string Value::str() const { return scriptStr(impl_->value); }
std::string Value::repr() const { return pythonRepr(impl_->value); }

}  // namespace ts::api
