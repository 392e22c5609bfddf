// ===--- stft_ops.cpp - torch.stft and torch.istft ------------------------=== //
// Short-time Fourier transforms as ATen 1.13 builds them (SpectralOps.cpp):
// stft frames the (optionally centre-padded) signal with a strided view,
// multiplies by the window and transforms each frame; istft inverts each
// frame, windows it again and overlap-adds, dividing by the summed squared
// window. The checks and their message texts are PyTorch's.
#include <cmath>
#include <optional>
#include <string>

#include "ops/complex_views.h"
#include "ops/families.h"
#include "ops/fft_kernels.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/nn_shape.h"
#include "tensor/tensor_print.h"

namespace ts {
namespace detail {
namespace {

std::string sizesOf(const Tensor& t) {
  std::string s = "[";
  for (int64_t i = 0; i < t.dim(); ++i) s += (i ? ", " : "") + std::to_string(t.size(i));
  return s + "]";
}

/// "torch.FloatTensor" (the legacy type name ATen's toString gives).
std::string legacyName(const Tensor& t) { return "torch." + std::string(scalarTypeName(t.dtype())) + "Tensor"; }

std::string optText(const std::optional<bool>& v) { return v ? (*v ? "1" : "0") : "None"; }
std::string optText(const std::optional<int64_t>& v) { return v ? std::to_string(*v) : "None"; }

std::string windowText(const Tensor& w) { return w.defined() ? legacyName(w) + "{" + sizesOf(w) + "}" : "None"; }

struct StftArgs {
  int64_t n_fft = 0, hop = 0, win = 0;
  Tensor window;
  bool normalized = false;
  std::optional<bool> onesided, return_complex;
};

/// The "stft(torch.FloatTensor[38], n_fft=8, ...) " prefix of stft's messages.
std::string stftRepr(const Tensor& self, const StftArgs& a) {
  return "stft(" + legacyName(self) + sizesOf(self) + ", n_fft=" + std::to_string(a.n_fft) +
         ", hop_length=" + std::to_string(a.hop) + ", win_length=" + std::to_string(a.win) +
         ", window=" + windowText(a.window) + ", normalized=" + (a.normalized ? "1" : "0") +
         ", onesided=" + optText(a.onesided) + ", return_complex=" + optText(a.return_complex) + ") ";
}

void checkStft(const Tensor& self, const StftArgs& a) {
  ScalarType t = self.dtype();
  TS_CHECK(isFloatingType(t) || isComplexType(t), stftRepr(self, a) + ": expected a tensor of floating point or "
                                                                      "complex values");
  TS_CHECK(self.dim() == 1 || self.dim() == 2, stftRepr(self, a) + ": expected a 1D or 2D tensor");
  int64_t len = self.size(-1);
  TS_CHECK(a.n_fft > 0 && a.n_fft <= len, stftRepr(self, a) + ": expected 0 < n_fft < " + std::to_string(len) +
                                              ", but got n_fft=" + std::to_string(a.win));
  TS_CHECK(a.hop > 0, stftRepr(self, a) + ": expected hop_length > 0, but got hop_length=" + std::to_string(a.hop));
  TS_CHECK(a.win > 0 && a.win <= a.n_fft,
           stftRepr(self, a) + ": expected 0 < win_length <= n_fft, but got win_length=" + std::to_string(a.win));
  TS_CHECK(!a.window.defined() || (a.window.dim() == 1 && a.window.size(0) == a.win),
           stftRepr(self, a) + ": expected a 1D window tensor of size equal to win_length=" + std::to_string(a.win) +
               ", but got window with size " + sizesOf(a.window));
}

/// A win_length window (or ones) zero-padded on both sides to n_fft.
Tensor centredWindow(const Tensor& window, int64_t win, int64_t n_fft, ScalarType fallback) {
  if (win == n_fft) return window.defined() ? window : Tensor();
  Tensor w = zeros({n_fft}, window.defined() ? window.dtype() : fallback);
  Tensor mid = narrow(w, 0, (n_fft - win) / 2, win);
  if (window.defined()) copy_(mid, window);
  else fill_(mid, Scalar(1));
  return w;
}

/// Float/Double (or their complex types) for FFTW: other floating types compute in float.
Tensor fftReady(const Tensor& x) {
  ScalarType t = x.dtype();
  if (t == ScalarType::Float || t == ScalarType::Double || t == ScalarType::ComplexFloat ||
      t == ScalarType::ComplexDouble)
    return x;
  return to(x, isComplexType(t) ? ScalarType::ComplexFloat : ScalarType::Float);
}

Tensor stft(const Tensor& self, StftArgs a) {
  bool window_complex = a.window.defined() && a.window.is_complex();
  bool return_complex = a.return_complex.value_or(self.is_complex() || window_complex);
  checkStft(self, a);
  Tensor input = self.dim() == 1 ? unsqueeze(self, 0) : self;
  int64_t batch = input.size(0), len = input.size(1);
  Tensor window = centredWindow(a.window, a.win, a.n_fft, self.dtype());
  int64_t frames = 1 + (len - a.n_fft) / a.hop;
  Tensor x = as_strided(input, {batch, frames, a.n_fft},
                        {input.stride(0), a.hop * input.stride(1), input.stride(1)}, input.storage_offset());
  if (window.defined()) x = mul(x, window);
  x = fftReady(x);
  bool complex_fft = x.is_complex();
  bool onesided = a.onesided.value_or(!complex_fft);
  Tensor out;
  if (complex_fft) {
    TS_CHECK(!onesided, "Cannot have onesided output if window or input is complex");
    out = c2c(x, 2, true);
  } else if (onesided) {
    out = r2c(x, 2);
  } else {
    out = c2c(to(x, toComplexType(x.dtype())), 2, true);
  }
  if (a.normalized) out = mul(out, Scalar(1.0 / std::sqrt(static_cast<double>(a.n_fft))));
  out = transpose(out, 1, 2);
  if (self.dim() == 1) out = squeeze(out, 0);
  return return_complex ? out : viewAsReal(out);
}

/// aten::stft.center: reflect/constant/... padding of n_fft/2 on both sides
/// of the last dim first (as a 3-D view, so the 1-D pad modes apply).
Tensor stftCenter(const Tensor& self, const StftArgs& a, bool center, const std::string& mode) {
  if (!center) return stft(self, a);
  std::vector<int64_t> shape = self.sizes().vec();
  size_t extra = shape.size() < 3 ? 3 - shape.size() : 0;
  shape.insert(shape.begin(), extra, 1);
  int64_t p = a.n_fft / 2;
  Tensor padded = nn::pad(view(self, shape), {p, p}, mode, std::nullopt);
  std::vector<int64_t> back(padded.sizes().begin() + static_cast<ptrdiff_t>(extra), padded.sizes().end());
  return stft(view(padded, back), a);
}

StftArgs stftArgs(const IValue* v, int64_t normalized_at) {
  StftArgs a;
  a.n_fft = toInt(v[1]);
  a.hop = v[2].isNone() ? a.n_fft >> 2 : toInt(v[2]);
  a.win = v[3].isNone() ? a.n_fft : toInt(v[3]);
  a.window = toOptTensor(v[4]);
  a.normalized = toBool(v[normalized_at]);
  a.onesided = v[normalized_at + 1].isNone() ? std::nullopt : std::optional<bool>(toBool(v[normalized_at + 1]));
  const IValue& rc = v[normalized_at + 2];
  a.return_complex = rc.isNone() ? std::nullopt : std::optional<bool>(toBool(rc));
  return a;
}

// ---- istft ----------------------------------------------------------------- //

struct IstftArgs {
  int64_t n_fft = 0, hop = 0, win = 0;
  Tensor window;
  bool center = true, normalized = false, return_complex = false;
  std::optional<bool> onesided;
  std::optional<int64_t> length;
};

std::string istftRepr(const Tensor& self, const IstftArgs& a) {
  return "istft(" + cppTypeString(self.dtype()) + sizesOf(self) + ", n_fft=" + std::to_string(a.n_fft) +
         ", hop_length=" + std::to_string(a.hop) + ", win_length=" + std::to_string(a.win) +
         ", window=" + windowText(a.window) + ", center=" + (a.center ? "1" : "0") +
         ", normalized=" + (a.normalized ? "1" : "0") + ", onesided=" + optText(a.onesided) +
         ", length=" + optText(a.length) + ", return_complex=" + (a.return_complex ? "1" : "0") + ") ";
}

/// Checks the spectrum's shape and the sizes; returns whether it is one-sided.
bool checkIstft(const Tensor& self, const Tensor& input, const IstftArgs& a) {
  int64_t fft_size = input.size(-3);
  std::string repr = istftRepr(self, a);
  TS_CHECK(input.numel() != 0, repr + ": input tensor cannot be empty.");
  TS_CHECK(input.dim() == 3 || input.dim() == 4,
           repr + ": expected a tensor with 3 or 4 dimensions of complex dtype, but got " + std::to_string(input.dim()));
  TS_CHECK(input.size(-1) == 2, repr + ": expected the last dimension to be 2 (corresponding to real and imaginary "
                                       "parts), but got " + std::to_string(self.size(-1)));
  bool onesided = a.onesided.value_or(fft_size != a.n_fft);
  if (onesided)
    TS_CHECK(a.n_fft / 2 + 1 == fft_size, repr + ": expected the frequency dimension (3rd to the last) of the input "
                                                 "tensor to match n_fft / 2 + 1 when onesided=True, but got " +
                                                 std::to_string(fft_size));
  else
    TS_CHECK(a.n_fft == fft_size, repr + ": expected the frequency dimension (3rd to the last) of the input tensor "
                                         "to match n_fft when onesided=False, but got " + std::to_string(fft_size));
  TS_CHECK(a.hop > 0 && a.hop <= a.win, repr + ": expected 0 < hop_length <= win_length");
  TS_CHECK(a.win > 0 && a.win <= a.n_fft, repr + ": expected 0 < win_length <= n_fft");
  TS_CHECK(!a.window.defined() || (a.window.dim() == 1 && a.window.size(0) == a.win),
           repr + ": Invalid window shape. window has to be 1D and length of `win_length`");
  return onesided;
}

/// Sums the n_fft-long frames of y (channels, frames, n_fft) placed `hop`
/// apart: the inverse of framing (ATen's unfold_backward).
Tensor overlapAdd(const Tensor& y, int64_t hop, int64_t total) {
  Tensor out = zeros({y.size(0), total}, y.dtype());
  int64_t n_fft = y.size(2);
  for (int64_t f = 0; f < y.size(1); ++f) add_(narrow(out, 1, f * hop, n_fft), select(y, 1, f));
  return out;
}

Tensor istft(const Tensor& self, const IstftArgs& a) {
  // Real (..., 2) input is the deprecated pre-complex format.
  Tensor input = self.is_complex() ? viewAsReal(self) : self;
  int64_t frames = input.size(-2);
  bool onesided = checkIstft(self, input, a);
  Tensor window = a.window.defined() ? a.window : ones({a.win}, input.dtype());
  if (a.win != a.n_fft) window = centredWindow(window, a.win, a.n_fft, input.dtype());
  if (input.dim() == 3) input = unsqueeze(input, 0);
  Tensor spec = viewAsComplex(contiguous(transpose(input, 1, 2)));  // (channels, frames, freq)
  spec = fftReady(spec);
  Tensor y;
  if (a.return_complex) {
    TS_CHECK(!onesided, "Cannot have onesided output if window or input is complex");
    y = c2c(spec, 2, false);
  } else {
    TS_CHECK(!a.window.defined() || !a.window.is_complex(), "Complex windows are incompatible with return_complex=False");
    if (!onesided) spec = narrow(spec, -1, 0, a.n_fft / 2 + 1);
    y = c2r(spec, 2, a.n_fft);
  }
  double scale = a.normalized ? 1.0 / std::sqrt(static_cast<double>(a.n_fft)) : 1.0 / static_cast<double>(a.n_fft);
  y = mul(mul(y, Scalar(scale)), view(window, {1, 1, a.n_fft}));
  int64_t total = a.n_fft + a.hop * (frames - 1);
  y = overlapAdd(y, a.hop, total);
  Tensor envelope = overlapAdd(expand(view(pow(window, Scalar(2)), {1, 1, a.n_fft}), {1, frames, a.n_fft}), a.hop,
                               total);
  int64_t start = a.center ? a.n_fft / 2 : 0;
  int64_t end = a.length ? start + *a.length : a.center ? total - a.n_fft / 2 : total;
  int64_t stop = std::min(end, total);
  y = narrow(y, 1, start, std::max<int64_t>(0, stop - start));
  envelope = narrow(envelope, 1, start, std::max<int64_t>(0, stop - start));
  Tensor low = lt(amin(abs(envelope)), Scalar(1e-11));
  TS_CHECK(!low.item().toBool(), istftRepr(self, a) + "window overlap add min: " + cppPrint(low));
  y = div(y, envelope);
  if (self.dim() == (self.is_complex() ? 2 : 3)) y = squeeze(y, 0);
  if (end > total) y = nn::constantPadNd(y, {0, end - total}, Scalar(0));
  return y;
}

IstftArgs istftArgs(const IValue* v) {
  IstftArgs a;
  a.n_fft = toInt(v[1]);
  a.hop = v[2].isNone() ? a.n_fft >> 2 : toInt(v[2]);
  a.win = v[3].isNone() ? a.n_fft : toInt(v[3]);
  a.window = toOptTensor(v[4]);
  a.center = toBool(v[5]);
  a.normalized = toBool(v[6]);
  a.onesided = v[7].isNone() ? std::nullopt : std::optional<bool>(toBool(v[7]));
  a.length = toOptInt(v[8]);
  a.return_complex = toBool(v[9]);
  return a;
}

}  // namespace
}  // namespace detail

void registerStftOps(Registry& r) {
  using namespace detail;
  r.add("aten::stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, "
        "bool normalized=False, bool? onesided=None, bool? return_complex=None) -> Tensor",
        kern<8>([](const IValue* a) { return stft(toTensor(a[0]), stftArgs(a, 5)); }));
  r.add("aten::stft.center(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, "
        "bool center=True, str pad_mode=\"reflect\", bool normalized=False, bool? onesided=None, "
        "bool? return_complex=None) -> Tensor",
        kern<10>([](const IValue* a) {
          return stftCenter(toTensor(a[0]), stftArgs(a, 7), toBool(a[5]), a[6].toStr());
        }));
  r.add("aten::istft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, "
        "bool center=True, bool normalized=False, bool? onesided=None, int? length=None, "
        "bool return_complex=False) -> Tensor",
        kern<10>([](const IValue* a) { return istft(toTensor(a[0]), istftArgs(a)); }));
}

}  // namespace ts
