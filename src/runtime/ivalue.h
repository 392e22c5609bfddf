// ===--- ivalue.h - the interpreter's value representation ----------------=== //
// An IValue is 16 bytes: an 8-byte payload and a tag. Scalars (None, int,
// float, bool, device) live in the payload; everything else is a RefCounted
// heap object whose pointer the payload holds (one count per IValue).
#pragma once

#include <atomic>
#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "support/error.h"
#include "support/ref.h"
#include "types/type.h"

namespace ts {

class Tensor;
struct StrObj;
struct ListObj;
struct DictObj;
struct TupleObj;
struct Object;
struct ComplexObj;
struct EnumObj;
struct FutureObj;
struct CapsuleObj;
class Function;
class Generator;

/// A device: only the CPU exists here, but programs name and print devices.
struct Device {
  enum class Type : int8_t { CPU = 0, CUDA = 1, Meta = 9 };
  Type type = Type::CPU;
  int8_t index = -1;  ///< -1: no index
  bool operator==(const Device& o) const { return type == o.type && index == o.index; }
  /// "cpu", "cuda:0".
  std::string str() const;
};

class IValue {
 public:
  enum class Tag : uint8_t {
    None, Int, Double, Bool, Device,  // payload values
    Dtype,  ///< a dtype made by Python-level code: an int that prints as `torch.float32`
    Str, Complex, Tensor, List, Dict, Tuple, Object, Enum, Future, Function, Generator, Capsule,
  };

  IValue() : tag_(Tag::None) { pl_.i = 0; }
  IValue(int64_t v) : tag_(Tag::Int) { pl_.i = v; }
  IValue(int v) : IValue(static_cast<int64_t>(v)) {}
  IValue(double v) : tag_(Tag::Double) { pl_.d = v; }
  IValue(bool v) : tag_(Tag::Bool) { pl_.i = 0; pl_.b = v; }
  IValue(Device d) : tag_(Tag::Device) {
    pl_.i = 0;
    pl_.dev[0] = static_cast<int8_t>(d.type);
    pl_.dev[1] = d.index;
  }
  IValue(std::string s);
  IValue(const char* s) : IValue(std::string(s)) {}
  IValue(std::complex<double> c);
  IValue(const Tensor& t);
  IValue(Ref<StrObj> v);
  IValue(Ref<ListObj> v);
  IValue(Ref<DictObj> v);
  IValue(Ref<TupleObj> v);
  IValue(Ref<Object> v);
  IValue(Ref<EnumObj> v);
  IValue(Ref<FutureObj> v);
  IValue(Ref<Function> v);
  /// A torch.Generator object (Python-level code only; TorchScript 1.13
  /// cannot name the type).
  IValue(Ref<Generator> v);
  IValue(Ref<CapsuleObj> v);

  IValue(const IValue& o) : pl_(o.pl_), tag_(o.tag_) {
    if (isPtr()) pl_.p->incref();
  }
  IValue(IValue&& o) noexcept : pl_(o.pl_), tag_(o.tag_) {
    o.tag_ = Tag::None;
    o.pl_.i = 0;
  }
  IValue& operator=(const IValue& o) {
    IValue(o).swap(*this);
    return *this;
  }
  IValue& operator=(IValue&& o) noexcept {
    IValue(std::move(o)).swap(*this);
    return *this;
  }
  ~IValue() {
    if (isPtr()) pl_.p->decref();
  }
  void swap(IValue& o) noexcept {
    std::swap(pl_, o.pl_);
    std::swap(tag_, o.tag_);
  }

  Tag tag() const { return tag_; }
  bool isPtr() const { return tag_ >= Tag::Str; }
  bool isNone() const { return tag_ == Tag::None; }
  bool isInt() const { return tag_ == Tag::Int; }
  bool isDouble() const { return tag_ == Tag::Double; }
  bool isBool() const { return tag_ == Tag::Bool; }
  bool isDevice() const { return tag_ == Tag::Device; }
  bool isDtype() const { return tag_ == Tag::Dtype; }
  /// A dtype value as Python-level code sees it (toInt() gives the ScalarType).
  static IValue dtype(int64_t scalar_type) {
    IValue v(scalar_type);
    v.tag_ = Tag::Dtype;
    return v;
  }
  bool isStr() const { return tag_ == Tag::Str; }
  bool isComplex() const { return tag_ == Tag::Complex; }
  bool isTensor() const { return tag_ == Tag::Tensor; }
  bool isList() const { return tag_ == Tag::List; }
  bool isDict() const { return tag_ == Tag::Dict; }
  bool isTuple() const { return tag_ == Tag::Tuple; }
  bool isObject() const { return tag_ == Tag::Object; }
  bool isEnum() const { return tag_ == Tag::Enum; }
  bool isFuture() const { return tag_ == Tag::Future; }
  bool isFunction() const { return tag_ == Tag::Function; }
  bool isGenerator() const { return tag_ == Tag::Generator; }

  int64_t toInt() const { return pl_.i; }
  double toDouble() const { return pl_.d; }
  bool toBool() const { return pl_.b; }
  Device toDevice() const { return Device{static_cast<Device::Type>(pl_.dev[0]), pl_.dev[1]}; }
  /// int or float (or bool) as a double, for `number` arguments.
  double toNumber() const {
    return tag_ == Tag::Double ? pl_.d : tag_ == Tag::Bool ? pl_.b : static_cast<double>(pl_.i);
  }
  const std::string& toStr() const;
  std::complex<double> toComplex() const;
  Tensor toTensor() const;
  ListObj* toList() const { return reinterpret_cast<ListObj*>(pl_.p); }
  DictObj* toDict() const { return reinterpret_cast<DictObj*>(pl_.p); }
  TupleObj* toTuple() const { return reinterpret_cast<TupleObj*>(pl_.p); }
  Object* toObject() const { return reinterpret_cast<Object*>(pl_.p); }
  EnumObj* toEnum() const { return reinterpret_cast<EnumObj*>(pl_.p); }
  FutureObj* toFuture() const { return reinterpret_cast<FutureObj*>(pl_.p); }
  Function* toFunction() const { return reinterpret_cast<Function*>(pl_.p); }
  Generator* toGenerator() const;
  CapsuleObj* toCapsule() const { return reinterpret_cast<CapsuleObj*>(pl_.p); }
  RefCounted* toRefCounted() const { return pl_.p; }

  /// Python `is`: identity for heap values, equality for payload values.
  bool isSameIdentity(const IValue& o) const;

 private:
  IValue(Tag tag, RefCounted* p) : tag_(tag) {
    pl_.p = p;
    if (p) p->incref();
  }
  union Payload {
    int64_t i;
    double d;
    bool b;
    int8_t dev[2];  // Device{type, index}
    RefCounted* p;
  } pl_;
  Tag tag_;
};

static_assert(sizeof(IValue) == 16, "IValue must stay 16 bytes");

using Stack = std::vector<IValue>;

// ---- heap objects ------------------------------------------------------- //

struct StrObj : RefCounted {
  explicit StrObj(std::string v, bool bytes = false) : value(std::move(v)), is_bytes(bytes) {}
  std::string value;
  /// Python `bytes` (a `b"..."` literal, a `_extra_files` value): a str to
  /// every operator, but Python-level printing shows `b'...'`.
  bool is_bytes = false;
  /// Whether value is all ASCII, computed once: Python-level `s[i]` and
  /// `len(s)` count code points, which is then O(1). Code that changes
  /// `value` in place (a unique `s += t`) calls valueChanged().
  bool isAscii() const {
    int8_t a = ascii_.load(std::memory_order_relaxed);
    if (a < 0) {
      a = 1;
      for (unsigned char c : value) a = c < 0x80 ? a : 0;
      ascii_.store(a, std::memory_order_relaxed);
    }
    return a == 1;
  }
  void valueChanged() { ascii_.store(-1, std::memory_order_relaxed); }

 private:
  mutable std::atomic<int8_t> ascii_{-1};
};

/// A Python bytes value (see StrObj::is_bytes).
inline IValue makeBytes(std::string v) { return IValue(Ref<StrObj>(new StrObj(std::move(v), true))); }
/// Whether a str value is Python bytes.
inline bool isBytes(const IValue& v) {
  return v.isStr() && static_cast<const StrObj*>(v.toRefCounted())->is_bytes;
}

/// An opaque object Python-level code can hold and print but not look into
/// (a tensor's grad_fn); the Capsule type.
struct CapsuleObj : RefCounted {
  /// The Python class name its repr shows: `<MulBackward0 object at 0x...>`.
  virtual std::string className() const = 0;
};

struct ComplexObj : RefCounted {
  explicit ComplexObj(std::complex<double> v) : value(v) {}
  std::complex<double> value;
};

// Note [Iterative destruction]: lists, tuples, dicts and objects free their
// elements with a worklist (ivalue.cpp), so dropping a value nested a
// million deep, or a long chain of objects, never recurses.

struct ListObj : RefCounted {
  ListObj(TypePtr elem, std::vector<IValue> v = {}) : elem_type(elem), items(std::move(v)) {}
  ~ListObj() override;
  TypePtr elem_type;
  std::vector<IValue> items;
  /// Made by Python-level `x.shape`: prints as `torch.Size([...])`.
  bool python_size = false;
  /// Made by Python-level `tuple(a_list)`, whose length no static type
  /// knows: a list that prints as a tuple.
  bool python_tuple = false;
};

struct TupleObj : RefCounted {
  explicit TupleObj(std::vector<IValue> v, TypePtr named = nullptr)
      : items(std::move(v)), named_type(named) {}
  ~TupleObj() override;
  std::vector<IValue> items;
  TypePtr named_type;  ///< the NamedTuple type, or nullptr for plain tuples
};

/// Hash and equality of dict keys (int, float, bool, str, complex, tensor by
/// identity, device).
size_t hashKey(const IValue& v);
bool keysEqual(const IValue& a, const IValue& b);

/// An insertion-ordered dict (Python semantics). Lookup goes through an open
/// addressing index into `entries`; erased entries are compacted at once, so
/// iteration order is always the order of `entries`.
struct DictObj : RefCounted {
  DictObj(TypePtr key, TypePtr value) : key_type(key), value_type(value) {}
  ~DictObj() override;
  TypePtr key_type, value_type;
  std::vector<std::pair<IValue, IValue>> entries;

  /// Index of `key` in entries, or -1 (Note [Dict find hint]).
  int64_t find(const IValue& key) const;
  void insert(const IValue& key, IValue value);
  bool erase(const IValue& key);
  void clear();
  size_t size() const { return entries.size(); }

 private:
  void rebuildIndex();
  std::vector<int64_t> index_;  // slot -> entry index, -1 empty
  mutable int64_t hint_ = -1;   // the last index find returned; only read and written through atomic_ref
};

/// An instance of a script class or module.
struct Object : RefCounted {
  explicit Object(ClassType* t) : type(t), slots(t->attributes().size()) {}
  ~Object() override;
  ClassType* type;
  std::vector<IValue> slots;
  IValue& slot(size_t i) {
    if (i >= slots.size()) slots.resize(i + 1);
    return slots[i];
  }
};

struct EnumObj : RefCounted {
  EnumObj(const EnumType* t, std::string n, IValue v) : type(t), name(std::move(n)), value(std::move(v)) {}
  const EnumType* type;
  std::string name;
  IValue value;
};

/// Convenience constructors.
IValue makeList(TypePtr elem, std::vector<IValue> items = {});
IValue makeTuple(std::vector<IValue> items);
IValue makeDict(TypePtr key, TypePtr value);

/// The most precise type of a run-time value (for constants and for values
/// that cross from Python-level code into script code).
TypePtr runtimeType(const IValue& v);

/// Whether v can be passed where `type` is expected.
bool valueMatchesType(const IValue& v, TypePtr type);

/// Python's name for the type of `v` ("int", "list", ...; "object" for
/// values without a plain Python type), for messages.
const char* pythonTypeName(const IValue& v);

/// Python `==` on values.
bool valuesEqual(const IValue& a, const IValue& b);

}  // namespace ts
