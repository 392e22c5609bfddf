// ===--- ops_random.cpp - sampling kernels ---------------------------------=== //
// Transcribes ATen's CPU distribution templates (uniform_real_distribution,
// normal_distribution with its cached sample, normal_fill with the AVX2
// avx_mathfun polynomials evaluated in scalar float, bernoulli, randperm).
#include "tensor/ops_random.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <vector>
#include <string>

#include "tensor/kernel_utils.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_reduce.h"
#include "tensor/ops_view.h"
#include "tensor/tensor_iterator.h"

namespace ts {

namespace {

std::string num(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

template <typename T> struct Digits;
template <> struct Digits<double> { static constexpr int value = 53; };
template <> struct Digits<float> { static constexpr int value = 24; };
template <> struct Digits<Half> { static constexpr int value = 11; };
template <> struct Digits<BFloat16> { static constexpr int value = 8; };

/// at::uniform_real_distribution<T>(from, to)(gen) (result in opmath type).
/// Note [uniform_ rounds once]: PyTorch's x86-64 wheels run the AVX2 build
/// of the kernel, where the compiler contracts `x * (to - from) + from` to
/// one fused multiply-add; std::fma gives those bits on any CPU (a separate
/// multiply and add differs in the last bits, e.g. nn.Linear's init).
template <typename T>
calc_t<T> uniformReal(Generator& gen, calc_t<T> from, calc_t<T> to) {
  using A = calc_t<T>;
  constexpr int kDigits = Digits<T>::value;
  if constexpr (std::is_same_v<T, double>) {
    uint64_t v = gen.random64() & ((uint64_t(1) << kDigits) - 1);
    A x = static_cast<A>(v) * (A(1) / static_cast<A>(uint64_t(1) << kDigits));
    return std::fma(x, to - from, from);
  } else {
    uint32_t v = gen.random() & ((uint32_t(1) << kDigits) - 1);
    A x = static_cast<A>(v) * (A(1) / static_cast<A>(uint32_t(1) << kDigits));
    return std::fma(x, to - from, from);
  }
}

/// at::normal_distribution<double>(mean, std)(gen), with the cached sample.
double normalDouble(Generator& gen, double mean, double std) {
  if (gen.next_double_normal) {
    double r = *gen.next_double_normal;
    gen.next_double_normal.reset();
    return r * std + mean;
  }
  double u1 = uniformReal<double>(gen, 0.0, 1.0);
  double u2 = uniformReal<double>(gen, 0.0, 1.0);
  double r = std::sqrt(-2.0 * std::log(1.0 - u2));
  double theta = 2.0 * M_PI * u1;
  gen.next_double_normal = r * std::sin(theta);
  return r * std::cos(theta) * std + mean;
}

// ---- avx_mathfun (Cephes) log and sincos in scalar float ----------------------
// Note [avx_mathfun contractions]: in PyTorch's AVX2 build the compiler fuses
// some of these multiply-adds into FMAs (the polynomial steps, `y*z + e*q1`,
// `yc*z - z/2`, `ys*x + x`) and not others; std::fma where it fused gives
// torch.randn's bits (checked against PyTorch 1.13.1 on 48000 samples).

inline uint32_t bitsOf(float f) { uint32_t u; std::memcpy(&u, &f, 4); return u; }
inline float floatOf(uint32_t u) { float f; std::memcpy(&f, &u, 4); return f; }

[[gnu::always_inline]] inline float cephesLog(float x) {
  x = std::max(x, floatOf(0x00800000u));
  int32_t imm0 = static_cast<int32_t>(bitsOf(x) >> 23);
  x = floatOf((bitsOf(x) & ~0x7f800000u) | bitsOf(0.5f));
  imm0 -= 0x7f;
  float e = static_cast<float>(imm0);
  e = e + 1.0f;
  bool mask = x < 0.707106781186547524f;
  float tmp = mask ? x : 0.0f;
  x = x - 1.0f;
  e = e - (mask ? 1.0f : 0.0f);
  x = x + tmp;
  float z = x * x;
  float y = 7.0376836292E-2f;
  const float p[] = {-1.1514610310E-1f, 1.1676998740E-1f, -1.2420140846E-1f, 1.4249322787E-1f,
                     -1.6668057665E-1f, 2.0000714765E-1f, -2.4999993993E-1f, 3.3333331174E-1f};
  for (float c : p) y = std::fma(y, x, c);
  y = y * x;
  y = std::fma(y, z, e * -2.12194440e-4f);
  tmp = z * 0.5f;
  y = y - tmp;
  tmp = e * 0.693359375f;
  x = x + y;
  x = x + tmp;
  return x;
}

[[gnu::always_inline]] inline void cephesSinCos(float xin, float& s, float& c) {
  uint32_t sign_sin = bitsOf(xin) & 0x80000000u;
  float x = floatOf(bitsOf(xin) & 0x7fffffffu);
  float y = x * 1.27323954473516f;
  int32_t imm2 = static_cast<int32_t>(y);
  imm2 = (imm2 + 1) & ~1;
  y = static_cast<float>(imm2);
  int32_t imm4 = imm2;
  uint32_t swap_sign_sin = static_cast<uint32_t>(imm2 & 4) << 29;
  bool poly_mask = (imm2 & 2) == 0;
  x = x + y * -0.78515625f;
  x = x + y * -2.4187564849853515625e-4f;
  x = x + y * -3.77489497744594108e-8f;
  imm4 = imm4 - 2;
  uint32_t sign_cos = static_cast<uint32_t>(~imm4 & 4) << 29;
  sign_sin ^= swap_sign_sin;
  float z = x * x;
  float yc = std::fma(2.443315711809948E-005f, z, -1.388731625493765E-003f);
  yc = std::fma(yc, z, 4.166664568298827E-002f);
  yc = yc * z;
  yc = std::fma(yc, z, -(z * 0.5f));
  yc = yc + 1.0f;
  float ys = std::fma(-1.9515295891E-4f, z, 8.3321608736E-3f);
  ys = std::fma(ys, z, -1.6666654611E-1f);
  ys = ys * z;
  ys = std::fma(ys, x, x);
  float ysin2 = poly_mask ? ys : 0.0f;
  float ysin1 = poly_mask ? 0.0f : yc;
  ys = ys - ysin2;
  yc = yc - ysin1;
  float sv = ysin1 + ysin2;
  float cv = yc + ys;
  s = floatOf(bitsOf(sv) ^ sign_sin);
  c = floatOf(bitsOf(cv) ^ sign_cos);
}

[[gnu::always_inline]] inline void normalFill16FloatBody(float* data, float mean, float std) {
  const float two_pi = static_cast<float>(2.0 * M_PI);
  for (int j = 0; j < 8; ++j) {
    float u1 = 1.0f - data[j];
    float u2 = data[j + 8];
    float radius = std::sqrt(-2.0f * cephesLog(u1));
    float theta = two_pi * u2;
    float sn, cs;
    cephesSinCos(theta, sn, cs);
    data[j] = std::fma(radius * cs, std, mean);
    data[j + 8] = std::fma(radius * sn, std, mean);
  }
}

// Note [Hardware FMA for randn]: without -mfma every std::fma above is a
// libm call (a quarter of torch.randn's time). The body compiled for
// AVX2+FMA runs them as instructions; an FMA rounds once either way, and
// fp-contract=off keeps the compiler from fusing the products the Note
// above leaves unfused, so both versions give the same bits.
__attribute__((target("avx2,fma"), optimize("fp-contract=off"))) void normalFill16FloatFma(float* data, float mean,
                                                                                          float std) {
  normalFill16FloatBody(data, mean, std);
}

__attribute__((optimize("fp-contract=off"))) void normalFill16Float(float* data, float mean, float std) {
  static const bool has_fma = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  if (has_fma) normalFill16FloatFma(data, mean, std);
  else normalFill16FloatBody(data, mean, std);
}

template <typename T>
void normalFill16Generic(T* data, T mean, T std) {
  using A = calc_t<T>;
  for (int j = 0; j < 8; ++j) {
    A u1 = A(1) - static_cast<A>(data[j]);
    A u2 = static_cast<A>(data[j + 8]);
    A radius = std::sqrt(A(-2) * std::log(u1));
    A theta = static_cast<A>(2.0f * M_PI * u2);
    data[j] = castValue<T>(radius * std::cos(theta) * static_cast<A>(std) + static_cast<A>(mean));
    data[j + 8] = castValue<T>(radius * std::sin(theta) * static_cast<A>(std) + static_cast<A>(mean));
  }
}

// at::native::templates::cpu::normal_fill: uniforms first, then Box-Muller
// over blocks of 16, then the last 16 regenerated when n % 16 != 0.
template <typename T>
void normalFill(T* data, int64_t size, double mean, double std, Generator& gen) {
  for (int64_t i = 0; i < size; ++i) data[i] = castValue<T>(uniformReal<T>(gen, 0, 1));
  auto block = [&](T* p) {
    if constexpr (std::is_same_v<T, float>) {
      normalFill16Float(p, static_cast<float>(mean), static_cast<float>(std));
    } else {
      normalFill16Generic<T>(p, castValue<T>(mean), castValue<T>(std));
    }
  };
  for (int64_t i = 0; i < size - 15; i += 16) block(data + i);
  if (size % 16 != 0) {
    T* tail = data + size - 16;
    for (int i = 0; i < 16; ++i) tail[i] = castValue<T>(uniformReal<T>(gen, 0, 1));
    block(tail);
  }
}

/// Runs f() -> value for every element of self in TensorIterator order.
template <typename T, typename F>
void serialFill(const Tensor& self, F f) {
  if (self.numel() == 0) return;
  if (self.is_contiguous()) {
    T* p = static_cast<T*>(self.data_ptr());
    for (int64_t i = 0; i < self.numel(); ++i) p[i] = f();
    return;
  }
  TensorIter it;
  it.addOutput(self).commonDtype(self.dtype()).build();
  it.forEach([&](char** data, const int64_t* s, int64_t n) {
    for (int64_t i = 0; i < n; ++i) *reinterpret_cast<T*>(data[0] + i * s[0]) = f();
  });
}

}  // namespace

Tensor uniform_(const Tensor& self, double from, double to, Generator& gen) {
  TS_CHECK(from <= to, "uniform_ expects to return a [from, to) range, but found from=" +
                           num(from) + " > to=" + num(to));
  dispatchFamily<Family::Floating>(self.dtype(), "uniform_kernel_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    using A = calc_t<T>;
    A f = static_cast<A>(castValue<T>(from)), t = static_cast<A>(castValue<T>(to));
    serialFill<T>(self, [&] { return castValue<T>(uniformReal<T>(gen, f, t)); });
  });
  return self;
}

Tensor normal_(const Tensor& self, double mean, double std, Generator& gen) {
  TS_CHECK(std >= 0.0, "normal expects std >= 0.0, but found std " + num(std));
  if (self.is_complex()) {
    // As ATen: the real view (last dim 2) gets std/sqrt(2), half the variance each part.
    DimVector sizes(self.sizes()), strides;
    for (int64_t s : self.strides()) strides.push_back(2 * s);
    sizes.push_back(2);
    strides.push_back(1);
    Tensor real(makeRef<TensorImpl>(self.storage(), toRealValueType(self.dtype()), std::move(sizes),
                                    std::move(strides), 2 * self.storage_offset()));
    normal_(real, mean, std / std::sqrt(2.0), gen);
    return self;
  }
  int64_t size = self.numel();
  dispatchFamily<Family::Floating>(self.dtype(), "normal_kernel_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if (size >= 16 && self.is_contiguous()) {
      normalFill<T>(static_cast<T*>(self.data_ptr()), size, mean, std, gen);
    } else {
      serialFill<T>(self, [&] { return castValue<T>(normalDouble(gen, mean, std)); });
    }
  });
  return self;
}

Tensor bernoulli_(const Tensor& self, double p, Generator& gen) {
  TS_CHECK(0 <= p && p <= 1, "bernoulli_ expects p to be in [0, 1], but got p=" + num(p));
  dispatchFamily<Family::All>(self.dtype(), "bernoulli_scalar_cpu_", [&](auto tag) {
    using T = typename decltype(tag)::type;
    serialFill<T>(self, [&] { return castValue<T>(uniformReal<double>(gen, 0.0, 1.0) < p); });
  });
  return self;
}

Tensor bernoulli_(const Tensor& self, const Tensor& p_in, Generator& gen) {
  Tensor p = p_in.expand(self.sizes());
  TensorIter it;
  it.addOutput(self).addInput(p).commonDtype(p.dtype());
  it.build();
  dispatchFamily<Family::All>(self.dtype(), "bernoulli_tensor_cpu_self_", [&](auto tag) {
    using T = typename decltype(tag)::type;
    dispatchFamily<Family::Floating>(p.dtype(), "bernoulli_tensor_cpu_p_", [&](auto ptag) {
      using P = typename decltype(ptag)::type;
      it.forEach([&](char** data, const int64_t* s, int64_t n) {
        for (int64_t i = 0; i < n; ++i) {
          calc_t<P> pv = static_cast<calc_t<P>>(*reinterpret_cast<const P*>(data[1] + i * s[1]));
          // c10's bernoulli_distribution checks each p as it is built (before drawing).
          TS_CHECK(pv >= 0 && pv <= 1,
                   "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  "
                   "If so, please report an enhancement request to PyTorch.)");
          bool r;
          if constexpr (std::is_same_v<P, double>) {
            r = uniformReal<double>(gen, 0.0, 1.0) < pv;
          } else {
            r = uniformReal<float>(gen, 0.0f, 1.0f) < static_cast<float>(pv);
          }
          *reinterpret_cast<T*>(data[0] + i * s[0]) = castValue<T>(r);
        }
      });
    });
  });
  return self;
}

Tensor bernoulli(const Tensor& p, Generator& gen) {
  Tensor out = emptyTensor(p.sizes(), p.dtype());  // ATen: LEGACY_CONTIGUOUS_MEMORY_FORMAT
  return bernoulli_(out, p, gen);
}

Tensor random_(const Tensor& self, int64_t from, int64_t to, Generator& gen) {
  TS_CHECK(from < to, "random_ expects 'from' to be less than 'to', but got from=" +
                          std::to_string(from) + " >= to=" + std::to_string(to));
  uint64_t range = static_cast<uint64_t>(to) - static_cast<uint64_t>(from);
  auto draw = [&] {
    uint64_t v = range >= (uint64_t(1) << 32) ? gen.random64() : gen.random();
    return static_cast<int64_t>(v % range + static_cast<uint64_t>(from));
  };
  if (self.dtype() == ScalarType::Bool) {  // ATen dispatches Bool here too
    serialFill<bool>(self, [&] { return draw() != 0; });
    return self;
  }
  dispatchFamily<Family::Numeric>(self.dtype(), "random_from_to_kernel_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    serialFill<T>(self, [&] { return castValue<T>(draw()); });
  });
  return self;
}

// Note [Scalar distributions]: exponential_, geometric_, cauchy_ and
// log_normal_ draw one double per element in order (ATen's
// cpu_serial_kernel with the at::*_distribution<double> transforms), then
// round to the dtype.
Tensor exponential_(const Tensor& self, double lambd, Generator& gen) {
  TS_CHECK(lambd > 0.0, "exponential_ expects lambda > 0.0, but found lambda=" + num(lambd));
  dispatchFamily<Family::Floating>(self.dtype(), "exponential_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    serialFill<T>(self, [&] { return castValue<T>(-1.0 / lambd * std::log(1.0 - uniformReal<double>(gen, 0.0, 1.0))); });
  });
  return self;
}

Tensor geometric_(const Tensor& self, double p, Generator& gen) {
  TS_CHECK(0 < p && p < 1, "geometric_ expects p to be in (0, 1), but got p=" + num(p));
  dispatchFamily<Family::Numeric>(self.dtype(), "geometric_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    serialFill<T>(self, [&] { return castValue<T>(std::ceil(std::log(uniformReal<double>(gen, 0.0, 1.0)) / std::log(1.0 - p))); });
  });
  return self;
}

Tensor cauchy_(const Tensor& self, double median, double sigma, Generator& gen) {
  dispatchFamily<Family::Floating>(self.dtype(), "cauchy_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    serialFill<T>(self, [&] {
      return castValue<T>(median + sigma * std::tan(M_PI * (uniformReal<double>(gen, 0.0, 1.0) - 0.5)));
    });
  });
  return self;
}

Tensor log_normal_(const Tensor& self, double mean, double std, Generator& gen) {
  TS_CHECK(std > 0.0, "log_normal_ expects std > 0.0, but found std=" + num(std));
  dispatchFamily<Family::Floating>(self.dtype(), "log_normal_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    serialFill<T>(self, [&] { return castValue<T>(std::exp(normalDouble(gen, mean, std))); });
  });
  return self;
}

namespace {

/// ATen's sample_poisson: transformed rejection (Hoermann 1993) for
/// lambda >= 10, multiplication of uniforms below.
int64_t samplePoisson(double lambda, Generator& gen) {
  TS_CHECK(lambda >= 0, "invalid Poisson rate, expected rate to be non-negative");
  if (lambda >= 10) {
    double slam = std::sqrt(lambda), loglam = std::log(lambda);
    double b = 0.931 + 2.53 * slam, a = -0.059 + 0.02483 * b;
    double invalpha = 1.1239 + 1.1328 / (b - 3.4), vr = 0.9277 - 3.6224 / (b - 2);
    while (true) {
      double u = uniformReal<double>(gen, 0.0, 1.0) - 0.5;
      double v = uniformReal<double>(gen, 0.0, 1.0);
      double us = 0.5 - std::fabs(u);
      auto k = static_cast<int64_t>(std::floor((2 * a / us + b) * u + lambda + 0.43));
      if (us >= 0.07 && v <= vr) return k;
      if (k < 0 || (us < 0.013 && v > us)) continue;
      if (std::log(v) + std::log(invalpha) - std::log(a / (us * us) + b) <=
          -lambda + static_cast<double>(k) * loglam - std::lgamma(static_cast<double>(k) + 1)) {
        return k;
      }
    }
  }
  if (lambda == 0) return 0;
  double enlam = std::exp(-lambda), prod = 1.0;
  int64_t x = 0;
  while (true) {
    prod *= uniformReal<double>(gen, 0.0, 1.0);
    if (prod > enlam) ++x;
    else return x;
  }
}

}  // namespace

Tensor poisson(const Tensor& rates, Generator& gen) {
  Tensor out = emptyTensor(rates.sizes(), rates.dtype());
  Tensor r = contiguous(rates.to(ScalarType::Double));
  const double* rp = r.data_ptr<double>();
  int64_t i = 0;
  dispatchFamily<Family::Floating>(rates.dtype(), "poisson_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    serialFill<T>(out, [&] { return castValue<T>(static_cast<double>(samplePoisson(rp[i++], gen))); });
  });
  return out;
}

Tensor random_(const Tensor& self, Generator& gen) {
  // uniform_int_distribution: 64-bit draws for int64/double, 32-bit otherwise,
  // reduced modulo the dtype's range of exactly representable integers.
  dispatchFamily<Family::All>(self.dtype(), "random_kernel_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    serialFill<T>(self, [&] {
      if constexpr (std::is_same_v<T, bool>) {
        return static_cast<bool>(gen.random() & 1);
      } else if constexpr (std::is_same_v<T, int64_t>) {
        return static_cast<T>(gen.random64() % (static_cast<uint64_t>(INT64_MAX) + 1));
      } else if constexpr (std::is_same_v<T, double>) {
        return static_cast<T>(gen.random64() % ((uint64_t(1) << 53) + 1));
      } else if constexpr (std::is_integral_v<T>) {
        return static_cast<T>(gen.random() % (static_cast<uint64_t>(std::numeric_limits<T>::max()) + 1));
      } else {
        return castValue<T>(static_cast<float>(gen.random() % ((uint64_t(1) << Digits<T>::value) + 1)));
      }
    });
  });
  return self;
}

namespace {

}  // namespace

void checkMultinomialArgs(const Tensor& self, int64_t n_sample, bool replacement) {
  TS_CHECK(self.dim() > 0 && self.dim() <= 2, "prob_dist must be 1 or 2 dim");
  TS_CHECK(isFloatingType(self.dtype()), std::string("multinomial only supports floating-point dtypes for input, got: ") +
                                             scalarTypeName(self.dtype()));
  TS_CHECK(n_sample > 0, "cannot sample n_sample <= 0 samples");
  TS_CHECK(replacement || n_sample <= self.size(-1), "cannot sample n_sample > prob_dist.size(-1) samples without replacement");
  TS_CHECK(self.size(-1) <= (int64_t(1) << 24), "number of categories cannot exceed 2^24");
}

namespace {

/// With replacement: per row, a normalized cumulative distribution (in the
/// input's dtype) searched with one uniform double per sample.
template <typename T>
void multinomialRows(const Tensor& probs, Tensor& result, int64_t n_sample, Generator& gen) {
  int64_t n_cat = probs.size(-1), n_dist = probs.dim() > 1 ? probs.size(0) : 1;
  Tensor p2 = contiguous(reshape(probs, {n_dist, n_cat}));
  const T* p = static_cast<const T*>(p2.data_ptr());
  int64_t* out = result.data_ptr<int64_t>();
  std::vector<T> cum(static_cast<size_t>(n_cat));
  for (int64_t i = 0; i < n_dist; ++i) {
    T total = T(0);
    for (int64_t j = 0; j < n_cat; ++j) {
      T v = p[i * n_cat + j];
      TS_CHECK(v >= T(0), "invalid multinomial distribution (encountering probability entry < 0)");
      TS_CHECK(std::isfinite(static_cast<double>(v)), "invalid multinomial distribution (encountering probability entry = infinity or NaN)");
      total = castValue<T>(static_cast<calc_t<T>>(total) + static_cast<calc_t<T>>(v));
      cum[static_cast<size_t>(j)] = total;
    }
    TS_CHECK(total > T(0), "invalid multinomial distribution (sum of probabilities <= 0)");
    for (auto& c : cum) c = castValue<T>(static_cast<calc_t<T>>(c) / static_cast<calc_t<T>>(total));
    for (int64_t j = 0; j < n_sample; ++j) {
      double u = uniformReal<double>(gen, 0.0, 1.0);
      cum[static_cast<size_t>(n_cat - 1)] = T(1);
      int64_t left = 0, right = n_cat;
      while (right - left > 0) {
        int64_t mid = left + (right - left) / 2;
        if (static_cast<double>(cum[static_cast<size_t>(mid)]) < u) left = mid + 1;
        else right = mid;
      }
      out[i * n_sample + j] = left;
    }
  }
}

}  // namespace

Tensor multinomialWithReplacement(const Tensor& self, int64_t n_sample, Generator& gen) {
  checkMultinomialArgs(self, n_sample, true);
  DimVector shape = self.dim() == 1 ? DimVector{n_sample} : DimVector{self.size(0), n_sample};
  Tensor result = emptyTensor(shape, ScalarType::Long);
  dispatchFamily<Family::Floating>(self.dtype(), "multinomial", [&](auto tag) {
    using T = typename decltype(tag)::type;
    multinomialRows<T>(self, result, n_sample, gen);
  });
  return result;
}

Tensor rand(IntArrayRef size, Generator& gen, std::optional<ScalarType> dtype) {
  return uniform_(emptyTensor(size, dtype.value_or(defaultFloatType())), 0.0, 1.0, gen);
}

Tensor randn(IntArrayRef size, Generator& gen, std::optional<ScalarType> dtype) {
  return normal_(emptyTensor(size, dtype.value_or(defaultFloatType())), 0.0, 1.0, gen);
}

Tensor randint(int64_t low, int64_t high, IntArrayRef size, Generator& gen,
               std::optional<ScalarType> dtype) {
  return random_(emptyTensor(size, dtype.value_or(ScalarType::Long)), low, high, gen);
}

Tensor randint(int64_t high, IntArrayRef size, Generator& gen, std::optional<ScalarType> dtype) {
  return randint(0, high, size, gen, dtype);
}

Tensor randperm(int64_t n, Generator& gen, std::optional<ScalarType> dtype) {
  TS_CHECK(n >= 0, "n must be non-negative, got" + std::to_string(n));
  Tensor out = emptyTensor({n}, dtype.value_or(ScalarType::Long));
  dispatchFamily<Family::Numeric>(out.dtype(), "randperm", [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* r = static_cast<T*>(out.data_ptr());
    for (int64_t i = 0; i < n; ++i) r[i] = castValue<T>(i);
    for (int64_t i = 0; i < n - 1; ++i) {
      int64_t z = static_cast<int64_t>(gen.random() % static_cast<uint64_t>(n - i));
      std::swap(r[i], r[z + i]);
    }
  });
  return out;
}

Tensor rand_like(const Tensor& self, Generator& gen) { return uniform_(empty_like(self), 0.0, 1.0, gen); }
Tensor randn_like(const Tensor& self, Generator& gen) { return normal_(empty_like(self), 0.0, 1.0, gen); }

}  // namespace ts

namespace ts {

namespace {

/// ATen's sample_gamma (Marsaglia & Tsang 2000, alpha < 1 boosted by
/// U^(1/alpha)) with its mixed float/double arithmetic: the constants are
/// float literals and `alpha` stays in the sample's dtype T, while draws and
/// the accumulated values are double (uniform_real_distribution<double>,
/// normal_distribution<double> with its cached second sample).
template <typename T>
double sampleGamma(T alpha, Generator& gen) {
  double scale = 1.0;
  if (alpha < 1.0f) {
    if (alpha == 0.f) return 0.0;
    scale *= std::pow(1 - uniformReal<double>(gen, 0.0, 1.0), static_cast<T>(1.0f / alpha));
    alpha += 1.0f;
  }
  const double d = static_cast<double>(alpha - static_cast<T>(1.0f / 3.0f));
  const double c = 1.0f / std::sqrt(9.0f * d);
  const double k0331 = static_cast<double>(0.0331f);
  while (true) {
    double x, y;
    do {
      x = normalDouble(gen, 0.0, 1.0);
      y = 1.0f + c * x;
    } while (y <= 0);
    const double v = y * y * y;
    const double u = 1 - uniformReal<double>(gen, 0.0, 1.0);
    const double xx = x * x;
    if (u < 1.0f - k0331 * xx * xx) return scale * d * v;
    if (std::log(u) < 0.5f * xx + d * (1.0f - v + std::log(v))) return scale * d * v;
  }
}

}  // namespace

Tensor standardGamma(const Tensor& alpha, Generator& gen) {
  TS_CHECK(isFloatingType(alpha.dtype()) && (alpha.dtype() == ScalarType::Float || alpha.dtype() == ScalarType::Double),
           std::string("\"gamma_cpu\" not implemented for '") + scalarTypeName(alpha.dtype()) + "'");
  Tensor out = emptyTensor(alpha.sizes(), alpha.dtype());
  Tensor a = contiguous(alpha);
  int64_t n = a.numel();
  if (alpha.dtype() == ScalarType::Float) {
    const float* ap = a.data_ptr<float>();
    float* op = out.data_ptr<float>();
    for (int64_t i = 0; i < n; ++i)
      op[i] = std::max(std::numeric_limits<float>::min(), static_cast<float>(static_cast<float>(sampleGamma<float>(ap[i], gen))));
  } else {
    const double* ap = a.data_ptr<double>();
    double* op = out.data_ptr<double>();
    for (int64_t i = 0; i < n; ++i) op[i] = std::max(std::numeric_limits<double>::min(), sampleGamma<double>(ap[i], gen));
  }
  return out;
}

/// ATen's _s_dirichlet_cpu: double-precision gamma draws (alpha widened to
/// double first), normalized by their sum over the last dim, then clamped
/// into [smallest normal, largest value below 1] of the dtype.
Tensor sampleDirichlet(const Tensor& alpha, Generator& gen) {
  TS_CHECK(alpha.dtype() == ScalarType::Float || alpha.dtype() == ScalarType::Double,
           std::string("\"dirichlet\" not implemented for '") + scalarTypeName(alpha.dtype()) + "'");
  Tensor a = contiguous(alpha.to(ScalarType::Double));
  Tensor gamma = emptyTensor(alpha.sizes(), ScalarType::Double);
  const double* ap = a.data_ptr<double>();
  double* gp = gamma.data_ptr<double>();
  for (int64_t i = 0; i < a.numel(); ++i)
    gp[i] = std::max(std::numeric_limits<double>::min(), sampleGamma<double>(ap[i], gen));
  Tensor total = contiguous(sum(gamma, {-1}, true).expand(alpha.sizes()));
  const double* tp = total.data_ptr<double>();
  Tensor out = emptyTensor(alpha.sizes(), alpha.dtype());
  int64_t n = out.numel();
  if (alpha.dtype() == ScalarType::Float) {
    float* op = out.data_ptr<float>();
    const float hi = std::nexttoward(1.0f, 0.0f);
    for (int64_t i = 0; i < n; ++i)
      op[i] = std::min(hi, std::max(std::numeric_limits<float>::min(), static_cast<float>(gp[i] / tp[i])));
  } else {
    double* op = out.data_ptr<double>();
    const double hi = std::nexttoward(1.0, 0.0);
    for (int64_t i = 0; i < n; ++i) op[i] = std::min(hi, std::max(std::numeric_limits<double>::min(), gp[i] / tp[i]));
  }
  return out;
}

}  // namespace ts

namespace ts {

namespace {

/// Tail of Stirling's series for log(k!), tabulated for small k (ATen's stirling_approx_tail).
double stirlingTail(double k) {
  static const double kTail[] = {0.0810614667953272,  0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
                                 0.0166446911898211,  0.0138761288230707, 0.0118967099458917, 0.0104112652619720,
                                 0.00925546218271273, 0.00833056343336287};
  if (k <= 9) return kTail[static_cast<size_t>(k)];
  double kp1sq = (k + 1) * (k + 1);
  return (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1);
}

// Note [Binomial sampling types]: ATen's binomial kernels keep count, prob
// and the result in the sample dtype T (float math where both operands are
// T, e.g. sqrt(n p (1-p)) and log1p(-p)) and everything else in double;
// these templates keep the same operand types so float draws match.

/// Counts geometric waiting times until they exceed `count`.
template <typename T>
T binomialInversion(T count, T prob, Generator& gen) {
  double geom_sum = 0;
  T num_geom = 0;
  double logprob = std::log1p(-prob);
  while (true) {
    double u = uniformReal<double>(gen, 0.0, 1.0);
    geom_sum += std::ceil(std::log(u) / logprob);
    if (geom_sum > count) break;
    num_geom = num_geom + 1;
  }
  return num_geom;
}

/// Hoermann's BTRS transformed rejection (with ATen's missing log in the bound).
template <typename T>
T binomialBtrs(T count, T prob, Generator& gen) {
  const double stddev = std::sqrt(count * prob * (1 - prob));
  const double b = 1.15 + 2.53 * stddev;
  const double a = -0.0873 + 0.0248 * b + 0.01 * prob;
  const double c = count * prob + 0.5;
  const double v_r = 0.92 - 4.2 / b;
  const double r = prob / (1 - prob);
  const double alpha = (2.83 + 5.1 / b) * stddev;
  const double m = std::floor((count + 1) * prob);
  while (true) {
    double u = uniformReal<double>(gen, 0.0, 1.0) - 0.5;
    double v = uniformReal<double>(gen, 0.0, 1.0);
    double us = 0.5 - std::fabs(u);
    T k = static_cast<T>(std::floor((2 * a / us + b) * u + c));
    if (k < 0 || k > count) continue;
    if (us >= 0.07 && v <= v_r) return k;
    v = std::log(v * alpha / (a / (us * us) + b));
    double upperbound = ((m + 0.5) * std::log((m + 1) / (r * (count - m + 1))) +
                         (count + 1) * std::log((count - m + 1) / (count - k + 1)) +
                         (k + 0.5) * std::log(r * (count - k + 1) / (k + 1)) + stirlingTail(m) +
                         stirlingTail(count - m) - stirlingTail(k) - stirlingTail(count - k));
    if (v <= upperbound) return k;
  }
}

template <typename T>
T sampleBinomial(T count, T prob, Generator& gen) {
  if (count <= 0.0 || prob <= 0.0) return 0;
  if (prob >= 1.0) return count;
  if (prob <= 0.5) return count * prob >= 10.0 ? binomialBtrs(count, prob, gen) : binomialInversion(count, prob, gen);
  if (prob > 0.5) {
    T qprob = 1.0 - prob;
    return count - (count * qprob >= 10.0 ? binomialBtrs(count, qprob, gen) : binomialInversion(count, qprob, gen));
  }
  return static_cast<T>(NAN);  // prob is NaN
}

template <typename T>
void binomialFill(const Tensor& out, const Tensor& count, const Tensor& prob, Generator& gen) {
  const T* cp = count.data_ptr<T>();
  const T* pp = prob.data_ptr<T>();
  T* op = out.data_ptr<T>();
  for (int64_t i = 0; i < out.numel(); ++i) op[i] = sampleBinomial<T>(cp[i], pp[i], gen);
}

}  // namespace

Tensor binomial(const Tensor& count, const Tensor& prob, Generator& gen) {
  TS_CHECK(count.dtype() == prob.dtype(), std::string("expected scalar type ") + scalarTypeName(count.dtype()) +
                                              " but found " + scalarTypeName(prob.dtype()));
  TS_CHECK(count.dtype() == ScalarType::Float || count.dtype() == ScalarType::Double,
           std::string("\"binomial_cpu\" not implemented for '") + scalarTypeName(count.dtype()) + "'");
  DimVector shape = inferSize(count.sizes(), prob.sizes());
  Tensor c = contiguous(count.expand(shape)), p = contiguous(prob.expand(shape));
  Tensor out = emptyTensor(shape, count.dtype());
  if (count.dtype() == ScalarType::Float) binomialFill<float>(out, c, p, gen);
  else binomialFill<double>(out, c, p, gen);
  return out;
}

}  // namespace ts

namespace ts {

namespace {

/// Cephes digamma as ATen's digamma_one<double, double> (Distributions.h).
double digammaOne(double x) {
  const double kPsi10 = 2.25175258906672110764;
  if (x == 0) return INFINITY;
  double additional_summand = 0;
  bool x_is_integer = x == std::floor(x);
  if (x < 0) {
    if (x_is_integer) return INFINITY;
    additional_summand = -M_PI / std::tan(M_PI * x);
    x = 1 - x;
  }
  double result = 0;
  while (x < 10) {
    result -= 1 / x;
    x += 1;
  }
  if (x == 10) return result + kPsi10 + additional_summand;
  static const double A[] = {8.33333333333333333333E-2, -2.10927960927960927961E-2, 7.57575757575757575758E-3,
                             -4.16666666666666666667E-3, 3.96825396825396825397E-3, -8.33333333333333333333E-3,
                             8.33333333333333333333E-2};
  double y = 0;
  if (x < 1.0e17f) {
    double z = 1.0 / (x * x), poly = 0;
    for (double a : A) poly = poly * z + a;
    y = z * poly;
  }
  return result + std::log(x) - (0.5f / x) - y + additional_summand;
}

/// ATen's standard_gamma_grad_one<T, double>: the reparameterized gradient
/// -(d/dalpha cdf(x; alpha)) / pdf(x; alpha) of a Gamma(alpha, 1) draw x,
/// by a Taylor series (small x), Rice saddle point (large alpha) or a
/// bivariate rational approximation.
double gammaGradSmallX(double alpha, double x) {
  double numer = 1, denom = alpha;
  double series1 = numer / denom, series2 = numer / (denom * denom);
  for (int i = 1; i <= 5; ++i) {
    numer *= -x / static_cast<double>(i);
    denom += 1;
    series1 += numer / denom;
    series2 += numer / (denom * denom);
  }
  const double pow_x_alpha = std::pow(x, alpha);
  const double gamma_pdf = std::pow(x, alpha - 1) * std::exp(-x);
  const double gamma_cdf = pow_x_alpha * series1;
  const double gamma_cdf_alpha = (std::log(x) - digammaOne(alpha)) * gamma_cdf - pow_x_alpha * series2;
  const double result = -gamma_cdf_alpha / gamma_pdf;
  return std::isnan(result) ? 0.0 : result;
}

double gammaGradLargeAlpha(double alpha, double x) {
  if (0.9f * alpha <= x && x <= 1.1f * alpha) {
    const double numer_1 = 1 + 24 * alpha * (1 + 12 * alpha);
    const double numer_2 = 1440 * (alpha * alpha) + 6 * x * (53 - 120 * x) - 65 * x * x / alpha + alpha * (107 + 3600 * x);
    const double denom = 1244160 * (alpha * alpha) * (alpha * alpha);
    return numer_1 * numer_2 / denom;
  }
  const double denom = std::sqrt(8 * alpha);
  const double term2 = denom / (alpha - x);
  const double term3 = std::pow(x - alpha - alpha * std::log(x / alpha), -1.5);
  const double term23 = (x < alpha) ? term2 - term3 : term2 + term3;
  const double term1 = std::log(x / alpha) * term23 - std::sqrt(2 / alpha) * (alpha + x) / ((alpha - x) * (alpha - x));
  const double stirling = 1 + 1 / (12 * alpha) * (1 + 1 / (24 * alpha));
  return -stirling * (x * term1) / denom;
}

double gammaGradRational(double alpha, double x) {
  const double u = std::log(x / alpha), v = std::log(alpha);
  static const double coef_uv[3][8] = {
      {0.16009398, -0.094634809, 0.025146376, -0.0030648343, 1, 0.32668115, 0.10406089, 0.0014179084},
      {0.53487893, 0.1298071, 0.065735949, -0.0015649758, 0.16639465, 0.020070113, -0.0035938915, -0.00058392623},
      {0.040121004, -0.0065914022, -0.0026286047, -0.0013441777, 0.017050642, -0.0021309326, 0.00085092367,
       -1.5247877e-07},
  };
  double coef_v[8];
  for (int i = 0; i < 8; ++i) coef_v[i] = coef_uv[0][i] + u * (coef_uv[1][i] + u * coef_uv[2][i]);
  const double p = coef_v[0] + v * (coef_v[1] + v * (coef_v[2] + v * coef_v[3]));
  const double q = coef_v[4] + v * (coef_v[5] + v * (coef_v[6] + v * coef_v[7]));
  return std::exp(p / q);
}

double standardGammaGradOne(double alpha, double x) {
  if (x < 0.8f) return gammaGradSmallX(alpha, x);
  if (alpha > 8.0f) return gammaGradLargeAlpha(alpha, x);
  return gammaGradRational(alpha, x);
}

}  // namespace

Tensor standardGammaGrad(const Tensor& alpha, const Tensor& output) {
  TS_CHECK(alpha.dtype() == ScalarType::Float || alpha.dtype() == ScalarType::Double,
           std::string("\"_standard_gamma_grad_cpu\" not implemented for '") + scalarTypeName(alpha.dtype()) + "'");
  DimVector shape = inferSize(alpha.sizes(), output.sizes());
  Tensor a = contiguous(alpha.expand(shape).to(ScalarType::Double));
  Tensor x = contiguous(output.expand(shape).to(ScalarType::Double));
  Tensor out = emptyTensor(shape, ScalarType::Double);
  const double* ap = a.data_ptr<double>();
  const double* xp = x.data_ptr<double>();
  double* op = out.data_ptr<double>();
  for (int64_t i = 0; i < out.numel(); ++i) op[i] = standardGammaGradOne(ap[i], xp[i]);
  return out.to(alpha.dtype());
}

}  // namespace ts
