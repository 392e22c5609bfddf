// ===--- quantized_elementwise.cpp - quantized add, mul, cat, pooling -----=== //
#include "tensor/quantized_elementwise.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "support/error.h"
#include "tensor/nn_pool.h"
#include "tensor/ops.h"
#include "tensor/tensor_iterator.h"
#include "tensor/quantized_tensor.h"

namespace ts::quant {
namespace {

uint32_t floatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
float bitsFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

const uint8_t* bytes(const Tensor& c) { return static_cast<const uint8_t*>(c.data_ptr()); }

/// ATen's requantize_from_int: zp + round(src * multiplier), clamped.
inline uint8_t requantizeFromInt(float multiplier, int32_t zp, int64_t src, int32_t lo) {
  const int64_t q = zp + static_cast<int64_t>(std::nearbyint(static_cast<float>(src) * multiplier));
  return static_cast<uint8_t>(std::min<int64_t>(std::max<int64_t>(q, lo), 255));
}

}  // namespace

Tensor add(const Tensor& a, const Tensor& b, double scale, int64_t zero_point, bool relu) {
  const Quantizer& qa = perTensorQuint8(a, "quantized::add");
  const Quantizer& qb = perTensorQuint8(b, "quantized::add");
  if (DimVector(a.sizes()) != DimVector(b.sizes())) throw Error("quantized::add: the inputs must have the same shape");
  // pytorch_qnnp_compute_scalar_add_quantization_params: both ratios as
  // multipliers with a common shift, the larger in [2**21, 2**22).
  const float sum_scale = static_cast<float>(scale);
  const float ra = static_cast<float>(qa.scale()) / sum_scale, rb = static_cast<float>(qb.scale()) / sum_scale;
  if (ra < 0x1.0p-14f || ra >= 0x1.0p+8f || rb < 0x1.0p-14f || rb >= 0x1.0p+8f)
    throw Error("quantized::add: scale ratio must be in [2**-14, 2**8) range");
  const int32_t exponent = static_cast<int32_t>(floatBits(std::max(ra, rb)) >> 23) - 127;
  const uint32_t shift = static_cast<uint32_t>(21 - exponent);
  const uint32_t ma = static_cast<uint32_t>(static_cast<int32_t>(std::lrint(bitsFloat(floatBits(ra) + (shift << 23)))));
  const uint32_t mb = static_cast<uint32_t>(static_cast<int32_t>(std::lrint(bitsFloat(floatBits(rb) + (shift << 23)))));
  const int32_t zp_product = -static_cast<int32_t>(ma * static_cast<uint32_t>(qa.zeroPoint()) +
                                                   mb * static_cast<uint32_t>(qb.zeroPoint()));
  const int32_t mask = static_cast<int32_t>((uint32_t{1} << shift) - 1), threshold = mask >> 1;
  const int32_t lo = relu ? static_cast<int32_t>(zero_point) : 0;
  Tensor ac = intView(a).contiguous(), bc = intView(b).contiguous();
  Tensor y = emptyQuantized(a.sizes(), ScalarType::QUInt8, scale, zero_point);
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const uint8_t *ap = bytes(ac), *bp = bytes(bc);
  for (int64_t i = 0; i < ac.numel(); ++i) {
    int32_t acc = zp_product + static_cast<int32_t>(ap[i] * ma) + static_cast<int32_t>(bp[i] * mb);
    const int32_t rem = (acc & mask) - static_cast<int32_t>(acc < 0);
    acc = (acc >> shift) + static_cast<int32_t>(rem > threshold);
    yp[i] = static_cast<uint8_t>(std::min(std::max(acc + static_cast<int32_t>(zero_point), lo), 255));
  }
  return y;
}

Tensor mul(const Tensor& a, const Tensor& b, double scale, int64_t zero_point, bool relu) {
  const Quantizer& qa = perTensorQuint8(a, "quantized::mul");
  const Quantizer& qb = perTensorQuint8(b, "quantized::mul");
  DimVector shape = inferSize(a.sizes(), b.sizes());
  Tensor ac = intView(a).expand(shape).contiguous(), bc = intView(b).expand(shape).contiguous();
  // ATen's qmul_kernel: every scale as float, multiplied in float.
  const float multiplier =
      static_cast<float>(qa.scale()) * static_cast<float>(qb.scale()) * (1.0f / static_cast<float>(scale));
  const int32_t lo = relu ? static_cast<int32_t>(zero_point) : 0;
  Tensor y = emptyQuantized(shape, ScalarType::QUInt8, scale, zero_point);
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const uint8_t *ap = bytes(ac), *bp = bytes(bc);
  const int64_t za = qa.zeroPoint(), zb = qb.zeroPoint();
  for (int64_t i = 0; i < ac.numel(); ++i)
    yp[i] = requantizeFromInt(multiplier, static_cast<int32_t>(zero_point), (ap[i] - za) * (bp[i] - zb), lo);
  return y;
}

Tensor cat(const std::vector<Tensor>& xs, int64_t dim, std::optional<double> scale, std::optional<int64_t> zero_point,
           bool relu) {
  if (xs.empty()) throw Error("quantized::cat: expected a non-empty list of tensors");
  const Quantizer& q0 = perTensorQuint8(xs[0], "quantized::cat");
  const double s = scale.value_or(q0.scale());
  const int64_t z = zero_point.value_or(q0.zeroPoint());
  bool same = !relu;
  std::vector<Tensor> parts;
  for (const Tensor& x : xs) {
    const Quantizer& q = perTensorQuint8(x, "quantized::cat");
    same = same && q.scale() == s && q.zeroPoint() == z;
  }
  for (const Tensor& x : xs) parts.push_back(same ? intView(x) : dequantize(x));
  Tensor joined = ts::cat(parts, dim);
  if (!same) {
    if (relu) joined = clamp_min(joined, Scalar(0.0));
    return quantizePerTensor(joined, s, z, ScalarType::QUInt8);
  }
  Quantizer out;
  out.scales = full({1}, Scalar(s), ScalarType::Double);
  out.zero_points = full({1}, Scalar(z), ScalarType::Long);
  return fromIntRepr(joined, ScalarType::QUInt8, std::move(out));
}

Tensor maxPool2d(const Tensor& x, std::vector<int64_t> kernel, std::vector<int64_t> stride, std::vector<int64_t> padding,
                 std::vector<int64_t> dilation, bool ceil_mode) {
  const Quantizer& q = perTensorQuint8(x, "quantized::max_pool2d");
  // The integers are ordered as the values: pool them as floats (exact for
  // 0..255) and quantize back with the same parameters.
  Tensor f = intView(x).to(ScalarType::Float);
  Tensor pooled = nn::maxPool(f, kernel, stride, padding, dilation, ceil_mode, 2);
  Quantizer out = q;
  return fromIntRepr(pooled.to(ScalarType::Byte), ScalarType::QUInt8, std::move(out));
}

namespace {

int64_t pooledSize(int64_t in, int64_t k, int64_t s, int64_t p, bool ceil_mode) {
  const int64_t span = in + 2 * p - (k - 1) - 1 + (ceil_mode ? s - 1 : 0);
  int64_t out = (span >= 0 ? span / s : -((-span + s - 1) / s)) + 1;
  if (ceil_mode && (out - 1) * s >= in + p) --out;
  return out;
}

}  // namespace

Tensor avgPool2d(const Tensor& x, std::vector<int64_t> kernel, std::vector<int64_t> stride, std::vector<int64_t> padding,
                 bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override) {
  if (x.dim() != 3 && x.dim() != 4) throw Error("avg_pool2d: expected a 3-D or 4-D input");
  return avgPool(x, std::move(kernel), std::move(stride), std::move(padding), ceil_mode, count_include_pad,
                 divisor_override, 2);
}

namespace {

/// A pooling window along one dimension: [lo, hi) clamped to the input,
/// and the padded extent count_include_pad divides by.
struct Span {
  int64_t lo, hi, padded;
};

Span span(int64_t o, int64_t in, int64_t k, int64_t s, int64_t p) {
  const int64_t lo = o * s - p, hi = std::min(lo + k, in + p);
  return {std::max<int64_t>(lo, 0), std::min(hi, in), hi - lo};
}

}  // namespace

Tensor avgPool(const Tensor& x, std::vector<int64_t> kernel, std::vector<int64_t> stride, std::vector<int64_t> padding,
               bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override, int64_t nd) {
  const Quantizer& q = perTensorQuint8(x, "quantized::avg_pool");
  const size_t n = static_cast<size_t>(nd);
  if (x.dim() < nd + 1) throw Error("avg_pool: the input has too few dimensions");
  if (kernel.size() == 1) kernel.assign(n, kernel[0]);
  if (stride.empty()) stride = kernel;
  if (stride.size() == 1) stride.assign(n, stride[0]);
  if (padding.size() == 1) padding.assign(n, padding[0]);
  if (kernel.size() != n || stride.size() != n || padding.size() != n)
    throw Error("avg_pool: bad kernel_size, stride or padding");
  for (size_t i = 0; i < n; ++i)
    if (kernel[i] <= 0 || stride[i] <= 0) throw Error("avg_pool: bad kernel_size, stride or padding");
  if (divisor_override && *divisor_override == 0) throw Error("divisor must be not zero");
  // Images as volumes of depth 1: [planes, D, H, W].
  if (nd == 2) kernel.insert(kernel.begin(), 1), stride.insert(stride.begin(), 1), padding.insert(padding.begin(), 0);
  Tensor c = intView(x).contiguous();
  const int64_t D = nd == 3 ? c.sizes()[c.dim() - 3] : 1, H = c.sizes()[c.dim() - 2], W = c.sizes()[c.dim() - 1];
  const int64_t planes = c.numel() / std::max<int64_t>(D * H * W, 1);
  const int64_t OD = pooledSize(D, kernel[0], stride[0], padding[0], ceil_mode);
  const int64_t OH = pooledSize(H, kernel[1], stride[1], padding[1], ceil_mode);
  const int64_t OW = pooledSize(W, kernel[2], stride[2], padding[2], ceil_mode);
  if (OD <= 0 || OH <= 0 || OW <= 0) throw Error("avg_pool: the output would be empty");
  DimVector shape(c.sizes());
  if (nd == 3) shape[shape.size() - 3] = OD;
  shape[shape.size() - 2] = OH;
  shape[shape.size() - 1] = OW;
  Quantizer qo = q;
  Tensor y = emptyQuantized(shape, ScalarType::QUInt8, std::move(qo));
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const uint8_t* xp = bytes(c);
  const int64_t zp = q.zeroPoint();
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t od = 0; od < OD; ++od) {
      const Span sd = span(od, D, kernel[0], stride[0], padding[0]);
      for (int64_t oh = 0; oh < OH; ++oh) {
        const Span sh = span(oh, H, kernel[1], stride[1], padding[1]);
        for (int64_t ow = 0; ow < OW; ++ow) {
          const Span sw = span(ow, W, kernel[2], stride[2], padding[2]);
          const int64_t count = (sd.hi - sd.lo) * (sh.hi - sh.lo) * (sw.hi - sw.lo);
          int64_t sum = -zp * count;
          for (int64_t d = sd.lo; d < sd.hi; ++d)
            for (int64_t h = sh.lo; h < sh.hi; ++h)
              for (int64_t w = sw.lo; w < sw.hi; ++w) sum += xp[((p * D + d) * H + h) * W + w];
          const int64_t divisor = divisor_override   ? *divisor_override
                                  : count_include_pad ? sd.padded * sh.padded * sw.padded
                                                      : count;
          // The kernel's multiplier 1 / divisor, used through quantize_val.
          const float multiplier = 1.0f / static_cast<float>(divisor);
          yp[((p * OD + od) * OH + oh) * OW + ow] = static_cast<uint8_t>(
              quantizeVal(static_cast<double>(1.0f / multiplier), zp, static_cast<float>(sum), 0, 255));
        }
      }
    }
  return y;
}

Tensor adaptiveAvgPool2d(const Tensor& x, std::vector<int64_t> output_size) {
  const Quantizer& q = perTensorQuint8(x, "quantized::adaptive_avg_pool2d");
  if (x.dim() != 3 && x.dim() != 4) throw Error("adaptive_avg_pool2d(): Expected 3D or 4D tensor");
  if (output_size.size() != 2) throw Error("adaptive_avg_pool2d: output_size must be 2");
  Tensor c = intView(x).contiguous();
  const int64_t H = c.sizes()[c.dim() - 2], W = c.sizes()[c.dim() - 1];
  const int64_t planes = c.numel() / std::max<int64_t>(H * W, 1), OH = output_size[0], OW = output_size[1];
  DimVector shape(c.sizes());
  shape[shape.size() - 2] = OH;
  shape[shape.size() - 1] = OW;
  Quantizer qo = q;
  Tensor y = emptyQuantized(shape, ScalarType::QUInt8, std::move(qo));
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const uint8_t* xp = bytes(c);
  const int32_t zp = static_cast<int32_t>(q.zeroPoint());
  for (int64_t p = 0; p < planes; ++p) {
    for (int64_t oh = 0; oh < OH; ++oh) {
      const int64_t h0 = (oh * H) / OH, h1 = ((oh + 1) * H + OH - 1) / OH;
      for (int64_t ow = 0; ow < OW; ++ow) {
        const int64_t w0 = (ow * W) / OW, w1 = ((ow + 1) * W + OW - 1) / OW;
        const int64_t size = (h1 - h0) * (w1 - w0);
        int64_t acc = -static_cast<int64_t>(zp) * size;
        for (int64_t h = h0; h < h1; ++h)
          for (int64_t w = w0; w < w1; ++w) acc += xp[(p * H + h) * W + w];
        const float multiplier = static_cast<float>(1.0 / static_cast<double>(size));
        yp[(p * OH + oh) * OW + ow] = requantizeFromInt(multiplier, zp, acc, 0);
      }
    }
  }
  return y;
}

Tensor relu(const Tensor& x) {
  const Quantizer& q = quantizerOf(x, "quantized relu");
  if (x.dtype() != ScalarType::QUInt8 || !q.perTensor()) throw Error("quantized relu: expected a per-tensor quint8 tensor");
  Tensor ints = clamp_min(intView(x), Scalar(q.zeroPoint()));
  Quantizer out = q;
  return fromIntRepr(ints, ScalarType::QUInt8, std::move(out));
}

Tensor mapDequantized(const Tensor& x, double scale, int64_t zero_point, const std::function<float(float)>& f) {
  Tensor d = dequantize(x);
  float* p = static_cast<float*>(d.data_ptr());
  for (int64_t i = 0; i < d.numel(); ++i) p[i] = f(p[i]);
  return quantizePerTensor(d, scale, zero_point, x.dtype());
}

Tensor lookupTable(const Tensor& x, double scale, int64_t zero_point, float (*f)(float)) {
  const Quantizer& q = perTensorQuint8(x, "quantized lookup table");
  const float in_scale = static_cast<float>(q.scale()), inverse = 1.0f / static_cast<float>(scale);
  const int32_t in_zp = static_cast<int32_t>(q.zeroPoint());
  uint8_t table[256];
  for (int32_t i = 0; i < 256; ++i) {
    const float y = inverse * f(in_scale * static_cast<float>(i - in_zp)) + static_cast<float>(zero_point);
    table[i] = static_cast<uint8_t>(std::lrint(std::min(std::max(y, 0.0f), 255.0f)));
  }
  Tensor c = intView(x).contiguous();
  Tensor y = emptyQuantized(c.sizes(), ScalarType::QUInt8, scale, zero_point);
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const uint8_t* xp = bytes(c);
  for (int64_t i = 0; i < c.numel(); ++i) yp[i] = table[xp[i]];
  return y;
}

Tensor clampQuantized(const Tensor& x, double min, double max) {
  const Quantizer& q = perTensorQuint8(x, "quantized hardtanh");
  const int64_t lo = quantizeVal(q.scale(), q.zeroPoint(), static_cast<float>(min), 0, 255);
  const int64_t hi = quantizeVal(q.scale(), q.zeroPoint(), static_cast<float>(max), 0, 255);
  Tensor ints = clamp_max(clamp_min(intView(x), Scalar(lo)), Scalar(hi));
  Quantizer out = q;
  return fromIntRepr(ints, ScalarType::QUInt8, std::move(out));
}

}  // namespace ts::quant
