// ===--- linalg_householder_ops.cpp - geqrf, householder_product, ormqr ---=== //
// The Householder representation of QR (LAPACK geqrf/orgqr/ormqr): torch.geqrf,
// torch.linalg.householder_product (torch.orgqr) and torch.ormqr, with
// PyTorch 1.13's checks and messages. Results are column-major batches, as
// PyTorch's LAPACK results are strided.
#include <algorithm>
#include <vector>

#include "ops/families.h"
#include "ops/linalg_lapack.h"

extern "C" {
void cunmqr_(const char* side, const char* trans, const int* m, const int* n, const int* k,
             const std::complex<float>* a, const int* lda, const std::complex<float>* tau, std::complex<float>* c,
             const int* ldc, std::complex<float>* work, const int* lwork, int* info, size_t, size_t);
void zunmqr_(const char* side, const char* trans, const int* m, const int* n, const int* k,
             const std::complex<double>* a, const int* lda, const std::complex<double>* tau,
             std::complex<double>* c, const int* ldc, std::complex<double>* work, const int* lwork, int* info,
             size_t, size_t);
void sormqr_(const char* side, const char* trans, const int* m, const int* n, const int* k, const float* a,
             const int* lda, const float* tau, float* c, const int* ldc, float* work, const int* lwork, int* info,
             size_t, size_t);
void dormqr_(const char* side, const char* trans, const int* m, const int* n, const int* k, const double* a,
             const int* lda, const double* tau, double* c, const int* ldc, double* work, const int* lwork,
             int* info, size_t, size_t);
}

namespace ts {
namespace detail {
namespace {

void ormqr(char side, char trans, int m, int n, int k, const float* a, int lda, const float* tau, float* c,
           float* work, int lwork) {
  int info = 0, ldc = std::max(1, m);
  sormqr_(&side, &trans, &m, &n, &k, a, &lda, tau, c, &ldc, work, &lwork, &info, 1, 1);
}
void ormqr(char side, char trans, int m, int n, int k, const double* a, int lda, const double* tau, double* c,
           double* work, int lwork) {
  int info = 0, ldc = std::max(1, m);
  dormqr_(&side, &trans, &m, &n, &k, a, &lda, tau, c, &ldc, work, &lwork, &info, 1, 1);
}

void ormqr(char side, char trans, int m, int n, int k, const std::complex<float>* a, int lda,
           const std::complex<float>* tau, std::complex<float>* c, std::complex<float>* work, int lwork) {
  int info = 0, ldc = std::max(1, m);
  cunmqr_(&side, &trans, &m, &n, &k, a, &lda, tau, c, &ldc, work, &lwork, &info, 1, 1);
}
void ormqr(char side, char trans, int m, int n, int k, const std::complex<double>* a, int lda,
           const std::complex<double>* tau, std::complex<double>* c, std::complex<double>* work, int lwork) {
  int info = 0, ldc = std::max(1, m);
  zunmqr_(&side, &trans, &m, &n, &k, a, &lda, tau, c, &ldc, work, &lwork, &info, 1, 1);
}

/// "\"geqrf_cpu\" not implemented for 'Long'" for inputs LAPACK has no routine for.
void checkLapackDtype(const Tensor& t, const char* kernel) {
  ScalarType s = t.dtype();
  if (s == ScalarType::Float || s == ScalarType::Double || s == ScalarType::ComplexFloat ||
      s == ScalarType::ComplexDouble)
    return;
  throw Error("\"" + std::string(kernel) + "\" not implemented for '" + scalarTypeName(s) + "'");
}

std::vector<int64_t> leadingShape(const Tensor& t, int64_t drop) {
  return std::vector<int64_t>(t.sizes().begin(), t.sizes().end() - drop);
}

/// "[2, 3]" (c10's printing of a size list).
std::string listText(const std::vector<int64_t>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

/// A contiguous (..., k) copy of tau as T.
Tensor tauData(const Tensor& tau) { return contiguous(tau); }

// ---- geqrf ------------------------------------------------------------------ //

std::tuple<Tensor, Tensor> geqrfOp(const Tensor& self) {
  TS_CHECK(self.dim() >= 2, "torch.geqrf: input must have at least 2 dimensions.");
  checkLapackDtype(self, "geqrf_cpu");
  ColMajor c = colMajorCopy(self, self.dtype());
  int m = lapackInt(c.rows), n = lapackInt(c.cols), k = std::min(m, n);
  std::vector<int64_t> tshape = batchShape(self);
  tshape.push_back(k);
  Tensor tau = zeros(tshape, self.dtype());
  lapackDispatch(self.dtype(), [&](auto tag) {
    using T = decltype(tag);
    std::vector<T> work(static_cast<size_t>(std::max(1, n) * 64));
    for (int64_t b = 0; b < c.count && k > 0; ++b)
      geqrf(m, n, c.mat<T>(b), tau.data_ptr<T>() + b * k, work.data(), static_cast<int>(work.size()));
  });
  return {c.matrices(), tau};
}

// ---- householder_product ------------------------------------------------------ //

void checkTauBatch(const Tensor& input, const Tensor& tau, const std::string& name) {
  TS_CHECK(input.dim() - tau.dim() == 1, name + ": Expected tau to have one dimension less than input, but got "
                                                "tau.ndim equal to " + std::to_string(tau.dim()) +
                                                " and input.ndim is equal to " + std::to_string(input.dim()));
  if (input.dim() > 2) {
    std::vector<int64_t> want = leadingShape(input, 2), got = leadingShape(tau, 1);
    TS_CHECK(want == got, name + ": Expected batch dimensions of tau to be equal to input.shape[:-2], but got " +
                              listText(got));
  }
}

Tensor householderProduct(const Tensor& input, const Tensor& tau) {
  const std::string name = "torch.linalg.householder_product";
  TS_CHECK(input.dim() >= 2, name + ": input must have at least 2 dimensions.");
  TS_CHECK(input.size(-2) >= input.size(-1),
           name + ": input.shape[-2] must be greater than or equal to input.shape[-1]");
  TS_CHECK(input.size(-1) >= tau.size(-1), name + ": input.shape[-1] must be greater than or equal to tau.shape[-1]");
  checkTauBatch(input, tau, name);
  TS_CHECK(tau.dtype() == input.dtype(), name + ": tau dtype " + scalarTypeName(tau.dtype()) +
                                             " does not match input dtype " + scalarTypeName(input.dtype()));
  checkLapackDtype(input, "orgqr_cpu");
  ColMajor c = colMajorCopy(input, input.dtype());
  Tensor t = tauData(tau);
  int m = lapackInt(c.rows), n = lapackInt(c.cols), k = lapackInt(tau.size(-1));
  lapackDispatch(input.dtype(), [&](auto tag) {
    using T = decltype(tag);
    std::vector<T> work(static_cast<size_t>(std::max(1, n) * 64));
    for (int64_t b = 0; b < c.count && n > 0; ++b)
      orgqr(m, n, k, c.mat<T>(b), t.data_ptr<T>() + b * k, work.data(), static_cast<int>(work.size()));
  });
  return c.matrices();
}

// ---- ormqr ------------------------------------------------------------------ //

void checkOrmqr(const Tensor& input, const Tensor& tau, const Tensor& other, bool left) {
  const std::string name = "torch.ormqr";
  TS_CHECK(input.dim() >= 2, name + ": input must have at least 2 dimensions.");
  TS_CHECK(other.dim() >= 2, name + ": other must have at least 2 dimensions.");
  int64_t side = left ? -2 : -1;
  std::string side_text = "other.shape[" + std::to_string(side) + "]";
  TS_CHECK(other.size(side) >= tau.size(-1), name + ": " + side_text + " must be greater than or equal to tau.shape[-1]");
  TS_CHECK(other.size(side) == input.size(-2), name + ": " + side_text + " must be equal to input.shape[-2]");
  TS_CHECK(tau.size(-1) <= input.size(-1), name + ": tau.shape[-1] must be less than or equal to input.shape[-1]");
  checkTauBatch(input, tau, name);
  TS_CHECK(input.dim() == other.dim(), name + ": Expected other to have the same number of dimensions as input, but "
                                              "got other.ndim equal to " + std::to_string(other.dim()) +
                                              " and input.ndim is equal to " + std::to_string(input.dim()));
  if (input.dim() > 2) {
    std::vector<int64_t> want = leadingShape(input, 2), got = leadingShape(other, 2);
    TS_CHECK(want == got, name + ": Expected batch dimensions of other to be equal to input.shape[:-2], but got " +
                              listText(got));
  }
  TS_CHECK(tau.dtype() == input.dtype(), name + ": Expected input and tau to have the same dtype, but input has dtype" +
                                             scalarTypeName(input.dtype()) + " and tau has dtype " +
                                             scalarTypeName(tau.dtype()));
  TS_CHECK(other.dtype() == input.dtype(), name + ": Expected input and other to have the same dtype, but input has "
                                                  "dtype" + scalarTypeName(input.dtype()) + " and other has dtype " +
                                                  scalarTypeName(other.dtype()));
}

/// Q C, Q^T C, C Q or C Q^T with Q the Householder product of (input, tau).
Tensor ormqrOp(const Tensor& input, const Tensor& tau, const Tensor& other, bool left, bool transpose) {
  checkOrmqr(input, tau, other, left);
  checkLapackDtype(input, "ormqr_cpu");
  ColMajor a = colMajorCopy(input, input.dtype()), c = colMajorCopy(other, input.dtype());
  Tensor t = tauData(tau);
  int m = lapackInt(c.rows), n = lapackInt(c.cols), k = lapackInt(tau.size(-1)), lda = std::max(1, lapackInt(a.rows));
  lapackDispatch(input.dtype(), [&](auto tag) {
    using T = decltype(tag);
    std::vector<T> work(static_cast<size_t>(std::max({1, m, n}) * 64));
    for (int64_t b = 0; b < c.count && m > 0 && n > 0; ++b)
      ormqr(left ? 'L' : 'R', transpose ? (kIsComplex<T> ? 'C' : 'T') : 'N', m, n, k, a.mat<T>(b), lda, t.data_ptr<T>() + b * k,
            c.mat<T>(b), work.data(), static_cast<int>(work.size()));
  });
  return c.matrices();
}

}  // namespace
}  // namespace detail

void registerLinalgHouseholderOps(Registry& r) {
  using namespace detail;
  r.add("aten::geqrf(Tensor self) -> (Tensor a, Tensor tau)",
        kern<1>([](const IValue* a) { return geqrfOp(toTensor(a[0])); }));
  r.add("aten::linalg_householder_product(Tensor input, Tensor tau) -> Tensor",
        kern<2>([](const IValue* a) { return householderProduct(toTensor(a[0]), toTensor(a[1])); }));
  r.add("aten::orgqr(Tensor self, Tensor input2) -> Tensor",
        kern<2>([](const IValue* a) { return householderProduct(toTensor(a[0]), toTensor(a[1])); }));
  r.add("aten::ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor",
        kern<5>([](const IValue* a) {
          return ormqrOp(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toBool(a[3]), toBool(a[4]));
        }));
}

}  // namespace ts
