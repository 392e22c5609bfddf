// ===--- distributions_sources.h - torch.distributions Python sources ----=== //
// The Python text of torch.distributions, split by topic across
// distributions_*_py.cpp; distributions_py.cpp runs them into their modules.
#pragma once

namespace ts::py {

extern const char* kDistUtilsPy;          ///< torch.distributions.utils
extern const char* kDistConstraintsPy;    ///< torch.distributions.constraints
extern const char* kDistTransformsPy;     ///< torch.distributions.transforms
extern const char* kDistBasePy;           ///< Distribution, ExponentialFamily, kl registry
extern const char* kDistDiscretePy;       ///< Categorical, Bernoulli, Poisson, ...
extern const char* kDistContinuousPy;     ///< Normal, Uniform, Gamma, ...
extern const char* kDistMultivariatePy;   ///< MultivariateNormal, Independent, Transformed, ...
extern const char* kDistMorePy;           ///< Multinomial, Gumbel, StudentT, ...
extern const char* kDistKlPy;             ///< the registered kl_divergence pairs
extern const char* kDistTransformsExtraPy;  ///< CorrCholesky/Cat/StackTransform, transforms.__all__
extern const char* kDistExtraPy;          ///< ContinuousBernoulli, VonMises, Kumaraswamy, ...
extern const char* kDistExtraMatrixPy;    ///< LowRankMultivariateNormal, LKJCholesky, Wishart
extern const char* kDistExtraKlPy;        ///< kl_divergence pairs of the extra families
extern const char* kDistConstraintRegistryPy;  ///< torch.distributions.constraint_registry

}  // namespace ts::py
