// ===--- cpp_type_name.h - a dtype's C++ type name, as ATen prints it ------=== //
// ATen's messages that print a caffe2::TypeMeta (TensorOptions, "Expected out
// tensor to have dtype float, but got long int instead") name the C++ type,
// not the ScalarType.
#pragma once

#include <string>

#include "tensor/scalar_type.h"

namespace ts {

/// `float`, `long int`, `c10::Half`, `c10::complex<double>`, ...
std::string cppTypeName(ScalarType t);

}  // namespace ts
