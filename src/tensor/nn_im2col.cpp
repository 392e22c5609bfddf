// ===--- nn_im2col.cpp - im2col/col2im, GEMM, unfold and fold -------------=== //
// The GEMM behind convolution is OpenBLAS's (the library ops_linalg.cpp uses
// for mm); im2col copies whole in-bounds row segments so the patch matrix is
// built at memory speed.
#include "tensor/nn_im2col.h"

#include <algorithm>
#include <cstring>
#include <string>

#include <cblas.h>

#include "tensor/checked_math.h"
#include "tensor/nn_util.h"
#include "tensor/parallel.h"

namespace ts::nn {

template <typename T>
void im2colRaw(const T* img, T* cols, const Window2d& g) {
  im2colRows(img, cols, g, 0, g.out_h);
}

namespace {

/// Rows of channel c of the patch matrix im2colRows builds.
template <typename T>
void im2colChannel(const T* img, T* cols, const Window2d& g, int64_t oh_begin, int64_t oh_end, int64_t c) {
  const int64_t l = (oh_end - oh_begin) * g.out_w;
  const T* plane = img + c * g.height * g.width;
  for (int64_t ki = 0; ki < g.kernel_h; ++ki) {
    for (int64_t kj = 0; kj < g.kernel_w; ++kj) {
      T* row = cols + ((c * g.kernel_h + ki) * g.kernel_w + kj) * l;
      const int64_t off_w = kj * g.dil_w - g.pad_w;
      const auto [first, last] = nn_detail::windowRange(g.out_w, g.stride_w, g.pad_w, kj * g.dil_w, g.width);
      for (int64_t oh = oh_begin; oh < oh_end; ++oh) {
        const int64_t ih = oh * g.stride_h - g.pad_h + ki * g.dil_h;
        T* dst = row + (oh - oh_begin) * g.out_w;
        if (ih < 0 || ih >= g.height) {
          std::fill(dst, dst + g.out_w, T(0));
          continue;
        }
        const T* src = plane + ih * g.width;
        std::fill(dst, dst + first, T(0));
        if (g.stride_w == 1) {
          std::copy(src + first + off_w, src + last + off_w, dst + first);
        } else {
          for (int64_t ow = first; ow < last; ++ow) dst[ow] = src[ow * g.stride_w + off_w];
        }
        std::fill(dst + last, dst + g.out_w, T(0));
      }
    }
  }
}

}  // namespace

template <typename T>
void im2colRows(const T* img, T* cols, const Window2d& g, int64_t oh_begin, int64_t oh_end) {
  const int64_t l = (oh_end - oh_begin) * g.out_w;
  // Channels fill disjoint row blocks of the patch matrix.
  parallelForBalanced(0, g.channels, grainFor(g.kernel_h * g.kernel_w * l), [&](int64_t c0, int64_t c1) {
    for (int64_t c = c0; c < c1; ++c) im2colChannel(img, cols, g, oh_begin, oh_end, c);
  });
}

template <typename T>
void col2imRaw(const T* cols, T* img, const Window2d& g) {
  const int64_t l = g.colCols();
  for (int64_t c = 0; c < g.channels; ++c) {
    for (int64_t ki = 0; ki < g.kernel_h; ++ki) {
      for (int64_t kj = 0; kj < g.kernel_w; ++kj) {
        const T* row = cols + ((c * g.kernel_h + ki) * g.kernel_w + kj) * l;
        T* plane = img + c * g.height * g.width;
        for (int64_t oh = 0; oh < g.out_h; ++oh) {
          const int64_t ih = oh * g.stride_h - g.pad_h + ki * g.dil_h;
          if (ih < 0 || ih >= g.height) continue;
          for (int64_t ow = 0; ow < g.out_w; ++ow) {
            const int64_t iw = ow * g.stride_w - g.pad_w + kj * g.dil_w;
            if (iw >= 0 && iw < g.width) plane[ih * g.width + iw] += row[oh * g.out_w + ow];
          }
        }
      }
    }
  }
}

template <>
void gemm<float>(int64_t m, int64_t n, int64_t k, const float* a, const float* b, int64_t ldb, float* c, int64_t ldc,
                 bool accumulate) {
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0f, a, k, b, ldb, accumulate ? 1.0f : 0.0f, c,
              ldc);
}

template <>
void gemm<double>(int64_t m, int64_t n, int64_t k, const double* a, const double* b, int64_t ldb, double* c,
                  int64_t ldc, bool accumulate) {
  cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0, a, k, b, ldb, accumulate ? 1.0 : 0.0, c, ldc);
}

#define TS_NN_INSTANTIATE(T)                                                    \
  template void im2colRaw<T>(const T*, T*, const Window2d&);                    \
  template void im2colRows<T>(const T*, T*, const Window2d&, int64_t, int64_t); \
  template void col2imRaw<T>(const T*, T*, const Window2d&);
TS_NN_INSTANTIATE(float)
TS_NN_INSTANTIATE(double)
#undef TS_NN_INSTANTIATE

namespace {

std::string pair(const std::vector<int64_t>& v) {
  // Appended piecewise: GCC 12's -Wrestrict misfires on "(" + std::string at -O3.
  std::string s = "(";
  s += std::to_string(v[0]);
  s += ", ";
  s += std::to_string(v[1]);
  s += ")";
  return s;
}

void checkWindowArgs(const std::vector<int64_t>& k, const std::vector<int64_t>& d, const std::vector<int64_t>& p,
                     const std::vector<int64_t>& s) {
  TS_CHECK(k[0] > 0 && k[1] > 0, "kernel_size should be greater than zero, but got kernel_height: " +
                                     std::to_string(k[0]) + " kernel_width: " + std::to_string(k[1]));
  TS_CHECK(s[0] > 0 && s[1] > 0, "stride should be greater than zero, but got stride_height: " +
                                     std::to_string(s[0]) + " stride_width: " + std::to_string(s[1]));
  TS_CHECK(d[0] > 0 && d[1] > 0, "dilation should be greater than zero, but got dilation_height: " +
                                     std::to_string(d[0]) + " dilation_width: " + std::to_string(d[1]));
  TS_CHECK(p[0] >= 0 && p[1] >= 0, "padding should be non-negative, but got pad_height: " +
                                       std::to_string(p[0]) + " pad_width: " + std::to_string(p[1]));
}

/// Runs f(TypeTag) for float/double; the im2col family supports no others.
template <typename F>
void dispatchConv(ScalarType t, const char* name, F&& f) {
  if (t == ScalarType::Float) return f(TypeTag<float>{});
  if (t == ScalarType::Double) return f(TypeTag<double>{});
  detail::throwNotImplemented(name, t);
}

}  // namespace

Tensor im2col(const Tensor& self, const std::vector<int64_t>& ks, const std::vector<int64_t>& dil,
              const std::vector<int64_t>& pad, const std::vector<int64_t>& st) {
  auto k = nn_detail::expandParam(ks, 2, "kernel_size"), d = nn_detail::expandParam(dil, 2, "dilation");
  auto p = nn_detail::expandParam(pad, 2, "padding"), s = nn_detail::expandParam(st, 2, "stride");
  checkWindowArgs(k, d, p, s);
  TS_CHECK((self.dim() == 3 || self.dim() == 4) && self.numel() > 0,
           "Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero dimensions for "
           "input, but got: " + shapeStr(self.sizes()));
  const bool batched = self.dim() == 4;
  Tensor in = (batched ? self : self.unsqueeze(0)).contiguous();
  Window2d g{in.size(1), in.size(2), in.size(3), k[0], k[1], s[0], s[1], p[0], p[1], d[0], d[1], 0, 0};
  bool overflowed = false;
  g.out_h = windowCount(g.height, p[0], d[0], k[0], s[0], &overflowed);
  g.out_w = windowCount(g.width, p[1], d[1], k[1], s[1], &overflowed);
  TS_CHECK(g.out_h >= 1 && g.out_w >= 1,
           "Given input with spatial size " + pair({g.height, g.width}) + ", kernel_size=" + pair(k) +
               ", dilation=" + pair(d) + ", padding=" + pair(p) + ", calculated shape of the array of sliding "
               "blocks as " + pair({g.out_h, g.out_w}) + ", but its components must be at least one.");
  const int64_t n = in.size(0);
  // Shapes as ATen forms them (wrapping), checked as it checks them; a count
  // that wrapped to a plausible value is refused after that.
  int64_t rows, cols;
  overflowed |= mulOverflows(g.channels, wrappingMul(k[0], k[1]), &rows) | mulOverflows(g.out_h, g.out_w, &cols);
  checkSymIntRange({n, rows, cols});
  Tensor out = emptyTensor({n, rows, cols}, in.dtype());
  TS_CHECK(!overflowed, "im2col: integer overflow in the output size");
  dispatchConv(in.dtype(), "im2col_out_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(in.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    for (int64_t b = 0; b < n; ++b)
      im2colRaw(src + b * g.channels * g.height * g.width, dst + b * g.colRows() * g.colCols(), g);
  });
  return batched ? out : out.squeeze(0);
}

Tensor col2im(const Tensor& self, const std::vector<int64_t>& os, const std::vector<int64_t>& ks,
              const std::vector<int64_t>& dil, const std::vector<int64_t>& pad, const std::vector<int64_t>& st) {
  auto o = nn_detail::expandParam(os, 2, "output_size"), k = nn_detail::expandParam(ks, 2, "kernel_size");
  auto d = nn_detail::expandParam(dil, 2, "dilation"), p = nn_detail::expandParam(pad, 2, "padding");
  auto s = nn_detail::expandParam(st, 2, "stride");
  checkWindowArgs(k, d, p, s);
  TS_CHECK((self.dim() == 2 || self.dim() == 3) && self.numel() > 0,
           "Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and non-zero dimensions "
           "for input, but got: " + shapeStr(self.sizes()));
  const bool batched = self.dim() == 3;
  Tensor in = (batched ? self : self.unsqueeze(0)).contiguous();
  TS_CHECK(in.size(1) % (k[0] * k[1]) == 0,
           "Expected size of input's dimension 1 to be divisible by the product of kernel_size, but got "
           "input.size(1)=" + std::to_string(in.size(1)) + " and kernel_size=" + pair(k) + ".");
  Window2d g{in.size(1) / (k[0] * k[1]), o[0], o[1], k[0], k[1], s[0], s[1], p[0], p[1], d[0], d[1], 0, 0};
  bool overflowed = false;
  g.out_h = windowCount(o[0], p[0], d[0], k[0], s[0], &overflowed);
  g.out_w = windowCount(o[1], p[1], d[1], k[1], s[1], &overflowed);
  int64_t blocks;
  overflowed |= mulOverflows(g.out_h, g.out_w, &blocks);
  TS_CHECK(g.out_h >= 1 && g.out_w >= 1 && in.size(2) == blocks,
           "Given output_size=" + pair(o) + ", kernel_size=" + pair(k) + ", dilation=" + pair(d) + ", padding=" +
               pair(p) + ", stride=" + pair(s) + ", expected size of input's dimension 2 to match the calculated "
               "number of sliding blocks " + std::to_string(g.out_h) + " * " + std::to_string(g.out_w) + " = " +
               std::to_string(blocks) + ", but got input.size(2)=" + std::to_string(in.size(2)) + ".");
  const int64_t n = in.size(0);
  Tensor out = zeros({n, g.channels, o[0], o[1]}, in.dtype());
  TS_CHECK(!overflowed, "col2im: integer overflow in the number of sliding blocks");
  dispatchConv(in.dtype(), "col2im_out_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(in.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    for (int64_t b = 0; b < n; ++b)
      col2imRaw(src + b * g.colRows() * g.colCols(), dst + b * g.channels * g.height * g.width, g);
  });
  return batched ? out : out.squeeze(0);
}

}  // namespace ts::nn
