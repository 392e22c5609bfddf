// ===--- pool3d.cpp - 3-D pooling kernels ---------------------------------=== //
// Checks and messages follow ATen's pool3d_shape_check and the argument
// checks of max_pool3d / avg_pool3d / adaptive_*_pool3d (PyTorch 1.13).
#include "tensor/pool3d.h"

#include <cmath>
#include <limits>

#include "tensor/nn_pool.h"
#include "tensor/nn_util.h"
#include "tensor/parallel.h"

namespace ts::nn {
namespace {

using IntList = std::vector<int64_t>;

/// One 3-D pooling call: kernel, stride, padding, dilation, and the input and
/// output extents, each indexed (depth, height, width).
struct Pool3d {
  int64_t k[3], s[3], p[3], d[3], in[3], out[3];
  int64_t inVolume() const { return in[0] * in[1] * in[2]; }
  int64_t outVolume() const { return out[0] * out[1] * out[2]; }
};

/// Expands a 1- or 3-element list; anything else fails with `msg`.
IntList three(const IntList& v, const std::string& msg) {
  TS_CHECK(v.size() == 1 || v.size() == 3, msg);
  return v.size() == 1 ? IntList(3, v[0]) : v;
}

/// The input as contiguous [volumes, D, H, W].
Tensor volumes(const Tensor& self, const char* op) {
  TS_CHECK(self.dim() == 4 || self.dim() == 5, "non-empty 4D or 5D (batch mode) tensor expected for input");
  for (int64_t i = self.dim() - 4; i < self.dim(); ++i)
    TS_CHECK(self.size(i) > 0, std::string(op) + "(): Expected input's non-batch dimensions to have positive "
                               "length, but input has a shape of " + shapeStr(self.sizes()) +
                               " and non-batch dimension " + std::to_string(i) + " has length zero!");
  return self.reshape({-1, self.size(-3), self.size(-2), self.size(-1)}).contiguous();
}

DimVector outShape(const Tensor& self, const int64_t out[3]) {
  DimVector s(self.sizes());
  for (int64_t i = 0; i < 3; ++i) s[s.size() - 3 + i] = out[i];
  return s;
}

/// Fills the geometry and checks it as pool3d_shape_check does, whose size
/// error names the input's `channels` (not the volumes' count).
Pool3d makeGeometry(const Tensor& vols, int64_t channels, const IntList& k, const IntList& s, const IntList& p,
                    const IntList& d, bool ceil_mode, bool check_kernel_fits) {
  Pool3d g{};
  for (int64_t i = 0; i < 3; ++i) {
    g.k[i] = k[i], g.s[i] = s[i], g.p[i] = p[i], g.d[i] = d[i], g.in[i] = vols.size(i + 1);
  }
  for (int64_t i = 0; i < 3; ++i) TS_CHECK(g.s[i] != 0, "stride should not be zero");
  for (int64_t i = 0; i < 3; ++i)
    TS_CHECK(g.p[i] <= g.k[i] / 2, "pad should be at most half of kernel size, but got pad=" +
                                       std::to_string(g.p[i]) + " and kernel_size=" + std::to_string(g.k[i]));
  for (int64_t i = 0; i < 3; ++i) {
    TS_CHECK(g.k[i] > 0 && g.s[i] > 0 && g.d[i] > 0,
             "kernel size, stride and dilation should be greater than zero, but got kT: " + std::to_string(g.k[0]) +
                 " kH: " + std::to_string(g.k[1]) + " kW: " + std::to_string(g.k[2]));
    g.out[i] = poolOutputSize(g.in[i], g.k[i], g.p[i], g.s[i], g.d[i], ceil_mode);
  }
  if (check_kernel_fits)
    TS_CHECK(g.in[0] >= g.k[0] && g.in[1] >= g.k[1] && g.in[2] >= g.k[2],
             "input image (T: " + std::to_string(g.in[0]) + " H: " + std::to_string(g.in[1]) + " W: " +
                 std::to_string(g.in[2]) + ") smaller than kernel size (kT: " + std::to_string(g.k[0]) +
                 " kH: " + std::to_string(g.k[1]) + " kW: " + std::to_string(g.k[2]) + ")");
  const std::string c = std::to_string(channels);
  TS_CHECK(g.out[0] >= 1 && g.out[1] >= 1 && g.out[2] >= 1,
           "Given input size: (" + c + "x" + std::to_string(g.in[0]) + "x" + std::to_string(g.in[1]) + "x" +
               std::to_string(g.in[2]) + "). Calculated output size: (" + c + "x" + std::to_string(g.out[0]) +
               "x" + std::to_string(g.out[1]) + "x" + std::to_string(g.out[2]) + "). Output size is too small");
  return g;
}

/// The first in-bounds tap of a window starting at `start` (ATen steps a
/// negative start forward by whole dilations).
int64_t firstTap(int64_t start, int64_t dil) { return start >= 0 ? start : start + (-start + dil - 1) / dil * dil; }

/// One volume's max pooling: each window scanned depth, row, column in
/// order, taking a value greater than the running max or NaN, from -inf at
/// the window's first in-bounds position (Note [Max pool order], nn_pool.cpp).
template <typename T>
void maxVolume(const T* in, T* out, int64_t* idx, const Pool3d& g) {
  const int64_t ih = g.in[1], iw = g.in[2];
  int64_t o = 0;
  for (int64_t ot = 0; ot < g.out[0]; ++ot) {
    const int64_t t0 = ot * g.s[0] - g.p[0], t1 = std::min(t0 + (g.k[0] - 1) * g.d[0] + 1, g.in[0]);
    for (int64_t oh = 0; oh < g.out[1]; ++oh) {
      const int64_t h0 = oh * g.s[1] - g.p[1], h1 = std::min(h0 + (g.k[1] - 1) * g.d[1] + 1, ih);
      for (int64_t ow = 0; ow < g.out[2]; ++ow, ++o) {
        const int64_t w0 = ow * g.s[2] - g.p[2], w1 = std::min(w0 + (g.k[2] - 1) * g.d[2] + 1, iw);
        const int64_t ft = firstTap(t0, g.d[0]), fh = firstTap(h0, g.d[1]), fw = firstTap(w0, g.d[2]);
        T best = -std::numeric_limits<T>::infinity();
        int64_t arg = (ft * ih + fh) * iw + fw;
        for (int64_t t = ft; t < t1; t += g.d[0])
          for (int64_t h = fh; h < h1; h += g.d[1])
            for (int64_t w = fw; w < w1; w += g.d[2]) {
              const int64_t pos = (t * ih + h) * iw + w;
              const T v = in[pos];
              if (v > best || std::isnan(v)) best = v, arg = pos;
            }
        out[o] = best;
        idx[o] = arg;
      }
    }
  }
}

/// One volume's average pooling (ATen's avg_pool3d_out_frame): the sum in
/// the input's type, divided by the window size.
template <typename T>
void avgVolume(const T* in, T* out, const Pool3d& g, bool count_include_pad, std::optional<int64_t> divisor) {
  int64_t o = 0;
  for (int64_t ot = 0; ot < g.out[0]; ++ot)
    for (int64_t oh = 0; oh < g.out[1]; ++oh)
      for (int64_t ow = 0; ow < g.out[2]; ++ow, ++o) {
        int64_t lo[3] = {ot * g.s[0] - g.p[0], oh * g.s[1] - g.p[1], ow * g.s[2] - g.p[2]}, hi[3];
        int64_t pool_size = 1, real_size = 1;
        for (int64_t i = 0; i < 3; ++i) {
          hi[i] = std::min(lo[i] + g.k[i], g.in[i] + g.p[i]);
          pool_size *= hi[i] - lo[i];
          lo[i] = std::max<int64_t>(lo[i], 0);
          hi[i] = std::min(hi[i], g.in[i]);
          real_size *= hi[i] - lo[i];
        }
        T sum = 0;
        for (int64_t t = lo[0]; t < hi[0]; ++t)
          for (int64_t h = lo[1]; h < hi[1]; ++h)
            for (int64_t w = lo[2]; w < hi[2]; ++w) sum += in[(t * g.in[1] + h) * g.in[2] + w];
        const int64_t factor = divisor ? *divisor : (count_include_pad ? pool_size : real_size);
        out[o] = real_size <= 0 ? T(0) : static_cast<T>(sum / static_cast<T>(factor));
      }
}

/// Runs f(i) for each volume, split across threads when there is enough work.
template <typename F>
void forVolumes(int64_t n, int64_t work, const F& f) {
  parallelFor(0, n, grainFor(work), [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) f(i);
  });
}

}  // namespace

std::tuple<Tensor, Tensor> maxPool3dWithIndices(const Tensor& self, IntList kernel, IntList stride, IntList padding,
                                                IntList dilation, bool ceil_mode) {
  IntList k = three(kernel, "max_pool3d: kernel_size must either be a single int, or a tuple of three ints");
  TS_CHECK(stride.empty() || stride.size() == 1 || stride.size() == 3,
           "max_pool3d: stride must either be omitted, a single int, or a tuple of three ints");
  IntList s = stride.empty() ? k : three(stride, "");
  IntList p = three(padding, "max_pool3d: padding must be either be a single int, or a tuple of three ints");
  IntList d = three(dilation, "max_pool3d: dilation must be either a single int, or a tuple of three ints");
  Tensor vols = volumes(self, "max_pool3d_with_indices_out_cpu_template");
  Pool3d g = makeGeometry(vols, self.size(-4), k, s, p, d, ceil_mode, false);
  const int64_t n = vols.size(0);
  Tensor out = emptyTensor({n, g.out[0], g.out[1], g.out[2]}, self.dtype());
  Tensor idx = emptyTensor({n, g.out[0], g.out[1], g.out[2]}, ScalarType::Long);
  nn_detail::dispatchFloatDouble(self.dtype(), "max_pool3d_with_indices_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(vols.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    int64_t* ip = static_cast<int64_t*>(idx.data_ptr());
    forVolumes(n, g.outVolume() * k[0] * k[1] * k[2], [&](int64_t i) {
      maxVolume(src + i * g.inVolume(), dst + i * g.outVolume(), ip + i * g.outVolume(), g);
    });
  });
  DimVector shape = outShape(self, g.out);
  return {out.reshape(shape), idx.reshape(shape)};
}

Tensor avgPool3d(const Tensor& self, IntList kernel, IntList stride, IntList padding, bool ceil_mode,
                 bool count_include_pad, std::optional<int64_t> divisor_override) {
  IntList k = three(kernel, "avg_pool3d: kernel_size must be a single int, or a tuple of three ints");
  TS_CHECK(stride.empty() || stride.size() == 1 || stride.size() == 3,
           "avg_pool3d: stride must be omitted, a single int, or a tuple of three ints");
  IntList s = stride.empty() ? k : three(stride, "");
  IntList p = three(padding, "avg_pool3d: padding must be a single int, or a tuple of three ints");
  TS_CHECK(!divisor_override || *divisor_override != 0, "divisor must be not zero");
  Tensor vols = volumes(self, "avg_pool3d");
  Pool3d g = makeGeometry(vols, self.size(-4), k, s, p, {1, 1, 1}, ceil_mode, true);
  const int64_t n = vols.size(0);
  Tensor out = emptyTensor({n, g.out[0], g.out[1], g.out[2]}, self.dtype());
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(vols.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    forVolumes(n, g.outVolume() * k[0] * k[1] * k[2], [&](int64_t i) {
      avgVolume(src + i * g.inVolume(), dst + i * g.outVolume(), g, count_include_pad, divisor_override);
    });
  };
  if (self.dtype() == ScalarType::Long) run(TypeTag<int64_t>{});
  else nn_detail::dispatchFloatDouble(self.dtype(), "avg_pool3d_out_frame", run);
  return out.reshape(outShape(self, g.out));
}

namespace {

/// ATen's adaptive window bounds, computed in float as its 3-D kernels do.
int64_t startIndex(int64_t a, int64_t b, int64_t c) {
  return static_cast<int64_t>(std::floor(static_cast<float>(a * c) / static_cast<float>(b)));
}
int64_t endIndex(int64_t a, int64_t b, int64_t c) {
  return static_cast<int64_t>(std::ceil(static_cast<float>((a + 1) * c) / static_cast<float>(b)));
}

/// The adaptive window of output (ot, oh, ow): [lo, hi) per dim.
void adaptiveWindow(const int64_t o[3], const IntList& out, const int64_t in[3], int64_t lo[3], int64_t hi[3]) {
  for (int64_t i = 0; i < 3; ++i) {
    lo[i] = startIndex(o[i], out[i], in[i]);
    hi[i] = endIndex(o[i], out[i], in[i]);
  }
}

/// Checks an adaptive pooling input and output size; returns the input as volumes.
Tensor adaptiveVolumes(const Tensor& self, const IntList& output_size, const char* op) {
  TS_CHECK(output_size.size() == 3, std::string(op) + "(): internal error: output_size.size() must be 3");
  // ATen's max text has a colon, its avg text none.
  TS_CHECK(self.dim() == 4 || self.dim() == 5, std::string(op) + "(): Expected 4D or 5D tensor, but got" +
                                                   (op[9] == 'm' ? ": " : " ") + shapeStr(self.sizes()));
  for (int64_t i = self.dim() - 4; i < self.dim(); ++i)
    TS_CHECK(self.size(i) > 0, std::string(op) + "(): Expected input to have non-zero size for non-batch "
                               "dimensions, but input has sizes " + shapeStr(self.sizes()) + " with dimension " +
                               std::to_string(i) + " being empty");
  return self.reshape({-1, self.size(-3), self.size(-2), self.size(-1)}).contiguous();
}

}  // namespace

Tensor adaptiveAvgPool3d(const Tensor& self, const IntList& output_size, bool direct) {
  TS_CHECK(output_size.size() == 3, "adaptive_avg_pool3d: output_size must be 3");
  for (int64_t v : output_size)
    // ATen's text names the 2-D op here.
    TS_CHECK(v >= 0, "adaptive_avg_pool2d: elements of output_size must be greater than or equal to 0 but "
                     "received {" + std::to_string(output_size[0]) + ", " + std::to_string(output_size[1]) + "," +
                     std::to_string(output_size[2]) + "}");
  // As ATen: a 1x1x1 output is a mean over the last three dims (another
  // summation order than the windowed kernel, and no rank check).
  if (!direct && output_size[0] == 1 && output_size[1] == 1 && output_size[2] == 1)
    return mean(self, {-1, -2, -3}, true);
  Tensor vols = adaptiveVolumes(self, output_size, "adaptive_avg_pool3d");
  const int64_t n = vols.size(0), in[3] = {vols.size(1), vols.size(2), vols.size(3)};
  const int64_t ovol = output_size[0] * output_size[1] * output_size[2], ivol = in[0] * in[1] * in[2];
  Tensor out = emptyTensor({n, output_size[0], output_size[1], output_size[2]}, self.dtype());
  nn_detail::dispatchFloatDouble(self.dtype(), "adaptive_avg_pool3d_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(vols.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    forVolumes(n, ivol, [&](int64_t i) {
      int64_t o[3], lo[3], hi[3], at = i * ovol;
      for (o[0] = 0; o[0] < output_size[0]; ++o[0])
        for (o[1] = 0; o[1] < output_size[1]; ++o[1])
          for (o[2] = 0; o[2] < output_size[2]; ++o[2]) {
            adaptiveWindow(o, output_size, in, lo, hi);
            T sum = 0;
            for (int64_t t = lo[0]; t < hi[0]; ++t)
              for (int64_t h = lo[1]; h < hi[1]; ++h)
                for (int64_t w = lo[2]; w < hi[2]; ++w) sum += src[i * ivol + (t * in[1] + h) * in[2] + w];
            // Divided one extent at a time, as ATen rounds it.
            dst[at++] = sum / static_cast<T>(hi[0] - lo[0]) / static_cast<T>(hi[1] - lo[1]) /
                        static_cast<T>(hi[2] - lo[2]);
          }
    });
  });
  return out.reshape(outShape(self, output_size.data()));
}

std::tuple<Tensor, Tensor> adaptiveMaxPool3d(const Tensor& self, const IntList& output_size) {
  Tensor vols = adaptiveVolumes(self, output_size, "adaptive_max_pool3d");
  for (int64_t v : output_size)
    TS_CHECK(v >= 0, "Trying to create tensor with negative dimension " + std::to_string(v) + ": " +
                         shapeStr(outShape(self, output_size.data())));
  const int64_t n = vols.size(0), in[3] = {vols.size(1), vols.size(2), vols.size(3)};
  const int64_t ovol = output_size[0] * output_size[1] * output_size[2], ivol = in[0] * in[1] * in[2];
  Tensor out = emptyTensor({n, output_size[0], output_size[1], output_size[2]}, self.dtype());
  Tensor idx = emptyTensor({n, output_size[0], output_size[1], output_size[2]}, ScalarType::Long);
  nn_detail::dispatchFloatDouble(self.dtype(), "adaptive_max_pool3d_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(vols.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    int64_t* ip = static_cast<int64_t*>(idx.data_ptr());
    forVolumes(n, ivol, [&](int64_t i) {
      int64_t o[3], lo[3], hi[3], at = i * ovol;
      for (o[0] = 0; o[0] < output_size[0]; ++o[0])
        for (o[1] = 0; o[1] < output_size[1]; ++o[1])
          for (o[2] = 0; o[2] < output_size[2]; ++o[2], ++at) {
            adaptiveWindow(o, output_size, in, lo, hi);
            T best = -std::numeric_limits<T>::infinity();
            int64_t arg = (lo[0] * in[1] + lo[1]) * in[2] + lo[2];
            for (int64_t t = lo[0]; t < hi[0]; ++t)
              for (int64_t h = lo[1]; h < hi[1]; ++h)
                for (int64_t w = lo[2]; w < hi[2]; ++w) {
                  const int64_t pos = (t * in[1] + h) * in[2] + w;
                  const T v = src[i * ivol + pos];
                  if (v > best || std::isnan(v)) best = v, arg = pos;
                }
            dst[at] = best;
            ip[at] = arg;
          }
    });
  });
  DimVector shape = outShape(self, output_size.data());
  return {out.reshape(shape), idx.reshape(shape)};
}

}  // namespace ts::nn
