// ===--- quantized_conv.cpp - statically quantized conv and linear --------=== //
#include "tensor/quantized_conv.h"

#include <algorithm>
#include <cmath>

#include "support/error.h"
#include "tensor/ops.h"
#include "tensor/quantized_engine.h"
#include "tensor/quantized_tensor.h"

namespace ts::quant {
namespace {

/// Turns an int32 accumulator sum((x - x_zp) * (w - w_zp)) of an output
/// channel into the quint8 result as the current engine does.
class Requantizer {
 public:
  Requantizer(const char* op, const Tensor& weight, const std::optional<Tensor>& bias, int64_t n_out, double in_scale,
              double out_scale, int64_t out_zp, bool relu);

  int32_t weightZeroPoint(int64_t c) const { return w_zp_[static_cast<size_t>(c)]; }

  uint8_t operator()(int32_t acc, int64_t c) const {
    const size_t i = static_cast<size_t>(c);
    // oneDNN adds the output zero point in float before rounding
    // (Note [oneDNN requantization]); QNNPACK adds it to the rounded value.
    const float r = onednn_ ? std::nearbyint((static_cast<float>(acc) + bias_f_[i]) * scale_[i] + zp_)
                            : std::nearbyint(static_cast<float>(acc + bias_i_[i]) * scale_[i]) + zp_;
    return static_cast<uint8_t>(std::min(std::max(r, lo_), 255.0f));
  }

 private:
  bool onednn_;
  float zp_, lo_;
  std::vector<int32_t> w_zp_, bias_i_;
  std::vector<float> bias_f_, scale_;
};

Requantizer::Requantizer(const char* op, const Tensor& weight, const std::optional<Tensor>& bias, int64_t n_out,
                         double in_scale, double out_scale, int64_t out_zp, bool relu) {
  const Engine engine = currentEngine();
  if (engine == Engine::None) throw Error(std::string("Didn't find engine for operation ") + op + " NoQEngine");
  onednn_ = engine == Engine::OneDNN;
  zp_ = static_cast<float>(out_zp);
  lo_ = relu ? zp_ : 0.0f;
  const Quantizer& wq = quantizerOf(weight, op);
  if (weight.dtype() != ScalarType::QInt8) throw Error(std::string(op) + ": the weight must be qint8");
  const int64_t n_scales = wq.perTensor() ? 1 : wq.scales.numel();
  if (!wq.perTensor() && n_scales != n_out) throw Error(std::string(op) + ": one weight scale per output channel expected");
  Tensor b = bias ? bias->to(ScalarType::Float).contiguous() : Tensor();
  if (bias && (b.dim() != 1 || b.numel() != n_out)) throw Error("bias should be a vector (1D Tensor) of the output size");
  const double* ws = static_cast<const double*>(wq.scales.data_ptr());
  const int64_t* wz = static_cast<const int64_t*>(wq.zero_points.data_ptr());
  const float in_f = static_cast<float>(in_scale);
  const float inverse_out = 1.0f / static_cast<float>(out_scale);
  const float src_s = static_cast<float>(1.0 / in_scale), dst_s = static_cast<float>(1.0 / out_scale);
  for (int64_t c = 0; c < n_out; ++c) {
    const int64_t i = wq.perTensor() ? 0 : c;
    const float bv = bias ? static_cast<const float*>(b.data_ptr())[c] : 0.0f;
    w_zp_.push_back(static_cast<int32_t>(wz[i]));
    if (onednn_) {
      if (wz[i] != 0)
        throw Error(std::string(op) +
                    ": ONEDNN only supports symmetric quantization of weight, whose zero point must be 0.");
      const float bias_s = src_s * static_cast<float>(1.0 / ws[i]);
      scale_.push_back(dst_s / bias_s);
      bias_f_.push_back(bv * bias_s);
    } else {
      scale_.push_back((static_cast<float>(ws[i]) * in_f) * inverse_out);
      const double bias_scale = ws[i] * static_cast<double>(in_f);
      bias_i_.push_back(bias ? static_cast<int32_t>(quantizeVal(bias_scale, 0, bv, INT32_MIN, INT32_MAX)) : 0);
    }
  }
}

std::vector<int32_t> centered(const Tensor& x, int64_t zp) {
  Tensor c = intView(x).contiguous();
  const uint8_t* p = static_cast<const uint8_t*>(c.data_ptr());
  std::vector<int32_t> out(static_cast<size_t>(c.numel()));
  for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<int32_t>(p[i]) - static_cast<int32_t>(zp);
  return out;
}

const Quantizer& checkActivation(const Tensor& x, const char* op) {
  if (x.dtype() != ScalarType::QUInt8) {
    const bool onednn = currentEngine() == Engine::OneDNN;
    throw Error(std::string(op) + (onednn ? " (ONEDNN): data type of input should be QUint8." : ": expected a quint8 input"));
  }
  const Quantizer& q = quantizerOf(x, op);
  if (!q.perTensor()) throw Error(std::string(op) + ": expected a per-tensor quantized input");
  return q;
}

/// A convolution's geometry over three spatial dimensions (1-D and 2-D
/// convolutions have leading extents of 1).
struct Geometry {
  int64_t in[3], out[3], k[3], stride[3], pad[3], dil[3];
};

Geometry geometry(const Tensor& x, const Tensor& w, const ConvParams& p, int64_t spatial, const char* op) {
  Geometry g;
  const int64_t lead = 3 - spatial;
  for (int64_t d = 0; d < 3; ++d) {
    if (d < lead) {
      g.in[d] = g.out[d] = g.k[d] = g.stride[d] = g.dil[d] = 1;
      g.pad[d] = 0;
      continue;
    }
    const size_t s = static_cast<size_t>(d - lead);
    g.in[d] = x.sizes()[2 + s];
    g.k[d] = w.sizes()[2 + s];
    g.stride[d] = p.stride[s];
    g.pad[d] = p.padding[s];
    g.dil[d] = p.dilation[s];
    const int64_t span = g.dil[d] * (g.k[d] - 1);
    g.out[d] = p.transpose ? (g.in[d] - 1) * g.stride[d] - 2 * g.pad[d] + span + p.output_padding[s] + 1
                           : (g.in[d] + 2 * g.pad[d] - span - 1) / g.stride[d] + 1;
    if (g.stride[d] < 1 || g.dil[d] < 1 || g.pad[d] < 0)
      throw Error(std::string(op) + ": stride and dilation must be positive, padding non-negative");
    if (g.out[d] <= 0) throw Error(std::string(op) + ": each dimension of output tensor should be greater than 0");
  }
  return g;
}

/// Adds w * x over one input plane to one output plane's accumulators:
/// gathering for a convolution, scattering for a transposed one.
void accumulatePlane(const Geometry& g, bool transpose, const int32_t* xp, const int8_t* wp, int32_t w_zp,
                     int32_t* acc) {
  for (int64_t kd = 0; kd < g.k[0]; ++kd)
    for (int64_t kh = 0; kh < g.k[1]; ++kh)
      for (int64_t kw = 0; kw < g.k[2]; ++kw) {
        const int32_t wv = static_cast<int32_t>(wp[(kd * g.k[1] + kh) * g.k[2] + kw]) - w_zp;
        if (wv == 0) continue;
        // (a, b): a position of the gathered-from side, b of the other.
        const int64_t* a_ext = transpose ? g.in : g.out;
        const int64_t* b_ext = transpose ? g.out : g.in;
        const int64_t off[3] = {kd * g.dil[0] - g.pad[0], kh * g.dil[1] - g.pad[1], kw * g.dil[2] - g.pad[2]};
        for (int64_t a0 = 0; a0 < a_ext[0]; ++a0) {
          const int64_t b0 = a0 * g.stride[0] + off[0];
          if (b0 < 0 || b0 >= b_ext[0]) continue;
          for (int64_t a1 = 0; a1 < a_ext[1]; ++a1) {
            const int64_t b1 = a1 * g.stride[1] + off[1];
            if (b1 < 0 || b1 >= b_ext[1]) continue;
            const int64_t arow = (a0 * a_ext[1] + a1) * a_ext[2], brow = (b0 * b_ext[1] + b1) * b_ext[2];
            for (int64_t a2 = 0; a2 < a_ext[2]; ++a2) {
              const int64_t b2 = a2 * g.stride[2] + off[2];
              if (b2 < 0 || b2 >= b_ext[2]) continue;
              if (transpose) acc[brow + b2] += wv * xp[arow + a2];
              else acc[arow + a2] += wv * xp[brow + b2];
            }
          }
        }
      }
}

void checkConv(const Tensor& x, const ConvParams& p, int64_t spatial, const char* op) {
  const Tensor& w = p.weight;
  if (spatial < 1 || spatial > 3 || x.dim() != spatial + 2 || w.dim() != spatial + 2)
    throw Error(std::string(op) + ": expected a " + std::to_string(spatial + 2) + "-D input and weight");
  const size_t n = static_cast<size_t>(spatial);
  if (p.stride.size() != n || p.padding.size() != n || p.dilation.size() != n || p.groups < 1 ||
      (p.transpose && p.output_padding.size() != n))
    throw Error(std::string(op) + ": bad stride, padding, dilation or groups");
  if (p.transpose && currentEngine() == Engine::OneDNN)
    for (int64_t v : p.output_padding)
      if (v != 0) throw Error("quantized::conv_prepack: ONEDNN only supports zero output_padding.");
}

}  // namespace

Tensor conv(const Tensor& x, const ConvParams& p, double out_scale, int64_t out_zp, bool relu) {
  const int64_t spatial = x.dim() - 2;
  const char* op = p.transpose ? "quantized::conv_transpose" : "quantized::conv";
  const Quantizer& xq = checkActivation(x, op);
  checkConv(x, p, spatial, op);
  const Tensor& w = p.weight;
  const int64_t N = x.sizes()[0], C = x.sizes()[1], G = p.groups;
  // Per group: Cg input and Og output channels.
  const int64_t Cg = p.transpose ? w.sizes()[0] / G : w.sizes()[1];
  const int64_t Og = p.transpose ? w.sizes()[1] : w.sizes()[0] / G;
  if (C != Cg * G || (p.transpose ? w.sizes()[0] : w.sizes()[0]) % G != 0)
    throw Error(std::string(op) + ": Input channel size of weight and bias must match.");
  const int64_t O = Og * G;
  const Geometry g = geometry(x, w, p, spatial, op);
  const Requantizer requantize(op, w, p.bias, O, xq.scale(), out_scale, out_zp, relu);
  std::vector<int32_t> xs = centered(x, xq.zeroPoint());
  Tensor wc = intView(w).contiguous();
  const int8_t* wp = static_cast<const int8_t*>(wc.data_ptr());
  DimVector shape{N, O};
  for (int64_t d = 3 - spatial; d < 3; ++d) shape.push_back(g.out[d]);
  Tensor y = emptyQuantized(shape, ScalarType::QUInt8, out_scale, out_zp);
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  const int64_t in_plane = g.in[0] * g.in[1] * g.in[2], out_plane = g.out[0] * g.out[1] * g.out[2];
  const int64_t kvol = g.k[0] * g.k[1] * g.k[2];
  std::vector<int32_t> acc(static_cast<size_t>(out_plane));
  for (int64_t n = 0; n < N; ++n)
    for (int64_t o = 0; o < O; ++o) {
      std::fill(acc.begin(), acc.end(), 0);
      const int64_t grp = o / Og, oi = o % Og;
      for (int64_t ci = 0; ci < Cg; ++ci) {
        const int64_t c = grp * Cg + ci;
        // Weight [O, Cg, k...] or, transposed, [C, Og, k...].
        const int8_t* wk = wp + (p.transpose ? (c * Og + oi) : (o * Cg + ci)) * kvol;
        accumulatePlane(g, p.transpose, xs.data() + (n * C + c) * in_plane, wk, requantize.weightZeroPoint(o),
                        acc.data());
      }
      uint8_t* out = yp + (n * O + o) * out_plane;
      for (int64_t i = 0; i < out_plane; ++i) out[i] = requantize(acc[static_cast<size_t>(i)], o);
    }
  return y;
}

Tensor linear(const Tensor& x, const Tensor& weight, const std::optional<Tensor>& bias, double out_scale,
              int64_t out_zp, bool relu) {
  const Quantizer& xq = checkActivation(x, "quantized::linear");
  if (x.dim() < 1 || weight.dim() != 2) throw Error("quantized::linear: expected a 2-D weight and an input");
  const int64_t N = weight.sizes()[0], K = weight.sizes()[1];
  if (x.sizes()[x.dim() - 1] != K) throw Error("quantized::linear: the input's last dimension must match the weight");
  const Requantizer requantize("quantized::linear", weight, bias, N, xq.scale(), out_scale, out_zp, relu);
  std::vector<int32_t> xs = centered(x, xq.zeroPoint());
  const int64_t M = K == 0 ? 0 : static_cast<int64_t>(xs.size()) / K;
  Tensor wc = intView(weight).contiguous();
  const int8_t* wp = static_cast<const int8_t*>(wc.data_ptr());
  DimVector shape(x.sizes());
  shape[shape.size() - 1] = N;
  Tensor y = emptyQuantized(shape, ScalarType::QUInt8, out_scale, out_zp);
  uint8_t* yp = static_cast<uint8_t*>(y.data_ptr());
  for (int64_t m = 0; m < M; ++m) {
    for (int64_t j = 0; j < N; ++j) {
      int32_t acc = 0;
      const int8_t* row = wp + j * K;
      const int32_t* xr = xs.data() + m * K;
      const int32_t w_zp = requantize.weightZeroPoint(j);
      for (int64_t k = 0; k < K; ++k) acc += xr[k] * (static_cast<int32_t>(row[k]) - w_zp);
      yp[m * N + j] = requantize(acc, j);
    }
  }
  return y;
}

}  // namespace ts::quant
