// ===--- fractional_pool.cpp - fractional max pooling --------------------=== //
#include "tensor/fractional_pool.h"

#include <cmath>
#include <limits>
#include <string>

#include "tensor/nn_util.h"

namespace ts::nn {
namespace {

/// The window starts along one dim (ATen's generate_intervals): computed in
/// the input's dtype, so float samples round the way PyTorch's do.
template <typename T>
std::vector<int64_t> intervals(T sample, int64_t in, int64_t out, int64_t pool) {
  std::vector<int64_t> seq(static_cast<size_t>(out));
  if (out > 1) {
    const T alpha = static_cast<T>(in - pool) / static_cast<T>(out - 1);
    for (int64_t i = 0; i < out - 1; ++i)
      seq[i] = static_cast<int>((static_cast<T>(i) + sample) * alpha) - static_cast<int>(sample * alpha);
  }
  if (out > 0) seq[out - 1] = in - pool;
  return seq;
}

struct PoolShape {
  int64_t planes = 0;           ///< N * C
  std::vector<int64_t> in, out, kernel;  ///< per spatial dim, outermost first
};

/// One plane: `samples` holds this plane's draws in ATen's order.
template <typename T>
void poolPlane(const T* src, T* dst, int64_t* idx, const T* samples, const PoolShape& s) {
  const bool three = s.in.size() == 3;
  // 2-d planes read sample 0 for W and 1 for H; 3-d ones 0, 1, 2 for T, H, W.
  std::vector<std::vector<int64_t>> seq(s.in.size());
  for (size_t d = 0; d < s.in.size(); ++d) {
    const size_t k = three ? d : 1 - d;
    seq[d] = intervals<T>(samples[k], s.in[d], s.out[d], s.kernel[d]);
  }
  const int64_t od = three ? s.out[0] : 1, oh = s.out[three ? 1 : 0], ow = s.out.back();
  const int64_t ih = s.in[three ? 1 : 0], iw = s.in.back();
  const int64_t kd = three ? s.kernel[0] : 1, kh = s.kernel[three ? 1 : 0], kw = s.kernel.back();
  for (int64_t t = 0; t < od; ++t)
    for (int64_t h = 0; h < oh; ++h)
      for (int64_t w = 0; w < ow; ++w) {
        const int64_t t0 = three ? seq[0][t] : 0, h0 = seq[three ? 1 : 0][h], w0 = seq.back()[w];
        T best = -std::numeric_limits<T>::infinity();
        int64_t best_at = (t0 * ih + h0) * iw + w0;
        for (int64_t t2 = t0; t2 < t0 + kd; ++t2)
          for (int64_t h2 = h0; h2 < h0 + kh; ++h2)
            for (int64_t w2 = w0; w2 < w0 + kw; ++w2) {
              const int64_t at = (t2 * ih + h2) * iw + w2;
              const T v = src[at];
              if (v > best || std::isnan(v)) best = v, best_at = at;
            }
        const int64_t o = (t * oh + h) * ow + w;
        dst[o] = best;
        idx[o] = best_at;
      }
}

void checkInput(const Tensor& input, const std::vector<int64_t>& kernel, const std::vector<int64_t>& output_size,
                int64_t spatial) {
  const bool two = spatial == 2;
  const std::string fn = two ? "fractional_max_pool2d" : "fractional_max_pool3d";
  TS_CHECK(static_cast<int64_t>(kernel.size()) == spatial,
           fn + ": kernel_size must either be a single Int or tuple of " + (two ? "Ints" : "three Ints"));
  TS_CHECK(static_cast<int64_t>(output_size.size()) == spatial,
           fn + ": output_size must either be a single Int or tuple of " + (two ? "Ints" : "three Ints"));
  const std::string who = two ? fn + "()" : fn + "_out()";
  const int64_t dims = input.dim();
  TS_CHECK(dims == spatial + 1 || dims == spatial + 2, who + ": Expected " + std::to_string(spatial + 1) + "D or " +
                                                           std::to_string(spatial + 2) + "D tensor, but got: " +
                                                           shapeStr(input.sizes()));
  for (int64_t i = 1; i < dims; ++i)
    TS_CHECK(input.size(i) > 0, who + ": Expected input to have non-zero size for non-batch dimensions, but got" +
                                    shapeStr(input.sizes()) + " with dimension " + std::to_string(i) +
                                    " being empty.");
  // ATen's 2-d check allows a window ending at the last row (<=), its 3-d
  // one does not (<), and checks time, width, then height.
  const char* const names[] = {"time", "height", "width"};
  const std::vector<int64_t> order = two ? std::vector<int64_t>{0, 1} : std::vector<int64_t>{0, 2, 1};
  for (int64_t d : order) {
    const int64_t in = input.size(dims - spatial + d);
    const char* what = names[two ? d + 1 : d];
    const int64_t last = output_size[d] + kernel[d] - 1;
    TS_CHECK(two ? last <= in : last < in, who + ": pool " + what + " " + std::to_string(kernel[d]) +
                                               " too large relative to input " + what + " " + std::to_string(in));
  }
}

}  // namespace

std::pair<Tensor, Tensor> fractionalMaxPool(const Tensor& input, const std::vector<int64_t>& kernel,
                                            const std::vector<int64_t>& output_size, const Tensor& samples,
                                            int64_t spatial) {
  checkInput(input, kernel, output_size, spatial);
  const bool batched = input.dim() == spatial + 2;
  PoolShape s;
  s.kernel = kernel;
  s.out = output_size;
  std::vector<int64_t> out_sizes(input.sizes().begin(), input.sizes().end() - spatial);
  for (int64_t d = 0; d < spatial; ++d) {
    s.in.push_back(input.size(input.dim() - spatial + d));
    out_sizes.push_back(output_size[d]);
  }
  s.planes = (batched ? input.size(0) : 1) * input.size(batched ? 1 : 0);
  Tensor out = emptyTensor(out_sizes, input.dtype());
  Tensor indices = emptyTensor(out_sizes, ScalarType::Long);
  const std::string frame = spatial == 2 ? "fractional_max_pool2d_out_frame" : "fractional_max_pool3d_out_frame";
  nn_detail::dispatchFloatDouble(input.dtype(), frame.c_str(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    TS_CHECK(samples.dtype() == input.dtype(), std::string("expected scalar type ") + scalarTypeName(input.dtype()) +
                                                   " but found " + scalarTypeName(samples.dtype()));
    // ATen reads spatial draws per plane without checking the buffer; here
    // a short one is an error instead of a read past its end.
    TS_CHECK(samples.numel() >= s.planes * spatial,
             "fractional_max_pool: random_samples needs " + std::to_string(spatial) +
                 " samples per plane, but got " + shapeStr(samples.sizes()));
    Tensor in = input.contiguous(), rs = samples.contiguous();
    int64_t in_plane = 1, out_plane = 1;
    for (int64_t d = 0; d < spatial; ++d) in_plane *= s.in[d], out_plane *= s.out[d];
    const T* src = static_cast<const T*>(in.data_ptr());
    const T* smp = static_cast<const T*>(rs.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    int64_t* idx = static_cast<int64_t*>(indices.data_ptr());
    for (int64_t p = 0; p < s.planes; ++p)
      poolPlane<T>(src + p * in_plane, dst + p * out_plane, idx + p * out_plane, smp + p * spatial, s);
  });
  return {out, indices};
}

}  // namespace ts::nn
