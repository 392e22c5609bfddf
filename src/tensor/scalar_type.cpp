// ===--- scalar_type.cpp - dtype tables -----------------------------------=== //
// Names, sizes and the promotion lattice, transcribed from c10 1.13 and
// checked against torch.promote_types.
#include "tensor/scalar_type.h"

#include "support/error.h"

#include <atomic>

namespace ts {

namespace {
struct TypeInfo {
  const char* c10_name;
  const char* py_name;
  size_t size;
};

constexpr TypeInfo kTypeInfo[kNumScalarTypes] = {
    {"Byte", "torch.uint8", 1},          {"Char", "torch.int8", 1},
    {"Short", "torch.int16", 2},         {"Int", "torch.int32", 4},
    {"Long", "torch.int64", 8},          {"Half", "torch.float16", 2},
    {"Float", "torch.float32", 4},       {"Double", "torch.float64", 8},
    {"ComplexHalf", "torch.complex32", 4}, {"ComplexFloat", "torch.complex64", 8},
    {"ComplexDouble", "torch.complex128", 16}, {"Bool", "torch.bool", 1},
    {"QInt8", "torch.qint8", 1},         {"QUInt8", "torch.quint8", 1},
    {"QInt32", "torch.qint32", 4},       {"BFloat16", "torch.bfloat16", 2},
    {"QUInt4x2", "torch.quint4x2", 1},   {"QUInt2x4", "torch.quint2x4", 1},
};

constexpr ScalarType u1 = ScalarType::Byte, i1 = ScalarType::Char, i2 = ScalarType::Short,
                     i4 = ScalarType::Int, i8 = ScalarType::Long, f2 = ScalarType::Half,
                     f4 = ScalarType::Float, f8 = ScalarType::Double,
                     c2 = ScalarType::ComplexHalf, c4 = ScalarType::ComplexFloat,
                     c8 = ScalarType::ComplexDouble, b1 = ScalarType::Bool,
                     bf = ScalarType::BFloat16, ud = ScalarType::Undefined;

// Rows/columns in ScalarType order, quantized rows omitted (handled apart).
constexpr ScalarType kPromote[16][16] = {
    /*        u1  i1  i2  i4  i8  f2  f4  f8  c2  c4  c8  b1  q1  q2  q3  bf*/
    /* u1 */ {u1, i2, i2, i4, i8, f2, f4, f8, c2, c4, c8, u1, ud, ud, ud, bf},
    /* i1 */ {i2, i1, i2, i4, i8, f2, f4, f8, c2, c4, c8, i1, ud, ud, ud, bf},
    /* i2 */ {i2, i2, i2, i4, i8, f2, f4, f8, c2, c4, c8, i2, ud, ud, ud, bf},
    /* i4 */ {i4, i4, i4, i4, i8, f2, f4, f8, c2, c4, c8, i4, ud, ud, ud, bf},
    /* i8 */ {i8, i8, i8, i8, i8, f2, f4, f8, c2, c4, c8, i8, ud, ud, ud, bf},
    /* f2 */ {f2, f2, f2, f2, f2, f2, f4, f8, c2, c4, c8, f2, ud, ud, ud, f4},
    /* f4 */ {f4, f4, f4, f4, f4, f4, f4, f8, c4, c4, c8, f4, ud, ud, ud, f4},
    /* f8 */ {f8, f8, f8, f8, f8, f8, f8, f8, c8, c8, c8, f8, ud, ud, ud, f8},
    /* c2 */ {c2, c2, c2, c2, c2, c2, c4, c8, c2, c4, c8, c2, ud, ud, ud, c4},
    /* c4 */ {c4, c4, c4, c4, c4, c4, c4, c8, c4, c4, c8, c4, ud, ud, ud, c4},
    /* c8 */ {c8, c8, c8, c8, c8, c8, c8, c8, c8, c8, c8, c8, ud, ud, ud, c8},
    /* b1 */ {u1, i1, i2, i4, i8, f2, f4, f8, c2, c4, c8, b1, ud, ud, ud, bf},
    /* q1 */ {ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud},
    /* q2 */ {ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud},
    /* q3 */ {ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud, ud},
    /* bf */ {bf, bf, bf, bf, bf, f4, f4, f8, c4, c4, c8, bf, ud, ud, ud, bf},
};
}  // namespace

size_t elementSize(ScalarType t) {
  int i = static_cast<int>(t);
  return (i >= 0 && i < kNumScalarTypes) ? kTypeInfo[i].size : 0;
}

std::string dtypeName(ScalarType t) {
  int i = static_cast<int>(t);
  return (i >= 0 && i < kNumScalarTypes) ? kTypeInfo[i].py_name : "Undefined";
}

const char* scalarTypeName(ScalarType t) {
  int i = static_cast<int>(t);
  return (i >= 0 && i < kNumScalarTypes) ? kTypeInfo[i].c10_name : "Undefined";
}

ScalarType scalarTypeFromInt(int64_t v) {
  TS_CHECK(v >= 0 && v < kNumScalarTypes, "Unknown dtype " + std::to_string(v));
  return static_cast<ScalarType>(v);
}

ScalarType toRealValueType(ScalarType t) {
  switch (t) {
    case ScalarType::ComplexHalf: return ScalarType::Half;
    case ScalarType::ComplexFloat: return ScalarType::Float;
    case ScalarType::ComplexDouble: return ScalarType::Double;
    default: return t;
  }
}

ScalarType toComplexType(ScalarType t) {
  switch (t) {
    case ScalarType::BFloat16:  // its range is float's (c10 maps it so)
      return ScalarType::ComplexFloat;
    case ScalarType::Half: return ScalarType::ComplexHalf;
    case ScalarType::Float: return ScalarType::ComplexFloat;
    case ScalarType::Double: return ScalarType::ComplexDouble;
    case ScalarType::ComplexHalf:
    case ScalarType::ComplexFloat:
    case ScalarType::ComplexDouble: return t;
    default:
      throw Error(std::string("Unknown Complex ScalarType for ") + scalarTypeName(t));
  }
}

ScalarType promoteTypes(ScalarType a, ScalarType b) {
  if (a == b) return a;
  if (a == ScalarType::Undefined || b == ScalarType::Undefined) return ScalarType::Undefined;
  if (isQuantizedType(a) || isQuantizedType(b)) {
    throw Error(std::string("promoteTypes with quantized numbers is not handled yet; figure out "
                            "what the correct rules should be, offending types: ") +
                scalarTypeName(a) + " " + scalarTypeName(b));
  }
  return kPromote[static_cast<int>(a)][static_cast<int>(b)];
}

namespace {
std::atomic<ScalarType> default_float{ScalarType::Float};
}  // namespace

ScalarType defaultFloatType() { return default_float.load(std::memory_order_relaxed); }

ScalarType defaultComplexType() { return toComplexType(defaultFloatType()); }

void setDefaultFloatType(ScalarType t) {
  if (!isFloatingType(t)) throw Error("only floating-point types are supported as the default type", ErrorKind::TypeError);
  default_float.store(t, std::memory_order_relaxed);
}

}  // namespace ts
