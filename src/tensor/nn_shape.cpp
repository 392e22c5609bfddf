// ===--- nn_shape.cpp - padding, pixel shuffle, one-hot, embeddings -------=== //
// Non-constant padding maps every output position of a padded dim to a
// source position (reflect, clamp or wrap) and copies whole inner rows.
#include "tensor/nn_shape.h"

#include <cstring>

#include "tensor/checked_math.h"
#include "tensor/memory_format.h"
#include "tensor/nn_util.h"
#include "tensor/parallel.h"

namespace ts::nn {
namespace {

/// out[o, j, :] = x[o, map[j], :] along dim, for any dtype.
Tensor gatherDim(const Tensor& self, int64_t dim, const std::vector<int64_t>& map) {
  Tensor x = self.contiguous();
  DimVector sizes(x.sizes());
  sizes[dim] = static_cast<int64_t>(map.size());
  Tensor out = emptyTensor(sizes, x.dtype());
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d) outer *= x.size(d);
  for (int64_t d = dim + 1; d < x.dim(); ++d) inner *= x.size(d);
  const int64_t n = x.size(dim), m = static_cast<int64_t>(map.size());
  const size_t row = static_cast<size_t>(inner) * x.element_size();
  const char* src = static_cast<const char*>(x.data_ptr());
  char* dst = static_cast<char*>(out.data_ptr());
  // Output rows are independent copies.
  parallelFor(0, outer * m, grainFor(inner), [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) {
      const int64_t o = i / m, j = i % m;
      std::memcpy(dst + i * row, src + (o * n + map[static_cast<size_t>(j)]) * row, row);
    }
  });
  return out;
}

enum class PadMode { Reflect, Replicate, Circular };

int64_t sourceIndex(int64_t i, int64_t n, PadMode mode) {
  switch (mode) {
    case PadMode::Reflect:
      if (i < 0) i = -i;
      if (i >= n) i = 2 * (n - 1) - i;
      return i;
    case PadMode::Replicate: return std::min(std::max<int64_t>(i, 0), n - 1);
    case PadMode::Circular: return ((i % n) + n) % n;
  }
  return i;
}

void checkPadSizes(const Tensor& self, const std::vector<int64_t>& pad, PadMode mode) {
  const int64_t k = static_cast<int64_t>(pad.size()) / 2;
  for (int64_t i = 0; i < k; ++i) {
    const int64_t dim = self.dim() - 1 - i, n = self.size(dim), l = pad[2 * i], r = pad[2 * i + 1];
    if (mode == PadMode::Reflect) {
      TS_CHECK(l < n && r < n, "Argument #4: Padding size should be less than the corresponding input dimension, "
                               "but got: padding (" + std::to_string(l) + ", " + std::to_string(r) +
                                   ") at dimension " + std::to_string(dim) + " of input " + shapeStr(self.sizes()));
    } else if (mode == PadMode::Circular) {
      TS_CHECK(l <= n && r <= n, "Padding value causes wrapping around more than once.");
    }
    TS_CHECK(wrappingAdd(wrappingAdd(n, l), r) > 0, "input tensor and padding sizes produce an empty output");
    TS_CHECK(mode != PadMode::Replicate || n > 0, "input tensor must be non-empty for replication padding");
  }
  // ATen allocates the output before filling it: an impossible size fails
  // there with its storage error, before any index map is built.
  DimVector out_sizes(self.sizes());
  for (int64_t i = 0; i < k; ++i) {
    const int64_t dim = self.dim() - 1 - i;
    out_sizes[dim] = wrappingAdd(wrappingAdd(out_sizes[dim], pad[2 * i]), pad[2 * i + 1]);
  }
  storageNbytesContiguous(out_sizes, self.element_size());
  for (int64_t i = 0; i < k; ++i) {
    int64_t sum;
    TS_CHECK(!addOverflows(self.size(self.dim() - 1 - i), pad[2 * i], &sum) &&
                 !addOverflows(sum, pad[2 * i + 1], &sum),
             "pad: integer addition overflow");
  }
}

Tensor padNonConstant(const Tensor& self, const std::vector<int64_t>& pad, PadMode mode) {
  const int64_t k = static_cast<int64_t>(pad.size()) / 2;
  const bool ok = k >= 1 && k <= 3 && (self.dim() == k + 1 || self.dim() == k + 2);
  TS_CHECK(ok, "Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now",
           ErrorKind::NotImplementedError);
  checkPadSizes(self, pad, mode);
  if (mode != PadMode::Circular) {
    // ATen's reflection/replication kernels exist for float, double and
    // complex only; reflection_pad3d (ReflectionPad.cpp's 3-d kernel) also
    // for half and bfloat16, under its "_cpu" dispatch name.
    const ScalarType t = self.dtype();
    const bool reflect3d = mode == PadMode::Reflect && k == 3;
    const bool ok_type = t == ScalarType::Float || t == ScalarType::Double || isComplexType(t) ||
                         (reflect3d && (t == ScalarType::Half || t == ScalarType::BFloat16));
    const std::string name = std::string(mode == PadMode::Reflect ? "reflection_pad" : "replication_pad") +
                             std::to_string(k) + "d" + (mode == PadMode::Reflect && !reflect3d ? "" : "_cpu");
    if (!ok_type) detail::throwNotImplemented(name.c_str(), t);
  }
  Tensor out = self;
  for (int64_t i = 0; i < k; ++i) {
    const int64_t dim = self.dim() - 1 - i, n = self.size(dim), l = pad[2 * i], r = pad[2 * i + 1];
    std::vector<int64_t> map;
    for (int64_t j = 0; j < n + l + r; ++j) map.push_back(sourceIndex(j - l, n, mode));
    out = gatherDim(out, dim, map);
  }
  return out;
}

}  // namespace

// Note [constant_pad_nd order]: as ATen does, negative pads first narrow the
// input, outermost padded dimension first, so their errors are narrow's
// ("Dimension out of range", "start (..) + length (..) exceeds"); only then
// is the output shape checked (sizes wrap as in ATen, whose message shows
// the wrapped size). With no positive pad the result is the narrowed clone.
Tensor constantPadNd(const Tensor& self, const std::vector<int64_t>& pad, const Scalar& value) {
  const int64_t n = static_cast<int64_t>(pad.size()), ndim = self.dim();
  TS_CHECK(n % 2 == 0, "Length of pad must be even but instead it equals " + std::to_string(n));
  TS_CHECK(n / 2 <= ndim, "Length of pad should be no more than twice the number of dimensions of the "
                          "input. Pad length is " + std::to_string(n) + " while the input has " +
                              std::to_string(ndim) + " dimensions.");
  auto wrapAdd = [](int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)); };
  Tensor src = self;
  bool any_positive = false;
  for (int64_t dim = ndim - n / 2; dim < ndim; ++dim) {
    const int64_t l = pad[2 * (ndim - dim - 1)], r = pad[2 * (ndim - dim - 1) + 1];
    if (l < 0) src = src.narrow(dim, static_cast<int64_t>(0 - static_cast<uint64_t>(l)), wrapAdd(src.size(dim), l));
    if (r < 0) src = src.narrow(dim, 0, wrapAdd(src.size(dim), r));
    any_positive |= l > 0 || r > 0;
  }
  if (!any_positive) return src.clone();
  DimVector sizes(self.sizes());
  for (int64_t dim = ndim - n / 2; dim < ndim; ++dim) {
    const int64_t l = pad[2 * (ndim - dim - 1)], r = pad[2 * (ndim - dim - 1) + 1];
    sizes[dim] = wrapAdd(wrapAdd(self.size(dim), l), r);
    TS_CHECK(sizes[dim] > 0, "The input size " + std::to_string(self.size(dim)) + ", plus negative padding " +
                                 std::to_string(l) + " and " + std::to_string(r) +
                                 " resulted in a negative output size, which is invalid. Check dimension " +
                                 std::to_string(dim) + " of your input.");
  }
  // ATen allocates the result in the input's suggested format.
  Tensor out = emptyWithFormat(sizes, self.dtype(), suggestMemoryFormat(self));
  fill_(out, value);
  Tensor dst = out;
  for (int64_t dim = ndim - n / 2; dim < ndim; ++dim) {
    const int64_t l = pad[2 * (ndim - dim - 1)], r = pad[2 * (ndim - dim - 1) + 1];
    if (l > 0) dst = dst.narrow(dim, l, dst.size(dim) - l);
    if (r > 0) dst = dst.narrow(dim, 0, dst.size(dim) - r);
  }
  if (src.numel() > 0) copy_(dst, src);
  return out;
}

Tensor pad(const Tensor& self, const std::vector<int64_t>& p, const std::string& mode, std::optional<double> value) {
  TS_CHECK(p.size() % 2 == 0, "Padding length must be divisible by 2");
  TS_CHECK(static_cast<int64_t>(p.size()) <= self.dim() * 2, "Padding length too large");
  if (mode == "constant") return constantPadNd(self, p, Scalar(value.value_or(0.0)));
  PadMode m;
  if (mode == "reflect") m = PadMode::Reflect;
  else if (mode == "replicate") m = PadMode::Replicate;
  else if (mode == "circular") m = PadMode::Circular;
  else throw Error("Unrecognised padding mode " + mode, ErrorKind::NotImplementedError);
  TS_CHECK(!value || *value == 0, "Padding mode \"" + mode + "\" doesn't take in value argument");
  return padNonConstant(self, p, m);
}

Tensor pixelShuffle(const Tensor& self, int64_t f) {
  TS_CHECK(self.dim() >= 3, "pixel_shuffle expects input to have at least 3 dimensions, but got input with " +
                                std::to_string(self.dim()) + " dimension(s)");
  TS_CHECK(f > 0, "pixel_shuffle expects a positive upscale_factor, but got " + std::to_string(f));
  const int64_t c = self.size(-3), h = self.size(-2), w = self.size(-1);
  TS_CHECK(c % (f * f) == 0, "pixel_shuffle expects its input's 'channel' dimension to be divisible by the square "
                             "of upscale_factor, but input.size(-3)=" + std::to_string(c) +
                                 " is not divisible by " + std::to_string(f * f));
  const int64_t b = self.dim() - 3;
  std::vector<int64_t> split(self.sizes().begin(), self.sizes().begin() + b), perm, final_shape;
  for (int64_t i = 0; i < b; ++i) perm.push_back(i);
  final_shape = split;
  for (int64_t v : {c / (f * f), f, f, h, w}) split.push_back(v);
  for (int64_t v : {b, b + 3, b + 1, b + 4, b + 2}) perm.push_back(v);
  for (int64_t v : {c / (f * f), h * f, w * f}) final_shape.push_back(v);
  return inFormatOf(self.reshape(split).permute(perm).contiguous().reshape(final_shape), self);
}

Tensor pixelUnshuffle(const Tensor& self, int64_t f) {
  TS_CHECK(self.dim() >= 3, "pixel_unshuffle expects input to have at least 3 dimensions, but got input with " +
                                std::to_string(self.dim()) + " dimension(s)");
  TS_CHECK(f > 0, "pixel_unshuffle expects a positive downscale_factor, but got " + std::to_string(f));
  const int64_t c = self.size(-3), h = self.size(-2), w = self.size(-1);
  TS_CHECK(h % f == 0, "pixel_unshuffle expects height to be divisible by downscale_factor, but input.size(-2)=" +
                           std::to_string(h) + " is not divisible by " + std::to_string(f));
  TS_CHECK(w % f == 0, "pixel_unshuffle expects width to be divisible by downscale_factor, but input.size(-1)=" +
                           std::to_string(w) + " is not divisible by " + std::to_string(f));
  const int64_t b = self.dim() - 3;
  std::vector<int64_t> split(self.sizes().begin(), self.sizes().begin() + b), perm, final_shape;
  for (int64_t i = 0; i < b; ++i) perm.push_back(i);
  final_shape = split;
  for (int64_t v : {c, h / f, f, w / f, f}) split.push_back(v);
  for (int64_t v : {b, b + 2, b + 4, b + 1, b + 3}) perm.push_back(v);
  for (int64_t v : {c * f * f, h / f, w / f}) final_shape.push_back(v);
  return inFormatOf(self.reshape(split).permute(perm).contiguous().reshape(final_shape), self);
}

Tensor unfoldWindows(const Tensor& self, int64_t dim, int64_t size, int64_t step) {
  const int64_t d = maybeWrapDim(dim, self.dim());
  const int64_t len = self.dim() == 0 ? 1 : self.size(d);
  TS_CHECK(size <= len, "maximum size for tensor at dimension " + std::to_string(d) + " is " + std::to_string(len) +
                            " but size is " + std::to_string(size));
  TS_CHECK(step > 0, "step is " + std::to_string(step) + " but must be > 0");
  DimVector sizes(self.sizes()), strides(self.strides());
  const int64_t inner_stride = self.dim() == 0 ? 1 : strides[d];
  if (self.dim() > 0) {
    sizes[d] = (len - size) / step + 1;
    // A step past the end leaves one window, whose stride is never used; its
    // product may wrap, as in ATen, but must not turn negative.
    int64_t st;
    strides[d] = mulOverflows(inner_stride, step, &st) && st < 0 ? inner_stride : st;
  }
  sizes.push_back(size);
  strides.push_back(inner_stride);
  return as_strided(self, sizes, strides, self.storage_offset());
}

Tensor oneHot(const Tensor& self, int64_t num_classes) {
  TS_CHECK(self.dtype() == ScalarType::Long, "one_hot is only applicable to index tensor.");
  Tensor idx = self.contiguous();
  const int64_t* p = idx.data_ptr<int64_t>();
  const int64_t n = idx.numel();
  if (num_classes == -1) {
    TS_CHECK(n > 0, "Can not infer total number of classes from empty tensor.");
    num_classes = *std::max_element(p, p + n) + 1;
  }
  for (int64_t i = 0; i < n; ++i) TS_CHECK(p[i] >= 0, "Class values must be non-negative.");
  for (int64_t i = 0; i < n; ++i) TS_CHECK(p[i] < num_classes, "Class values must be smaller than num_classes.");
  DimVector sizes(self.sizes());
  sizes.push_back(num_classes);
  Tensor out = zeros(sizes, ScalarType::Long);
  int64_t* o = out.data_ptr<int64_t>();
  for (int64_t i = 0; i < n; ++i) o[i * num_classes + p[i]] = 1;
  return out;
}

namespace {

void checkIndices(const Tensor& indices, const char* fn) {
  TS_CHECK(indices.dtype() == ScalarType::Long || indices.dtype() == ScalarType::Int,
           std::string("Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, "
                       "Int; but got torch.") + scalarTypeName(indices.dtype()) + "Tensor instead (while checking arguments for " +
               fn + ")");
}

}  // namespace

Tensor embedding(const Tensor& weight, const Tensor& indices) {
  TS_CHECK(weight.dim() == 2, "'weight' must be 2-D");
  checkIndices(indices, "embedding");
  Tensor idx = indices.to(ScalarType::Long).contiguous();
  const int64_t rows = weight.size(0), n = idx.numel();
  const int64_t* p = idx.data_ptr<int64_t>();
  std::vector<int64_t> map(p, p + n);
  for (int64_t& v : map) {
    TS_CHECK(v >= 0 && v < rows, "index out of range in self", ErrorKind::IndexError);
  }
  DimVector sizes(indices.sizes());
  sizes.push_back(weight.size(1));
  return gatherDim(weight, 0, map).view(sizes);
}

std::tuple<Tensor, Tensor, Tensor, Tensor> embeddingBag(const Tensor& weight, const Tensor& indices,
                                                        const Tensor& offsets, int64_t mode,
                                                        const Tensor& per_sample_weights, bool include_last_offset,
                                                        std::optional<int64_t> padding_idx) {
  TS_CHECK(weight.dim() == 2, "'weight' must be 2-D");
  checkIndices(indices, "embedding_bag");
  TS_CHECK(indices.dim() == 1, "input has to be 1D Tensor, but got Tensor of dimension " + std::to_string(indices.dim()));
  TS_CHECK(offsets.dim() == 1, "offsets has to be a 1D Tensor, but got Tensor of dimension " + std::to_string(offsets.dim()));
  TS_CHECK(mode >= 0 && mode <= 2, "mode has to be one of sum, mean or max");
  TS_CHECK(!per_sample_weights.defined() || mode == 0,
           "embedding_bag: per_sample_weights was not None. per_sample_weights is only supported for mode='sum' "
           "(got mode='" + std::string(mode == 1 ? "mean" : "max") + "'). Please open a feature request on GitHub.");
  Tensor idx = indices.to(ScalarType::Long).contiguous(), off = offsets.to(ScalarType::Long).contiguous();
  const int64_t n = idx.numel(), rows = weight.size(0), dim = weight.size(1);
  const int64_t* ip = idx.data_ptr<int64_t>();
  const int64_t* op = off.data_ptr<int64_t>();
  const int64_t bags = include_last_offset ? off.numel() - 1 : off.numel();
  TS_CHECK(off.numel() == 0 || op[0] == 0, "offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to start from position 0. However, got " + std::to_string(off.numel() ? op[0] : 0));
  Tensor w = weight.contiguous();
  Tensor psw = per_sample_weights.defined() ? per_sample_weights.to(weight.dtype()).contiguous() : Tensor();
  Tensor out = zeros({std::max<int64_t>(bags, 0), dim}, weight.dtype());
  Tensor offset2bag = zeros({n}, ScalarType::Long), bag_size = zeros({std::max<int64_t>(bags, 0)}, ScalarType::Long);
  Tensor max_idx = mode == 2 ? full({std::max<int64_t>(bags, 0), dim}, Scalar(int64_t(-1)), ScalarType::Long)
                             : zeros({0}, ScalarType::Long);
  nn_detail::dispatchFloatDouble(weight.dtype(), "embedding_bag", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* wp = static_cast<const T*>(w.data_ptr());
    const T* sp = psw.defined() ? static_cast<const T*>(psw.data_ptr()) : nullptr;
    T* o = static_cast<T*>(out.data_ptr());
    for (int64_t b = 0; b < bags; ++b) {
      const int64_t start = op[b], end = b + 1 < off.numel() ? op[b + 1] : n;
      TS_CHECK(start <= end && end <= n, "offsets must be monotonically non-decreasing and within the input size");
      int64_t count = 0;
      for (int64_t i = start; i < end; ++i) {
        const int64_t r = ip[i];
        TS_CHECK(r >= 0 && r < rows, "index " + std::to_string(r) + " is out of bounds for dimension 0 with size " + std::to_string(rows), ErrorKind::IndexError);
        offset2bag.data_ptr<int64_t>()[i] = b;
        if (padding_idx && r == *padding_idx) continue;
        for (int64_t d = 0; d < dim; ++d) {
          const T v = wp[r * dim + d] * (sp ? sp[i] : T(1));
          T& acc = o[b * dim + d];
          if (mode == 2) {
            if (count == 0 || v > acc) { acc = v; max_idx.data_ptr<int64_t>()[b * dim + d] = r; }
          } else {
            acc += v;
          }
        }
        ++count;
      }
      if (mode == 1 && count > 0)
        for (int64_t d = 0; d < dim; ++d) o[b * dim + d] /= static_cast<T>(count);
      bag_size.data_ptr<int64_t>()[b] = count;
    }
  });
  return {out, offset2bag, bag_size, max_idx};
}

}  // namespace ts::nn
