// ===--- cpp_type_name.cpp - a dtype's C++ type name ---------------------=== //
#include "tensor/cpp_type_name.h"

namespace ts {

std::string cppTypeName(ScalarType t) {
  switch (t) {
    case ScalarType::Bool: return "bool";
    case ScalarType::Byte: return "unsigned char";
    case ScalarType::Char: return "signed char";
    case ScalarType::Short: return "short int";
    case ScalarType::Int: return "int";
    case ScalarType::Long: return "long int";
    case ScalarType::Half: return "c10::Half";
    case ScalarType::BFloat16: return "c10::BFloat16";
    case ScalarType::Float: return "float";
    case ScalarType::Double: return "double";
    case ScalarType::ComplexFloat: return "c10::complex<float>";
    case ScalarType::ComplexDouble: return "c10::complex<double>";
    case ScalarType::ComplexHalf: return "c10::complex<c10::Half>";
    case ScalarType::QInt8: return "c10::qint8";
    case ScalarType::QUInt8: return "c10::quint8";
    case ScalarType::QInt32: return "c10::qint32";
    case ScalarType::QUInt4x2: return "c10::quint4x2";
    case ScalarType::QUInt2x4: return "c10::quint2x4";
    default: return scalarTypeName(t);
  }
}

}  // namespace ts
