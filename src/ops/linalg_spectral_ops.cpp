// ===--- linalg_spectral_ops.cpp - torch.linalg: QR, eigh, SVD and kin ---=== //
// qr (geqrf/orgqr), eigh (syevd), svd (gesdd, PyTorch's CPU default) and
// what PyTorch builds on them: matrix norms, pinv, matrix_rank, plus lstsq
// (gelsy, the CPU default driver) and matrix_power.
#include <cmath>
#include <limits>

#include "ops/families.h"
#include "ops/linalg_lapack.h"

namespace ts::detail {

// ---- SVD / eigh -------------------------------------------------------------- //

std::tuple<Tensor, Tensor, Tensor> svdImpl(const Tensor& a, bool full, bool uv, const std::string& name) {
  checkMatrix(a, name);
  checkFloatInput(a, name);
  int64_t m = a.size(-2), n = a.size(-1), k = std::min(m, n);
  int64_t ucols = full ? m : k, vrows = full ? n : k;
  ColMajor c = colMajorCopy(a, a.dtype());
  std::vector<int64_t> sshape = batchShape(a);
  sshape.push_back(k);
  Tensor s = zeros(sshape, toRealValueType(a.dtype()));
  ColMajor u = newColMajor(batchShape(a), uv ? m : 0, uv ? ucols : 0, a.dtype());
  ColMajor vt = newColMajor(batchShape(a), uv ? vrows : 0, uv ? n : 0, a.dtype());
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    using R = RealOf<T>;
    char jobz = !uv ? 'N' : full ? 'A' : 'S';
    int im = lapackInt(m), in = lapackInt(n), ldu = std::max(1, im), ldvt = std::max(1, lapackInt(vrows));
    std::vector<int> iwork(static_cast<size_t>(8 * std::max<int64_t>(k, 1)));
    // The complex routine's real workspace (LAPACK 3.6's bound, as ATen sizes it).
    int64_t mn = std::max<int64_t>(k, 1), mx = std::max<int64_t>({m, n, 1});
    int64_t lrwork = !kIsComplex<T> ? 1 : jobz == 'N' ? 7 * mn : std::max(5 * mn * mn + 5 * mn, 2 * mx * mn + 2 * mn * mn + mn);
    std::vector<R> rwork(static_cast<size_t>(lrwork));
    T dummy = 0, query = 0;
    R rdummy = 0;
    gesdd(jobz, im, in, &dummy, &rdummy, &dummy, ldu, &dummy, ldvt, &query, -1, rwork.data(), iwork.data());
    std::vector<T> work(workSize(query));
    for (int64_t b = 0; b < c.count && k > 0; ++b) {
      int info = gesdd(jobz, im, in, c.mat<T>(b), s.data_ptr<R>() + b * k, uv ? u.mat<T>(b) : &dummy, ldu,
                       uv ? vt.mat<T>(b) : &dummy, ldvt, work.data(), static_cast<int>(work.size()), rwork.data(),
                       iwork.data());
      // gesdd reports NaN/inf entries as an illegal 4th argument.
      TS_LINALG_CHECK(info != -4, name + ": " + batchPrefix(a, b) +
                               "The algorithm failed to converge because the input matrix contained non-finite values.");
      TS_LINALG_CHECK(info == 0, name + ": " + batchPrefix(a, b) +
                              "The algorithm failed to converge because the input matrix is ill-conditioned or has "
                              "too many repeated singular values (error code: " + std::to_string(info) + ").");
    }
  });
  if (!uv) return {Tensor(), s, Tensor()};
  return {u.matrices(), s, vt.matrices()};
}

std::tuple<Tensor, Tensor> eighImpl(const Tensor& a, const std::string& uplo, bool vectors) {
  checkSquare(a, "linalg.eigh");
  checkFloatInput(a, "linalg.eigh");
  TS_CHECK(uplo == "L" || uplo == "U" || uplo == "l" || uplo == "u",
           "Expected UPLO argument to be 'L' or 'U', but got " + uplo);
  ColMajor c = colMajorCopy(a, a.dtype());
  int64_t n = c.rows;
  std::vector<int64_t> wshape = batchShape(a);
  wshape.push_back(n);
  Tensor w = zeros(wshape, toRealValueType(a.dtype()));
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    using R = RealOf<T>;
    char jobz = vectors ? 'V' : 'N', ul = static_cast<char>(std::toupper(uplo[0]));
    int in = lapackInt(n), iquery = 0;
    T query = 0;
    R rquery = 0;
    syevd(jobz, ul, in, c.mat<T>(0), w.data_ptr<R>(), &query, -1, &rquery, -1, &iquery, -1);
    std::vector<T> work(workSize(query));
    std::vector<R> rwork(workSize(rquery));
    std::vector<int> iwork(static_cast<size_t>(iquery) + 1);
    for (int64_t b = 0; b < c.count && n > 0; ++b) {
      int info = syevd(jobz, ul, in, c.mat<T>(b), w.data_ptr<R>() + b * n, work.data(), static_cast<int>(work.size()),
                       rwork.data(), static_cast<int>(rwork.size()), iwork.data(), static_cast<int>(iwork.size()));
      TS_LINALG_CHECK(info == 0, "linalg.eigh: " + batchPrefix(a, b) +
                              "The algorithm failed to converge because the input matrix is ill-conditioned or has "
                              "too many repeated eigenvalues (error code: " + std::to_string(info) + ").");
    }
  });
  return {w, vectors ? c.matrices() : zeros({0}, a.dtype())};
}

namespace {

// ---- QR -------------------------------------------------------------------- //

std::tuple<Tensor, Tensor> qr(const Tensor& a, const std::string& mode) {
  TS_CHECK(mode == "reduced" || mode == "r" || mode == "complete",
           "qr received unrecognized mode '" + mode + "' but expected one of 'reduced' (default), 'r', or 'complete'");
  checkMatrix(a, "linalg.qr");
  checkFloatInput(a, "linalg.qr");
  int64_t m = a.size(-2), n = a.size(-1), k = std::min(m, n);
  int64_t qcols = mode == "complete" ? m : k, rrows = mode == "complete" ? m : k;
  // Factor in a buffer wide enough to hold Q's columns (orgqr works in place).
  ColMajor f = newColMajor(batchShape(a), m, std::max(n, qcols), a.dtype());
  copy_(narrow(f.matrices(), -1, 0, n), a);
  std::vector<int64_t> rshape = batchShape(a);
  rshape.push_back(rrows);
  rshape.push_back(n);
  Tensor r = zeros(rshape, a.dtype());
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    int im = lapackInt(m), in = lapackInt(n), ik = lapackInt(k), iq = lapackInt(qcols);
    std::vector<T> tau(static_cast<size_t>(k) + 1);
    T query = 0, query2 = 0, dummy = 0;
    geqrf(im, in, &dummy, tau.data(), &query, -1);
    if (iq > 0) orgqr(im, iq, ik, &dummy, tau.data(), &query2, -1);
    std::vector<T> work(std::max(workSize(query), workSize(query2)));
    int lwork = static_cast<int>(work.size());
    T* rp = r.data_ptr<T>();
    for (int64_t b = 0; b < f.count; ++b) {
      T* fm = f.mat<T>(b);
      if (k > 0) geqrf(im, in, fm, tau.data(), work.data(), lwork);
      for (int64_t i = 0; i < rrows; ++i)
        for (int64_t j = i; j < n; ++j) rp[(b * rrows + i) * n + j] = fm[j * m + i];
      if (mode != "r" && iq > 0) orgqr(im, iq, ik, fm, tau.data(), work.data(), lwork);
    }
  });
  if (mode == "r") return {zeros({0}, a.dtype()), r};
  return {narrow(f.matrices(), -1, 0, qcols), r};
}

// ---- tolerances: pinv, matrix_rank --------------------------------------------- //

/// PyTorch's tolerance: max(atol, rtol * s_max), rtol defaulting to
/// eps * max(m, n) when neither is given (or atol is 0).
Tensor tolerance(const Tensor& a, const Tensor& smax, const IValue& atol, const IValue& rtol) {
  ScalarType real = toRealValueType(a.dtype());
  double eps = real == ScalarType::Double ? std::numeric_limits<double>::epsilon()
                                          : std::numeric_limits<float>::epsilon();
  Tensor at = atol.isNone() ? zeros({}, real) : atol.isTensor() ? atol.toTensor() : full({}, atol.toNumber(), real);
  Tensor rt;
  if (!rtol.isNone()) {
    rt = rtol.isTensor() ? rtol.toTensor() : full({}, rtol.toNumber(), real);
  } else {
    bool atol_given = !atol.isNone() && !(atol.isDouble() && atol.toDouble() <= 0);
    rt = full({}, atol_given ? 0.0 : eps * static_cast<double>(std::max(a.size(-2), a.size(-1))), real);
  }
  return maximum(at.dim() ? unsqueeze(at, -1) : at, mul(rt.dim() ? unsqueeze(rt, -1) : rt, smax));
}

Tensor singularValues(const Tensor& a, bool hermitian) {
  if (hermitian) return abs(std::get<0>(eighImpl(a, "L", false)));
  return std::get<1>(svdImpl(a, false, false, "linalg.svd"));
}

Tensor matrixRank(const Tensor& a, const IValue& atol, const IValue& rtol, bool hermitian) {
  checkMatrix(a, "torch.linalg.matrix_rank", "input");
  checkFloatInput(a, "torch.linalg.matrix_rank");
  Tensor s = singularValues(a, hermitian);
  if (s.size(-1) == 0) return zeros(batchShape(a), ScalarType::Long);
  Tensor smax = std::get<0>(max(s, -1, true));
  return sum(gt(s, tolerance(a, smax, atol, rtol)), IntArrayRef{-1}, false, ScalarType::Long);
}

Tensor pinv(const Tensor& a, const IValue& atol, const IValue& rtol, bool hermitian) {
  ScalarType t = a.dtype();
  TS_CHECK(a.dim() >= 2 && (t == ScalarType::Float || t == ScalarType::Double || t == ScalarType::ComplexFloat ||
                            t == ScalarType::ComplexDouble),
           "linalg.pinv(" + std::string(scalarTypeName(a.dtype())) + "{" + sizesText(a) + "}): expected a tensor with 2 or more dimensions of float, double, cfloat or cdouble types");
  if (a.numel() == 0) return zeros(transpose(a, -2, -1).sizes(), a.dtype());
  if (hermitian) {
    auto [w, v] = eighImpl(a, "L", true);
    Tensor aw = abs(w);
    Tensor tol = tolerance(a, std::get<0>(max(aw, -1, true)), atol, rtol);
    Tensor winv = where(gt(aw, tol), reciprocal(w), zeros({}, w.dtype()));
    return matmul(mul(v, unsqueeze(to(winv, a.dtype()), -2)), adjointOf(v));
  }
  auto [u, s, vh] = svdImpl(a, false, true, "linalg.svd");
  Tensor tol = tolerance(a, std::get<0>(max(s, -1, true)), atol, rtol);
  Tensor sinv = where(gt(s, tol), reciprocal(s), zeros({}, s.dtype()));
  return matmul(mul(adjointOf(vh), unsqueeze(to(sinv, a.dtype()), -2)), adjointOf(u));
}

// ---- norms ------------------------------------------------------------------ //

/// A Scalar as c10 prints it: 3, 2.5, inf.
std::string numberText(double p) {
  if (std::isinf(p)) return p > 0 ? "inf" : "-inf";
  if (p == std::floor(p) && std::abs(p) < 1e15) return std::to_string(static_cast<int64_t>(p));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", p);
  return buf;
}

/// Matrix norm over dims (d0, d1), ord a number or "fro"/"nuc".
Tensor matrixNorm(const Tensor& a, const IValue& ord, std::vector<int64_t> dims, bool keepdim,
                  std::optional<ScalarType> dtype) {
  checkMatrix(a, "linalg.matrix_norm");
  TS_CHECK(dims.size() == 2, "linalg.matrix_norm: dim must be a 2-tuple. Got " + std::to_string(dims.size()));
  int64_t d0 = maybeWrapDim(dims[0], a.dim()), d1 = maybeWrapDim(dims[1], a.dim());
  TS_CHECK(d0 != d1, "linalg.matrix_norm: dims must be different. Got (" + std::to_string(dims[0]) + ", " +
                         std::to_string(dims[1]) + ")");
  Tensor x = dtype ? to(a, *dtype) : a;
  std::string o = ord.isStr() ? ord.toStr() : "";
  double p = ord.isStr() ? 0 : ord.toNumber();
  bool ok = o == "fro" || o == "nuc" || (!ord.isStr() && (std::abs(p) == 1 || std::abs(p) == 2 || std::isinf(p)));
  TS_CHECK(ok, "linalg.matrix_norm: Order " + (ord.isStr() ? o : numberText(p)) + " not supported.");
  if (o == "fro") return norm(x, Scalar(2.0), std::vector<int64_t>{d0, d1}, keepdim, std::nullopt);
  // Move d0, d1 to the last two places, reduce there, then restore them for keepdim.
  Tensor m = movedim(movedim(x, d0, -1), d1 < d0 ? d1 : d1 - 1, -1);
  Tensor r;
  if (o == "nuc" || std::abs(p) == 2) {
    checkFloatInput(m, "linalg.matrix_norm");
    Tensor s = std::get<1>(svdImpl(m, false, false, "linalg.svd"));
    r = o == "nuc" ? sum(s, IntArrayRef{-1}) : p > 0 ? amax(s, {-1}) : amin(s, {-1});
  } else {
    Tensor colsums = sum(abs(m), IntArrayRef{std::abs(p) == 1 ? -2 : -1});
    r = p > 0 ? amax(colsums, {-1}) : amin(colsums, {-1});
  }
  if (keepdim) {
    int64_t lo = std::min(d0, d1), hi = std::max(d0, d1);
    r = unsqueeze(unsqueeze(r, lo), hi);
  }
  return r;
}

Tensor linalgNorm(const Tensor& a, const IValue& ord, const IValue& dim, bool keepdim, std::optional<ScalarType> dtype) {
  std::optional<std::vector<int64_t>> dims = toOptIntVector(dim);
  if (dims && dims->size() == 2) return matrixNorm(a, ord.isNone() ? IValue(std::string("fro")) : ord, *dims, keepdim, dtype);
  if (!dims && !ord.isNone()) {
    TS_CHECK(a.dim() == 1 || a.dim() == 2, "linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got " +
                                               std::to_string(a.dim()) + "D.");
    if (a.dim() == 2) return matrixNorm(a, ord, {0, 1}, keepdim, dtype);
  }
  TS_CHECK(!ord.isStr(), "linalg.matrix_norm: The input tensor A must have at least 2 dimensions.");
  Scalar p = ord.isNone() ? Scalar(2.0) : toScalar(ord);
  Tensor x = dtype ? to(a, *dtype) : a;
  if (!dims) {  // every dim
    dims.emplace();
    for (int64_t d = 0; d < x.dim(); ++d) dims->push_back(d);
  }
  return norm(x, p, *dims, keepdim, std::nullopt);
}

// ---- lstsq, matrix_power ------------------------------------------------------ //

std::tuple<Tensor, Tensor, Tensor, Tensor> lstsq(const Tensor& a, const Tensor& b, const IValue& rcond) {
  checkMatrix(a, "torch.linalg.lstsq", "input");
  checkFloatInput(a, "torch.linalg.lstsq");
  bool vector = b.dim() == a.dim() - 1;
  Tensor bm = vector ? unsqueeze(b, -1) : b;
  TS_CHECK(bm.size(-2) == a.size(-2), "torch.linalg.lstsq: input.size(-2) should match other.size(-2)");
  int64_t m = a.size(-2), n = a.size(-1), k = bm.size(-1), rows = std::max(m, n);
  ColMajor ca = colMajorCopy(a, a.dtype());
  ColMajor cb = newColMajor(batchShape(a), rows, k, a.dtype());
  copy_(narrow(cb.matrices(), -2, 0, m), expand(bm, [&] {
          std::vector<int64_t> s = batchShape(a);
          s.push_back(m);
          s.push_back(k);
          return s;
        }()));
  Tensor rank = zeros(batchShape(a), ScalarType::Long);
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    using R = RealOf<T>;
    R rc = rcond.isNone() ? std::numeric_limits<R>::epsilon() * static_cast<R>(rows) : static_cast<R>(rcond.toNumber());
    int im = lapackInt(m), in = lapackInt(n), ik = lapackInt(k), ldb = std::max(1, lapackInt(rows));
    std::vector<int> jpvt(static_cast<size_t>(n) + 1);
    std::vector<R> rwork(static_cast<size_t>(2 * n) + 1);
    T query = 0, dummy = 0;
    gelsy(im, in, ik, &dummy, &dummy, ldb, jpvt.data(), rc, &query, -1, rwork.data());
    std::vector<T> work(workSize(query));
    for (int64_t i = 0; i < ca.count && m > 0 && n > 0; ++i) {
      std::fill(jpvt.begin(), jpvt.end(), 0);
      rank.data_ptr<int64_t>()[i] = gelsy(im, in, ik, ca.mat<T>(i), cb.mat<T>(i), ldb, jpvt.data(), rc, work.data(),
                                          static_cast<int>(work.size()), rwork.data());
    }
  });
  Tensor x = narrow(cb.matrices(), -2, 0, n);
  if (vector) x = squeeze(x, -1);
  return {x, zeros({0}, a.dtype()), rank, zeros({0}, a.dtype())};
}

Tensor matrixPower(const Tensor& a, int64_t n) {
  checkSquare(a, "linalg.matrix_power");
  if (n == 0) return contiguous(expand(eye(a.size(-1), std::nullopt, a.dtype()), a.sizes()));
  Tensor base = n < 0 ? invImpl(a, "linalg.inv") : a;
  uint64_t e = n < 0 ? static_cast<uint64_t>(-(n + 1)) + 1 : static_cast<uint64_t>(n);
  if (e == 1) return clone(base);
  if (e == 2) return matmul(base, base);
  if (e == 3) return matmul(matmul(base, base), base);
  // ATen's binary decomposition: result *= z for each set bit, z squared each step.
  Tensor z, result;
  while (e > 0) {
    z = z.defined() ? matmul(z, z) : base;
    if (e & 1) result = result.defined() ? matmul(result, z) : z;
    e >>= 1;
  }
  return result;
}

// ---- eig (general matrices: complex results), cond ---------------------------- //

/// geev's real output to complex eigenpairs: a conjugate pair j, j+1
/// (wi[j] > 0) shares the columns vr[:, j] +- i vr[:, j+1].
template <typename T>
void complexEigenpairs(int64_t n, const T* wr, const T* wi, const T* vr, std::complex<T>* w, std::complex<T>* v) {
  for (int64_t j = 0; j < n; ++j) {
    w[j] = {wr[j], wi[j]};
    for (int64_t i = 0; i < n && v; ++i) {
      bool pair = wi[j] != 0;
      bool first = pair && wi[j] > 0;
      int64_t re = first || !pair ? j : j - 1;
      T im = !pair ? T(0) : first ? vr[(j + 1) * n + i] : -vr[j * n + i];
      v[i * n + j] = {vr[re * n + i], im};  // row-major (n, n) output
    }
  }
}

void checkEigConverged(int info, const Tensor& a, int64_t b) {
  TS_LINALG_CHECK(info == 0, "linalg.eig: " + batchPrefix(a, b) +
                          "The algorithm failed to converge because the input matrix is ill-conditioned or has "
                          "too many repeated eigenvalues (error code: " + std::to_string(info) + ").");
}

/// Real geev: eigenvalues as (wr, wi) and conjugate pairs sharing columns.
template <typename T>
void eigReal(const ColMajor& c, bool vectors, const Tensor& a, std::complex<T>* w, std::complex<T>* v) {
  int64_t n = c.rows;
  int in = lapackInt(n);
  std::vector<T> wr(static_cast<size_t>(n) + 1), wi(wr.size()), vr(static_cast<size_t>(n * n) + 1);
  T query = 0;
  geev(vectors ? 'V' : 'N', in, c.mat<T>(0), wr.data(), wi.data(), vr.data(), &query, -1);
  std::vector<T> work(workSize(query));
  for (int64_t b = 0; b < c.count && n > 0; ++b) {
    checkEigConverged(geev(vectors ? 'V' : 'N', in, c.mat<T>(b), wr.data(), wi.data(), vr.data(), work.data(),
                           static_cast<int>(work.size())), a, b);
    complexEigenpairs<T>(n, wr.data(), wi.data(), vr.data(), w + b * n, v ? v + b * n * n : nullptr);
  }
}

/// Complex geev: eigenvalues directly; vectors column-major, copied row-major.
template <typename T>
void eigComplex(const ColMajor& c, bool vectors, const Tensor& a, T* w, T* v) {
  int64_t n = c.rows;
  int in = lapackInt(n);
  std::vector<T> vr(static_cast<size_t>(n * n) + 1);
  std::vector<RealOf<T>> rwork(static_cast<size_t>(2 * n) + 1);
  T query = 0;
  geev(vectors ? 'V' : 'N', in, c.mat<T>(0), w, vr.data(), &query, -1, rwork.data());
  std::vector<T> work(workSize(query));
  for (int64_t b = 0; b < c.count && n > 0; ++b) {
    checkEigConverged(geev(vectors ? 'V' : 'N', in, c.mat<T>(b), w + b * n, vr.data(), work.data(),
                           static_cast<int>(work.size()), rwork.data()), a, b);
    for (int64_t i = 0; i < n * n && v; ++i) v[b * n * n + (i % n) * n + i / n] = vr[static_cast<size_t>(i)];
  }
}

std::tuple<Tensor, Tensor> eig(const Tensor& a, bool vectors) {
  checkSquare(a, "linalg.eig");
  checkFloatInput(a, "linalg.eig");
  ColMajor c = colMajorCopy(a, a.dtype());
  int64_t n = c.rows;
  ScalarType ct = toComplexType(a.dtype());
  std::vector<int64_t> wshape = batchShape(a), vshape = wshape;
  wshape.push_back(n);
  vshape.insert(vshape.end(), {n, n});
  Tensor w = zeros(wshape, ct), v = vectors ? zeros(vshape, ct) : Tensor();
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    using C = std::complex<RealOf<T>>;
    C* vp = vectors ? v.data_ptr<C>() : nullptr;
    if constexpr (kIsComplex<T>)
      eigComplex<T>(c, vectors, a, w.data_ptr<C>(), vp);
    else
      eigReal<T>(c, vectors, a, w.data_ptr<C>(), vp);
  });
  return {w, v};
}

/// linalg.cond: s_max / s_min for p = None/2 (s_min / s_max for -2),
/// sum(s) * sum(1/s) for "nuc", else norm(A, p) * norm(inv(A), p), inf for
/// a singular matrix.
Tensor cond(const Tensor& a, const IValue& p) {
  checkMatrix(a, "linalg.cond");
  bool spectral = p.isNone() || (!p.isStr() && std::abs(p.toNumber()) == 2);
  if (spectral) {
    Tensor s = std::get<1>(svdImpl(a, false, false, "linalg.svd"));
    Tensor hi = amax(s, {-1}), lo = amin(s, {-1});
    return !p.isNone() && p.toNumber() < 0 ? div(lo, hi) : div(hi, lo);
  }
  if (p.isStr() && p.toStr() == "nuc") {  // sum(s) * sum(1 / s), as ATen
    checkSquare(a, "linalg.cond");
    Tensor s = std::get<1>(svdImpl(a, false, false, "linalg.svd"));
    return mul(sum(s, IntArrayRef{-1}), sum(reciprocal(s), IntArrayRef{-1}));
  }
  checkSquare(a, "linalg.cond");
  if (a.dim() > 2) {
    std::vector<Tensor> parts;
    for (const Tensor& m : unbind(reshape(a, {-1, a.size(-2), a.size(-1)}))) parts.push_back(cond(m, p));
    return reshape(stack(parts), batchShape(a));
  }
  std::vector<int64_t> dims = {-2, -1};
  Tensor na = matrixNorm(a, p, dims, false, std::nullopt);
  try {
    return mul(na, matrixNorm(invImpl(a, "linalg.inv"), p, dims, false, std::nullopt));
  } catch (const Error&) {  // singular: PyTorch's inv_ex info > 0 gives inf
    return full({}, INFINITY, toRealValueType(a.dtype()));
  }
}

Tensor multiDot(const std::vector<Tensor>& ts) {
  TS_CHECK(ts.size() >= 2, "multi_dot(): expected at least 2 tensors but got " + std::to_string(ts.size()));
  Tensor r = ts[0];
  for (size_t i = 1; i < ts.size(); ++i) r = matmul(r, ts[i]);
  return r;
}

}  // namespace

namespace {

void registerDecompositionOps(Registry& r) {
  r.add("aten::linalg_qr(Tensor A, str mode=\"reduced\") -> (Tensor Q, Tensor R)",
        kern<2>([](const IValue* a) { return qr(toTensor(a[0]), a[1].toStr()); }));
  r.add("aten::qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)",
        kern<2>([](const IValue* a) { return qr(toTensor(a[0]), toBool(a[1]) ? "reduced" : "complete"); }));
  r.add("aten::linalg_eigh(Tensor self, str UPLO=\"L\") -> (Tensor eigenvalues, Tensor eigenvectors)",
        kern<2>([](const IValue* a) { return eighImpl(toTensor(a[0]), a[1].toStr(), true); }));
  // torch.symeig (deprecated in 1.13): eigh of the upper triangle by default;
  // without eigenvectors the second result is empty.
  r.add("aten::symeig(Tensor self, bool eigenvectors=False, bool upper=True) -> (Tensor eigenvalues, Tensor eigenvectors)",
        kern<3>([](const IValue* a) { return eighImpl(toTensor(a[0]), toBool(a[2]) ? "U" : "L", toBool(a[1])); }));
  r.add("aten::linalg_eigvalsh(Tensor self, str UPLO=\"L\") -> Tensor",
        kern<2>([](const IValue* a) { return std::get<0>(eighImpl(toTensor(a[0]), a[1].toStr(), false)); }));
  r.add("aten::linalg_svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)",
        kern<3>([](const IValue* a) { return svdImpl(toTensor(a[0]), toBool(a[1]), true, "linalg.svd"); }));
  r.add("aten::linalg_svdvals(Tensor A, *, str? driver=None) -> Tensor",
        kern<2>([](const IValue* a) { return std::get<1>(svdImpl(toTensor(a[0]), false, false, "linalg.svd")); }));
  r.add("aten::svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)",
        kern<3>([](const IValue* a) {
          Tensor x = toTensor(a[0]);
          bool some = toBool(a[1]), uv = toBool(a[2]);
          auto [u, s, vh] = svdImpl(x, uv && !some, uv, "linalg.svd");
          if (uv) return std::make_tuple(u, s, transpose(vh, -2, -1));
          // Without compute_uv, U and V are zero-filled (m, m) and (n, n) matrices.
          std::vector<int64_t> us = batchShape(x), vs = us;
          us.insert(us.end(), {x.size(-2), x.size(-2)});
          vs.insert(vs.end(), {x.size(-1), x.size(-1)});
          return std::make_tuple(zeros(us, x.dtype()), s, zeros(vs, x.dtype()));
        }));
  r.add("aten::linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)",
        kern<1>([](const IValue* a) { return eig(toTensor(a[0]), true); }));
  r.add("aten::linalg_eigvals(Tensor self) -> Tensor",
        kern<1>([](const IValue* a) { return std::get<0>(eig(toTensor(a[0]), false)); }));
  r.add("aten::linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)",
        kern<4>([](const IValue* a) { return lstsq(toTensor(a[0]), toTensor(a[1]), a[2]); }));
}

void registerNormOps(Registry& r) {
  auto lnorm = kern<5>([](const IValue* a) {
    return linalgNorm(toTensor(a[0]), a[1], a[2], toBool(a[3]), toOptScalarType(a[4]));
  });
  r.add("aten::linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor", lnorm);
  r.add("aten::linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor", lnorm);
  auto mnorm = kern<5>([](const IValue* a) {
    return matrixNorm(toTensor(a[0]), a[1], toIntVector(a[2]), toBool(a[3]), toOptScalarType(a[4]));
  });
  auto cnd = kern<2>([](const IValue* a) { return cond(toTensor(a[0]), a[1]); });
  r.add("aten::linalg_cond(Tensor self, Scalar? p=None) -> Tensor", cnd);
  r.add("aten::linalg_cond.p_str(Tensor self, str p) -> Tensor", cnd);
  r.add("aten::linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor", mnorm);
  r.add("aten::linalg_matrix_norm.str_ord(Tensor self, str ord=\"fro\", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor", mnorm);
}

void registerPinvRankOps(Registry& r) {
  r.add("aten::linalg_pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor",
        kern<3>([](const IValue* a) { return pinv(toTensor(a[0]), IValue(0.0), a[1], toBool(a[2])); }));
  r.add("aten::linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor",
        kern<4>([](const IValue* a) { return pinv(toTensor(a[0]), a[1], a[2], toBool(a[3])); }));
  r.add("aten::linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor",
        kern<4>([](const IValue* a) { return pinv(toTensor(a[0]), a[1], a[2], toBool(a[3])); }));
  r.add("aten::linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor",
        kern<3>([](const IValue* a) { return pinv(toTensor(a[0]), IValue(0.0), a[1], toBool(a[2])); }));
  r.add("aten::pinverse(Tensor self, float rcond=1.0000000000000001e-15) -> Tensor",
        kern<2>([](const IValue* a) { return pinv(toTensor(a[0]), IValue(0.0), a[1], false); }));
  r.add("aten::linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor",
        kern<3>([](const IValue* a) { return matrixRank(toTensor(a[0]), a[1], IValue(0.0), toBool(a[2])); }));
  r.add("aten::linalg_matrix_rank.tol_tensor(Tensor input, Tensor tol, bool hermitian=False) -> Tensor",
        kern<3>([](const IValue* a) { return matrixRank(toTensor(a[0]), a[1], IValue(0.0), toBool(a[2])); }));
  r.add("aten::linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor",
        kern<4>([](const IValue* a) { return matrixRank(toTensor(a[0]), a[1], a[2], toBool(a[3])); }));
  r.add("aten::linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor",
        kern<4>([](const IValue* a) { return matrixRank(toTensor(a[0]), a[1], a[2], toBool(a[3])); }));
}

void registerProductOps(Registry& r) {
  auto power = kern<2>([](const IValue* a) { return matrixPower(toTensor(a[0]), toInt(a[1])); });
  r.add("aten::matrix_power(Tensor self, int n) -> Tensor", power);
  r.add("aten::linalg_matrix_power(Tensor self, int n) -> Tensor", power);
  r.add("aten::linalg_multi_dot(Tensor[] tensors) -> Tensor",
        kern<1>([](const IValue* a) { return multiDot(toTensorVector(a[0])); }));
  r.add("aten::linalg_matmul(Tensor self, Tensor other) -> Tensor",
        kern<2>([](const IValue* a) { return matmul(toTensor(a[0]), toTensor(a[1])); }));
  r.add("aten::linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor", kern<3>([](const IValue* a) {
          // <x, y> conjugates x, as ATen's (x.conj() * y).sum(dim).
          return sum(mul(conjugate(toTensor(a[0]), false), toTensor(a[1])), IntArrayRef{toInt(a[2])});
        }));
  r.add("aten::linalg_diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a)",
        kern<4>([](const IValue* a) { return diagonal(toTensor(a[0]), toInt(a[1]), toInt(a[2]), toInt(a[3])); }));
}

}  // namespace

void registerLinalgSpectralOps(Registry& r) {
  registerDecompositionOps(r);
  registerNormOps(r);
  registerPinvRankOps(r);
  registerProductOps(r);
}

}  // namespace ts::detail
