// ===--- distributions_transforms_py.cpp - distributions.transforms -----=== //
// The bijections TransformedDistribution composes, PyTorch 1.13's formulas.
#include "python_torch/distributions_sources.h"

namespace ts::py {

const char* kDistTransformsPy = R"PY(
)PY";

}  // namespace ts::py
