// ===--- pickle.h - Python pickles of IValues, as .pt files hold them -----=== //
// The pickler writes protocol 2 the way PyTorch's jit pickler does (typed
// lists through torch.jit._pickle, tensors through _rebuild_tensor_v2 with
// storages as persistent ids, script objects as GLOBAL + NEWOBJ + BUILD).
// The unpickler accepts only the globals such files use and never runs code:
// classes and storages are resolved through callbacks the caller supplies.
#pragma once

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "runtime/ivalue.h"
#include "serialization/load_limits.h"
#include "tensor/tensor.h"

namespace ts {

enum class PickleOp : uint8_t {
#define TS_PICKLE_OP(name, byte, meaning) name = static_cast<uint8_t>(byte),
#include "serialization/pickle_opcodes.def"
#undef TS_PICKLE_OP
};

/// "torch FloatStorage" class name of a dtype's storage ("FloatStorage").
std::string storageTypeName(ScalarType t);
/// Inverse of storageTypeName; throws on an unknown name.
ScalarType scalarTypeFromStorageName(const std::string& name);

/// What the unpickler needs from its caller.
struct UnpicklerHooks {
  /// An empty instance of the class `qualified_name` (e.g. `__torch__.M`);
  /// throws ts::Error for unknown classes.
  std::function<IValue(const std::string& qualified_name)> create_object;
  /// The member of enum class `qualified_name` whose value is `value`.
  std::function<IValue(const std::string& qualified_name, const IValue& value)> enum_value;
  /// Applies the BUILD state to an object made by create_object.
  std::function<void(const IValue& object, IValue state)> set_state;
  /// The storage behind persistent id ('storage', <dtype>Storage, key, location, numel).
  std::function<Ref<Storage>(const std::string& key, ScalarType dtype, int64_t numel)> load_storage;
  /// Resolves a type tag (`Dict[str, List[int]]`) or nullptr for "keep Any".
  std::function<TypePtr(const std::string& type_str)> parse_type;
};

/// Unpickles `data`; throws ts::Error on malformed input, unsupported
/// globals, or values past `limits` (Note [Load limits]).
IValue unpickle(const std::string& data, const UnpicklerHooks& hooks, const LoadLimits& limits = {});

/// Options and results of pickling.
class Pickler {
 public:
  /// Called for each distinct storage written; returns its record key.
  using StorageWriter = std::function<std::string(const Ref<Storage>& storage)>;
  /// Whether an object's attribute is part of its pickled state (unset:
  /// every named attribute is).
  using AttributeFilter = std::function<bool(const ClassType* cls, const std::string& attribute)>;

  /// An object's state when its class defines one (Note [Loading
  /// __setstate__]); false: its attributes, as a dict, are its state.
  using StateGetter = std::function<bool(const IValue& object, IValue& state)>;

  Pickler(StorageWriter write_storage, AttributeFilter keep_attribute = nullptr, StateGetter get_state = nullptr)
      : write_storage_(std::move(write_storage)),
        keep_attribute_(std::move(keep_attribute)),
        get_state_(std::move(get_state)) {}
  /// Pickles `v` (protocol 2) and returns the bytes.
  std::string pickle(const IValue& v);

 private:
  void push(const IValue& v);
  void pushInt(int64_t v);
  void pushDouble(double v);
  void pushString(const std::string& s);
  void pushGlobal(const std::string& module, const std::string& name);
  void pushTuple(const TupleObj& t);
  void pushList(const IValue& v);
  void pushDict(const IValue& v);
  void pushTensor(const Tensor& t);
  void pushObject(const IValue& v);
  void pushQuantizedTensor(const Tensor& q);
  void pushSparseTensor(const Tensor& t);
  void pushPersistentStorage(const Ref<Storage>& s, ScalarType dtype);
  bool pushMemoized(const void* key);
  void memoize(const void* key);
  void op(PickleOp o) { out_.push_back(static_cast<char>(o)); }
  void putLE(uint64_t v, size_t n);

  StorageWriter write_storage_;
  AttributeFilter keep_attribute_;
  StateGetter get_state_;
  std::string out_;
  std::unordered_map<const void*, uint32_t> memo_;
  std::unordered_map<std::string, uint32_t> memo_strings_;
  std::unordered_map<std::string, uint32_t> memo_globals_;
  std::unordered_map<const Storage*, std::string> storage_keys_;
  /// Tensors and storages made while pickling (packed sub-byte values,
  /// float scales), alive while their addresses key memo_ / storage_keys_.
  std::vector<Tensor> temporaries_;
  std::vector<Ref<Storage>> packed_storages_;
  uint32_t next_memo_ = 0;
};

}  // namespace ts
