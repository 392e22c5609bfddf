// ===--- linalg_lapack.h - LAPACK calls and batched matrix helpers -------=== //
// torch.linalg's kernels call LAPACK (OpenBLAS bundles it, as the LAPACK
// PyTorch itself calls on Debian) on column-major copies of each matrix of a
// batch. Internal to src/ops/linalg_*.cpp.
#pragma once

#include <climits>
#include <complex>
#include <string>
#include <type_traits>

#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"
#include "support/linalg_error.h"

/// TS_CHECK raising torch.linalg.LinAlgError (singular or non-convergent
/// input, where PyTorch's _linalg_check_errors raises it).
#define TS_LINALG_CHECK(cond, msg)                  \
  do {                                              \
    if (!(cond)) throw ::ts::LinAlgError(msg);      \
  } while (0)

// Fortran LAPACK entry points; each char argument has a hidden length (gfortran ABI).
// std::complex<T> has the layout of Fortran's COMPLEX, so the c/z routines take it.
extern "C" {
#define TS_LAPACK_DECL_ANY(T, P)                                                                                    \
  void P##getrf_(const int* m, const int* n, T* a, const int* lda, int* ipiv, int* info);                          \
  void P##getrs_(const char* tr, const int* n, const int* nrhs, const T* a, const int* lda, const int* ipiv, T* b, \
                 const int* ldb, int* info, size_t);                                                               \
  void P##potrf_(const char* uplo, const int* n, T* a, const int* lda, int* info, size_t);                         \
  void P##potrs_(const char* uplo, const int* n, const int* nrhs, const T* a, const int* lda, T* b, const int* ldb, \
                 int* info, size_t);                                                                               \
  void P##potri_(const char* uplo, const int* n, T* a, const int* lda, int* info, size_t);                         \
  void P##geqrf_(const int* m, const int* n, T* a, const int* lda, T* tau, T* work, const int* lwork, int* info);   \
  void P##trtrs_(const char* uplo, const char* tr, const char* diag, const int* n, const int* nrhs, const T* a,    \
                 const int* lda, T* b, const int* ldb, int* info, size_t, size_t, size_t);
TS_LAPACK_DECL_ANY(float, s)
TS_LAPACK_DECL_ANY(double, d)
TS_LAPACK_DECL_ANY(std::complex<float>, c)
TS_LAPACK_DECL_ANY(std::complex<double>, z)
#undef TS_LAPACK_DECL_ANY

#define TS_LAPACK_DECL_REAL(T, P)                                                                                   \
  void P##orgqr_(const int* m, const int* n, const int* k, T* a, const int* lda, const T* tau, T* work,             \
                 const int* lwork, int* info);                                                                     \
  void P##syevd_(const char* jobz, const char* uplo, const int* n, T* a, const int* lda, T* w, T* work,            \
                 const int* lwork, int* iwork, const int* liwork, int* info, size_t, size_t);                      \
  void P##gesdd_(const char* jobz, const int* m, const int* n, T* a, const int* lda, T* s, T* u, const int* ldu,   \
                 T* vt, const int* ldvt, T* work, const int* lwork, int* iwork, int* info, size_t);                \
  void P##gelsy_(const int* m, const int* n, const int* nrhs, T* a, const int* lda, T* b, const int* ldb,          \
                 int* jpvt, const T* rcond, int* rank, T* work, const int* lwork, int* info);                      \
  void P##geev_(const char* jobvl, const char* jobvr, const int* n, T* a, const int* lda, T* wr, T* wi, T* vl,     \
                const int* ldvl, T* vr, const int* ldvr, T* work, const int* lwork, int* info, size_t, size_t);
TS_LAPACK_DECL_REAL(float, s)
TS_LAPACK_DECL_REAL(double, d)
#undef TS_LAPACK_DECL_REAL

// The complex counterparts: unitary Q (ungqr), Hermitian eigh (heevd), and
// real workspaces (rwork) beside the complex ones.
#define TS_LAPACK_DECL_COMPLEX(T, R, P)                                                                             \
  void P##ungqr_(const int* m, const int* n, const int* k, T* a, const int* lda, const T* tau, T* work,             \
                 const int* lwork, int* info);                                                                     \
  void P##heevd_(const char* jobz, const char* uplo, const int* n, T* a, const int* lda, R* w, T* work,            \
                 const int* lwork, R* rwork, const int* lrwork, int* iwork, const int* liwork, int* info, size_t,  \
                 size_t);                                                                                          \
  void P##gesdd_(const char* jobz, const int* m, const int* n, T* a, const int* lda, R* s, T* u, const int* ldu,   \
                 T* vt, const int* ldvt, T* work, const int* lwork, R* rwork, int* iwork, int* info, size_t);      \
  void P##gelsy_(const int* m, const int* n, const int* nrhs, T* a, const int* lda, T* b, const int* ldb,          \
                 int* jpvt, const R* rcond, int* rank, T* work, const int* lwork, R* rwork, int* info);            \
  void P##geev_(const char* jobvl, const char* jobvr, const int* n, T* a, const int* lda, T* w, T* vl,             \
                const int* ldvl, T* vr, const int* ldvr, T* work, const int* lwork, R* rwork, int* info, size_t,   \
                size_t);
TS_LAPACK_DECL_COMPLEX(std::complex<float>, float, c)
TS_LAPACK_DECL_COMPLEX(std::complex<double>, double, z)
#undef TS_LAPACK_DECL_COMPLEX
}

namespace ts::detail {

/// The real type of a LAPACK element type: float for std::complex<float>.
template <typename T> struct RealOfT { using type = T; };
template <typename R> struct RealOfT<std::complex<R>> { using type = R; };
template <typename T> using RealOf = typename RealOfT<T>::type;
template <typename T> constexpr bool kIsComplex = !std::is_same_v<T, RealOf<T>>;

/// The complex conjugate of x (x itself when real).
template <typename T>
T conjOf(T x) {
  if constexpr (kIsComplex<T>) return std::conj(x);
  else return x;
}

/// A LAPACK workspace size from a query's result (the real part for complex).
template <typename T>
size_t workSize(T query) {
  return static_cast<size_t>(std::real(query)) + 1;
}

// Overloads picking the s/d/c/z routine from the element type. Routines whose
// complex form differs take the real workspace `rwork` in every overload (the
// real ones ignore it), so callers are written once for all four types.
#define TS_LAPACK_WRAP_ANY(T, P)                                                                                  \
  inline int getrf(int m, int n, T* a, int* ipiv) {                                                              \
    int info = 0, lda = m > 1 ? m : 1;                                                                           \
    P##getrf_(&m, &n, a, &lda, ipiv, &info);                                                                     \
    return info;                                                                                                 \
  }                                                                                                              \
  inline void getrs(char tr, int n, int nrhs, const T* a, const int* ipiv, T* b) {                               \
    int info = 0, ld = n > 1 ? n : 1;                                                                            \
    P##getrs_(&tr, &n, &nrhs, a, &ld, ipiv, b, &ld, &info, 1);                                                   \
  }                                                                                                              \
  inline int potrf(char uplo, int n, T* a) {                                                                     \
    int info = 0, ld = n > 1 ? n : 1;                                                                            \
    P##potrf_(&uplo, &n, a, &ld, &info, 1);                                                                      \
    return info;                                                                                                 \
  }                                                                                                              \
  inline void potrs(char uplo, int n, int nrhs, const T* a, T* b) {                                              \
    int info = 0, ld = n > 1 ? n : 1;                                                                            \
    P##potrs_(&uplo, &n, &nrhs, a, &ld, b, &ld, &info, 1);                                                       \
  }                                                                                                              \
  inline int potri(char uplo, int n, T* a) {                                                                     \
    int info = 0, ld = n > 1 ? n : 1;                                                                            \
    P##potri_(&uplo, &n, a, &ld, &info, 1);                                                                      \
    return info;                                                                                                 \
  }                                                                                                              \
  inline void geqrf(int m, int n, T* a, T* tau, T* work, int lwork) {                                            \
    int info = 0, ld = m > 1 ? m : 1;                                                                            \
    P##geqrf_(&m, &n, a, &ld, tau, work, &lwork, &info);                                                         \
  }                                                                                                              \
  inline void trtrs(char uplo, char tr, char diag, int n, int nrhs, const T* a, T* b) {                         \
    int info = 0, ld = n > 1 ? n : 1;                                                                            \
    P##trtrs_(&uplo, &tr, &diag, &n, &nrhs, a, &ld, b, &ld, &info, 1, 1, 1);                                     \
  }
TS_LAPACK_WRAP_ANY(float, s)
TS_LAPACK_WRAP_ANY(double, d)
TS_LAPACK_WRAP_ANY(std::complex<float>, c)
TS_LAPACK_WRAP_ANY(std::complex<double>, z)
#undef TS_LAPACK_WRAP_ANY

#define TS_LAPACK_WRAP_REAL(T, P)                                                                                 \
  inline void orgqr(int m, int n, int k, T* a, const T* tau, T* work, int lwork) {                              \
    int info = 0, ld = m > 1 ? m : 1;                                                                            \
    P##orgqr_(&m, &n, &k, a, &ld, tau, work, &lwork, &info);                                                     \
  }                                                                                                              \
  inline int syevd(char jobz, char uplo, int n, T* a, T* w, T* work, int lwork, T* /*rwork*/, int /*lrwork*/,    \
                   int* iwork, int liwork) {                                                                     \
    int info = 0, ld = n > 1 ? n : 1;                                                                            \
    P##syevd_(&jobz, &uplo, &n, a, &ld, w, work, &lwork, iwork, &liwork, &info, 1, 1);                           \
    return info;                                                                                                 \
  }                                                                                                              \
  inline int gesdd(char jobz, int m, int n, T* a, T* s, T* u, int ldu, T* vt, int ldvt, T* work, int lwork,      \
                   T* /*rwork*/, int* iwork) {                                                                   \
    int info = 0, ld = m > 1 ? m : 1;                                                                            \
    P##gesdd_(&jobz, &m, &n, a, &ld, s, u, &ldu, vt, &ldvt, work, &lwork, iwork, &info, 1);                      \
    return info;                                                                                                 \
  }                                                                                                              \
  inline int gelsy(int m, int n, int nrhs, T* a, T* b, int ldb, int* jpvt, T rcond, T* work, int lwork,          \
                   T* /*rwork*/) {                                                                               \
    int info = 0, rank = 0, lda = m > 1 ? m : 1;                                                                 \
    P##gelsy_(&m, &n, &nrhs, a, &lda, b, &ldb, jpvt, &rcond, &rank, work, &lwork, &info);                         \
    return rank;                                                                                                 \
  }                                                                                                              \
  inline int geev(char jobvr, int n, T* a, T* wr, T* wi, T* vr, T* work, int lwork) {                            \
    int info = 0, ld = n > 1 ? n : 1, one = 1;                                                                   \
    char no = 'N';                                                                                               \
    P##geev_(&no, &jobvr, &n, a, &ld, wr, wi, nullptr, &one, vr, &ld, work, &lwork, &info, 1, 1);                \
    return info;                                                                                                 \
  }
TS_LAPACK_WRAP_REAL(float, s)
TS_LAPACK_WRAP_REAL(double, d)
#undef TS_LAPACK_WRAP_REAL

#define TS_LAPACK_WRAP_COMPLEX(T, R, P)                                                                           \
  inline void orgqr(int m, int n, int k, T* a, const T* tau, T* work, int lwork) {                              \
    int info = 0, ld = m > 1 ? m : 1;                                                                            \
    P##ungqr_(&m, &n, &k, a, &ld, tau, work, &lwork, &info);                                                     \
  }                                                                                                              \
  inline int syevd(char jobz, char uplo, int n, T* a, R* w, T* work, int lwork, R* rwork, int lrwork,            \
                   int* iwork, int liwork) {                                                                     \
    int info = 0, ld = n > 1 ? n : 1;                                                                            \
    P##heevd_(&jobz, &uplo, &n, a, &ld, w, work, &lwork, rwork, &lrwork, iwork, &liwork, &info, 1, 1);           \
    return info;                                                                                                 \
  }                                                                                                              \
  inline int gesdd(char jobz, int m, int n, T* a, R* s, T* u, int ldu, T* vt, int ldvt, T* work, int lwork,      \
                   R* rwork, int* iwork) {                                                                       \
    int info = 0, ld = m > 1 ? m : 1;                                                                            \
    P##gesdd_(&jobz, &m, &n, a, &ld, s, u, &ldu, vt, &ldvt, work, &lwork, rwork, iwork, &info, 1);               \
    return info;                                                                                                 \
  }                                                                                                              \
  inline int gelsy(int m, int n, int nrhs, T* a, T* b, int ldb, int* jpvt, R rcond, T* work, int lwork,          \
                   R* rwork) {                                                                                   \
    int info = 0, rank = 0, lda = m > 1 ? m : 1;                                                                 \
    P##gelsy_(&m, &n, &nrhs, a, &lda, b, &ldb, jpvt, &rcond, &rank, work, &lwork, rwork, &info);                  \
    return rank;                                                                                                 \
  }                                                                                                              \
  inline int geev(char jobvr, int n, T* a, T* w, T* vr, T* work, int lwork, R* rwork) {                          \
    int info = 0, ld = n > 1 ? n : 1, one = 1;                                                                   \
    char no = 'N';                                                                                               \
    P##geev_(&no, &jobvr, &n, a, &ld, w, nullptr, &one, vr, &ld, work, &lwork, rwork, &info, 1, 1);              \
    return info;                                                                                                 \
  }
TS_LAPACK_WRAP_COMPLEX(std::complex<float>, float, c)
TS_LAPACK_WRAP_COMPLEX(std::complex<double>, double, z)
#undef TS_LAPACK_WRAP_COMPLEX

/// Calls f(float{}) or f(double{}) for a Float or Double dtype.
template <class F>
auto floatDispatch(ScalarType t, F f) {
  if (t == ScalarType::Double) return f(double{});
  return f(float{});
}

/// Calls f with a value of the element type of a Float, Double, ComplexFloat
/// or ComplexDouble dtype (the four LAPACK types).
template <class F>
auto lapackDispatch(ScalarType t, F f) {
  if (t == ScalarType::ComplexDouble) return f(std::complex<double>{});
  if (t == ScalarType::ComplexFloat) return f(std::complex<float>{});
  return floatDispatch(t, f);
}

/// A batch of matrices stored column-major: `data` is a contiguous
/// (..., cols, rows) tensor, so matrix b's element (i, j) is at
/// b*rows*cols + j*rows + i. matrices() is the (..., rows, cols) view, which
/// is how PyTorch's LAPACK results are strided too.
struct ColMajor {
  Tensor data;
  int64_t rows = 0, cols = 0, count = 0;
  template <typename T> T* mat(int64_t b) const { return data.data_ptr<T>() + b * rows * cols; }
  Tensor matrices() const { return transpose(data, -2, -1); }
};

/// A zeroed batch of `batch` rows x cols matrices.
ColMajor newColMajor(IntArrayRef batch, int64_t rows, int64_t cols, ScalarType dtype);
/// A column-major copy of the matrices of `a` (..., rows, cols), as dtype.
ColMajor colMajorCopy(const Tensor& a, ScalarType dtype);
/// The batch dims of a (..., m, n) tensor.
std::vector<int64_t> batchShape(const Tensor& a);
/// A LAPACK dimension (int); larger matrices fail instead of overflowing.
int lapackInt(int64_t v);

/// "NAME: Expected a floating point or complex tensor as input. Got Long";
/// Float, Double, ComplexFloat and ComplexDouble pass.
void checkFloatInput(const Tensor& a, const std::string& name);
/// "NAME: The input tensor A must have at least 2 dimensions."
void checkMatrix(const Tensor& a, const std::string& name, const std::string& arg = "A");
/// checkMatrix and "NAME: A must be batches of square matrices, ...".
void checkSquare(const Tensor& a, const std::string& name);
/// "[2, 3]" (c10's printing of a size list).
std::string sizesText(const Tensor& t);
/// "(Batch element i): " when `a` is batched, else "".
std::string batchPrefix(const Tensor& a, int64_t i);

/// The conjugate transpose of the last two dims (the transpose of a real tensor).
inline Tensor adjointOf(const Tensor& t) { return transpose(conjugate(t, false), -2, -1); }

/// Singular values (..., min(m, n)) and, with `uv`, U (..., m, k) and
/// Vh (..., k, n), k = m or min(m, n) by `full`, as PyTorch's linalg_svd.
std::tuple<Tensor, Tensor, Tensor> svdImpl(const Tensor& a, bool full, bool uv, const std::string& name);
/// Eigenvalues (ascending) and, with `vectors`, eigenvectors of symmetric a.
std::tuple<Tensor, Tensor> eighImpl(const Tensor& a, const std::string& uplo, bool vectors);
/// linalg.inv of a square batch (LAPACK solve against the identity); with
/// `info`, a singular matrix sets its entry (linalg.inv_ex) instead of throwing.
Tensor invImpl(const Tensor& a, const std::string& name, Tensor* info = nullptr);

/// The registrations of linalg_spectral_ops.cpp (QR, eigh, SVD and what is
/// built on them: norms, pinv, rank, lstsq, matrix_power).
void registerLinalgSpectralOps(Registry& r);

}  // namespace ts::detail
