// ===--- linalg_lapack.h - LAPACK calls and batched matrix helpers -------=== //
// torch.linalg's kernels call LAPACK (OpenBLAS bundles it, as the LAPACK
// PyTorch itself calls on Debian) on column-major copies of each matrix of a
// batch. Internal to src/ops/linalg_*.cpp.
#pragma once

#include <climits>
#include <string>

#include "ops/tensor_arg_helpers.h"
#include "support/linalg_error.h"

/// TS_CHECK raising torch.linalg.LinAlgError (singular or non-convergent
/// input, where PyTorch's _linalg_check_errors raises it).
#define TS_LINALG_CHECK(cond, msg)                  \
  do {                                              \
    if (!(cond)) throw ::ts::LinAlgError(msg);      \
  } while (0)

// Fortran LAPACK entry points; each char argument has a hidden length (gfortran ABI).
extern "C" {
#define TS_LAPACK_DECL(T, P)                                                                                        \
  void P##getrf_(const int* m, const int* n, T* a, const int* lda, int* ipiv, int* info);                          \
  void P##getrs_(const char* tr, const int* n, const int* nrhs, const T* a, const int* lda, const int* ipiv, T* b, \
                 const int* ldb, int* info, size_t);                                                               \
  void P##potrf_(const char* uplo, const int* n, T* a, const int* lda, int* info, size_t);                         \
  void P##potrs_(const char* uplo, const int* n, const int* nrhs, const T* a, const int* lda, T* b, const int* ldb, \
                 int* info, size_t);                                                                               \
  void P##geqrf_(const int* m, const int* n, T* a, const int* lda, T* tau, T* work, const int* lwork, int* info);   \
  void P##orgqr_(const int* m, const int* n, const int* k, T* a, const int* lda, const T* tau, T* work,             \
                 const int* lwork, int* info);                                                                     \
  void P##syevd_(const char* jobz, const char* uplo, const int* n, T* a, const int* lda, T* w, T* work,            \
                 const int* lwork, int* iwork, const int* liwork, int* info, size_t, size_t);                      \
  void P##gesdd_(const char* jobz, const int* m, const int* n, T* a, const int* lda, T* s, T* u, const int* ldu,   \
                 T* vt, const int* ldvt, T* work, const int* lwork, int* iwork, int* info, size_t);                \
  void P##trtrs_(const char* uplo, const char* tr, const char* diag, const int* n, const int* nrhs, const T* a,    \
                 const int* lda, T* b, const int* ldb, int* info, size_t, size_t, size_t);                         \
  void P##gelsy_(const int* m, const int* n, const int* nrhs, T* a, const int* lda, T* b, const int* ldb,          \
                 int* jpvt, const T* rcond, int* rank, T* work, const int* lwork, int* info);                   \
  void P##geev_(const char* jobvl, const char* jobvr, const int* n, T* a, const int* lda, T* wr, T* wi, T* vl,     \
                const int* ldvl, T* vr, const int* ldvr, T* work, const int* lwork, int* info, size_t, size_t);
TS_LAPACK_DECL(float, s)
TS_LAPACK_DECL(double, d)
#undef TS_LAPACK_DECL
}

namespace ts::detail {

// Overloads picking the s/d routine from the element type.
#define TS_LAPACK_WRAP(T, P)                                                                                      \
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
  inline void geqrf(int m, int n, T* a, T* tau, T* work, int lwork) {                                            \
    int info = 0, ld = m > 1 ? m : 1;                                                                            \
    P##geqrf_(&m, &n, a, &ld, tau, work, &lwork, &info);                                                         \
  }                                                                                                              \
  inline void orgqr(int m, int n, int k, T* a, const T* tau, T* work, int lwork) {                              \
    int info = 0, ld = m > 1 ? m : 1;                                                                            \
    P##orgqr_(&m, &n, &k, a, &ld, tau, work, &lwork, &info);                                                     \
  }                                                                                                              \
  inline int syevd(char jobz, char uplo, int n, T* a, T* w, T* work, int lwork, int* iwork, int liwork) {       \
    int info = 0, ld = n > 1 ? n : 1;                                                                            \
    P##syevd_(&jobz, &uplo, &n, a, &ld, w, work, &lwork, iwork, &liwork, &info, 1, 1);                           \
    return info;                                                                                                 \
  }                                                                                                              \
  inline int gesdd(char jobz, int m, int n, T* a, T* s, T* u, int ldu, T* vt, int ldvt, T* work, int lwork,      \
                   int* iwork) {                                                                                 \
    int info = 0, ld = m > 1 ? m : 1;                                                                            \
    P##gesdd_(&jobz, &m, &n, a, &ld, s, u, &ldu, vt, &ldvt, work, &lwork, iwork, &info, 1);                      \
    return info;                                                                                                 \
  }                                                                                                              \
  inline void trtrs(char uplo, char tr, char diag, int n, int nrhs, const T* a, T* b) {                         \
    int info = 0, ld = n > 1 ? n : 1;                                                                            \
    P##trtrs_(&uplo, &tr, &diag, &n, &nrhs, a, &ld, b, &ld, &info, 1, 1, 1);                                     \
  }                                                                                                              \
  inline int gelsy(int m, int n, int nrhs, T* a, T* b, int ldb, int* jpvt, T rcond, T* work, int lwork) {       \
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
TS_LAPACK_WRAP(float, s)
TS_LAPACK_WRAP(double, d)
#undef TS_LAPACK_WRAP

/// Calls f(float{}) or f(double{}) for a Float or Double dtype.
template <class F>
auto floatDispatch(ScalarType t, F f) {
  if (t == ScalarType::Double) return f(double{});
  return f(float{});
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
/// complex inputs are not supported yet.
void checkFloatInput(const Tensor& a, const std::string& name);
/// "NAME: The input tensor A must have at least 2 dimensions."
void checkMatrix(const Tensor& a, const std::string& name, const std::string& arg = "A");
/// checkMatrix and "NAME: A must be batches of square matrices, ...".
void checkSquare(const Tensor& a, const std::string& name);
/// "[2, 3]" (c10's printing of a size list).
std::string sizesText(const Tensor& t);
/// "(Batch element i): " when `a` is batched, else "".
std::string batchPrefix(const Tensor& a, int64_t i);

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
