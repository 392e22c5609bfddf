// ===--- ops_random.h - random sampling ops -------------------------------=== //
// Each op takes the Generator explicitly; values match torch.manual_seed
// streams of PyTorch 1.13 (non-MKL CPU paths, AVX2 normal fill).
#pragma once

#include <optional>

#include "tensor/generator.h"
#include "tensor/tensor.h"

namespace ts {

/// Fills with U[from, to) (float32 uses 24 random bits, float64 53).
Tensor uniform_(const Tensor& self, double from, double to, Generator& gen);
/// Fills with N(mean, std^2); contiguous tensors of >= 16 elements use the
/// 16-wide Box-Muller path (regenerating the last 16 when n % 16 != 0).
Tensor normal_(const Tensor& self, double mean, double std, Generator& gen);
/// Fills with 0/1 drawn with probability p.
Tensor bernoulli_(const Tensor& self, double p, Generator& gen);
/// Elementwise probabilities (broadcast to self).
Tensor bernoulli_(const Tensor& self, const Tensor& p, Generator& gen);
/// torch.bernoulli(p): a new tensor like p.
Tensor bernoulli(const Tensor& p, Generator& gen);
/// exponential_(lambda): -log(1 - U) / lambda per element (see Note [Scalar distributions]).
Tensor exponential_(const Tensor& self, double lambd, Generator& gen);
/// geometric_(p): ceil(log(U) / log(1 - p)).
Tensor geometric_(const Tensor& self, double p, Generator& gen);
/// cauchy_(median, sigma): median + sigma * tan(pi * (U - 0.5)).
Tensor cauchy_(const Tensor& self, double median, double sigma, Generator& gen);
/// log_normal_(mean, std): exp of a normal draw.
Tensor log_normal_(const Tensor& self, double mean, double std, Generator& gen);
/// torch.poisson: one sample per rate (ATen's sample_poisson).
Tensor poisson(const Tensor& rates, Generator& gen);
/// torch._standard_gamma: one Gamma(alpha, 1) draw per element (ATen's sample_gamma).
Tensor standardGamma(const Tensor& alpha, Generator& gen);
/// torch._sample_dirichlet: gamma draws normalized over the last dim.
Tensor sampleDirichlet(const Tensor& alpha, Generator& gen);
/// torch._standard_gamma_grad(alpha, x): d x / d alpha of a _standard_gamma draw.
Tensor standardGammaGrad(const Tensor& alpha, const Tensor& output);
/// torch.binomial(count, prob): ATen's sample_binomial (BTRS or inversion).
Tensor binomial(const Tensor& count, const Tensor& prob, Generator& gen);
/// random_(): integers over the dtype's exactly representable range.
Tensor random_(const Tensor& self, Generator& gen);
/// multinomial's argument checks (PyTorch's messages).
void checkMultinomialArgs(const Tensor& self, int64_t n_sample, bool replacement);
/// multinomial with replacement: inverse-CDF sampling per row.
Tensor multinomialWithReplacement(const Tensor& self, int64_t n_sample, Generator& gen);
/// Fills with integers in [from, to).
Tensor random_(const Tensor& self, int64_t from, int64_t to, Generator& gen);

Tensor rand(IntArrayRef size, Generator& gen, std::optional<ScalarType> dtype = std::nullopt);
Tensor randn(IntArrayRef size, Generator& gen, std::optional<ScalarType> dtype = std::nullopt);
/// randint(low, high, size): int64 by default.
Tensor randint(int64_t low, int64_t high, IntArrayRef size, Generator& gen,
               std::optional<ScalarType> dtype = std::nullopt);
Tensor randint(int64_t high, IntArrayRef size, Generator& gen,
               std::optional<ScalarType> dtype = std::nullopt);
Tensor randperm(int64_t n, Generator& gen, std::optional<ScalarType> dtype = std::nullopt);
Tensor rand_like(const Tensor& self, Generator& gen);
Tensor randn_like(const Tensor& self, Generator& gen);

}  // namespace ts
