// ===--- nn_pool.cpp - pooling kernels ------------------------------------=== //
// Output sizes, padding rules and error texts follow ATen's Pool.h
// (pooling_output_shape, pool2d_shape_check).
#include "tensor/nn_pool.h"

#include <cmath>
#include <limits>

#include "tensor/checked_math.h"
#include "tensor/nn_util.h"
#include "tensor/memory_format.h"
#include "tensor/parallel.h"

namespace ts::nn {

int64_t poolOutputSize(int64_t in, int64_t k, int64_t pad, int64_t stride, int64_t dil, bool ceil_mode) {
  // pad <= k/2 is checked, so only a huge dilation or stride can overflow;
  // ATen's result is then meaningless, and the kernels would index past the
  // input, so it is refused.
  bool overflowed = false;
  int64_t num = windowCount(in, pad, dil, k, 1, &overflowed) - 1;
  overflowed |= ceil_mode && addOverflows(num, stride - 1, &num);
  TS_CHECK(!overflowed, "pooling: integer overflow in the output size");
  // Floor division (div_rtn) so negative numerators round down.
  int64_t out = (num >= 0 ? num / stride : -((-num + stride - 1) / stride)) + 1;
  int64_t last;
  if (ceil_mode && (mulOverflows(out - 1, stride, &last) || last >= in + pad)) --out;
  return out;
}

namespace {

/// The 2-D geometry of one pooling call; 1-D calls have unit height.
struct Pool2d {
  int64_t kh, kw, sh, sw, ph, pw, dh, dw;
  int64_t ih, iw, oh, ow;
};

/// Lifts 1-D parameters to 2-D ({1, v} or {0, v}); checks list lengths.
IntList lift(const IntList& v, int64_t spatial, int64_t fill, const char* op, const char* what) {
  if (spatial == 2) {
    TS_CHECK(v.size() == 1 || v.size() == 2,
             std::string(op) + ": " + what + " must either be a single int, or a tuple of two ints");
    return v.size() == 1 ? IntList{v[0], v[0]} : v;
  }
  TS_CHECK(v.size() == 1, std::string(op) + ": " + what + " must be a single int, or a tuple of one int");
  return {fill, v[0]};
}

/// The input as contiguous [planes, H, W] plus its batched/unbatched shape.
Tensor planes3d(const Tensor& self, int64_t spatial, const char* op) {
  const int64_t d = self.dim();
  if (spatial == 2) {
    TS_CHECK((d == 3 || d == 4) && self.numel() > 0,
             "non-empty 3D or 4D (batch mode) tensor expected for input");
    return self.reshape({-1, self.size(-2), self.size(-1)}).contiguous();
  }
  TS_CHECK((d == 2 || d == 3) && self.numel() > 0,
           std::string(op) + "() Expected 2D or 3D input tensor, but got " + shapeStr(self.sizes()));
  return self.reshape({-1, 1, self.size(-1)}).contiguous();
}

/// Output shape: the input's leading dims with the pooled sizes.
DimVector outShape(const Tensor& self, int64_t spatial, int64_t oh, int64_t ow) {
  DimVector s(self.sizes());
  if (spatial == 2) s[s.size() - 2] = oh;
  s[s.size() - 1] = ow;
  return s;
}

// `channels` is the input's channel count, which ATen's size error names
// (not the planes' batch-times-channels count).
Pool2d makeGeometry(const Tensor& planes, int64_t channels, const IntList& k, const IntList& s, const IntList& p,
                    const IntList& d, bool ceil_mode) {
  Pool2d g{k[0], k[1], s[0], s[1], p[0], p[1], d[0], d[1], planes.size(1), planes.size(2), 0, 0};
  TS_CHECK(g.kh > 0 && g.kw > 0, "kernel size should be greater than zero, but got kH: " + std::to_string(g.kh) +
                                     " kW: " + std::to_string(g.kw));
  TS_CHECK(g.sh != 0 && g.sw != 0, "stride should not be zero");
  TS_CHECK(g.sh > 0 && g.sw > 0,
           "stride should be greater than zero, but got dH: " + std::to_string(g.sh) + " dW: " + std::to_string(g.sw));
  TS_CHECK(g.dh > 0 && g.dw > 0, "dilation should be greater than zero, but got dilationH: " +
                                     std::to_string(g.dh) + " dilationW: " + std::to_string(g.dw));
  // ATen checks each dim while computing its output size, height first.
  for (auto [pad, k] : {std::pair{g.ph, g.kh}, std::pair{g.pw, g.kw}})
    TS_CHECK(pad <= k / 2, "pad should be at most half of kernel size, but got pad=" + std::to_string(pad) +
                               " and kernel_size=" + std::to_string(k));
  g.oh = poolOutputSize(g.ih, g.kh, g.ph, g.sh, g.dh, ceil_mode);
  g.ow = poolOutputSize(g.iw, g.kw, g.pw, g.sw, g.dw, ceil_mode);
  TS_CHECK(g.oh >= 1 && g.ow >= 1, "Given input size: (" + std::to_string(channels) + "x" +
                                       std::to_string(g.ih) + "x" + std::to_string(g.iw) +
                                       "). Calculated output size: (" + std::to_string(channels) + "x" +
                                       std::to_string(g.oh) + "x" + std::to_string(g.ow) +
                                       "). Output size is too small");
  return g;
}

/// The first in-bounds tap of a window starting at `start` (ATen steps a
/// negative start forward by whole dilations).
int64_t firstTap(int64_t start, int64_t dil) { return start >= 0 ? start : start + (-start + dil - 1) / dil * dil; }

// One kernel tap over output columns [first, last): the running max and its
// index take in[base + ow * stride] when it is greater or NaN. Cloned for
// AVX2, where the selects vectorize (SSE2 has no blend to do it with).
#define TS_MAX_TAP(T)                                                                                       \
  __attribute__((target_clones("arch=x86-64-v3", "default"))) void maxTap(                                \
      const T* __restrict__ in, T* __restrict__ best, int64_t* __restrict__ arg, int64_t first, int64_t last, \
      int64_t base, int64_t stride) {                                                                       \
    for (int64_t ow = first; ow < last; ++ow) {                                                             \
      const int64_t pos = base + ow * stride;                                                               \
      const T v = in[pos], m = best[ow];                                                                    \
      const bool take = v > m || v != v;                                                                    \
      best[ow] = take ? v : m;                                                                              \
      arg[ow] = take ? pos : arg[ow];                                                                       \
    }                                                                                                       \
  }
TS_MAX_TAP(float)
TS_MAX_TAP(double)
#undef TS_MAX_TAP

// maxTap without the index: the same selects, so the same values, and a
// third of the memory traffic (no 8-byte index per output to load and store).
#define TS_MAX_TAP_VALUES(T)                                                                               \
  __attribute__((target_clones("arch=x86-64-v3", "default"))) void maxTapValues(                          \
      const T* __restrict__ in, T* __restrict__ best, int64_t first, int64_t last, int64_t base,           \
      int64_t stride) {                                                                                     \
    for (int64_t ow = first; ow < last; ++ow) {                                                             \
      const T v = in[base + ow * stride], m = best[ow];                                                     \
      best[ow] = v > m || v != v ? v : m;                                                                   \
    }                                                                                                       \
  }
TS_MAX_TAP_VALUES(float)
TS_MAX_TAP_VALUES(double)
#undef TS_MAX_TAP_VALUES

// Note [Max pool order]: ATen scans each window row by row, taking a value
// when it is greater than the running max or NaN (so the last NaN wins),
// starting from -inf at the window's first in-bounds position. Sweeping the
// kernel taps in that same order over a whole output row keeps every
// window's sequence of comparisons, and the loop over output columns
// vectorizes (branch-free selects) instead of branching per element.
// A null idx skips the indices (max_pool2d without them).
template <typename T>
void maxPlane(const T* in, T* out, int64_t* idx, const Pool2d& g) {
  for (int64_t oh = 0; oh < g.oh; ++oh) {
    const int64_t h_start = oh * g.sh - g.ph;
    const int64_t h1 = std::min(h_start + (g.kh - 1) * g.dh + 1, g.ih);
    const int64_t h0 = firstTap(h_start, g.dh);
    T* orow = out + oh * g.ow;
    int64_t* irow = idx ? idx + oh * g.ow : nullptr;
    for (int64_t ow = 0; ow < g.ow; ++ow) orow[ow] = -std::numeric_limits<T>::infinity();
    if (idx)
      for (int64_t ow = 0; ow < g.ow; ++ow) irow[ow] = h0 * g.iw + firstTap(ow * g.sw - g.pw, g.dw);
    for (int64_t h = h0; h < h1; h += g.dh) {
      for (int64_t j = 0; j < g.kw; ++j) {
        const auto [first, last] = nn_detail::windowRange(g.ow, g.sw, g.pw, j * g.dw, g.iw);
        const int64_t base = h * g.iw + j * g.dw - g.pw;
        if (idx) maxTap(in, orow, irow, first, last, base, g.sw);
        else maxTapValues(in, orow, first, last, base, g.sw);
      }
    }
  }
}

template <typename T>
void avgPlane(const T* in, T* out, const Pool2d& g, bool count_include_pad, std::optional<int64_t> divisor) {
  for (int64_t oh = 0; oh < g.oh; ++oh) {
    for (int64_t ow = 0; ow < g.ow; ++ow) {
      int64_t h0 = oh * g.sh - g.ph, w0 = ow * g.sw - g.pw;
      int64_t h1 = std::min(h0 + g.kh, g.ih + g.ph), w1 = std::min(w0 + g.kw, g.iw + g.pw);
      const int64_t pool_size = (h1 - h0) * (w1 - w0);
      h0 = std::max<int64_t>(h0, 0);
      w0 = std::max<int64_t>(w0, 0);
      h1 = std::min(h1, g.ih);
      w1 = std::min(w1, g.iw);
      T sum = 0;
      for (int64_t h = h0; h < h1; ++h)
        for (int64_t w = w0; w < w1; ++w) sum += in[h * g.iw + w];
      int64_t factor = divisor ? *divisor : (count_include_pad ? pool_size : (h1 - h0) * (w1 - w0));
      out[oh * g.ow + ow] = factor == 0 ? T(0) : sum / static_cast<T>(factor);
    }
  }
}

template <typename F>
void dispatchPool(ScalarType t, const char* name, F&& f) {
  if (t == ScalarType::Float) return f(TypeTag<float>{});
  if (t == ScalarType::Double) return f(TypeTag<double>{});
  detail::throwNotImplemented(name, t);
}

/// Runs f(i) for planes i in [0, n), split across threads when the planes
/// hold enough work (`work` element operations each); planes are
/// independent, so the split never changes a result.
template <typename F>
void forPlanes(int64_t n, int64_t work, const F& f) {
  parallelForBalanced(0, n, grainFor(work), [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) f(i);
  });
}

int64_t adaptiveStart(int64_t a, int64_t out, int64_t in) { return (a * in) / out; }
int64_t adaptiveEnd(int64_t a, int64_t out, int64_t in) { return ((a + 1) * in + out - 1) / out; }

}  // namespace

namespace {

/// Shared by maxPoolWithIndices and maxPool: indices only when with_indices.
std::tuple<Tensor, Tensor> maxPoolImpl(const Tensor& self, IntList kernel, IntList stride, IntList padding,
                                       IntList dilation, bool ceil_mode, int64_t spatial, bool with_indices) {
  const char* op = spatial == 2 ? "max_pool2d" : "max_pool1d";
  if (stride.empty()) stride = kernel;
  IntList k = lift(kernel, spatial, 1, op, "kernel_size"), s = lift(stride, spatial, 1, op, "stride");
  IntList p = lift(padding, spatial, 0, op, "padding"), d = lift(dilation, spatial, 1, op, "dilation");
  // ATen's max_pool2d downcasts every parameter to int, checked.
  if (spatial == 2) {
    for (const IntList* l : {&k, &s, &p, &d})
      for (int64_t v : *l) TS_CHECK(v == static_cast<int32_t>(v), "integer out of range");
  }
  Tensor planes = planes3d(self, spatial, op);
  Pool2d g = makeGeometry(planes, self.size(-spatial - 1), k, s, p, d, ceil_mode);
  const int64_t n = planes.size(0);
  Tensor out = emptyTensor({n, g.oh, g.ow}, self.dtype());
  Tensor idx = with_indices ? emptyTensor({n, g.oh, g.ow}, ScalarType::Long) : Tensor();
  dispatchPool(self.dtype(), "max_pool2d", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(planes.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    int64_t* ip = with_indices ? static_cast<int64_t*>(idx.data_ptr()) : nullptr;
    forPlanes(n, g.oh * g.ow * g.kh * g.kw, [&](int64_t i) {
      maxPlane(src + i * g.ih * g.iw, dst + i * g.oh * g.ow, ip ? ip + i * g.oh * g.ow : nullptr, g);
    });
  });
  DimVector shape = outShape(self, spatial, g.oh, g.ow);
  // Note [Kernel output layout].
  return {inFormatOf(out.reshape(shape), self), with_indices ? inFormatOf(idx.reshape(shape), self) : Tensor()};
}

}  // namespace

std::tuple<Tensor, Tensor> maxPoolWithIndices(const Tensor& self, IntList kernel, IntList stride, IntList padding,
                                              IntList dilation, bool ceil_mode, int64_t spatial) {
  return maxPoolImpl(self, kernel, stride, padding, dilation, ceil_mode, spatial, true);
}

Tensor maxPool(const Tensor& self, IntList kernel, IntList stride, IntList padding, IntList dilation, bool ceil_mode,
               int64_t spatial) {
  return std::get<0>(maxPoolImpl(self, kernel, stride, padding, dilation, ceil_mode, spatial, false));
}

Tensor avgPool(const Tensor& self, IntList kernel, IntList stride, IntList padding, bool ceil_mode,
               bool count_include_pad, std::optional<int64_t> divisor_override, int64_t spatial) {
  const char* op = spatial == 2 ? "avg_pool2d" : "avg_pool1d";
  if (stride.empty()) stride = kernel;
  IntList k = lift(kernel, spatial, 1, op, "kernel_size"), s = lift(stride, spatial, 1, op, "stride");
  IntList p = lift(padding, spatial, 0, op, "padding");
  // ATen keeps avg_pool2d's parameters in int fields (its precomputed
  // struct), so larger values wrap silently; its checks then see the wrapped
  // values, and so do ours.
  for (IntList* l : {&k, &s, &p})
    for (int64_t& v : *l) v = static_cast<int32_t>(static_cast<uint32_t>(v));
  TS_CHECK(!divisor_override || *divisor_override != 0, "divisor must be not zero");
  Tensor planes = planes3d(self, spatial, op);
  Pool2d g = makeGeometry(planes, self.size(-spatial - 1), k, s, p, {1, 1}, ceil_mode);
  const int64_t n = planes.size(0);
  Tensor out = emptyTensor({n, g.oh, g.ow}, self.dtype());
  dispatchPool(self.dtype(), "avg_pool2d", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(planes.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    forPlanes(n, g.oh * g.ow * g.kh * g.kw, [&](int64_t i) {
      avgPlane(src + i * g.ih * g.iw, dst + i * g.oh * g.ow, g, count_include_pad, divisor_override);
    });
  });
  return inFormatOf(out.reshape(outShape(self, spatial, g.oh, g.ow)), self);
}

namespace {

IntList adaptiveSizes(const Tensor& self, const IntList& output_size, int64_t spatial, const char* op) {
  TS_CHECK(output_size.size() == static_cast<size_t>(spatial) || output_size.size() == 1,
           std::string(op) + ": output_size must be " + std::to_string(spatial));
  TS_CHECK(self.dim() == spatial + 1 || self.dim() == spatial + 2,
           std::string(op) + "(): Expected " + std::to_string(spatial + 1) + "D or " + std::to_string(spatial + 2) +
               "D tensor, but got " + shapeStr(self.sizes()));
  for (int64_t i = 1; i < self.dim(); ++i)
    TS_CHECK(self.size(i) > 0, std::string(op) + "(): Expected input to have non-zero size for non-batch "
                               "dimensions, but input has sizes " + shapeStr(self.sizes()) + " with dimension " +
                               std::to_string(i) + " being empty");
  IntList o = output_size.size() == 1 ? IntList(spatial, output_size[0]) : output_size;
  for (int64_t v : o) TS_CHECK(v >= 0, std::string(op) + ": elements of output_size must be greater than or equal to 0");
  return spatial == 2 ? o : IntList{1, o[0]};
}

}  // namespace

Tensor adaptiveAvgPool(const Tensor& self, IntList output_size, int64_t spatial) {
  const char* op = spatial == 2 ? "adaptive_avg_pool2d" : "adaptive_avg_pool1d";
  IntList o = adaptiveSizes(self, output_size, spatial, op);
  // ATen takes the mean for a 1x1 output (a different summation order).
  // A channels-last input gets the mean's [N, C, 1, 1] restrided to [C, 1, C, C].
  if (spatial == 2 && o[0] == 1 && o[1] == 1) return inFormatOf(mean(self, {-1, -2}, true), self);
  Tensor planes = planes3d(self, spatial, op);
  const int64_t n = planes.size(0), ih = planes.size(1), iw = planes.size(2);
  Tensor out = emptyTensor({n, o[0], o[1]}, self.dtype());
  dispatchPool(self.dtype(), op, [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(planes.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    forPlanes(n, ih * iw, [&](int64_t i) {
      for (int64_t oh = 0; oh < o[0]; ++oh) {
        const int64_t h0 = adaptiveStart(oh, o[0], ih), h1 = adaptiveEnd(oh, o[0], ih);
        for (int64_t ow = 0; ow < o[1]; ++ow) {
          const int64_t w0 = adaptiveStart(ow, o[1], iw), w1 = adaptiveEnd(ow, o[1], iw);
          T sum = 0;
          for (int64_t h = h0; h < h1; ++h)
            for (int64_t w = w0; w < w1; ++w) sum += src[(i * ih + h) * iw + w];
          dst[(i * o[0] + oh) * o[1] + ow] = sum / static_cast<T>((h1 - h0) * (w1 - w0));
        }
      }
    });
  });
  return inFormatOf(out.reshape(outShape(self, spatial, o[0], o[1])), self);
}

std::tuple<Tensor, Tensor> adaptiveMaxPool(const Tensor& self, IntList output_size, int64_t spatial) {
  const char* op = spatial == 2 ? "adaptive_max_pool2d" : "adaptive_max_pool1d";
  IntList o = adaptiveSizes(self, output_size, spatial, op);
  Tensor planes = planes3d(self, spatial, op);
  const int64_t n = planes.size(0), ih = planes.size(1), iw = planes.size(2);
  Tensor out = emptyTensor({n, o[0], o[1]}, self.dtype());
  Tensor idx = emptyTensor({n, o[0], o[1]}, ScalarType::Long);
  dispatchPool(self.dtype(), op, [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(planes.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    int64_t* ip = static_cast<int64_t*>(idx.data_ptr());
    forPlanes(n, ih * iw, [&](int64_t i) {
      for (int64_t oh = 0; oh < o[0]; ++oh) {
        for (int64_t ow = 0; ow < o[1]; ++ow) {
          int64_t best = -1;
          T best_v = 0;
          for (int64_t h = adaptiveStart(oh, o[0], ih); h < adaptiveEnd(oh, o[0], ih); ++h) {
            for (int64_t w = adaptiveStart(ow, o[1], iw); w < adaptiveEnd(ow, o[1], iw); ++w) {
              const T v = src[(i * ih + h) * iw + w];
              if (best < 0 || v > best_v || std::isnan(v)) { best_v = v; best = h * iw + w; }
            }
          }
          dst[(i * o[0] + oh) * o[1] + ow] = best_v;
          ip[(i * o[0] + oh) * o[1] + ow] = best;
        }
      }
    });
  });
  DimVector shape = outShape(self, spatial, o[0], o[1]);
  return {inFormatOf(out.reshape(shape), self), inFormatOf(idx.reshape(shape), self)};
}

}  // namespace ts::nn
