// ===--- ops_linalg.cpp - dot/mv/mm/bmm/matmul -----------------------------=== //
#include "tensor/ops_linalg.h"

#include <algorithm>
#include <cstring>

#include <cblas.h>
#include <vector>

#include "tensor/gemm_haswell.h"
#include "tensor/gemm_prescott.h"
#include "tensor/kernel_utils.h"
#include "tensor/loops.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_binary.h"
#include "tensor/ops_creation.h"
#include "tensor/ops_view.h"
#include "tensor/parallel.h"
#include "tensor/tensor_iterator.h"

namespace ts {

namespace {

void checkSameDtype(const Tensor& a, const Tensor& b) {
  TS_CHECK(a.dtype() == b.dtype(), std::string("expected scalar type ") + scalarTypeName(a.dtype()) +
                                       " but found " + scalarTypeName(b.dtype()));
}

constexpr int64_t kBlockK = 128;
constexpr int64_t kBlockJ = 512;

// C[n x m] = A[n x k] * B[k x m], all contiguous; i-k-j order with blocking so
// the innermost loop streams a row of B and C (vectorizable).
template <typename T>
void mmKernel(const T* a, const T* b, T* c, int64_t n, int64_t k, int64_t m) {
  using C = calc_t<T>;
  std::vector<C> acc(static_cast<size_t>(m));
  for (int64_t i = 0; i < n; ++i) {
    std::fill(acc.begin(), acc.end(), C(0));
    for (int64_t j0 = 0; j0 < m; j0 += kBlockJ) {
      int64_t j1 = std::min(m, j0 + kBlockJ);
      for (int64_t k0 = 0; k0 < k; k0 += kBlockK) {
        int64_t k1 = std::min(k, k0 + kBlockK);
        for (int64_t kk = k0; kk < k1; ++kk) {
          C av = static_cast<C>(a[i * k + kk]);
          const T* brow = b + kk * m;
          C* TS_RESTRICT out = acc.data();
          for (int64_t j = j0; j < j1; ++j) out[j] = wrapAdd<C>(out[j], wrapMul<C>(av, static_cast<C>(brow[j])));
        }
      }
    }
    for (int64_t j = 0; j < m; ++j) c[i * m + j] = castValue<T>(acc[j]);
  }
}

// Note [BLAS products]: float and double products go to OpenBLAS exactly as
// PyTorch 1.13 sends them (gemm for mm and for each matrix of a bmm whose
// product has at least kSmallBmm multiply-adds, gemv for mv, dot for dot), so
// the results round identically. Other dtypes use mmKernel, whose per-element
// order (k ascending, opmath accumulator) is ATen's naive kernel's.
constexpr int64_t kSmallBmm = 400;

/// How BLAS reads a matrix view: row-major with leading dimension ld, or
/// its transpose; false when neither stride is unit (needs a copy). The
/// stride of a size-1 dimension is never used, so it may be anything: a
/// [1, 1] gradient expanded from a scalar has strides (0, 0), and
/// contiguous() returns it as it is (it is contiguous), so rejecting it
/// left ld 0 and gemm read garbage ("parameter number 10").
bool blasLayout(const Tensor& m, bool& trans, int64_t& ld) {
  int64_t r = m.sizes()[0], c = m.sizes()[1], s0 = m.strides()[0], s1 = m.strides()[1];
  if ((s1 == 1 || c == 1) && (r == 1 || s0 >= std::max<int64_t>(1, c))) {
    trans = false;
    ld = std::max<int64_t>({r == 1 ? 1 : s0, c, 1});
    return true;
  }
  if ((s0 == 1 || r == 1) && (c == 1 || s1 >= std::max<int64_t>(1, r))) {
    trans = true;
    ld = std::max<int64_t>({s1, r, 1});
    return true;
  }
  return false;
}

bool isBlasType(ScalarType t) { return t == ScalarType::Float || t == ScalarType::Double; }

/// out[n x m] (contiguous) = alpha * a[n x k] * b[k x m] + beta * out through BLAS gemm.
void blasGemm(const Tensor& a_in, const Tensor& b_in, const Tensor& out, double alpha = 1.0, double beta = 0.0) {
  int64_t n = a_in.sizes()[0], k = a_in.sizes()[1], m = b_in.sizes()[1];
  if (n == 0 || m == 0) return;
  if (k == 0) {
    if (beta == 0.0) fill_(out, Scalar(0.0));
    else mul_(out, Scalar(beta));
    return;
  }
  bool ta = false, tb = false;
  int64_t lda = 0, ldb = 0;
  Tensor a = blasLayout(a_in, ta, lda) ? a_in : a_in.contiguous();
  Tensor b = blasLayout(b_in, tb, ldb) ? b_in : b_in.contiguous();
  blasLayout(a, ta, lda);
  blasLayout(b, tb, ldb);
  auto opa = ta ? CblasTrans : CblasNoTrans, opb = tb ? CblasTrans : CblasNoTrans;
  if (out.dtype() == ScalarType::Float && prescottGemmMatches(n, m, k)) {
    // The same operations as OpenBLAS's kernel here, in AVX-512 (Note [Prescott GEMM]).
    return prescottGemm(ta, static_cast<const float*>(a.data_ptr()), lda, tb, static_cast<const float*>(b.data_ptr()),
                        ldb, n, m, k, static_cast<float>(alpha), static_cast<float>(beta),
                        static_cast<float*>(out.data_ptr()), m);
  }
  if (out.dtype() == ScalarType::Float && haswellGemmMatches(n, m, k)) {
    // A few rows without OpenBLAS's packing copy, same bits (Note [Few-row Haswell GEMM]).
    return haswellGemm(ta, static_cast<const float*>(a.data_ptr()), lda, tb, static_cast<const float*>(b.data_ptr()), ldb,
                       n, m, k, static_cast<float>(alpha), static_cast<float>(beta), static_cast<float*>(out.data_ptr()), m);
  }
  if (out.dtype() == ScalarType::Float) {
    cblas_sgemm(CblasRowMajor, opa, opb, n, m, k, static_cast<float>(alpha), static_cast<const float*>(a.data_ptr()), lda,
                static_cast<const float*>(b.data_ptr()), ldb, static_cast<float>(beta), static_cast<float*>(out.data_ptr()), m);
  } else {
    cblas_dgemm(CblasRowMajor, opa, opb, n, m, k, alpha, static_cast<const double*>(a.data_ptr()), lda,
                static_cast<const double*>(b.data_ptr()), ldb, beta, static_cast<double*>(out.data_ptr()), m);
  }
}

/// alpha * mat[r x c] @ vec[c] + beta * out through BLAS gemv (r, c > 0).
Tensor blasGemv(const Tensor& mat_in, const Tensor& vec_in, Tensor out = Tensor(), double alpha = 1.0, double beta = 0.0) {
  int64_t r = mat_in.sizes()[0], c = mat_in.sizes()[1];
  if (!out.defined()) out = emptyTensor({r}, mat_in.dtype());
  bool trans = false;
  int64_t ld = 0;
  Tensor mat = blasLayout(mat_in, trans, ld) ? mat_in : mat_in.contiguous();
  blasLayout(mat, trans, ld);
  Tensor vec = vec_in.strides()[0] > 0 ? vec_in : vec_in.contiguous();
  int inc = static_cast<int>(vec.strides()[0]);
  // A transposed view is the column-major matrix itself: swap the roles.
  auto order = trans ? CblasColMajor : CblasRowMajor;
  if (mat.dtype() == ScalarType::Float) {
    cblas_sgemv(order, CblasNoTrans, r, c, static_cast<float>(alpha), static_cast<const float*>(mat.data_ptr()), ld,
                static_cast<const float*>(vec.data_ptr()), inc, static_cast<float>(beta), static_cast<float*>(out.data_ptr()), 1);
  } else {
    cblas_dgemv(order, CblasNoTrans, r, c, alpha, static_cast<const double*>(mat.data_ptr()), ld,
                static_cast<const double*>(vec.data_ptr()), inc, beta, static_cast<double*>(out.data_ptr()), 1);
  }
  return out;
}

/// Batched C[b] = A[b] * B[b] on 3-D tensors.
Tensor bmmImpl(const Tensor& a, const Tensor& b) {
  int64_t batch = a.sizes()[0], n = a.sizes()[1], k = a.sizes()[2], m = b.sizes()[2];
  Tensor out = emptyTensor({batch, n, m}, a.dtype());
  if (isBlasType(a.dtype()) && k * n * m >= kSmallBmm) {
    // Products OpenBLAS runs on the calling thread are split between our
    // threads; larger ones run one after another on OpenBLAS's threads.
    const int64_t grain = k * n * m <= kBlasSerialWork ? grainFor(k * n * m) : batch;
    parallelFor(0, batch, grain, [&](int64_t b0, int64_t b1) {
      for (int64_t i = b0; i < b1; ++i) blasGemm(a.select(0, i), b.select(0, i), out.select(0, i));
    });
    return out;
  }
  Tensor ac = a.contiguous(), bc = b.contiguous();
  dispatchFamily<Family::AllComplex>(a.dtype(), "bmm", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      detail::throwNotImplemented("bmm", ScalarType::Bool);
    } else {
    const T* pa = static_cast<const T*>(ac.data_ptr());
    const T* pb = static_cast<const T*>(bc.data_ptr());
    T* pc = static_cast<T*>(out.data_ptr());
    parallelFor(0, batch, grainFor(n * k * m), [&](int64_t b0, int64_t b1) {
      for (int64_t i = b0; i < b1; ++i) mmKernel<T>(pa + i * n * k, pb + i * k * m, pc + i * n * m, n, k, m);
    });
    }
  });
  return out;
}

/// out (contiguous [n, m]) = bias expanded to [n, m]. A linear layer's bias
/// (one contiguous row repeated) is copied row by row: copy_'s general
/// broadcast costs more than the copy for the batch-1 products of an MLP.
void copyBiasRows(const Tensor& out, const Tensor& bias) {
  const int64_t n = out.sizes()[0], m = out.sizes()[1];
  if (bias.strides()[0] != 0 || (bias.strides()[1] != 1 && m > 1)) {
    copy_(out, bias);
    return;
  }
  const size_t row = static_cast<size_t>(m) * out.element_size();
  const char* src = static_cast<const char*>(bias.data_ptr());
  char* dst = static_cast<char*>(out.data_ptr());
  for (int64_t i = 0; i < n; ++i) std::memcpy(dst + i * row, src, row);
}

}  // namespace

Tensor mm(const Tensor& self, const Tensor& mat2) {
  TS_CHECK(self.dim() == 2, "self must be a matrix");
  TS_CHECK(mat2.dim() == 2, "mat2 must be a matrix");
  TS_CHECK(self.sizes()[1] == mat2.sizes()[0],
           "mat1 and mat2 shapes cannot be multiplied (" + std::to_string(self.sizes()[0]) + "x" +
               std::to_string(self.sizes()[1]) + " and " + std::to_string(mat2.sizes()[0]) + "x" +
               std::to_string(mat2.sizes()[1]) + ")");
  checkSameDtype(self, mat2);
  if (isBlasType(self.dtype())) {
    Tensor out = emptyTensor({self.sizes()[0], mat2.sizes()[1]}, self.dtype());
    blasGemm(self, mat2, out);
    return out;
  }
  if (self.dtype() == ScalarType::Bool) detail::throwNotImplemented("addmm_impl_cpu_", self.dtype());
  return bmmImpl(self.unsqueeze(0), mat2.unsqueeze(0)).squeeze(0);
}

Tensor bmm(const Tensor& self, const Tensor& mat2) {
  TS_CHECK(self.dim() == 3, "batch1 must be a 3D tensor");
  TS_CHECK(mat2.dim() == 3, "batch2 must be a 3D tensor");
  int64_t bs = self.sizes()[0], k = self.sizes()[2];
  if (mat2.sizes()[0] != bs || mat2.sizes()[1] != k) {
    throw Error("Expected size for first two dimensions of batch2 tensor to be: [" +
                std::to_string(bs) + ", " + std::to_string(k) + "] but got: [" +
                std::to_string(mat2.sizes()[0]) + ", " + std::to_string(mat2.sizes()[1]) + "].");
  }
  checkSameDtype(self, mat2);
  return bmmImpl(self, mat2);
}

Tensor dot(const Tensor& self, const Tensor& tensor) {
  TS_CHECK(self.dim() == 1 && tensor.dim() == 1,
           "1D tensors expected, but got " + std::to_string(self.dim()) + "D and " +
               std::to_string(tensor.dim()) + "D tensors");
  TS_CHECK(self.dtype() == tensor.dtype(), std::string("dot : expected both vectors to have same dtype, but found ") +
                                               scalarTypeName(self.dtype()) + " and " + scalarTypeName(tensor.dtype()));
  TS_CHECK(self.numel() == tensor.numel(),
           "inconsistent tensor size, expected tensor [" + std::to_string(self.numel()) +
               "] and src [" + std::to_string(tensor.numel()) +
               "] to have the same number of elements, but got " + std::to_string(self.numel()) +
               " and " + std::to_string(tensor.numel()) + " elements respectively");
  if (isBlasType(self.dtype()) && self.numel() > 0) {
    Tensor out = emptyTensor({}, self.dtype());
    int n = static_cast<int>(self.numel());
    int incx = static_cast<int>(self.strides()[0]), incy = static_cast<int>(tensor.strides()[0]);
    if (self.dtype() == ScalarType::Float) {
      *static_cast<float*>(out.data_ptr()) = cblas_sdot(n, static_cast<const float*>(self.data_ptr()), incx,
                                                        static_cast<const float*>(tensor.data_ptr()), incy);
    } else {
      *static_cast<double*>(out.data_ptr()) = cblas_ddot(n, static_cast<const double*>(self.data_ptr()), incx,
                                                         static_cast<const double*>(tensor.data_ptr()), incy);
    }
    return out;
  }
  if (self.dtype() == ScalarType::Bool) detail::throwNotImplemented("dot", self.dtype());
  return bmmImpl(self.view({1, 1, -1}).contiguous(), tensor.reshape({1, -1, 1})).reshape({});
}

Tensor mv(const Tensor& self, const Tensor& vec) {
  TS_CHECK(self.dim() == 2 && vec.dim() == 1,
           "vector + matrix @ vector expected, got 1, " + std::to_string(self.dim()) + ", " +
               std::to_string(vec.dim()));
  TS_CHECK(self.sizes()[1] == vec.sizes()[0],
           "size mismatch, got " + std::to_string(self.sizes()[0]) + ", " +
               std::to_string(self.sizes()[0]) + "x" + std::to_string(self.sizes()[1]) + "," +
               std::to_string(vec.sizes()[0]));
  checkSameDtype(self, vec);
  if (isBlasType(self.dtype()) && self.numel() > 0) return blasGemv(self, vec);
  if (self.dtype() == ScalarType::Bool) detail::throwNotImplemented("addmv_impl_cpu", self.dtype());
  return bmmImpl(self.unsqueeze(0), vec.reshape({1, -1, 1})).reshape({self.sizes()[0]});
}

Tensor matmul(const Tensor& self, const Tensor& other) {
  int64_t d1 = self.dim(), d2 = other.dim();
  TS_CHECK(d1 != 0 && d2 != 0, "both arguments to matmul need to be at least 1D, but they are " +
                                   std::to_string(d1) + "D and " + std::to_string(d2) + "D");
  if (d1 == 1 && d2 == 1) return dot(self, other);
  if (d1 == 2 && d2 == 1) return mv(self, other);
  if (d1 == 1 && d2 == 2) return mm(self.unsqueeze(0), other).squeeze(0);
  if (d1 == 2 && d2 == 2) return mm(self, other);
  if (d1 >= 3 && (d2 == 1 || d2 == 2)) {
    // Fold the batch dims of self into its rows: one mm.
    Tensor t2 = d2 == 1 ? other.unsqueeze(-1) : other;
    DimVector out_shape(self.sizes());
    out_shape.resize(d1 - 1);
    int64_t rows = self.numel() / self.sizes()[d1 - 1];
    Tensor folded = self.reshape({rows, self.sizes()[d1 - 1]});
    Tensor r = mm(folded, t2);
    if (d2 == 2) out_shape.push_back(t2.sizes()[1]);
    return r.view(out_shape);
  }
  // Batched: broadcast the batch dims, then bmm.
  Tensor a = d1 == 1 ? self.unsqueeze(0) : self;
  Tensor b = d2 == 1 ? other.unsqueeze(-1) : other;
  int64_t n = a.sizes()[a.dim() - 2], k = a.sizes()[a.dim() - 1];
  int64_t k2 = b.sizes()[b.dim() - 2], m = b.sizes()[b.dim() - 1];
  IntArrayRef batch_a(a.sizes().data(), a.dim() - 2), batch_b(b.sizes().data(), b.dim() - 2);
  DimVector batch = inferSize(batch_a, batch_b);
  int64_t bs = 1;
  for (int64_t s : batch) bs *= s;
  DimVector ea(batch), eb(batch);
  ea.push_back(n); ea.push_back(k);
  eb.push_back(k2); eb.push_back(m);
  TS_CHECK(k == k2, "Expected size for first two dimensions of batch2 tensor to be: [" +
                        std::to_string(bs) + ", " + std::to_string(k) + "] but got: [" +
                        std::to_string(bs) + ", " + std::to_string(k2) + "].");
  checkSameDtype(a, b);
  Tensor r = bmmImpl(a.expand(ea).reshape({bs, n, k}), b.expand(eb).reshape({bs, k, m}));
  DimVector out_shape(batch);
  if (d1 > 1) out_shape.push_back(n);
  if (d2 > 1) out_shape.push_back(m);
  return r.view(out_shape);
}

// addmm/addmv: the bias is copied into the output and BLAS applies alpha and
// beta inside gemm/gemv (one rounding, as PyTorch); beta == 0 ignores the
// bias entirely (NaNs included). Other dtypes: beta * self + alpha * product.
Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) {
  // ATen's ADDMM_META order: the dtypes, then the shapes.
  TS_CHECK(self.dtype() == mat2.dtype(), std::string("self and mat2 must have the same dtype"));
  TS_CHECK(mat1.dtype() == mat2.dtype(), std::string("mat1 and mat2 must have the same dtype"));
  TS_CHECK(mat1.dim() == 2, "mat1 must be a matrix, got " + std::to_string(mat1.dim()) + "-D tensor");
  TS_CHECK(mat2.dim() == 2, "mat2 must be a matrix, got " + std::to_string(mat2.dim()) + "-D tensor");
  TS_CHECK(mat1.sizes()[1] == mat2.sizes()[0],
           "mat1 and mat2 shapes cannot be multiplied (" + std::to_string(mat1.sizes()[0]) + "x" +
               std::to_string(mat1.sizes()[1]) + " and " + std::to_string(mat2.sizes()[0]) + "x" +
               std::to_string(mat2.sizes()[1]) + ")");
  DimVector shape{mat1.sizes()[0], mat2.sizes()[1]};
  Tensor bias = self.expand(shape);
  if (self.dtype() == ScalarType::BFloat16) {
    // ATen's BFloat16 gemm accumulates in float and rounds beta * C +
    // alpha * A @ B once (measured on 1.13), bias included.
    const ScalarType f = ScalarType::Float;
    return addmm(self.to(f), mat1.to(f), mat2.to(f), beta, alpha).to(ScalarType::BFloat16);
  }
  if (!isBlasType(self.dtype())) {
    Tensor prod = mm(mat1, mat2);
    if (beta.toDouble() == 0.0) return mul(prod, alpha);
    return add(mul(bias, beta), prod, alpha);
  }
  Tensor out = emptyTensor(shape, self.dtype());
  if (beta.toDouble() == 0.0) fill_(out, Scalar(0.0));
  else copyBiasRows(out, bias);
  blasGemm(mat1, mat2, out, alpha.toDouble(), beta.toDouble());
  return out;
}

// Note [Linear is addmm]: PyTorch 1.13's at::linear computes a 2-D input, or
// a contiguous 3-D one folded to 2-D, with a bias as addmm(bias, input,
// weight.t()): the bias is the GEMM's C and OpenBLAS adds each K block's
// partial product onto it. For K above OpenBLAS's K block (GEMM_Q) that
// rounds differently from matmul followed by add (bias + p1 + p2, not
// (p1 + p2) + bias), which other inputs get; addmm also saves the add's pass.
Tensor linear(const Tensor& input, const Tensor& weight, const Tensor& bias) {
  // ATen's linear takes addmm for these shapes whatever the dtypes: its dtype errors.
  if (bias.defined() && (input.dim() == 2 || (input.dim() == 3 && input.is_contiguous())) && weight.dim() == 2) {
    TS_CHECK(bias.dtype() == weight.dtype(), std::string("self and mat2 must have the same dtype"));
    TS_CHECK(input.dtype() == weight.dtype(), std::string("mat1 and mat2 must have the same dtype"));
  }
  const bool fused = bias.defined() && (input.dim() == 2 || (input.dim() == 3 && input.is_contiguous())) &&
                     weight.dim() == 2 && bias.dim() <= 1 &&
                     (isBlasType(input.dtype()) || input.dtype() == ScalarType::BFloat16) &&
                     weight.dtype() == input.dtype() && bias.dtype() == input.dtype();
  if (!fused) {
    // The product is a fresh tensor: the bias goes in place, as ATen's
    // output.add_(bias) (no second output buffer).
    Tensor out = matmul(input, weight.t());
    return bias.defined() ? add_(out, bias) : out;
  }
  // Explicit rows: view({-1, 0}) of an empty input would be ambiguous.
  Tensor folded = input.dim() == 2 ? input : input.view({input.sizes()[0] * input.sizes()[1], input.sizes()[2]});
  Tensor out = addmm(bias, folded, weight.t());
  if (input.dim() == 2) return out;
  DimVector shape(input.sizes());
  shape[shape.size() - 1] = weight.sizes()[0];
  return out.view(shape);
}

Tensor addmv(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha) {
  TS_CHECK(mat.dim() == 2 && vec.dim() == 1 && self.dim() <= 1,
           "vector + matrix @ vector expected, got " + std::to_string(self.dim()) + ", " + std::to_string(mat.dim()) +
               ", " + std::to_string(vec.dim()));
  TS_CHECK(mat.sizes()[1] == vec.sizes()[0] && (self.numel() == 1 || self.numel() == mat.sizes()[0]),
           "size mismatch, got " + std::to_string(self.numel()) + ", " + std::to_string(mat.sizes()[0]) + "x" +
               std::to_string(mat.sizes()[1]) + "," + std::to_string(vec.sizes()[0]));
  checkSameDtype(mat, vec);
  checkSameDtype(self, mat);
  DimVector shape{mat.sizes()[0]};
  Tensor bias = self.expand(shape);
  if (!isBlasType(self.dtype()) || mat.numel() == 0) {
    Tensor prod = mv(mat, vec);
    if (beta.toDouble() == 0.0) return mul(prod, alpha);
    return add(mul(bias, beta), prod, alpha);
  }
  Tensor out = beta.toDouble() == 0.0 ? zeros(shape, self.dtype()) : contiguous(bias).clone();
  return blasGemv(mat, vec, out, alpha.toDouble(), beta.toDouble());
}

}  // namespace ts
