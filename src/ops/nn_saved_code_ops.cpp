// ===--- nn_saved_code_ops.cpp - aten ops only saved code calls ----------=== //
// aten::max_unpool2d/3d, affine_grid_generator and rrelu: PyTorch's code
// printer writes them for F.max_unpool2d/3d, F.affine_grid and F.rrelu,
// whose script bodies our stdlib compiles to other operators, so only
// loaded .pt files reach these. PyTorch 1.13's CPU kernels. Likewise
// aten::_weight_norm (traced weight_norm layers) and aten::_infer_size
// (PyTorch's own F.binary_cross_entropy script body).
#include <string>
#include <type_traits>

#include "ops/generator_arg.h"
#include "ops/nn_ops.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/nn_activation.h"
#include "tensor/nn_util.h"
#include "tensor/ops.h"
#include "tensor/tensor_iterator.h"

namespace ts::detail {
namespace {

/// Scatters each value of `self` [N?, C, *in] to its flat index within the
/// output plane of `output_size`; the shared body of max_unpool2d and 3d.
Tensor maxUnpool(const Tensor& self, const Tensor& indices, const std::vector<int64_t>& output_size, size_t k) {
  const char* op = k == 2 ? "max_unpooling2d" : "max_unpooling3d";
  TS_CHECK(output_size.size() == k, std::string("There should be exactly ") + (k == 2 ? "two" : "three") +
                                        " elements (" + (k == 2 ? "height, width" : "depth, height, width") +
                                        ") in output_size, but got " + std::to_string(output_size.size()) +
                                        " elements.");
  TS_CHECK(indices.dtype() == ScalarType::Long,
           std::string("elements in indices should be type int64 but got: ") + scalarTypeName(indices.dtype()));
  TS_CHECK(self.dim() == static_cast<int64_t>(k) + 1 || self.dim() == static_cast<int64_t>(k) + 2,
           std::string("Input to ") + op + " should be a " + std::to_string(k + 1) + "d or " + std::to_string(k + 2) +
               "d Tensor, but got a tensor with " + std::to_string(self.dim()) + " dimensions.");
  TS_CHECK(self.sizes().vec() == indices.sizes().vec(), "Expected shape of indices to be same as that of the input tensor (" +
                                                shapeStr(self.sizes()) + ") but got indices tensor with shape: " +
                                                shapeStr(indices.sizes()));
  int64_t plane = 1;
  std::string dims;
  for (int64_t s : output_size) {
    TS_CHECK(s > 0 && s <= (int64_t(1) << 31), std::string(op) + ": output_size must be positive");
    plane *= s;
    dims += (dims.empty() ? "" : "x") + std::to_string(s);
  }
  const bool batched = self.dim() == static_cast<int64_t>(k) + 2;
  const int64_t n = batched ? self.size(0) : 1, c = self.size(batched ? 1 : 0);
  std::vector<int64_t> shape = batched ? std::vector<int64_t>{n, c} : std::vector<int64_t>{c};
  shape.insert(shape.end(), output_size.begin(), output_size.end());
  Tensor out = zeros(shape, self.dtype());
  if (self.numel() == 0) return out;
  Tensor in = self.contiguous(), idx = indices.contiguous();
  const int64_t per_plane = in.numel() / (n * c);
  const int64_t* ip = static_cast<const int64_t*>(idx.data_ptr());
  nn_detail::dispatchFloatDouble(self.dtype(), op, [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(in.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    for (int64_t p = 0; p < n * c; ++p)
      for (int64_t i = 0; i < per_plane; ++i) {
        const int64_t at = ip[p * per_plane + i];
        TS_CHECK(at >= 0 && at < plane, "Found an invalid max index: " + std::to_string(at) +
                                            " (output volumes are of size " + dims);
        dst[p * plane + at] = src[p * per_plane + i];
      }
  });
  return out;
}

/// linspace_from_neg_one: the grid's coordinates along one output dim.
Tensor gridCoords(int64_t steps, bool align_corners, ScalarType dtype) {
  if (steps <= 1) return zeros({1}, dtype);
  Tensor range = linspace(-1, 1, steps, dtype);
  return align_corners ? range : div(mul(range, Scalar(steps - 1)), Scalar(steps));
}

/// aten::affine_grid_generator: base grid [N, *spatial, k+1] of (x, y[, z], 1)
/// times theta^T, for size [N, C, H, W] (theta N x 2 x 3) or
/// [N, C, D, H, W] (theta N x 3 x 4).
Tensor affineGridGenerator(const Tensor& theta, const std::vector<int64_t>& size, bool align_corners) {
  TS_CHECK(size.size() == 4 || size.size() == 5, "AffineGridGenerator needs 4d (spatial) or 5d (volumetric) inputs.");
  const int64_t k = static_cast<int64_t>(size.size()) - 2;
  TS_CHECK(theta.dim() == 3 && theta.size(1) == k && theta.size(2) == k + 1 && theta.size(0) == size[0],
           "affine_grid_generator: theta must be [N, " + std::to_string(k) + ", " + std::to_string(k + 1) + "]");
  int64_t points = 1;
  for (int64_t i = 2; i < static_cast<int64_t>(size.size()); ++i) {
    TS_CHECK(size[i] > 0 && size[i] <= (int64_t(1) << 24), "affine_grid_generator: bad output size");
    points *= size[i];
  }
  TS_CHECK(points <= (int64_t(1) << 28), "affine_grid_generator: output too large");
  // coords[d] runs along spatial dim d (x = the last one).
  std::vector<Tensor> coords;
  for (int64_t d = 0; d < k; ++d) coords.push_back(gridCoords(size[2 + d], align_corners, theta.dtype()).contiguous());
  Tensor base = emptyTensor({size[0], points, k + 1}, theta.dtype());
  nn_detail::dispatchFloatDouble(theta.dtype(), "affine_grid_generator", [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* bp = static_cast<T*>(base.data_ptr());
    for (int64_t p = 0; p < points; ++p) {
      int64_t rest = p;
      T* row = bp + p * (k + 1);
      // Column 0 is x (fastest-varying, last spatial dim), then y, z.
      for (int64_t d = k - 1; d >= 0; --d) {
        const int64_t len = size[2 + d], i = rest % len;
        rest /= len;
        row[k - 1 - d] = static_cast<const T*>(coords[d].data_ptr())[len > 1 ? i : 0];
      }
      row[k] = 1;
    }
    for (int64_t b = 1; b < size[0]; ++b) std::copy(bp, bp + points * (k + 1), bp + b * points * (k + 1));
  });
  std::vector<int64_t> shape(size.begin(), size.end());
  shape.erase(shape.begin() + 1);
  shape.push_back(k);
  return bmm(base, theta.transpose(1, 2)).reshape(shape);
}

/// One training-mode rrelu slope: at::uniform_real_distribution<double> over
/// the bounds already rounded to the input's dtype, from 53 bits of
/// random64(), multiplied and added separately (ATen's Activation.cpp is
/// built without FMA contraction), then rounded to the dtype.
template <class T>
T rreluSlope(Generator& gen, T lower, T upper) {
  uint64_t v = gen.random64() & ((uint64_t(1) << 53) - 1);
  volatile double x = static_cast<double>(v) * (1.0 / static_cast<double>(uint64_t(1) << 53));
  volatile double scaled = x * (static_cast<double>(upper) - static_cast<double>(lower));
  return static_cast<T>(scaled + static_cast<double>(lower));
}

/// aten::rrelu in eval mode is leaky_relu with the mean slope. In training
/// mode every element <= 0, in contiguous order, draws its own slope from
/// the generator (positive ones draw nothing), as ATen's CPU kernel does;
/// rrelu_with_noise also writes each slope (1 for positive elements) into
/// `noise`, which the backward pass multiplies by.
Tensor rrelu(const Tensor& self, const IValue* a, Tensor noise = Tensor()) {
  // Eval mode: leaky_relu into ATen's LEGACY_CONTIGUOUS output.
  if (!toBool(a[3])) return contiguous(nn::leakyRelu(self, Scalar((a[1].toNumber() + a[2].toNumber()) / 2)));
  TS_CHECK(self.dtype() == ScalarType::Float || self.dtype() == ScalarType::Double,
           std::string("\"rrelu_with_noise_out_cpu\" not implemented for '") + scalarTypeName(self.dtype()) + "'");
  Tensor out = clone(contiguous(self));
  Tensor slopes = noise.defined() ? emptyTensor(out.sizes(), out.dtype()) : Tensor();
  const double lower = a[1].toNumber(), upper = a[2].toNumber();
  auto run = [&](auto* p) {
    using T = std::remove_pointer_t<decltype(p)>;
    T* q = slopes.defined() ? slopes.data_ptr<T>() : nullptr;
    withGenerator(a[4], [&](Generator& gen) {
      for (int64_t i = 0, n = out.numel(); i < n; ++i) {
        T slope = 1;
        if (p[i] <= 0) p[i] = p[i] * (slope = rreluSlope<T>(gen, static_cast<T>(lower), static_cast<T>(upper)));
        if (q) q[i] = slope;
      }
    });
  };
  if (self.dtype() == ScalarType::Float) run(out.data_ptr<float>());
  else run(out.data_ptr<double>());
  if (noise.defined()) copy_(noise, slopes.view(noise.sizes()));
  return out;
}

/// v * (g / ||v||), the norm over every dim but `dim` (all of them for -1):
/// PyTorch 1.13's CPU path of _weight_norm (the fused kernel is CUDA-only).
Tensor weightNorm(const Tensor& v, const Tensor& g, int64_t dim) {
  std::vector<int64_t> others;
  if (dim != -1) {
    TS_CHECK(dim >= -v.dim() && dim < v.dim(), "_weight_norm: dim " + std::to_string(dim) + " out of range");
    if (dim < 0) dim += v.dim();
    for (int64_t i = 0; i < v.dim(); ++i)
      if (i != dim) others.push_back(i);
  }
  Tensor n = dim == -1 ? norm(v, Scalar(2.0), {}, false, std::nullopt) : norm(v, Scalar(2.0), others, true, std::nullopt);
  return mul(v, div(g, n));
}

}  // namespace

void addNnSavedCodeOps(Registry& r) {
  r.add("aten::_weight_norm(Tensor v, Tensor g, int dim=0) -> Tensor",
        kern<3>([](const IValue* a) { return weightNorm(toTensor(a[0]), toTensor(a[1]), toInt(a[2])); }));
  r.add("aten::_infer_size(int[] a, int[] b) -> int[]", [](Stack& s) {
    const DimVector shape = inferSize(toIntVector(s[s.size() - 2]), toIntVector(s.back()));
    std::vector<IValue> items(shape.begin(), shape.end());
    s.pop_back();
    s.back() = makeList(Type::int_(), std::move(items));
  });
  r.add("aten::max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor",
        kern<3>([](const IValue* a) { return maxUnpool(toTensor(a[0]), toTensor(a[1]), toIntVector(a[2]), 2); }));
  r.add("aten::max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding) -> Tensor",
        kern<5>([](const IValue* a) { return maxUnpool(toTensor(a[0]), toTensor(a[1]), toIntVector(a[2]), 3); }));
  r.add("aten::affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor",
        kern<3>([](const IValue* a) {
          return affineGridGenerator(toTensor(a[0]), toIntVector(a[1]), toBool(a[2]));
        }));
  r.add("aten::rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, "
        "Generator? generator=None) -> Tensor",
        kern<5>([](const IValue* a) { return rrelu(toTensor(a[0]), a); }));
  r.add("aten::rrelu_(Tensor(a!) self, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, "
        "Generator? generator=None) -> Tensor(a!)",
        kern<5>([](const IValue* a) {
          Tensor self = toTensor(a[0]);
          return copy_(self, rrelu(self, a));
        }));
  // rrelu_with_noise shifts the arguments by one: (self, noise, lower, upper, training, generator).
  auto shifted = [](const IValue* a) { return std::vector<IValue>{a[0], a[2], a[3], a[4], a[5]}; };
  r.add("aten::rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, "
        "bool training=False, Generator? generator=None) -> Tensor",
        kern<6>([shifted](const IValue* a) { return rrelu(toTensor(a[0]), shifted(a).data(), toTensor(a[1])); }));
  r.add("aten::rrelu_with_noise_(Tensor(a!) self, Tensor noise, Scalar lower=0.125, "
        "Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor(a!)",
        kern<6>([shifted](const IValue* a) {
          Tensor self = toTensor(a[0]);
          return copy_(self, rrelu(self, shifted(a).data(), toTensor(a[1])));
        }));
}

}  // namespace ts::detail
