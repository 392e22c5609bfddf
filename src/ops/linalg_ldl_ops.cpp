// ===--- linalg_ldl_ops.cpp - torch.linalg.ldl_factor / ldl_solve ---------=== //
// Bunch-Kaufman LDL^T of symmetric matrices (LAPACK sytrf on the lower
// triangle, as PyTorch calls it; hetrf for complex hermitian=True) and solves
// with it (sytrs/hetrs), with PyTorch 1.13's checks and messages. Real inputs
// are the same for hermitian=True.
#include <algorithm>
#include <vector>

#include "ops/families.h"
#include "ops/linalg_lapack.h"
#include "tensor/tensor_iterator.h"

// Bunch-Kaufman of real symmetric (sytrf), complex symmetric (sytrf) and
// complex Hermitian (hetrf) matrices, lower triangle, and the solves.
extern "C" {
#define TS_LDL_DECL(T, P, K)                                                                                       \
  void P##K##trf_(const char* uplo, const int* n, T* a, const int* lda, int* ipiv, T* work, const int* lwork,    \
                  int* info, size_t);                                                                           \
  void P##K##trs_(const char* uplo, const int* n, const int* nrhs, const T* a, const int* lda, const int* ipiv,  \
                  T* b, const int* ldb, int* info, size_t);
TS_LDL_DECL(float, s, sy)
TS_LDL_DECL(double, d, sy)
TS_LDL_DECL(std::complex<float>, c, sy)
TS_LDL_DECL(std::complex<double>, z, sy)
TS_LDL_DECL(std::complex<float>, c, he)
TS_LDL_DECL(std::complex<double>, z, he)
#undef TS_LDL_DECL
}

namespace ts {
namespace detail {
namespace {

#define TS_LDL_WRAP(T, P)                                                                                          \
  int ldlFactorOne(bool /*hermitian: the same for real T*/, int n, T* a, int* ipiv, T* work, int lwork) {      \
    int info = 0, ld = std::max(1, n);                                                                          \
    char uplo = 'L';                                                                                            \
    P##sytrf_(&uplo, &n, a, &ld, ipiv, work, &lwork, &info, 1);                                                 \
    return info;                                                                                                \
  }                                                                                                             \
  void ldlSolveOne(bool, int n, int nrhs, const T* a, const int* ipiv, T* b) {                                  \
    int info = 0, ld = std::max(1, n);                                                                          \
    char uplo = 'L';                                                                                            \
    P##sytrs_(&uplo, &n, &nrhs, a, &ld, ipiv, b, &ld, &info, 1);                                                \
  }
TS_LDL_WRAP(float, s)
TS_LDL_WRAP(double, d)
#undef TS_LDL_WRAP

#define TS_LDL_WRAP_COMPLEX(T, P)                                                                                  \
  int ldlFactorOne(bool hermitian, int n, T* a, int* ipiv, T* work, int lwork) {                                \
    int info = 0, ld = std::max(1, n);                                                                          \
    char uplo = 'L';                                                                                            \
    if (hermitian) P##hetrf_(&uplo, &n, a, &ld, ipiv, work, &lwork, &info, 1);                                  \
    else P##sytrf_(&uplo, &n, a, &ld, ipiv, work, &lwork, &info, 1);                                            \
    return info;                                                                                                \
  }                                                                                                             \
  void ldlSolveOne(bool hermitian, int n, int nrhs, const T* a, const int* ipiv, T* b) {                        \
    int info = 0, ld = std::max(1, n);                                                                          \
    char uplo = 'L';                                                                                            \
    if (hermitian) P##hetrs_(&uplo, &n, &nrhs, a, &ld, ipiv, b, &ld, &info, 1);                                 \
    else P##sytrs_(&uplo, &n, &nrhs, a, &ld, ipiv, b, &ld, &info, 1);                                           \
  }
TS_LDL_WRAP_COMPLEX(std::complex<float>, c)
TS_LDL_WRAP_COMPLEX(std::complex<double>, z)
#undef TS_LDL_WRAP_COMPLEX

/// PyTorch reports sytrf's info > 0 (an exactly zero D block) through an
/// internal assert when errors are checked.
void ldlError(const std::string& name, int code) {
  throw Error("false INTERNAL ASSERT FAILED at \"./aten/src/ATen/native/BatchLinearAlgebra.cpp\":1491, please "
              "report a bug to PyTorch. " + name + ": Unknown error code: " + std::to_string(code) + ".");
}

/// (LD, pivots, info); `check` names the operator whose errors are raised.
std::tuple<Tensor, Tensor, Tensor> ldlFactor(const Tensor& a, bool hermitian, const std::string* check) {
  const std::string name = "torch.linalg.ldl_factor_ex";
  checkSquare(a, name);
  checkFloatInput(a, name);
  ColMajor c = colMajorCopy(a, a.dtype());
  int n = lapackInt(c.rows);
  std::vector<int64_t> ps = batchShape(a);
  Tensor info = zeros(ps, ScalarType::Int);
  ps.push_back(n);
  Tensor piv = zeros(ps, ScalarType::Int);
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    std::vector<T> work(static_cast<size_t>(std::max(1, n) * 64));
    for (int64_t b = 0; b < c.count && n > 0; ++b) {
      T* m = c.mat<T>(b);
      int code = ldlFactorOne(hermitian, n, m, piv.data_ptr<int32_t>() + b * n, work.data(),
                              static_cast<int>(work.size()));
      info.data_ptr<int32_t>()[b] = code;
      if (code > 0 && check) ldlError(*check, code);
      for (int j = 1; j < n; ++j)  // the strict upper triangle holds no factor
        for (int i = 0; i < j; ++i) m[j * n + i] = 0;
    }
  });
  return {c.matrices(), piv, info};
}

Tensor ldlSolve(const Tensor& ld, const Tensor& pivots, const Tensor& b, bool hermitian) {
  const std::string name = "torch.linalg.ldl_solve";
  TS_CHECK(ld.dim() >= 2, name + ": Expected LD to have at least 2 dimensions, but it has " +
                              std::to_string(ld.dim()) + " dimensions instead");
  checkSquare(ld, name);
  TS_CHECK(b.size(-2) == ld.size(-1), "Incompatible matrix sizes for " + name + ": each A matrix is " +
                                          std::to_string(ld.size(-1)) + " by " + std::to_string(ld.size(-1)) +
                                          " but each b matrix is " + std::to_string(b.size(-2)) + " by " +
                                          std::to_string(b.size(-1)));
  TS_CHECK(b.dtype() == ld.dtype(), std::string("Expected b and A to have the same dtype, but found b of type ") +
                                        scalarTypeName(b.dtype()) + " and A of type " + scalarTypeName(ld.dtype()) +
                                        " instead.");
  checkFloatInput(ld, name);
  TS_CHECK(pivots.dim() == ld.dim() - 1 && pivots.size(-1) == ld.size(-1),
           name + ": Expected LD.shape[:-1] and pivots.shape to be the same, but got pivots with shape " +
               sizesText(pivots) + " instead");
  TS_CHECK(!isFloatingType(pivots.dtype()) && !isComplexType(pivots.dtype()) && pivots.dtype() != ScalarType::Bool,
           name + ": Expected pivots to be integers. Got " + scalarTypeName(pivots.dtype()));
  // Broadcast the batch dims of LD (with its pivots) and B.
  DimVector batch = inferSize(IntArrayRef(batchShape(ld)), IntArrayRef(batchShape(b)));
  std::vector<int64_t> sl(batch.begin(), batch.end()), sb = sl, sp = sl;
  int64_t n = ld.size(-1);
  sl.insert(sl.end(), {n, n});
  sb.insert(sb.end(), {n, b.size(-1)});
  sp.push_back(n);
  ColMajor cl = colMajorCopy(expand(ld, sl), ld.dtype()), cb = colMajorCopy(expand(b, sb), ld.dtype());
  Tensor pv = contiguous(to(expand(pivots, sp), ScalarType::Int));
  const int32_t* p = pv.data_ptr<int32_t>();
  for (int64_t i = 0; i < pv.numel(); ++i)  // sytrs would index out of the matrix
    TS_CHECK(p[i] != 0 && p[i] >= -n && p[i] <= n, name + ": pivots must be in [-" + std::to_string(n) + ", " +
                                                       std::to_string(n) + "] and nonzero");
  lapackDispatch(ld.dtype(), [&](auto tag) {
    using T = decltype(tag);
    int in = lapackInt(n), k = lapackInt(cb.cols);
    for (int64_t i = 0; i < cl.count && in > 0 && k > 0; ++i) ldlSolveOne(hermitian, in, k, cl.mat<T>(i), p + i * n, cb.mat<T>(i));
  });
  return cb.matrices();
}

}  // namespace
}  // namespace detail

void registerLinalgLdlOps(Registry& r) {
  using namespace detail;
  r.add("aten::linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> "
        "(Tensor LD, Tensor pivots, Tensor info)",
        kern<3>([](const IValue* a) {
          static const std::string kName = "torch.linalg.ldl_factor_ex";
          return ldlFactor(toTensor(a[0]), toBool(a[1]), toBool(a[2]) ? &kName : nullptr);
        }));
  r.add("aten::linalg_ldl_factor(Tensor self, *, bool hermitian=False) -> (Tensor LD, Tensor pivots)",
        kern<2>([](const IValue* a) {
          static const std::string kName = "torch.linalg.ldl_factor";
          auto [ld, piv, info] = ldlFactor(toTensor(a[0]), toBool(a[1]), &kName);
          return std::make_tuple(ld, piv);
        }));
  r.add("aten::linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor",
        kern<4>([](const IValue* a) { return ldlSolve(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toBool(a[3])); }));
}

}  // namespace ts
