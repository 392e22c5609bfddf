// ===--- nn_gelu.cpp - GELU (erf form) as PyTorch 1.13 computes it --------=== //
// Note [GELU paths]: PyTorch 1.13's gelu(x, approximate="none") takes one of
// three paths (measured against PyTorch 1.13.1 on random inputs in every
// layout below, bit for bit):
//  - a contiguous float tensor of more than one element goes to oneDNN's
//    eltwise gelu_erf (at::native gelu_out_cpu, use_mkldnn). oneDNN 2.6
//    computes erf by Abramowitz and Stegun 7.1.26 with its own exp
//    polynomial, in vector registers with real FMAs on AVX2/AVX-512
//    machines; the result differs from x/2 * (1 + erf(x/sqrt 2)) in the
//    last bits of most elements. geluErfOneDnnRun does the same operations
//    element by element with std::fma, so the result does not depend on our
//    SIMD level either.
//  - other float and double tensors go to ATen's GeluKernel: an inner run
//    that is contiguous takes x * 0.5 * (1 + erf(x * M_SQRT1_2)) with the
//    vectorized erf on every element (the vml erf of vec_math: SLEEF, or the
//    C library at ATEN_CPU_CAPABILITY=default);
//  - a strided inner run, and a one-element tensor, the same formula with
//    the C library's erf.
#include "tensor/nn_gelu.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "tensor/nn_util.h"
#include "tensor/parallel.h"
#include "tensor/tensor_iterator.h"
#include "tensor/vec_math.h"

namespace ts::nn {
namespace {

float bitsToFloat(uint32_t b) {
  float f;
  std::memcpy(&f, &b, sizeof f);
  return f;
}

uint32_t floatToBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

/// oneDNN's constants (jit_uni_eltwise_injector: exp and gelu_erf tables).
struct OneDnnConsts {
  float ln_flt_min = bitsToFloat(0xc2aeac50), ln_flt_max = bitsToFloat(0x42b17218);
  float log2e = bitsToFloat(0x3fb8aa3b), ln2 = bitsToFloat(0x3f317218);
  float exp_pol[5] = {bitsToFloat(0x3f7ffffb), bitsToFloat(0x3efffee3), bitsToFloat(0x3e2aad40),
                      bitsToFloat(0x3d2b9d0d), bitsToFloat(0x3c07cfce)};
  float approx = bitsToFloat(0x3ea7ba05), one_over_sqrt2 = bitsToFloat(0x3f3504f3);
  float erf_pol[5] = {bitsToFloat(0x3e827906), bitsToFloat(0xbe91a98e), bitsToFloat(0x3fb5f0e3),
                      bitsToFloat(0xbfba00e3), bitsToFloat(0x3f87dc22)};
};

/// oneDNN's exp: 2 * 2^(n-1) * p(r) with n = floor(x log2 e + 1/2), r = x - n ln 2
/// (one FMA), inputs below log(FLT_MIN) giving 0. Separate multiply and
/// add where oneDNN has them: no contraction.
[[gnu::always_inline]] inline float oneDnnExp(float x, const OneDnnConsts& k) {
  const bool underflow = x < k.ln_flt_min;
  x = std::fmax(std::fmin(x, k.ln_flt_max), k.ln_flt_min);
  float fx = x * k.log2e;
  fx = fx + 0.5f;
  const float n = std::floor(fx);
  const float r = std::fma(-n, k.ln2, x);
  const int32_t e = static_cast<int32_t>(n - 1.0f) + 127;
  const float scale = underflow ? 0.0f : bitsToFloat(static_cast<uint32_t>(e) << 23);
  float p = k.exp_pol[4];
  for (int i = 3; i >= 0; --i) p = std::fma(p, r, k.exp_pol[i]);
  p = std::fma(p, r, 1.0f);
  return p * scale * 2.0f;
}

[[gnu::always_inline]] inline float oneDnnGelu(float s, const OneDnnConsts& k) {
  const float x = s * k.one_over_sqrt2;
  const float t = 1.0f / std::fma(k.approx, std::fabs(x), 1.0f);
  const float e = -oneDnnExp(-(x * x), k);
  float r = k.erf_pol[4];
  for (int i = 3; i >= 0; --i) r = std::fma(r, t, k.erf_pol[i]);
  float erf = std::fma(e * t, r, 1.0f);
  erf = bitsToFloat(floatToBits(erf) ^ (floatToBits(s) & 0x80000000u));
  const float half = s * 0.5f;
  return std::fma(erf, half, half);
}

/// x * 0.5 * (1 + erf(x * M_SQRT1_2)), ATen's formula, with erf given.
template <typename T>
T atenGelu(T x, T erf) {
  return x * T(0.5) * (T(1) + erf);
}

template <typename T>
void atenGeluRun(const T* in, int64_t in_step, T* out, int64_t out_step, int64_t n, bool contiguous) {
  const T alpha = static_cast<T>(M_SQRT1_2);
  if (!contiguous) {
    for (int64_t i = 0; i < n; ++i) {
      const T x = in[i * in_step];
      out[i * out_step] = atenGelu(x, std::erf(x * alpha));
    }
    return;
  }
  // The vectorized erf on every element of the run (Note [GELU paths]).
  constexpr int64_t kBlock = 256;
  T buf[kBlock];
  for (int64_t i0 = 0; i0 < n; i0 += kBlock) {
    const int64_t m = std::min(kBlock, n - i0);
    for (int64_t i = 0; i < m; ++i) buf[i] = in[i0 + i] * alpha;
    mathRun(MathFn::Erf, buf, buf, m);
    for (int64_t i = 0; i < m; ++i) out[i0 + i] = atenGelu(in[i0 + i], buf[i]);
  }
}

}  // namespace

// Clones with real FMAs vectorize the loop; contraction stays off so the
// separate multiplies and adds round as oneDNN's do.
__attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default"), optimize("fp-contract=off"))) void
geluErfOneDnnRun(
    const float* in, float* out, int64_t n) {
  const OneDnnConsts k;
  for (int64_t i = 0; i < n; ++i) out[i] = oneDnnGelu(in[i], k);
}

Tensor geluErf(const Tensor& self) {
  if (self.dtype() == ScalarType::Float && self.numel() > 1 && self.is_contiguous()) {
    Tensor out = emptyTensor(self.sizes(), self.dtype());
    const float* src = static_cast<const float*>(self.data_ptr());
    float* dst = static_cast<float*>(out.data_ptr());
    parallelFor(0, self.numel(), kGrainSize,
                [&](int64_t b, int64_t e) { geluErfOneDnnRun(src + b, dst + b, e - b); });
    return out;
  }
  TensorIter it;
  it.addOutput(Tensor()).addInput(self);
  it.build();
  const bool one = self.numel() == 1;
  nn_detail::dispatchFloatDouble(self.dtype(), "GeluKernelImpl", [&](auto tag) {
    using T = typename decltype(tag)::type;
    it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
      const bool contiguous = !one && s[0] == sizeof(T) && s[1] == sizeof(T);
      atenGeluRun(reinterpret_cast<const T*>(data[1]), s[1] / int64_t(sizeof(T)), reinterpret_cast<T*>(data[0]),
                  s[0] / int64_t(sizeof(T)), n, contiguous);
    });
  });
  return it.finish();
}

}  // namespace ts::nn
