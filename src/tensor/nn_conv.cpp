// ===--- nn_conv.cpp - convolution via im2col + GEMM ----------------------=== //
// Shape checks and their messages follow ATen's ConvUtils (check_shape_forward)
// so a mismatched model fails with PyTorch's text.
#include "tensor/nn_conv.h"

#include "tensor/memory_format.h"

#include <algorithm>
#include <cstring>

#include "tensor/checked_math.h"
#include "tensor/conv3d.h"
#include "tensor/nn_conv_avx512.h"
#include "tensor/nn_im2col.h"
#include "tensor/nn_util.h"
#include "tensor/parallel.h"

namespace ts::nn {
namespace {

/// Convolution parameters normalised to two spatial dims.
struct ConvParams {
  IntList stride, padding, dilation, output_padding;
  int64_t groups = 1;
  bool transposed = false;
};

std::string joinX(const IntList& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? " x " : "") + std::to_string(v[i]);
  return s;
}

void checkParams(const ConvParams& p) {
  for (int64_t s : p.stride) TS_CHECK(s > 0, "non-positive stride is not supported");
  for (int64_t s : p.padding) TS_CHECK(s >= 0, "negative padding is not supported");
  for (int64_t s : p.output_padding) TS_CHECK(s >= 0, "negative output_padding is not supported");
  for (int64_t s : p.dilation) TS_CHECK(s > 0, "dilation should be greater than zero");
  TS_CHECK(p.groups > 0, "non-positive groups is not supported");
}

std::string wrongChannels(const Tensor& input, const Tensor& weight, const ConvParams& p, int64_t expected) {
  std::string head = p.transposed ? "Given transposed=1, weight of size " : "Given groups=" + std::to_string(p.groups) + ", weight of size ";
  return head + shapeStr(weight.sizes()) + ", expected input" + shapeStr(input.sizes()) + " to have " +
         std::to_string(expected) + " channels, but got " + std::to_string(input.size(1)) + " channels instead";
}

void checkShapes(const Tensor& input, const Tensor& weight, const Tensor& bias, const ConvParams& p) {
  const int64_t k = weight.dim();
  TS_CHECK(input.dim() == k, "Expected " + std::to_string(k) + "-dimensional input for " + std::to_string(k) +
                                 "-dimensional weight " + shapeStr(weight.sizes()) + ", but got " +
                                 std::to_string(input.dim()) + "-dimensional input of size " +
                                 shapeStr(input.sizes()) + " instead");
  TS_CHECK(weight.size(0) % p.groups == 0,
           "Given groups=" + std::to_string(p.groups) + ", expected weight to be divisible by " +
               std::to_string(p.groups) + " at dimension 0, but got weight of size [" + shapeStr(weight.sizes()) +
               "] instead");
  const int64_t expected_in = p.transposed ? weight.size(0) : weight.size(1) * p.groups;
  TS_CHECK(input.size(1) == expected_in, wrongChannels(input, weight, p, expected_in));
  const int64_t out_ch = p.transposed ? weight.size(1) * p.groups : weight.size(0);
  TS_CHECK(!bias.defined() || (bias.dim() == 1 && bias.size(0) == out_ch),
           std::string(p.transposed ? "Given transposed=1, weight of size " : "Given weight of size ") +
               shapeStr(weight.sizes()) + ", expected bias to be 1-dimensional with " + std::to_string(out_ch) +
               " elements, but got bias of size " + (bias.defined() ? shapeStr(bias.sizes()) : "") + " instead");
  if (p.transposed) return;
  IntList padded, kernel;
  for (int64_t i = 2; i < k; ++i) {
    // Wrapping as in ATen (the message shows its values); convolution()
    // refuses any size that wrapped.
    padded.push_back(wrappingAdd(input.size(i), wrappingMul(2, p.padding[i - 2])));
    kernel.push_back(wrappingAdd(wrappingMul(p.dilation[i - 2], weight.size(i) - 1), 1));
  }
  for (size_t i = 0; i < padded.size(); ++i) {
    TS_CHECK(padded[i] >= kernel[i], "Calculated padded input size per channel: (" + joinX(padded) +
                                         "). Kernel size: (" + joinX(kernel) +
                                         "). Kernel size can't be greater than actual input size");
  }
}

void checkDtypes(const Tensor& input, const Tensor& weight, const Tensor& bias) {
  TS_CHECK(input.dtype() == weight.dtype(), std::string("expected scalar type ") + scalarTypeName(input.dtype()) +
                                                " but found " + scalarTypeName(weight.dtype()));
  TS_CHECK(!bias.defined() || bias.dtype() == input.dtype(),
           std::string("expected scalar type ") + scalarTypeName(input.dtype()) + " but found " +
               scalarTypeName(bias.dtype()));
}

/// Sets every element of channel c of a contiguous [N, C, L] buffer to bias[c].
template <typename T>
void fillBias(T* out, const Tensor& bias, int64_t n, int64_t c, int64_t l) {
  Tensor b = bias.contiguous();
  const T* bp = static_cast<const T*>(b.data_ptr());
  for (int64_t i = 0; i < n * c; ++i) std::fill(out + i * l, out + (i + 1) * l, bp[i % c]);
}

/// Adds bias[c] to every element of channel c of a contiguous [N, C, L] buffer.
template <typename T>
void addBias(T* out, const Tensor& bias, int64_t n, int64_t c, int64_t l) {
  Tensor b = bias.contiguous();
  const T* bp = static_cast<const T*>(b.data_ptr());
  for (int64_t i = 0; i < n * c; ++i) {
    T* row = out + i * l;
    const T v = bp[i % c];
    for (int64_t j = 0; j < l; ++j) row[j] += v;
  }
}

/// Output rows per im2col slice. A large image's patch matrix (megabytes)
/// would be written to memory and read back while OpenBLAS packs it; slices
/// of about kSliceBytes stay in L2 instead. Each slice repacks the weights,
/// so patch matrices up to twice that size run whole (measured on ResNet-18
/// shapes: slicing 3.6 MB into two made a 128-channel 28x28 layer slower).
template <typename T>
int64_t sliceRows(const Window2d& g) {
  constexpr int64_t kSliceBytes = 2 << 20;
  const int64_t row_bytes = g.colRows() * g.out_w * static_cast<int64_t>(sizeof(T));
  if (row_bytes * g.out_h <= 2 * kSliceBytes) return g.out_h;
  return std::clamp<int64_t>(kSliceBytes / row_bytes, 1, g.out_h);
}

/// Float convolution through the AVX-512 packed GEMM (Note [Convolution GEMM]).
void convForwardAvx512(const Tensor& in, const Tensor& w, const Tensor& bias, const Window2d& g, int64_t groups,
                       Tensor& out) {
  const int64_t n = in.size(0), cin = in.size(1), cout = w.size(0), cin_g = g.channels, cout_g = cout / groups;
  const int64_t plane = g.height * g.width, l = g.colCols();
  Tensor b = bias.defined() ? bias.contiguous() : bias;
  const float* src = static_cast<const float*>(in.data_ptr());
  const float* wp = static_cast<const float*>(w.data_ptr());
  const float* bp = b.defined() ? static_cast<const float*>(b.data_ptr()) : nullptr;
  float* dst = static_cast<float*>(out.data_ptr());
  // A grouped (depthwise) convolution has too few channels per group to
  // split, so its threads take whole groups; otherwise each call splits its
  // output channels (Note [Parallel convolution]).
  const int64_t grain = groups > 1 ? grainFor(cout_g * l * g.colRows()) : n * groups;
  parallelForBalanced(0, n * groups, grain, [&](int64_t i0, int64_t i1) {
    for (int64_t i = i0; i < i1; ++i) {
      const int64_t bi = i / groups, gi = i % groups;
      convGemmAvx512(wp + gi * cout_g * g.colRows(), cout_g, src + (bi * cin + gi * cin_g) * plane, g,
                     bp ? bp + gi * cout_g : nullptr, dst + (bi * cout + gi * cout_g) * l);
    }
  });
}

template <typename T>
void convForward(const Tensor& in, const Tensor& w, const Tensor& bias, const ConvParams& p, Tensor& out) {
  const int64_t n = in.size(0), cin = in.size(1), h = in.size(2), wd = in.size(3);
  const int64_t cout = w.size(0), cin_g = w.size(1), cout_g = cout / p.groups;
  Window2d g{cin_g, h, wd, w.size(2), w.size(3), p.stride[0], p.stride[1], p.padding[0], p.padding[1],
             p.dilation[0], p.dilation[1], out.size(2), out.size(3)};
  if constexpr (std::is_same_v<T, float>) {
    if (convGemmAvx512Available()) return convForwardAvx512(in, w, bias, g, p.groups, out);
  }
  // A 1x1 stride-1 unpadded convolution's patch matrix is the image itself.
  const bool direct = g.kernel_h == 1 && g.kernel_w == 1 && g.stride_h == 1 && g.stride_w == 1 &&
                      g.pad_h == 0 && g.pad_w == 0;
  const int64_t l = g.colCols(), kdim = g.colRows();
  const int64_t rows = direct ? g.out_h : sliceRows<T>(g);
  // The patch buffer comes from the tensor allocator's block cache: a fresh
  // std::vector would zero-fill and page-fault on every call.
  Tensor cols = direct ? Tensor() : emptyTensor({kdim * rows * g.out_w}, in.dtype());
  T* colp = direct ? nullptr : static_cast<T*>(cols.data_ptr());
  const T* src = static_cast<const T*>(in.data_ptr());
  const T* wp = static_cast<const T*>(w.data_ptr());
  T* dst = static_cast<T*>(out.data_ptr());
  // With a bias the output starts as the bias and the GEMM accumulates onto it.
  if (bias.defined()) fillBias(dst, bias, n, cout, l);
  for (int64_t b = 0; b < n; ++b) {
    for (int64_t gi = 0; gi < p.groups; ++gi) {
      const T* img = src + (b * cin + gi * cin_g) * h * wd;
      const T* wg = wp + gi * cout_g * kdim;
      T* og = dst + (b * cout + gi * cout_g) * l;
      if (direct) {
        gemm<T>(cout_g, l, kdim, wg, img, l, og, l, bias.defined());
        continue;
      }
      for (int64_t r0 = 0; r0 < g.out_h; r0 += rows) {
        const int64_t r1 = std::min(g.out_h, r0 + rows), cols_n = (r1 - r0) * g.out_w;
        im2colRows(img, colp, g, r0, r1);
        gemm<T>(cout_g, cols_n, kdim, wg, colp, cols_n, og + r0 * g.out_w, l, bias.defined());
      }
    }
  }
}

template <typename T>
void convTransposeForward(const Tensor& in, const Tensor& w, const Tensor& bias, const ConvParams& p,
                          Tensor& out) {
  const int64_t n = in.size(0), cin = in.size(1), h = in.size(2), wd = in.size(3);
  const int64_t cin_g = cin / p.groups, cout_g = w.size(1), cout = cout_g * p.groups;
  Window2d g{cout_g, out.size(2), out.size(3), w.size(2), w.size(3), p.stride[0], p.stride[1], p.padding[0],
             p.padding[1], p.dilation[0], p.dilation[1], h, wd};
  Tensor cols_buf = emptyTensor({g.colRows() * g.colCols()}, in.dtype());
  T* cols = static_cast<T*>(cols_buf.data_ptr());
  const T* src = static_cast<const T*>(in.data_ptr());
  T* dst = static_cast<T*>(out.data_ptr());
  std::memset(static_cast<void*>(dst), 0, sizeof(T) * out.numel());
  for (int64_t gi = 0; gi < p.groups; ++gi) {
    // [cin_g, cout_g*kh*kw] -> its transpose, so one GEMM maps inputs to columns.
    Tensor wt = w.narrow(0, gi * cin_g, cin_g).reshape({cin_g, g.colRows()}).t().contiguous();
    const T* wtp = static_cast<const T*>(wt.data_ptr());
    for (int64_t b = 0; b < n; ++b) {
      gemm<T>(g.colRows(), h * wd, cin_g, wtp, src + (b * cin + gi * cin_g) * h * wd, h * wd, cols, h * wd, false);
      col2imRaw(cols, dst + (b * cout + gi * cout_g) * g.height * g.width, g);
    }
  }
  if (bias.defined()) addBias(dst, bias, n, cout, g.height * g.width);
}

/// Views a 1-D convolution as a 2-D one with a unit height.
Tensor to2d(const Tensor& t) { return t.unsqueeze(2); }
IntList with1(const IntList& v, int64_t one) { return {one, v[0]}; }

/// A transposed convolution's output size, (in-1)*stride - 2*pad +
/// dil*(k-1) + output_padding + 1, wrapping as ATen; sets *overflowed.
int64_t transposedSize(int64_t isz, int64_t ksz, const ConvParams& p, int64_t d, bool* overflowed) {
  int64_t v, t;
  bool o = mulOverflows(isz - 1, p.stride[d], &v);
  o |= mulOverflows(p.padding[d], 2, &t);
  o |= __builtin_sub_overflow(v, t, &v);
  o |= mulOverflows(p.dilation[d], ksz - 1, &t);
  o |= addOverflows(v, t, &v);
  o |= addOverflows(v, p.output_padding[d], &v);
  o |= addOverflows(v, 1, &v);
  *overflowed |= o;
  return v;
}

}  // namespace

Tensor convolution(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
                   const IntList& padding, const IntList& dilation, bool transposed, const IntList& output_padding,
                   int64_t groups) {
  const int64_t k = weight.dim() - 2;
  TS_CHECK(k >= 1 && k <= 3, "Only 1-D, 2-D and 3-D convolutions are supported, but got weight of size " +
                                 shapeStr(weight.sizes()));
  ConvParams p{nn_detail::expandParam(stride, k, "stride"), nn_detail::expandParam(padding, k, "padding"),
               nn_detail::expandParam(dilation, k, "dilation"),
               nn_detail::expandParam(output_padding, k, "output_padding"), groups, transposed};
  checkParams(p);
  checkShapes(input, weight, bias, p);
  checkDtypes(input, weight, bias);
  if (k == 3)
    return convolution3d(input, weight, bias, p.stride, p.padding, p.dilation, transposed, p.output_padding, groups);
  Tensor in = input, w = weight;
  if (k == 1) {
    in = to2d(input);
    w = to2d(weight);
    p = ConvParams{with1(p.stride, 1), with1(p.padding, 0), with1(p.dilation, 1), with1(p.output_padding, 0),
                   groups, transposed};
  }
  in = in.contiguous();
  w = w.contiguous();
  DimVector shape{in.size(0), 0, 0, 0};
  bool overflowed = false;
  for (int64_t d = 0; d < 2; ++d) {
    const int64_t isz = in.size(d + 2), ksz = w.size(d + 2);
    shape[d + 2] = transposed ? transposedSize(isz, ksz, p, d, &overflowed)
                              : windowCount(isz, p.padding[d], p.dilation[d], ksz, p.stride[d], &overflowed);
  }
  shape[1] = transposed ? wrappingMul(w.size(1), groups) : w.size(0);
  if (!transposed) {
    // ATen's slow path allocates its column buffer [N, C*kh*kw, oh*ow] first.
    const int64_t cols = wrappingMul(shape[2], shape[3]);
    storageNbytesContiguous({shape[0], in.size(1) / groups * w.size(2) * w.size(3), cols}, in.element_size());
  }
  Tensor out = emptyTensor(shape, in.dtype());
  TS_CHECK(!overflowed, "convolution: integer overflow in the output size");
  if (out.numel() > 0) {
    auto run = [&](auto tag) {
      using T = typename decltype(tag)::type;
      if (transposed) convTransposeForward<T>(in, w, bias, p, out);
      else convForward<T>(in, w, bias, p, out);
    };
    if (in.dtype() == ScalarType::Float) run(TypeTag<float>{});
    else if (in.dtype() == ScalarType::Double) run(TypeTag<double>{});
    else detail::throwNotImplemented("slow_conv2d_cpu", in.dtype());
  }
  if (k == 1) return out.squeeze(2);
  // ATen's mkldnn and slow 2-d convolutions (not the transposed ones) answer
  // in channels-last when the input or the weight is (Note [Kernel output layout]).
  if (!transposed && (suggestMemoryFormat(input) == MemoryFormat::ChannelsLast ||
                      suggestMemoryFormat(weight) == MemoryFormat::ChannelsLast))
    return inFormat(out, MemoryFormat::ChannelsLast);
  return out;
}

namespace {

/// Runs f on a batched input, adding and removing a batch dim for unbatched ones.
template <typename F>
Tensor batchify(const Tensor& input, int64_t spatial, const char* name, F f) {
  const int64_t batched = spatial + 2;
  TS_CHECK(input.dim() == batched || input.dim() == batched - 1,
           "Expected " + std::to_string(batched - 1) + "D (unbatched) or " + std::to_string(batched) +
               "D (batched) input to " + name + ", but got input of size: " + shapeStr(input.sizes()));
  if (input.dim() == batched) return f(input);
  return f(input.unsqueeze(0)).squeeze(0);
}

const char* convName(int64_t spatial, bool transposed) {
  static const char* const kNames[2][3] = {{"conv1d", "conv2d", "conv3d"},
                                           {"conv_transpose1d", "conv_transpose2d", "conv_transpose3d"}};
  return kNames[transposed ? 1 : 0][spatial - 1];
}

}  // namespace

Tensor conv(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
            const IntList& padding, const IntList& dilation, int64_t groups, int64_t spatial) {
  return batchify(input, spatial, convName(spatial, false), [&](const Tensor& x) {
    return convolution(x, weight, bias, stride, padding, dilation, false, {0}, groups);
  });
}

Tensor convPadding(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
                   const std::string& padding, const IntList& dilation, int64_t groups, int64_t spatial) {
  if (padding == "valid") return conv(input, weight, bias, stride, {0}, dilation, groups, spatial);
  TS_CHECK(padding == "same", "Invalid padding string: '" + padding + "'");
  for (int64_t s : stride) TS_CHECK(s == 1, "padding='same' is not supported for strided convolutions");
  const IntList dil = nn_detail::expandParam(dilation, spatial, "dilation");
  // Total padding d*(k-1) split evenly; an odd remainder goes on the right
  // as an explicit pad of the input, as ATen's _convolution_mode does.
  IntList sym(spatial), extra(spatial);
  bool asymmetric = false;
  for (int64_t d = 0; d < spatial; ++d) {
    const int64_t total = dil[d] * (weight.size(weight.dim() - spatial + d) - 1);
    sym[d] = total / 2;
    extra[d] = total % 2;
    asymmetric = asymmetric || extra[d] != 0;
  }
  Tensor x = input;
  if (asymmetric) {
    const int64_t first = x.dim() - spatial;
    DimVector sizes(x.sizes());
    for (int64_t d = 0; d < spatial; ++d) sizes[first + d] += extra[d];
    Tensor z = zeros(sizes, x.dtype());
    Tensor view = z;
    for (int64_t d = 0; d < spatial; ++d) view = view.narrow(first + d, 0, x.size(first + d));
    copy_(view, x);
    x = z;
  }
  return conv(x, weight, bias, stride, sym, dil, groups, spatial);
}

Tensor convTranspose(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
                     const IntList& padding, const IntList& output_padding, int64_t groups, const IntList& dilation,
                     int64_t spatial) {
  return batchify(input, spatial, convName(spatial, true), [&](const Tensor& x) {
    return convolution(x, weight, bias, stride, padding, dilation, true, output_padding, groups);
  });
}

}  // namespace ts::nn
