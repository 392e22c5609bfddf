// ===--- quantized_resize.cpp - upsampling quantized tensors --------------=== //
#include "tensor/quantized_resize.h"

#include <algorithm>
#include <cmath>

#include "support/error.h"
#include "tensor/nn_sample.h"
#include "tensor/ops.h"
#include "tensor/quantized_tensor.h"

namespace ts::quant {
namespace {

/// area_pixel_compute_scale<float>.
float pixelScale(int64_t in, int64_t out, bool align_corners, const std::optional<double>& scale) {
  if (align_corners) return out > 1 ? static_cast<float>(in - 1) / static_cast<float>(out - 1) : 0.0f;
  if (scale && *scale > 0) return static_cast<float>(1.0 / *scale);
  return static_cast<float>(in) / static_cast<float>(out);
}

/// area_pixel_compute_source_index<float> (not cubic).
float sourceIndex(float scale, int64_t dst, bool align_corners) {
  if (align_corners) return scale * static_cast<float>(dst);
  const float src = scale * (static_cast<float>(dst) + 0.5f) - 0.5f;
  return src < 0 ? 0.0f : src;
}

struct Tap {
  int64_t i0, step;
  float l0, l1;
};

std::vector<Tap> taps(int64_t in, int64_t out, bool align_corners, const std::optional<double>& scale) {
  const float r = pixelScale(in, out, align_corners, scale);
  std::vector<Tap> t(static_cast<size_t>(out));
  for (int64_t o = 0; o < out; ++o) {
    const float src = sourceIndex(r, o, align_corners);
    const int64_t i = static_cast<int64_t>(src);
    const float l1 = src - static_cast<float>(i);
    t[static_cast<size_t>(o)] = {i, i < in - 1 ? 1 : 0, 1.0f - l1, l1};
  }
  return t;
}

}  // namespace

Tensor upsampleNearest(const Tensor& x, const std::vector<int64_t>& output_size,
                       const std::vector<std::optional<double>>& scales) {
  Quantizer q = perTensorQuint8(x, "quantized upsample_nearest");
  // Integers are exact in float: the float kernel picks the same sources.
  Tensor picked = nn::upsampleNearest(intView(x).to(ScalarType::Float), output_size, scales);
  return fromIntRepr(picked.to(ScalarType::Byte), ScalarType::QUInt8, std::move(q));
}

Tensor upsampleBilinear(const Tensor& x, const std::vector<int64_t>& output_size, bool align_corners,
                        const std::vector<std::optional<double>>& scales) {
  Quantizer q = perTensorQuint8(x, "quantized upsample_bilinear2d");
  if (x.dim() != 4 || output_size.size() != 2) throw Error("upsample_bilinear2d: expected a 4-D input and 2 sizes");
  if (output_size[0] <= 0 || output_size[1] <= 0) throw Error("upsample_bilinear2d: output sizes must be positive");
  Tensor c = intView(x).contiguous();
  const int64_t H = c.sizes()[2], W = c.sizes()[3], OH = output_size[0], OW = output_size[1];
  const int64_t planes = c.sizes()[0] * c.sizes()[1];
  const std::vector<Tap> th = taps(H, OH, align_corners, scales.size() > 0 ? scales[0] : std::nullopt);
  const std::vector<Tap> tw = taps(W, OW, align_corners, scales.size() > 1 ? scales[1] : std::nullopt);
  const float zp = static_cast<float>(q.zeroPoint());
  const int64_t out_zp = q.zeroPoint();
  Tensor y = emptyQuantized({c.sizes()[0], c.sizes()[1], OH, OW}, ScalarType::QUInt8, std::move(q));
  const uint8_t* xp = static_cast<const uint8_t*>(c.data_ptr());
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  for (int64_t p = 0; p < planes; ++p) {
    for (int64_t oh = 0; oh < OH; ++oh) {
      const Tap& h = th[static_cast<size_t>(oh)];
      for (int64_t ow = 0; ow < OW; ++ow) {
        const Tap& w = tw[static_cast<size_t>(ow)];
        const uint8_t* a = xp + (p * H + h.i0) * W + w.i0;
        const uint8_t* b = a + h.step * W;
        const float r = h.l0 * (w.l0 * a[0] + w.l1 * a[w.step]) + h.l1 * (w.l0 * b[0] + w.l1 * b[w.step]);
        const int64_t v = out_zp + static_cast<int64_t>(std::nearbyint(r - zp));
        yp[(p * OH + oh) * OW + ow] = static_cast<uint8_t>(std::min<int64_t>(std::max<int64_t>(v, 0), 255));
      }
    }
  }
  return y;
}

}  // namespace ts::quant
