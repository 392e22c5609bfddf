// ===--- fft_ops.cpp - torch.fft through FFTW ----------------------------=== //
// fft/ifft/rfft/irfft/hfft/ihfft and their 2-D and n-D forms, fftfreq,
// rfftfreq, fftshift, ifftshift. Transforms run one dim at a time with FFTW
// (Debian 12 has no pocketfft, PyTorch's CPU library); the last digits may
// differ from PyTorch's, as they do between PyTorch's own CPU builds.
#include <fftw3.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <complex>
#include <mutex>

#include "ops/families.h"
#include "ops/fft_kernels.h"
#include "ops/tensor_arg_helpers.h"

namespace ts {
namespace detail {
namespace {

// Note [FFTW planner lock]: FFTW's planner keeps process-wide tables and is
// not thread-safe (fftw_execute is), so plan creation and destruction are
// serialized; interpreters on several threads may run FFTs at once.
std::mutex& plannerMutex() {
  static std::mutex m;
  return m;
}

/// The float/double FFTW API behind one name (fftwf_* and fftw_*).
template <typename R> struct Fftw;
#define TS_FFTW_TRAITS(R, P)                                                                                       \
  template <> struct Fftw<R> {                                                                                     \
    using Plan = fftw##P##_plan;                                                                                   \
    using Cpx = fftw##P##_complex;                                                                                 \
    static Plan c2c(int n, int howmany, std::complex<R>* d, int sign) {                                            \
      auto* p = reinterpret_cast<Cpx*>(d);                                                                         \
      return fftw##P##_plan_many_dft(1, &n, howmany, p, nullptr, 1, n, p, nullptr, 1, n, sign, FFTW_ESTIMATE);     \
    }                                                                                                              \
    static Plan r2c(int n, int howmany, R* in, std::complex<R>* out) {                                             \
      return fftw##P##_plan_many_dft_r2c(1, &n, howmany, in, nullptr, 1, n, reinterpret_cast<Cpx*>(out), nullptr, \
                                         1, n / 2 + 1, FFTW_ESTIMATE);                                             \
    }                                                                                                              \
    static Plan c2r(int n, int howmany, std::complex<R>* in, R* out) {                                             \
      return fftw##P##_plan_many_dft_c2r(1, &n, howmany, reinterpret_cast<Cpx*>(in), nullptr, 1, n / 2 + 1, out,  \
                                         nullptr, 1, n, FFTW_ESTIMATE);                                            \
    }                                                                                                              \
    static void execute(Plan p) { fftw##P##_execute(p); }                                                          \
    static void destroy(Plan p) { fftw##P##_destroy_plan(p); }                                                     \
  };
TS_FFTW_TRAITS(float, f)
TS_FFTW_TRAITS(double, )
#undef TS_FFTW_TRAITS

/// Plans (under the lock), runs and frees one transform.
template <typename R, class MakePlan>
void runPlan(MakePlan make) {
  typename Fftw<R>::Plan p;
  {
    std::lock_guard<std::mutex> lock(plannerMutex());
    p = make();
  }
  TS_CHECK(p != nullptr, "internal: FFTW could not plan the transform");
  Fftw<R>::execute(p);
  std::lock_guard<std::mutex> lock(plannerMutex());
  Fftw<R>::destroy(p);
}

int fftInt(int64_t v) {
  TS_CHECK(v <= INT32_MAX, "FFT size " + std::to_string(v) + " is too large");
  return static_cast<int>(v);
}

// ---- dtypes, sizes, normalization --------------------------------------------- //

/// Real dtype of the transform: Float for integers/bool/float, Double for double.
ScalarType realFftType(const Tensor& x, const char* name, bool require_real) {
  ScalarType t = x.dtype();
  // The n-D forms word it differently, and ihfftn only checks is_floating_point.
  std::string n = name;
  if (require_real && n == "ihfftn")
    TS_CHECK(!isComplexType(t), "Expected self.is_floating_point() to be true, but got false.  (Could this error "
                                "message be improved?  If so, please report an enhancement request to PyTorch.)");
  if (require_real)
    TS_CHECK(!isComplexType(t), n + (n == "rfftn" ? " expects a real-valued input tensor, but got "
                                                  : " expects a real input tensor, but got ") + scalarTypeName(t));
  if (isComplexType(t)) t = toRealValueType(t);
  if (t == ScalarType::Double) return t;
  TS_CHECK(t != ScalarType::Half && t != ScalarType::BFloat16, "Unsupported dtype " + std::string(scalarTypeName(t)));
  return ScalarType::Float;
}

enum class Scale { None, SqrtN, N };

/// PyTorch's norm modes: "backward" (default) scales the inverse by 1/n,
/// "forward" the forward transform, "ortho" both by 1/sqrt(n).
Scale scaleOf(const std::optional<std::string>& norm, bool forward) {
  if (!norm || *norm == "backward") return forward ? Scale::None : Scale::N;
  if (*norm == "forward") return forward ? Scale::N : Scale::None;
  TS_CHECK(*norm == "ortho", "Invalid normalization mode: \"" + *norm + "\"");
  return Scale::SqrtN;
}

void checkPoints(int64_t n) { TS_CHECK(n >= 1, "Invalid number of data points (" + std::to_string(n) + ") specified"); }

/// x cut or zero-padded to n entries along dim.
Tensor resizeDim(const Tensor& x, int64_t dim, int64_t n) {
  checkPoints(n);
  int64_t have = x.size(dim);
  if (have == n) return x;
  if (have > n) return narrow(x, dim, 0, n);
  std::vector<int64_t> shape = x.sizes().vec();
  shape[static_cast<size_t>(dim)] = n;
  Tensor out = zeros(shape, x.dtype());
  copy_(narrow(out, dim, 0, have), x);
  return out;
}

/// Multiplies every element of the (contiguous, owned) tensor by f.
template <typename T>
void scaleData(Tensor& t, double f) {
  T* p = t.data_ptr<T>();
  for (int64_t i = 0; i < t.numel(); ++i) p[i] *= static_cast<decltype(std::real(p[i]))>(f);
}

Tensor applyScale(Tensor t, Scale s, double n) {
  if (s == Scale::None) return t;
  double f = s == Scale::N ? 1.0 / n : 1.0 / std::sqrt(n);
  t = contiguous(t);
  switch (t.dtype()) {
    case ScalarType::ComplexFloat: scaleData<std::complex<float>>(t, f); break;
    case ScalarType::ComplexDouble: scaleData<std::complex<double>>(t, f); break;
    case ScalarType::Float: scaleData<float>(t, f); break;
    default: scaleData<double>(t, f); break;
  }
  return t;
}

// ---- 1-D transforms along one dim ---------------------------------------------- //

/// A contiguous copy of x with `dim` moved last; never x's own storage,
/// which the in-place transforms would overwrite.
Tensor lastDimCopy(const Tensor& x, int64_t dim) {
  Tensor t = movedim(x, dim, -1);
  Tensor c = contiguous(t);
  return c.is_same(t) ? clone(t) : c;  // contiguous() returns a contiguous t itself
}

}  // namespace

/// Complex-to-complex transform of complex x along dim (forward: e^{-i...}).
Tensor c2c(const Tensor& x, int64_t dim, bool forward) {
  Tensor t = lastDimCopy(x, dim);
  int64_t n = t.size(-1);
  if (t.numel() == 0) return movedim(t, -1, dim);
  int howmany = fftInt(t.numel() / n), sign = forward ? FFTW_FORWARD : FFTW_BACKWARD;
  if (x.dtype() == ScalarType::ComplexDouble) {
    auto* d = t.data_ptr<std::complex<double>>();
    runPlan<double>([&] { return Fftw<double>::c2c(fftInt(n), howmany, d, sign); });
  } else {
    auto* d = t.data_ptr<std::complex<float>>();
    runPlan<float>([&] { return Fftw<float>::c2c(fftInt(n), howmany, d, sign); });
  }
  return movedim(t, -1, dim);
}

/// One-sided real-to-complex transform of real x (Float/Double) along dim.
Tensor r2c(const Tensor& x, int64_t dim) {
  Tensor in = lastDimCopy(x, dim);
  int64_t n = in.size(-1);
  std::vector<int64_t> shape = in.sizes().vec();
  shape.back() = n / 2 + 1;
  Tensor out = zeros(shape, toComplexType(x.dtype()));
  if (in.numel() > 0) {
    int howmany = fftInt(in.numel() / n);
    if (x.dtype() == ScalarType::Double)
      runPlan<double>([&] {
        return Fftw<double>::r2c(fftInt(n), howmany, in.data_ptr<double>(), out.data_ptr<std::complex<double>>());
      });
    else
      runPlan<float>([&] {
        return Fftw<float>::r2c(fftInt(n), howmany, in.data_ptr<float>(), out.data_ptr<std::complex<float>>());
      });
  }
  return movedim(out, -1, dim);
}

/// Complex-to-real transform of complex x (n/2+1 entries along dim) to n.
Tensor c2r(const Tensor& x, int64_t dim, int64_t n) {
  Tensor in = lastDimCopy(resizeDim(x, dim, n / 2 + 1), dim);  // FFTW's c2r overwrites its input
  std::vector<int64_t> shape = in.sizes().vec();
  shape.back() = n;
  ScalarType real = toRealValueType(x.dtype());
  Tensor out = zeros(shape, real);
  if (out.numel() > 0) {
    int howmany = fftInt(out.numel() / n);
    if (real == ScalarType::Double)
      runPlan<double>([&] {
        return Fftw<double>::c2r(fftInt(n), howmany, in.data_ptr<std::complex<double>>(), out.data_ptr<double>());
      });
    else
      runPlan<float>([&] {
        return Fftw<float>::c2r(fftInt(n), howmany, in.data_ptr<std::complex<float>>(), out.data_ptr<float>());
      });
  }
  return movedim(out, -1, dim);
}

namespace {

/// Complex conjugate of a complex tensor (a fresh contiguous copy).
Tensor conjugate(const Tensor& x) {
  Tensor t = clone(contiguous(x));
  if (t.dtype() == ScalarType::ComplexDouble) {
    auto* p = t.data_ptr<std::complex<double>>();
    for (int64_t i = 0; i < t.numel(); ++i) p[i] = std::conj(p[i]);
  } else {
    auto* p = t.data_ptr<std::complex<float>>();
    for (int64_t i = 0; i < t.numel(); ++i) p[i] = std::conj(p[i]);
  }
  return t;
}

// ---- n-D transforms --------------------------------------------------------- //

/// The transformed dims and their signal sizes (-1: the input's), as
/// ATen's canonicalize_fft_shape_and_dim_args.
struct FftShape {
  std::vector<int64_t> dims, sizes;
};

FftShape fftShape(const Tensor& x, const std::optional<std::vector<int64_t>>& s,
                  const std::optional<std::vector<int64_t>>& dim) {
  FftShape r;
  int64_t nd = x.dim();
  if (dim) {
    for (int64_t d : *dim) r.dims.push_back(maybeWrapDim(d, nd));
    std::vector<int64_t> sorted = r.dims;
    std::sort(sorted.begin(), sorted.end());
    TS_CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end(), "FFT dims must be unique");
    if (s) TS_CHECK(s->size() == dim->size(), "When given, dim and shape arguments must have the same length");
  } else if (s) {
    TS_CHECK(static_cast<int64_t>(s->size()) <= nd, "Got shape with " + std::to_string(s->size()) +
                                                        " values but input tensor only has " + std::to_string(nd) +
                                                        " dimensions.");
    for (int64_t i = nd - static_cast<int64_t>(s->size()); i < nd; ++i) r.dims.push_back(i);
  } else {
    for (int64_t i = 0; i < nd; ++i) r.dims.push_back(i);
  }
  for (size_t i = 0; i < r.dims.size(); ++i) {
    int64_t n = s && (*s)[i] != -1 ? (*s)[i] : x.size(r.dims[i]);
    checkPoints(n);
    r.sizes.push_back(n);
  }
  return r;
}

double signalSize(const std::vector<int64_t>& sizes) {
  double n = 1;
  for (int64_t v : sizes) n *= static_cast<double>(v);
  return n;
}

Tensor fftn(const Tensor& self, const FftShape& sh, const std::optional<std::string>& norm, bool forward) {
  Tensor x = to(self, toComplexType(realFftType(self, "fft", false)));
  for (size_t i = 0; i < sh.dims.size(); ++i) x = resizeDim(x, sh.dims[i], sh.sizes[i]);
  for (int64_t d : sh.dims) x = c2c(x, d, forward);
  if (sh.dims.empty()) x = clone(x);
  return applyScale(x, scaleOf(norm, forward), signalSize(sh.sizes));
}

/// rfftn (forward) or, conjugated, ihfftn: real input, one-sided last dim.
Tensor rfftn(const Tensor& self, const FftShape& sh, const std::optional<std::string>& norm, bool inverse_hermitian,
             const char* name) {
  TS_CHECK(!sh.dims.empty(), std::string(name) + " must transform at least one axis");
  Tensor x = to(self, realFftType(self, name, true));
  for (size_t i = 0; i < sh.dims.size(); ++i) x = resizeDim(x, sh.dims[i], sh.sizes[i]);
  x = r2c(x, sh.dims.back());
  // ihfftn is the conjugate of the forward transform of real input.
  for (size_t i = 0; i + 1 < sh.dims.size(); ++i) x = c2c(x, sh.dims[i], true);
  if (inverse_hermitian) x = conjugate(x);
  return applyScale(x, scaleOf(norm, !inverse_hermitian), signalSize(sh.sizes));
}

/// irfftn or, on the conjugate, hfftn: the last dim's output size is s[-1]
/// or 2 * (input size - 1).
Tensor irfftn(const Tensor& self, const std::optional<std::vector<int64_t>>& s, const std::optional<std::vector<int64_t>>& dim,
              const std::optional<std::string>& norm, bool hermitian, const char* name) {
  FftShape sh = fftShape(self, s, dim);
  TS_CHECK(!sh.dims.empty(), std::string(name) + " must transform at least one axis");
  int64_t last = sh.dims.back();
  int64_t n = s && s->back() != -1 ? s->back() : 2 * (self.size(last) - 1);
  checkPoints(n);
  sh.sizes.back() = n;
  Tensor x = to(self, toComplexType(realFftType(self, name, false)));
  if (hermitian) x = conjugate(x);
  for (size_t i = 0; i + 1 < sh.dims.size(); ++i) x = resizeDim(x, sh.dims[i], sh.sizes[i]);
  for (size_t i = 0; i + 1 < sh.dims.size(); ++i) x = c2c(x, sh.dims[i], false);
  x = c2r(x, last, n);
  return applyScale(x, scaleOf(norm, hermitian), signalSize(sh.sizes));
}

std::optional<std::vector<int64_t>> oneDim(int64_t d) { return std::vector<int64_t>{d}; }
std::optional<std::vector<int64_t>> oneSize(const IValue& n) {
  if (n.isNone()) return std::nullopt;
  return std::vector<int64_t>{toInt(n)};
}

// ---- helpers: frequencies and shifts ------------------------------------------ //

Tensor fftfreq(int64_t n, double d, const IValue& dtype, bool onesided) {
  std::optional<ScalarType> dt = toOptScalarType(dtype);
  Tensor r = arange(Scalar(onesided ? n / 2 + 1 : n), dt ? dt : std::optional<ScalarType>(defaultFloatType()));
  if (!onesided && n > 0) copy_(slice(r, 0, (n + 1) / 2), arange(Scalar(-(n / 2)), Scalar(0), Scalar(1), r.dtype()));
  return mul(r, Scalar(1.0 / (static_cast<double>(n) * d)));
}

Tensor fftshift(const Tensor& x, const IValue& dim, bool inverse) {
  std::vector<int64_t> dims = dim.isNone() ? std::vector<int64_t>{} : toIntVector(dim), shifts;
  if (dim.isNone())
    for (int64_t i = 0; i < x.dim(); ++i) dims.push_back(i);
  for (int64_t d : dims) {
    int64_t n = x.size(d);
    shifts.push_back(inverse ? (n + 1) / 2 : n / 2);
  }
  if (dims.empty()) return clone(x);
  return roll(x, shifts, dims);
}

// ---- registration ------------------------------------------------------------ //

void registerOneDimFfts(Registry& r) {
  auto c2cKernel = [](bool forward) {
    return kern<4>([forward](const IValue* a) {
      Tensor x = toTensor(a[0]);
      return fftn(x, fftShape(x, oneSize(a[1]), oneDim(toInt(a[2]))), toOptString(a[3]), forward);
    });
  };
  r.add("aten::fft_fft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor", c2cKernel(true));
  r.add("aten::fft_ifft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor", c2cKernel(false));
  r.add("aten::fft_rfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor", kern<4>([](const IValue* a) {
          Tensor x = toTensor(a[0]);
          return rfftn(x, fftShape(x, oneSize(a[1]), oneDim(toInt(a[2]))), toOptString(a[3]), false, "rfft");
        }));
  r.add("aten::fft_ihfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor", kern<4>([](const IValue* a) {
          Tensor x = toTensor(a[0]);
          return rfftn(x, fftShape(x, oneSize(a[1]), oneDim(toInt(a[2]))), toOptString(a[3]), true, "ihfft");
        }));
  r.add("aten::fft_irfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor", kern<4>([](const IValue* a) {
          return irfftn(toTensor(a[0]), oneSize(a[1]), oneDim(toInt(a[2])), toOptString(a[3]), false, "irfft");
        }));
  r.add("aten::fft_hfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor", kern<4>([](const IValue* a) {
          return irfftn(toTensor(a[0]), oneSize(a[1]), oneDim(toInt(a[2])), toOptString(a[3]), true, "hfft");
        }));
}

/// The 2-D and n-D forms share kernels: 2-D only changes the dim default.
void registerMultiDimFfts(Registry& r) {
  auto c2cKernel = [](bool forward) {
    return kern<4>([forward](const IValue* a) {
      Tensor x = toTensor(a[0]);
      return fftn(x, fftShape(x, toOptIntVector(a[1]), toOptIntVector(a[2])), toOptString(a[3]), forward);
    });
  };
  auto r2cKernel = [](bool ihfft, const char* name) {
    return kern<4>([ihfft, name](const IValue* a) {
      Tensor x = toTensor(a[0]);
      return rfftn(x, fftShape(x, toOptIntVector(a[1]), toOptIntVector(a[2])), toOptString(a[3]), ihfft, name);
    });
  };
  auto c2rKernel = [](bool hfft, const char* name) {
    return kern<4>([hfft, name](const IValue* a) {
      return irfftn(toTensor(a[0]), toOptIntVector(a[1]), toOptIntVector(a[2]), toOptString(a[3]), hfft, name);
    });
  };
  const std::string two = "(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor";
  const std::string n = "(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor";
  r.add("aten::fft_fft2" + two, c2cKernel(true));
  r.add("aten::fft_ifft2" + two, c2cKernel(false));
  r.add("aten::fft_rfft2" + two, r2cKernel(false, "rfftn"));
  r.add("aten::fft_irfft2" + two, c2rKernel(false, "irfftn"));
  r.add("aten::fft_hfft2" + two, c2rKernel(true, "hfftn"));
  r.add("aten::fft_ihfft2" + two, r2cKernel(true, "ihfftn"));
  r.add("aten::fft_fftn" + n, c2cKernel(true));
  r.add("aten::fft_ifftn" + n, c2cKernel(false));
  r.add("aten::fft_rfftn" + n, r2cKernel(false, "rfftn"));
  r.add("aten::fft_irfftn" + n, c2rKernel(false, "irfftn"));
  r.add("aten::fft_hfftn" + n, c2rKernel(true, "hfftn"));
  r.add("aten::fft_ihfftn" + n, r2cKernel(true, "ihfftn"));
}

void registerFftHelpers(Registry& r) {
  const std::string freq =
      "(int n, float d=1., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor";
  r.add("aten::fft_fftfreq" + freq, kern<6>([](const IValue* a) {
          checkCpuDevice(a[4]);
          return fftfreq(toInt(a[0]), toDouble(a[1]), a[2], false);
        }));
  r.add("aten::fft_rfftfreq" + freq, kern<6>([](const IValue* a) {
          checkCpuDevice(a[4]);
          return fftfreq(toInt(a[0]), toDouble(a[1]), a[2], true);
        }));
  r.add("aten::fft_fftshift(Tensor self, int[1]? dim=None) -> Tensor",
        kern<2>([](const IValue* a) { return fftshift(toTensor(a[0]), a[1], false); }));
  r.add("aten::fft_ifftshift(Tensor self, int[1]? dim=None) -> Tensor",
        kern<2>([](const IValue* a) { return fftshift(toTensor(a[0]), a[1], true); }));
}

}  // namespace
}  // namespace detail

void registerFftOps(Registry& r) {
  detail::registerOneDimFfts(r);
  detail::registerMultiDimFfts(r);
  detail::registerFftHelpers(r);
}

}  // namespace ts
