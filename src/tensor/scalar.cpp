// ===--- scalar.cpp - Scalar conversions -----------------------------------=== //
#include "tensor/scalar.h"

#include <cstdio>

#include "support/error.h"

namespace ts {

ScalarType Scalar::type() const {
  switch (tag_) {
    case Tag::Int: return ScalarType::Long;
    case Tag::Double: return ScalarType::Double;
    case Tag::Bool: return ScalarType::Bool;
    case Tag::Complex: return ScalarType::ComplexDouble;
  }
  return ScalarType::Long;
}

int64_t Scalar::toLong() const {
  switch (tag_) {
    case Tag::Int:
    case Tag::Bool: return v_.i;
    case Tag::Double: return static_cast<int64_t>(v_.d);
    case Tag::Complex: return static_cast<int64_t>(v_.z[0]);
  }
  return 0;
}

double Scalar::toDouble() const {
  switch (tag_) {
    case Tag::Int:
    case Tag::Bool: return static_cast<double>(v_.i);
    case Tag::Double: return v_.d;
    case Tag::Complex: return v_.z[0];
  }
  return 0;
}

bool Scalar::toBool() const {
  switch (tag_) {
    case Tag::Int:
    case Tag::Bool: return v_.i != 0;
    case Tag::Double: return v_.d != 0;
    case Tag::Complex: return v_.z[0] != 0 || v_.z[1] != 0;
  }
  return false;
}

std::complex<double> Scalar::toComplexDouble() const {
  if (tag_ == Tag::Complex) return {v_.z[0], v_.z[1]};
  return {toDouble(), 0.0};
}

Scalar Scalar::operator-() const {
  switch (tag_) {
    case Tag::Int: return Scalar(static_cast<int64_t>(0 - static_cast<uint64_t>(v_.i)));
    case Tag::Double: return Scalar(-v_.d);
    case Tag::Bool: throw Error("torch boolean negative is not supported");
    case Tag::Complex: return Scalar(-toComplexDouble());
  }
  return *this;
}

std::string Scalar::str() const {
  char buf[64];
  switch (tag_) {
    case Tag::Int: return std::to_string(v_.i);
    case Tag::Bool: return v_.i ? "True" : "False";
    case Tag::Double: std::snprintf(buf, sizeof buf, "%.17g", v_.d); return buf;
    case Tag::Complex:
      std::snprintf(buf, sizeof buf, "(%.17g+%.17gj)", v_.z[0], v_.z[1]);
      return buf;
  }
  return "";
}

}  // namespace ts
