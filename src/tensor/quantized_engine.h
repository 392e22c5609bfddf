// ===--- quantized_engine.h - the current quantized engine ----------------=== //
// Note [Quantized engines]: PyTorch 1.13 computes quantized operators with
// one of several engines, chosen process-wide by
// torch.backends.quantized.engine. On x86 without FBGEMM (the build we
// reproduce) they are 'qnnpack', 'none' and 'onednn', the default. The
// engines round differently: QNNPACK requantizes conv/linear with a float
// multiplier on an int32 accumulator that holds the quantized bias and adds
// with fixed-point multipliers; oneDNN keeps the bias in float and scales by
// reciprocals; the operators oneDNN does not provide (add, activations,
// pooling) run ATen's generic kernels. PyTorch packs weights for the engine
// current at load and dispatches those on the packing; we read the engine
// when the operator runs, which differs only if a program switches the
// engine between loading a model and calling it.
#pragma once

#include <string>
#include <vector>

namespace ts::quant {

enum class Engine { None, QNNPACK, OneDNN };

/// The engine quantized operators use now (OneDNN unless set).
Engine currentEngine();
/// Sets the engine; throws ts::Error with PyTorch's message for a name that
/// is no engine or one this build lacks ('fbgemm', 'x86').
void setEngine(const std::string& name);
/// The engine's name as torch.backends.quantized.engine gives it.
std::string engineName(Engine e);
/// torch.backends.quantized.supported_engines.
std::vector<std::string> supportedEngines();

}  // namespace ts::quant
