// ===--- quantized_generic.cpp - ATen's generic quantized CPU kernels -----=== //
#include "tensor/quantized_generic.h"

#include <algorithm>
#include <cmath>

#include "support/error.h"
#include "tensor/ops.h"
#include "tensor/parallel.h"
#include "tensor/quantized_tensor.h"
#include "tensor/tensor_iterator.h"

namespace ts::quant {

Dequantizer::Dequantizer(double s, int64_t zp)
    : scale(static_cast<float>(s)), premul(static_cast<float>(s) * -static_cast<float>(zp)), zero_point(zp) {}

float Dequantizer::vec(uint8_t q) const { return std::fma(scale, static_cast<float>(q), premul); }

float Dequantizer::scalar(uint8_t q) const {
  return static_cast<float>(static_cast<double>(static_cast<int64_t>(q) - zero_point) * static_cast<double>(scale));
}

namespace {

/// Calls body(i, vectorized) for every index of a contiguous n-element
/// elementwise loop, telling whether ATen's vectorized loop covers it.
template <class F>
void forEachElement(int64_t n, F body) {
  // at::parallel_for's chunks: as many as threads (while each has a grain),
  // of ceil(n / chunks) elements; each runs cpu_kernel_vec's loop, two
  // 32-byte vectors at a time.
  constexpr int64_t kPair = 64;
  const int64_t threads = n > kGrainSize ? std::min<int64_t>(getNumThreads(), (n + kGrainSize - 1) / kGrainSize) : 1;
  const int64_t chunk = threads > 0 ? (n + threads - 1) / threads : n;
  for (int64_t begin = 0; begin < n; begin += chunk) {
    const int64_t end = std::min(n, begin + chunk);
    const int64_t body_end = begin + (end - begin) / kPair * kPair;
    for (int64_t i = begin; i < end; ++i) body(i, i < body_end);
  }
}

inline uint8_t quantizeTo(float y, float inverse, int64_t zp) {
  const int64_t q = zp + static_cast<int64_t>(std::nearbyint(y * inverse));
  return static_cast<uint8_t>(std::min<int64_t>(std::max<int64_t>(q, 0), 255));
}

}  // namespace

Tensor genericAdd(const Tensor& a, const Tensor& b, double scale, int64_t zero_point, bool relu) {
  const Quantizer& qa = perTensorQuint8(a, "quantized::add");
  const Quantizer& qb = perTensorQuint8(b, "quantized::add");
  DimVector shape = inferSize(a.sizes(), b.sizes());
  Tensor ac = intView(a).expand(shape).contiguous(), bc = intView(b).expand(shape).contiguous();
  const Dequantizer da(qa.scale(), qa.zeroPoint()), db(qb.scale(), qb.zeroPoint());
  const float inverse = 1.0f / static_cast<float>(scale);
  Tensor y = emptyQuantized(shape, ScalarType::QUInt8, scale, zero_point);
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const uint8_t* ap = static_cast<const uint8_t*>(ac.data_ptr());
  const uint8_t* bp = static_cast<const uint8_t*>(bc.data_ptr());
  forEachElement(ac.numel(), [&](int64_t i, bool vectorized) {
    float c = vectorized ? da.vec(ap[i]) + db.vec(bp[i]) : da.scalar(ap[i]) + db.scalar(bp[i]);
    if (relu) c = std::max(c, 0.0f);
    yp[i] = quantizeTo(c, inverse, zero_point);
  });
  return y;
}

Tensor genericMap(const Tensor& x, double scale, int64_t zero_point, float inverse, bool fma,
                  const std::function<float(float, bool)>& f) {
  const Quantizer& q = perTensorQuint8(x, "quantized elementwise");
  Tensor c = intView(x).contiguous();
  const Dequantizer d(q.scale(), q.zeroPoint());
  const float scalar_inverse = 1.0f / static_cast<float>(scale);
  Tensor y = emptyQuantized(c.sizes(), ScalarType::QUInt8, scale, zero_point);
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const uint8_t* xp = static_cast<const uint8_t*>(c.data_ptr());
  forEachElement(c.numel(), [&](int64_t i, bool vectorized) {
    const bool v = vectorized && fma;
    yp[i] = quantizeTo(f(v ? d.vec(xp[i]) : d.scalar(xp[i]), vectorized), vectorized ? inverse : scalar_inverse,
                       zero_point);
  });
  return y;
}

Tensor genericAdaptiveAvgPool2d(const Tensor& x, int64_t out_h, int64_t out_w) {
  if (x.dim() != 3 && x.dim() != 4) throw Error("adaptive_avg_pool2d(): Expected 3D or 4D tensor");
  return genericAdaptiveAvgPool(x, {out_h, out_w});
}

Tensor genericAdaptiveAvgPool(const Tensor& x, const std::vector<int64_t>& out) {
  const Quantizer& q = perTensorQuint8(x, "quantized::adaptive_avg_pool");
  const int64_t nd = static_cast<int64_t>(out.size());
  if (nd < 2 || nd > 3 || x.dim() < nd + 1) throw Error("adaptive_avg_pool: bad output_size for the input");
  for (int64_t o : out)
    if (o < 0) throw Error("adaptive_avg_pool: output_size must be non-negative");
  Tensor c = intView(x).contiguous();
  // Volumes and images alike: [planes, D, H, W] with D = 1 for images.
  const int64_t D = nd == 3 ? c.sizes()[c.dim() - 3] : 1, H = c.sizes()[c.dim() - 2], W = c.sizes()[c.dim() - 1];
  const int64_t OD = nd == 3 ? out[0] : 1, OH = out[static_cast<size_t>(nd - 2)], OW = out[static_cast<size_t>(nd - 1)];
  if (D == 0 || H == 0 || W == 0)
    throw Error("adaptive_avg_pool2d(): Expected input to have non-zero size for non-batch dimensions");
  const int64_t planes = c.numel() / (D * H * W);
  DimVector shape(c.sizes());
  for (int64_t i = 0; i < nd; ++i) shape[shape.size() - static_cast<size_t>(nd - i)] = out[static_cast<size_t>(i)];
  Quantizer qo = q;
  Tensor y = emptyQuantized(shape, ScalarType::QUInt8, std::move(qo));
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const uint8_t* xp = static_cast<const uint8_t*>(c.data_ptr());
  auto window = [](int64_t o, int64_t n_out, int64_t n_in) {
    return std::make_pair((o * n_in) / n_out, ((o + 1) * n_in + n_out - 1) / n_out);
  };
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t od = 0; od < OD; ++od) {
      const auto [d0, d1] = window(od, OD, D);
      for (int64_t oh = 0; oh < OH; ++oh) {
        const auto [h0, h1] = window(oh, OH, H);
        for (int64_t ow = 0; ow < OW; ++ow) {
          const auto [w0, w1] = window(ow, OW, W);
          int64_t sum = 0;
          for (int64_t d = d0; d < d1; ++d)
            for (int64_t h = h0; h < h1; ++h)
              for (int64_t w = w0; w < w1; ++w) sum += xp[((p * D + d) * H + h) * W + w];
          const float size = static_cast<float>((d1 - d0) * (h1 - h0) * (w1 - w0));
          const float r = std::nearbyint(static_cast<float>(sum) * (1.0f / size));
          yp[((p * OD + od) * OH + oh) * OW + ow] = static_cast<uint8_t>(std::min(std::max(r, 0.0f), 255.0f));
        }
      }
    }
  return y;
}

Tensor genericElu(const Tensor& x, double out_scale, int64_t out_zp, float alpha, float scale, float input_scale) {
  const float inverse = static_cast<float>(1.0 / static_cast<double>(static_cast<float>(out_scale)));
  return genericMap(x, out_scale, out_zp, inverse, true, [=](float v, bool vectorized) {
    const bool negative = vectorized ? !(v > 0.0f) : !(v >= 0.0f);
    return negative ? std::expm1(v * input_scale) * alpha * scale : v * scale;
  });
}

namespace {

Tensor withQuantizer(const Tensor& ints, double scale, int64_t zero_point) {
  Quantizer q;
  q.scales = full({1}, Scalar(scale), ScalarType::Double);
  q.zero_points = full({1}, Scalar(zero_point), ScalarType::Long);
  return fromIntRepr(ints, ScalarType::QUInt8, std::move(q));
}

}  // namespace

Tensor addScalar(const Tensor& x, double c, bool relu) {
  const Quantizer& q = perTensorQuint8(x, "quantized::add_scalar");
  const double s = q.scale();
  const int64_t z = q.zeroPoint(), c_q = static_cast<int64_t>(std::nearbyint(c / s));
  const int64_t shifted = z - c_q;
  Tensor ints = intView(x).contiguous();
  if (shifted >= 0 && shifted <= 255) {
    Tensor kept = relu ? clamp_min(ints, Scalar(shifted)) : ints;
    return withQuantizer(kept, s, shifted);
  }
  const double s_prime = shifted < 0 ? (255.0 - static_cast<double>(shifted)) / 255.0 * s
                                     : (static_cast<double>(shifted) - 0.0) / 255.0 * s;
  const int64_t z_prime = shifted < 0 ? 0 : 255;
  // qadd_scalar_kernel: requantize_from_int(q - z + c_q) with the float
  // multiplier s * (1 / s').
  const float multiplier = static_cast<float>(s) * (1.0f / static_cast<float>(s_prime));
  Tensor out = empty(ints.sizes(), ScalarType::Byte);
  const uint8_t* xp = static_cast<const uint8_t*>(ints.data_ptr());
  uint8_t* op = static_cast<uint8_t*>(out.data_ptr());
  for (int64_t i = 0; i < ints.numel(); ++i) {
    const int64_t src = static_cast<int64_t>(xp[i]) - z + c_q;
    int64_t r = z_prime + static_cast<int64_t>(std::nearbyint(static_cast<float>(src) * multiplier));
    r = std::min<int64_t>(std::max<int64_t>(r, 0), 255);
    op[i] = static_cast<uint8_t>(relu ? std::max(r, z_prime) : r);
  }
  return withQuantizer(out, s_prime, z_prime);
}

Tensor mulScalar(const Tensor& x, double c, bool relu) {
  const Quantizer& q = perTensorQuint8(x, "quantized::mul_scalar");
  Tensor ints = intView(x).contiguous();
  if (c > 0.0) return withQuantizer(relu ? clamp_min(ints, Scalar(q.zeroPoint())) : ints, c * q.scale(), q.zeroPoint());
  if (c == 0.0) return withQuantizer(zeros_like(ints), 1.0, 0);
  const int64_t z_prime = 255 - q.zeroPoint();
  Tensor mirrored = sub(full(ints.sizes(), Scalar(int64_t{255}), ScalarType::Byte), ints);
  return withQuantizer(relu ? clamp_min(mirrored, Scalar(z_prime)) : mirrored, std::abs(c) * q.scale(), z_prime);
}

}  // namespace ts::quant
