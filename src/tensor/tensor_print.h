// ===--- tensor_print.h - Python repr and C++ operator<< of tensors -------=== //
// Two formats: pythonRepr reproduces torch/_tensor_str.py (what `print(t)`
// shows at top level); cppPrint reproduces ATen's Formatting.cpp (what
// `print(t)` shows inside TorchScript).
#pragma once

#include <string>

#include "tensor/tensor.h"

namespace ts {

/// Options of torch.set_printoptions.
struct PrintOptions {
  int precision = 4;
  double threshold = 1000;
  int edgeitems = 3;
  int linewidth = 80;
  int sci_mode = -1;  ///< -1 = automatic, 0 = off, 1 = on
};

/// repr(t) / str(t) in Python: "tensor([1., 2.])"; `name` replaces "tensor"
/// (a torch.Tensor subclass prints its class name: "MyT([1., 2.])").
std::string pythonRepr(const Tensor& t, const PrintOptions& opts = PrintOptions(), const std::string& name = "tensor");
/// `format(t, spec)` for 0-dim tensors uses the item; other specs are Python's job.
/// Text of the C++ stream print, e.g. " 1\n 2\n[ CPUFloatType{2} ]" (no trailing newline).
/// `legacy_type_name` spells the type as ATen's Tensor::toString does under
/// Python ("torch.FloatTensor"), as operators that stream an at::Tensor
/// into an error message show it.
std::string cppPrint(const Tensor& t, int64_t linesize = 80, bool legacy_type_name = false);
/// "CPUFloatType" (c10 toString of the tensor's type).
std::string cppTypeString(ScalarType t);

/// Python '{:.<prec>f}' / '{:.<prec>e}' / '{:.0f}' of a double, with Python's
/// spelling of nan and inf.
std::string pyFormatFixed(double v, int precision);
std::string pyFormatSci(double v, int precision);

}  // namespace ts
