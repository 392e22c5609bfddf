// ===--- value.h - values passed to and returned from TorchScript --------=== //
// Public: a ts::Value is what an embedder hands to a script function and
// gets back: None, bool, int, float, str, a tensor, or a list / tuple / dict
// of values. Copies are cheap (heap values are shared, as in PyTorch).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "torchscript/export.h"

namespace ts {

// Note [Public names]
// The public classes live in an inline namespace: embedders write ts::Value,
// while the linker sees ts::api::Value, distinct from the IR's own ts::Value
// (ir/ir.h). Without it the two classes would share mangled names (their
// destructors, std::unique_ptr<ts::Value>), an ODR violation that ASan
// reports as new-delete-type-mismatch. No implementation file includes both
// headers; src/api/engine.h is the firewall.
inline namespace api {

struct ValueImpl;

/// Tensor element types an embedder can create and read.
enum class DType { Bool, UInt8, Int8, Int16, Int32, Int64, Float16, BFloat16, Float32, Float64, Other };

/// "float32", "int64", ... (the name after `torch.`).
TS_API const char* dtypeName(DType t);
/// Bytes per element of `t` (0 for Other).
TS_API size_t dtypeSize(DType t);

class TS_API Value {
 public:
  /// None.
  Value();
  Value(bool v);
  Value(int v);
  Value(int64_t v);
  Value(double v);
  /// Any other integer type (long long, size_t, ...) as an int; values
  /// above INT64_MAX wrap, as a C++ conversion to int64_t does.
  template <typename T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
  Value(T v) : Value(static_cast<int64_t>(v)) {}
  Value(const char* v);
  Value(std::string v);
  /// A list; its element type is the common type of the items (an int
  /// list for ints, ...). An empty list adapts to the parameter it is
  /// passed to.
  static Value list(std::vector<Value> items);
  static Value tuple(std::vector<Value> items);
  /// A dict with str, int, float or bool keys (insertion order is kept).
  static Value dict(std::vector<std::pair<Value, Value>> entries);

  /// A contiguous tensor of `shape` holding `data` (row-major). Throws
  /// ts::Error when data.size() is not the product of the shape.
  static Value tensor(const std::vector<int64_t>& shape, const std::vector<float>& data);
  static Value tensor(const std::vector<int64_t>& shape, const std::vector<double>& data);
  static Value tensor(const std::vector<int64_t>& shape, const std::vector<int64_t>& data);
  static Value tensor(const std::vector<int64_t>& shape, const std::vector<bool>& data);
  /// A tensor viewing `data` without copying it (torch::from_blob): a
  /// contiguous `shape` of `dtype` elements. `deleter(data)` runs when the
  /// last tensor using the memory dies (results that are views of the input
  /// keep it alive); without one, the caller keeps the memory alive for as
  /// long as any such tensor lives. Throws ts::Error for DType::Other or a
  /// negative size.
  static Value from_blob(void* data, const std::vector<int64_t>& shape, DType dtype,
                         std::function<void(void*)> deleter = {});

  Value(const Value& other);
  Value(Value&& other) noexcept;
  Value& operator=(const Value& other);
  Value& operator=(Value&& other) noexcept;
  ~Value();

  bool isNone() const;
  bool isBool() const;
  bool isInt() const;
  bool isDouble() const;
  bool isString() const;
  bool isTensor() const;
  bool isList() const;
  bool isTuple() const;
  bool isDict() const;

  // Accessors throw ts::Error naming the actual type on a mismatch.
  bool toBool() const;
  int64_t toInt() const;
  /// A float, or an int widened to float.
  double toDouble() const;
  const std::string& toString() const;
  /// Items of a list or tuple.
  std::vector<Value> toList() const;
  std::vector<std::pair<Value, Value>> toDict() const;

  // Tensors.
  std::vector<int64_t> shape() const;
  DType dtype() const;
  int64_t numel() const;
  /// The elements in row-major order, converted to double / int64.
  std::vector<double> toDoubleVector() const;
  std::vector<int64_t> toIntVector() const;
  /// Zero-copy access to the elements: the address of element 0 of the
  /// tensor's memory, valid while this Value (or another handle to the
  /// tensor) lives. Elements are laid out by strides(); for row-major
  /// order check is_contiguous() or call contiguous() first.
  void* data_ptr() const;
  std::vector<int64_t> strides() const;
  bool is_contiguous() const;
  /// This tensor if it is contiguous, else a row-major copy.
  Value contiguous() const;

  /// The TorchScript type of the value: `int`, `List[int]`, `Tensor`, ...
  std::string typeName() const;
  /// How `print` inside script code shows the value (`1.`, `[1, 2]`,
  /// ` 1\n 2\n[ CPUFloatType{2} ]`).
  std::string str() const;
  /// Python's repr at top level (`1.0`, `[1, 2]`, `tensor([1., 2.])`).
  std::string repr() const;

  /// Internal: the implementation's representation.
  const ValueImpl& impl() const { return *impl_; }
  explicit Value(std::unique_ptr<ValueImpl> impl);

 private:
  std::unique_ptr<ValueImpl> impl_;
};

}  // namespace api
}  // namespace ts
