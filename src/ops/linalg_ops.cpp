// ===--- linalg_ops.cpp - torch.linalg: LU, solves, Cholesky -------------=== //
// det/slogdet/inv/solve (LU: getrf/getrs), cholesky (potrf), lu_factor/lu,
// and triangular solves (trtrs), with PyTorch 1.13's checks and messages.
#include <algorithm>
#include <cmath>
#include <limits>

#include "ops/families.h"
#include "ops/linalg_lapack.h"
#include "tensor/tensor_iterator.h"

namespace ts {
namespace detail {

// ---- shared helpers ---------------------------------------------------------- //

ColMajor newColMajor(IntArrayRef batch, int64_t rows, int64_t cols, ScalarType dtype) {
  std::vector<int64_t> shape(batch.begin(), batch.end());
  shape.push_back(cols);
  shape.push_back(rows);
  ColMajor c;
  c.data = zeros(shape, dtype);
  c.rows = rows;
  c.cols = cols;
  c.count = 1;
  for (int64_t b : batch) c.count *= b;
  return c;
}

ColMajor colMajorCopy(const Tensor& a, ScalarType dtype) {
  ColMajor c = newColMajor(batchShape(a), a.size(-2), a.size(-1), dtype);
  copy_(c.matrices(), a);
  return c;
}

std::vector<int64_t> batchShape(const Tensor& a) {
  IntArrayRef s = a.sizes();
  return std::vector<int64_t>(s.begin(), s.end() - 2);
}

int lapackInt(int64_t v) {
  TS_CHECK(v <= INT_MAX, "linalg: matrix dimension " + std::to_string(v) + " is too large for LAPACK");
  return static_cast<int>(v);
}

void checkFloatInput(const Tensor& a, const std::string& name) {
  ScalarType t = a.dtype();
  if (t == ScalarType::Float || t == ScalarType::Double || t == ScalarType::ComplexFloat ||
      t == ScalarType::ComplexDouble)
    return;
  TS_CHECK(!isComplexType(t), name + ": complex inputs are not supported");
  TS_CHECK(isFloatingType(t), name + ": Expected a floating point or complex tensor as input. Got " +
                                  std::string(scalarTypeName(t)));
  throw Error("\"lu_cpu\" not implemented for '" + std::string(scalarTypeName(t)) + "'");
}

void checkMatrix(const Tensor& a, const std::string& name, const std::string& arg) {
  TS_CHECK(a.dim() >= 2, name + ": The input tensor " + arg + " must have at least 2 dimensions.");
}

void checkSquare(const Tensor& a, const std::string& name) {
  checkMatrix(a, name);
  TS_CHECK(a.size(-1) == a.size(-2), name + ": A must be batches of square matrices, but they are " +
                                         std::to_string(a.size(-2)) + " by " + std::to_string(a.size(-1)) +
                                         " matrices");
}

std::string batchPrefix(const Tensor& a, int64_t i) {
  return a.dim() > 2 ? "(Batch element " + std::to_string(i) + "): " : "";
}

std::string sizesText(const Tensor& t) {
  std::string s = "[";
  for (int64_t i = 0; i < t.dim(); ++i) s += (i ? ", " : "") + std::to_string(t.size(i));
  return s + "]";
}

namespace {

// ---- det / slogdet ----------------------------------------------------------- //

/// LU-factors each matrix and folds its diagonal: f(b, sign, diag...).
/// Note [Determinant of the transpose]: like PyTorch, a contiguous (row-major)
/// input is factored as its transpose (det(A^T) = det(A)), which is already
/// column-major. The pivots, hence the rounding, differ from factoring A:
/// det([[1,2],[3,4]]) is exactly -2 this way, -1.9999999 the other.
template <typename T, class F>
void luDiagonals(const Tensor& a, F f) {
  ColMajor c = colMajorCopy(a.is_contiguous() ? a.transpose(-2, -1) : a, a.dtype());
  int n = lapackInt(c.rows);
  std::vector<int> ipiv(static_cast<size_t>(n > 0 ? n : 1));
  for (int64_t b = 0; b < c.count; ++b) {
    T* m = c.mat<T>(b);
    getrf(n, n, m, ipiv.data());
    int sign = 1;
    for (int i = 0; i < n; ++i)
      if (ipiv[static_cast<size_t>(i)] != i + 1) sign = -sign;
    f(b, sign, m, n);
  }
}

Tensor det(const Tensor& a, const std::string& name) {
  checkSquare(a, name);
  checkFloatInput(a, name);
  Tensor out = zeros(batchShape(a), a.dtype());
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    T* o = out.data_ptr<T>();
    luDiagonals<T>(a, [&](int64_t b, int sign, const T* m, int n) {
      T d = static_cast<T>(sign);
      for (int i = 0; i < n; ++i) d *= m[i * n + i];
      o[b] = d;
    });
  });
  return out;
}

/// The LU diagonals (batch..., n) and pivot signs (batch...) of a.
std::pair<Tensor, Tensor> luDiagonalsAndSigns(const Tensor& a) {
  std::vector<int64_t> shape = batchShape(a);
  Tensor signs = zeros(shape, a.dtype());
  shape.push_back(a.size(-1));
  Tensor diags = zeros(shape, a.dtype());
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    luDiagonals<T>(a, [&](int64_t b, int s, const T* m, int n) {
      signs.data_ptr<T>()[b] = static_cast<T>(s);
      for (int i = 0; i < n; ++i) diags.data_ptr<T>()[b * n + i] = m[i * n + i];
    });
  });
  return {diags, signs};
}

/// As PyTorch: sign = prod(sgn(diag)) * sign(P) and logabsdet = sum(log|diag|),
/// reduced by the tensor kernels so the rounding is theirs.
/// sign(x) of a real tensor; x / |x| (0 at 0) of a complex one, as ATen's sgn.
Tensor phase(const Tensor& x) {
  if (!x.is_complex()) return ts::sign(x);
  Tensor mag = abs(x);
  return where(eq(mag, Scalar(0.0)), Scalar(0.0), div(x, mag));
}

std::tuple<Tensor, Tensor> slogdet(const Tensor& a, const std::string& name) {
  checkSquare(a, name);
  checkFloatInput(a, name);
  auto [diags, signs] = luDiagonalsAndSigns(a);
  Tensor sign = mul(prod(phase(diags), -1), signs);
  return {sign, sum(log(abs(diags)), IntArrayRef{-1})};
}

Tensor logdet(const Tensor& a) {
  auto [sign, logabs] = slogdet(a, "linalg.slogdet");
  Tensor nan = full_like(logabs, std::numeric_limits<double>::quiet_NaN());
  return where(lt(sign, Scalar(0)), nan, logabs);
}

// ---- solve / inv ----------------------------------------------------------- //

/// Broadcasts the batch dims of A (..., n, n) and B (..., n, k).
std::pair<Tensor, Tensor> broadcastBatches(const Tensor& a, const Tensor& b) {
  DimVector batch = inferSize(IntArrayRef(batchShape(a)), IntArrayRef(batchShape(b)));
  std::vector<int64_t> sa(batch.begin(), batch.end()), sb = sa;
  sa.push_back(a.size(-2));
  sa.push_back(a.size(-1));
  sb.push_back(b.size(-2));
  sb.push_back(b.size(-1));
  return {expand(a, sa), expand(b, sb)};
}

/// Solves A X = B for matrices B; `singular(i, batch_elem)` reports an
/// exactly singular A (getrf info > 0).
template <typename T, class Err>
Tensor luSolve(const Tensor& a, const Tensor& b, Err singular) {
  auto [ea, eb] = broadcastBatches(a, b);
  ColMajor ca = colMajorCopy(ea, a.dtype()), cb = colMajorCopy(eb, a.dtype());
  int n = lapackInt(ca.rows), k = lapackInt(cb.cols);
  std::vector<int> ipiv(static_cast<size_t>(n > 0 ? n : 1));
  for (int64_t i = 0; i < ca.count; ++i) {
    int info = getrf(n, n, ca.mat<T>(i), ipiv.data());
    if (info > 0) singular(info, i, ea);
    if (n > 0 && k > 0) getrs('N', n, k, ca.mat<T>(i), ipiv.data(), cb.mat<T>(i));
  }
  return cb.matrices();
}

}  // namespace

Tensor invImpl(const Tensor& a, const std::string& name, Tensor* info) {
  checkSquare(a, name);
  checkFloatInput(a, name);
  Tensor id = expand(eye(a.size(-1), std::nullopt, a.dtype()), a.sizes());
  if (info) *info = zeros(batchShape(a), ScalarType::Int);
  return lapackDispatch(a.dtype(), [&](auto tag) {
    return luSolve<decltype(tag)>(a, id, [&](int code, int64_t i, const Tensor& ea) {
      if (info) {  // linalg.inv_ex: report, and let getrs divide by the zero pivot as ATen does
        info->data_ptr<int32_t>()[i] = code;
        return;
      }
      throw LinAlgError(name + ": " + batchPrefix(ea, i) + "The diagonal element " + std::to_string(code) +
                  " is zero, the inversion could not be completed because the input matrix is singular.");
    });
  });
}

namespace {

std::string shapeText(const Tensor& t) {
  return std::to_string(t.size(-2)) + "x" + std::to_string(t.size(-1));
}

Tensor solve(const Tensor& a, const Tensor& b, bool left, Tensor* info = nullptr) {
  checkSquare(a, "linalg.solve");
  checkFloatInput(a, "linalg.solve");
  TS_CHECK(a.dtype() == b.dtype(), "linalg.solve: Expected A and B to have the same dtype, but found A of type " +
                                       std::string(scalarTypeName(a.dtype())) + " and B of type " +
                                       std::string(scalarTypeName(b.dtype())) + " instead");
  // B is a (batch of) vector(s) when it has one dim less than A and matches its batch.
  bool vector = b.dim() == 1 || (b.dim() == a.dim() - 1 && b.sizes().vec() == std::vector<int64_t>(
                                                                 a.sizes().begin(), a.sizes().end() - 1));
  Tensor bm = vector ? unsqueeze(b, -1) : b;
  if (!left) bm = transpose(bm, -2, -1);
  Tensor am = left ? a : transpose(a, -2, -1);
  TS_CHECK(bm.size(-2) == am.size(-1), "linalg.solve: Incompatible shapes of A and B for the equation " +
                                           std::string(left ? "AX = B (" : "XA = B (") + shapeText(a) + " and " +
                                           shapeText(vector ? unsqueeze(b, -1) : b) + ")");
  Tensor x = lapackDispatch(a.dtype(), [&](auto tag) {
    return luSolve<decltype(tag)>(am, bm, [&](int code, int64_t i, const Tensor& ea) {
      TS_LINALG_CHECK(info, "torch.linalg.solve: The solver failed because the input matrix is singular.");
      if (!info->defined()) *info = zeros(batchShape(ea), ScalarType::Int);
      info->data_ptr<int32_t>()[i] = code;
    });
  });
  if (!left) x = transpose(x, -2, -1);
  return vector ? squeeze(x, -1) : x;
}

// ---- tensorinv / tensorsolve: inv and solve of a reshaped tensor ------------------ //

int64_t prodOf(IntArrayRef s, size_t from, size_t to) {
  int64_t p = 1;
  for (size_t i = from; i < to; ++i) p *= s[i];
  return p;
}

Tensor tensorinv(const Tensor& a, int64_t ind) {
  TS_CHECK(ind > 0, "Expected a strictly positive integer for 'ind', but got " + std::to_string(ind));
  IntArrayRef s = a.sizes();
  size_t k = std::min(static_cast<size_t>(ind), s.size());
  int64_t rows = prodOf(s, 0, k), cols = prodOf(s, k, s.size());
  TS_CHECK(rows == cols, "Expected self to satisfy the requirement prod(self.shape[ind:]) == prod(self.shape[:ind]), "
                         "but got " + std::to_string(cols) + " != " + std::to_string(rows));
  std::vector<int64_t> shape(s.begin() + static_cast<ptrdiff_t>(k), s.end());
  shape.insert(shape.end(), s.begin(), s.begin() + static_cast<ptrdiff_t>(k));
  return reshape(invImpl(reshape(a, {rows, cols}), "linalg.inv"), shape);
}

Tensor tensorsolve(const Tensor& a, const Tensor& b, const std::optional<std::vector<int64_t>>& dims) {
  Tensor x = a;
  if (dims) {  // the listed dims of A move to the end, in their order
    std::vector<int64_t> moved, order;
    for (int64_t d : *dims) moved.push_back(maybeWrapDim(d, a.dim()));
    for (int64_t d = 0; d < a.dim(); ++d)
      if (std::find(moved.begin(), moved.end(), d) == moved.end()) order.push_back(d);
    order.insert(order.end(), moved.begin(), moved.end());
    TS_CHECK(static_cast<int64_t>(order.size()) == a.dim(), "linalg.tensorsolve: repeated dim in dims");
    x = permute(a, order);
  }
  IntArrayRef s = x.sizes();
  size_t k = std::min(static_cast<size_t>(b.dim()), s.size());
  int64_t rows = prodOf(s, 0, k), cols = prodOf(s, k, s.size());
  TS_CHECK(rows == cols && b.numel() == rows,
           "Expected self to satisfy the requirement prod(self.shape[other.ndim:]) == prod(self.shape[:other.ndim]), "
           "but got " + std::to_string(cols) + " != " + std::to_string(rows));
  std::vector<int64_t> shape(s.begin() + static_cast<ptrdiff_t>(k), s.end());
  return reshape(solve(reshape(x, {rows, cols}), flatten(b), true), shape);
}

// ---- cholesky ---------------------------------------------------------------- //

Tensor cholesky(const Tensor& a, bool upper, const std::string& name, Tensor* info_out = nullptr) {
  checkSquare(a, name);
  checkFloatInput(a, name);
  ColMajor c = colMajorCopy(a, a.dtype());
  int n = lapackInt(c.rows);
  Tensor info = zeros(batchShape(a), ScalarType::Int);
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    for (int64_t b = 0; b < c.count; ++b) {
      T* m = c.mat<T>(b);
      int r = potrf(upper ? 'U' : 'L', n, m);
      info.data_ptr<int32_t>()[b] = r;
      if (r > 0 && !info_out)
        throw LinAlgError(name + ": " + batchPrefix(a, b) +
                          "The factorization could not be completed because the input is not positive-definite "
                          "(the leading minor of order " + std::to_string(r) + " is not positive-definite).");
      for (int j = 0; j < n; ++j)  // zero the other triangle
        for (int i = 0; i < n; ++i)
          if (upper ? i > j : i < j) m[j * n + i] = 0;
    }
  });
  if (info_out) *info_out = info;
  return c.matrices();
}

Tensor choleskySolve(const Tensor& b, const Tensor& l, bool upper) {
  checkFloatInput(l, "cholesky_solve");
  auto [el, eb] = broadcastBatches(l, b);
  ColMajor cl = colMajorCopy(el, l.dtype()), cb = colMajorCopy(eb, l.dtype());
  lapackDispatch(l.dtype(), [&](auto tag) {
    using T = decltype(tag);
    int n = lapackInt(cl.rows), k = lapackInt(cb.cols);
    for (int64_t i = 0; i < cl.count && n > 0 && k > 0; ++i) potrs(upper ? 'U' : 'L', n, k, cl.mat<T>(i), cb.mat<T>(i));
  });
  return cb.matrices();
}

/// (L L^H)^-1 from the factor L (or U), by LAPACK potri as ATen: it fills one
/// triangle, and the other is its conjugate reflection. A zero on the
/// factor's diagonal is potri's singular case, a LinAlgError.
Tensor choleskyInverse(const Tensor& l, bool upper) {
  checkSquare(l, "cholesky_inverse");
  checkFloatInput(l, "cholesky_inverse");
  ColMajor c = colMajorCopy(l, l.dtype());
  int n = lapackInt(c.rows);
  lapackDispatch(l.dtype(), [&](auto tag) {
    using T = decltype(tag);
    for (int64_t b = 0; b < c.count && n > 0; ++b) {
      T* m = c.mat<T>(b);
      int info = potri(upper ? 'U' : 'L', n, m);
      if (info > 0)
        throw LinAlgError("cholesky_inverse: " + batchPrefix(l, b) + "The diagonal element " + std::to_string(info) +
                          " is zero, the inversion could not be completed because the input matrix is singular.");
      for (int j = 0; j < n; ++j)  // element (i, j) is m[j * n + i]
        for (int i = upper ? j + 1 : 0; i < (upper ? n : j); ++i) m[j * n + i] = conjOf(m[i * n + j]);
    }
  });
  return c.matrices();
}

// ---- LU -------------------------------------------------------------------- //

/// (LU, pivots, info); with `check` (the operator's name) a zero pivot is an
/// error, as linalg.lu_factor and lu_factor_ex(check_errors=True) raise it.
std::tuple<Tensor, Tensor, Tensor> luFactorEx(const Tensor& a, bool pivot, const std::string* check) {
  TS_CHECK(a.dim() >= 2, "torch.lu_factor: Expected tensor with 2 or more dimensions. Got size: " +
                             sizesText(a) + " instead");
  TS_CHECK(pivot, "linalg.lu_factor: LU without pivoting is not implemented on the CPU");
  checkFloatInput(a, "linalg.lu_factor");
  ColMajor c = colMajorCopy(a, a.dtype());
  int m = lapackInt(c.rows), n = lapackInt(c.cols), k = std::min(m, n);
  std::vector<int64_t> pshape = batchShape(a);
  pshape.push_back(k);
  Tensor piv = zeros(pshape, ScalarType::Int), info = zeros(batchShape(a), ScalarType::Int);
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    std::vector<int> ipiv(static_cast<size_t>(k > 0 ? k : 1));
    for (int64_t b = 0; b < c.count && k > 0; ++b) {
      int code = getrf(m, n, c.mat<T>(b), ipiv.data());
      info.data_ptr<int32_t>()[b] = code;
      std::copy(ipiv.begin(), ipiv.begin() + k, piv.data_ptr<int32_t>() + b * k);
      if (code > 0 && check)
        throw Error(*check + ": " + batchPrefix(a, b) + "U[" + std::to_string(code) + "," + std::to_string(code) +
                    "] is zero and using it on lu_solve would result in a division by zero. If you still want to "
                    "perform the factorization, consider calling linalg.lu(A, pivot) or linalg.lu_factor_ex(A, "
                    "pivot)");
    }
  });
  return {c.matrices(), piv, info};
}

std::tuple<Tensor, Tensor> luFactor(const Tensor& a, bool pivot, const std::string* check = nullptr) {
  auto [lu, piv, info] = luFactorEx(a, pivot, check);
  return {lu, piv};
}

/// P, L, U from lu_factor's packed LU and 1-based pivots.
std::tuple<Tensor, Tensor, Tensor> luUnpack(const Tensor& lu, const Tensor& piv) {
  int64_t m = lu.size(-2), n = lu.size(-1), k = std::min(m, n);
  Tensor l = add(triangle(narrow(lu, -1, 0, k), -1, true), eye(m, k, lu.dtype()));
  Tensor u = triangle(narrow(lu, -2, 0, k), 0, false);
  // The permutation: apply the row swaps to 0..m-1, then P[perm[i], i] = 1.
  std::vector<int64_t> ps = batchShape(lu);
  ps.push_back(m);
  ps.push_back(m);
  Tensor p = zeros(ps, lu.dtype());
  Tensor pc = contiguous(piv);
  int64_t count = k == 0 ? 0 : pc.numel() / k;
  const int32_t* pv = pc.data_ptr<int32_t>();
  lapackDispatch(lu.dtype(), [&](auto tag) {
    using T = decltype(tag);
    std::vector<int64_t> perm(static_cast<size_t>(m));
    for (int64_t b = 0; b < count; ++b) {
      for (int64_t i = 0; i < m; ++i) perm[static_cast<size_t>(i)] = i;
      for (int64_t i = 0; i < k; ++i) std::swap(perm[static_cast<size_t>(i)], perm[static_cast<size_t>(pv[b * k + i] - 1)]);
      for (int64_t i = 0; i < m; ++i) p.data_ptr<T>()[b * m * m + perm[static_cast<size_t>(i)] * m + i] = 1;
    }
  });
  return {p, l, u};
}

/// linalg.lu_solve: A X = B (A^T X = B with adjoint) from lu_factor's output.
Tensor luSolveFactored(const Tensor& lu, const Tensor& piv, const Tensor& b, bool left, bool adjoint) {
  checkSquare(lu, "linalg.lu_solve");
  checkFloatInput(lu, "linalg.lu_solve");
  // X A = B is A^T X^T = B^T: the transposed system with the same factors.
  // X A^H = B is conj(A) X^T = B^T, i.e. A conj(X^T) = conj(B^T) (the same
  // for a real A): getrs has no conjugate-only mode.
  bool conjugated = !left && adjoint && lu.is_complex();
  Tensor bm = left ? b : transpose(b, -2, -1);
  if (conjugated) bm = conjugate(bm, false);
  TS_CHECK(bm.dim() >= 2 && bm.size(-2) == lu.size(-1),
           "linalg.lu_solve: Incompatible shapes of A and B for the equation " +
               std::string(left ? "AX = B (" : "XA = B (") + shapeText(lu) + " and " + shapeText(b) + ")");
  auto [el, eb] = broadcastBatches(lu, bm);
  int64_t n = lu.size(-1);
  std::vector<int64_t> ps = batchShape(el);
  ps.push_back(n);
  Tensor pv = contiguous(to(expand(piv, ps), ScalarType::Int));
  const int32_t* p = pv.data_ptr<int32_t>();
  for (int64_t i = 0; i < pv.numel(); ++i)  // getrs would index out of the matrix
    TS_CHECK(p[i] >= 1 && p[i] <= n, "linalg.lu_solve: pivots must be in [1, " + std::to_string(n) + "]");
  ColMajor cl = colMajorCopy(el, lu.dtype()), cb = colMajorCopy(eb, lu.dtype());
  lapackDispatch(lu.dtype(), [&](auto tag) {
    using T = decltype(tag);
    int in = lapackInt(n), k = lapackInt(cb.cols);
    for (int64_t i = 0; i < cl.count && in > 0 && k > 0; ++i)
      getrs(left ? (adjoint ? 'C' : 'N') : (adjoint ? 'N' : 'T'), in, k, cl.mat<T>(i), p + i * n, cb.mat<T>(i));
  });
  if (conjugated) return transpose(conjugate(cb.matrices(), false), -2, -1);
  return left ? cb.matrices() : transpose(cb.matrices(), -2, -1);
}

// ---- triangular solves --------------------------------------------------------- //

Tensor solveTriangular(const Tensor& a, const Tensor& b, bool upper, bool left, bool unit, bool trans,
                       const std::string& name) {
  checkSquare(a, name);
  checkFloatInput(a, name);
  Tensor am = left ? a : transpose(a, -2, -1), bm = left ? b : transpose(b, -2, -1);
  bool up = left ? upper : !upper;
  TS_CHECK(bm.size(-2) == am.size(-1), name + ": Incompatible shapes of A and B for the equation " +
                                           std::string(left ? "AX = B (" : "XA = B (") + shapeText(a) + " and " +
                                           shapeText(b) + ")");
  auto [ea, eb] = broadcastBatches(am, bm);
  ColMajor ca = colMajorCopy(ea, a.dtype()), cb = colMajorCopy(eb, a.dtype());
  lapackDispatch(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    int n = lapackInt(ca.rows), k = lapackInt(cb.cols);
    for (int64_t i = 0; i < ca.count && n > 0 && k > 0; ++i)
      trtrs(up ? 'U' : 'L', trans ? 'T' : 'N', unit ? 'U' : 'N', n, k, ca.mat<T>(i), cb.mat<T>(i));
  });
  return left ? cb.matrices() : transpose(cb.matrices(), -2, -1);
}

void registerLuOps(Registry& r) {
  r.add("aten::det(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return det(toTensor(a[0]), "linalg.det"); }));
  r.add("aten::linalg_det(Tensor A) -> Tensor",
        kern<1>([](const IValue* a) { return det(toTensor(a[0]), "linalg.det"); }));
  r.add("aten::slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)",
        kern<1>([](const IValue* a) { return slogdet(toTensor(a[0]), "linalg.slogdet"); }));
  r.add("aten::linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)",
        kern<1>([](const IValue* a) { return slogdet(toTensor(a[0]), "linalg.slogdet"); }));
  r.add("aten::logdet(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return logdet(toTensor(a[0])); }));
  r.add("aten::inverse(Tensor self) -> Tensor",
        kern<1>([](const IValue* a) { return invImpl(toTensor(a[0]), "linalg.inv"); }));
  r.add("aten::linalg_inv(Tensor A) -> Tensor",
        kern<1>([](const IValue* a) { return invImpl(toTensor(a[0]), "linalg.inv"); }));
  r.add("aten::linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)",
        kern<2>([](const IValue* a) {
          Tensor A = toTensor(a[0]), info;
          Tensor inv = invImpl(A, "linalg.inv", &info);
          if (toBool(a[1])) {  // check_errors: the first singular matrix, under inv_ex's name
            const int32_t* code = info.data_ptr<int32_t>();
            for (int64_t i = 0; i < info.numel(); ++i)
              if (code[i] > 0)
                throw LinAlgError("linalg.inv_ex: " + batchPrefix(A, i) + "The diagonal element " +
                                  std::to_string(code[i]) +
                                  " is zero, the inversion could not be completed because the input matrix is "
                                  "singular.");
          }
          return std::make_tuple(inv, info);
        }));
  r.add("aten::linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)",
        kern<4>([](const IValue* a) {
          Tensor info;
          Tensor x = solve(toTensor(a[0]), toTensor(a[1]), toBool(a[2]), toBool(a[3]) ? nullptr : &info);
          if (!info.defined()) info = zeros(batchShape(toTensor(a[0])), ScalarType::Int);
          return std::make_tuple(x, info);
        }));
  r.add("aten::linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor",
        kern<3>([](const IValue* a) { return solve(toTensor(a[0]), toTensor(a[1]), toBool(a[2])); }));
  r.add("aten::linalg_tensorinv(Tensor self, int ind=2) -> Tensor",
        kern<2>([](const IValue* a) { return tensorinv(toTensor(a[0]), toInt(a[1])); }));
  r.add("aten::linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor", kern<3>([](const IValue* a) {
          return tensorsolve(toTensor(a[0]), toTensor(a[1]), toOptIntVector(a[2]));
        }));
  r.add("aten::linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)",
        kern<2>([](const IValue* a) {
          static const std::string kName = "torch.linalg.lu_factor";
          return luFactor(toTensor(a[0]), toBool(a[1]), &kName);
        }));
  r.add("aten::linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor "
        "pivots, Tensor info)",
        kern<3>([](const IValue* a) {
          static const std::string kName = "torch.linalg.lu_factor_ex";
          return luFactorEx(toTensor(a[0]), toBool(a[1]), toBool(a[2]) ? &kName : nullptr);
        }));
  r.add("aten::linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor",
        kern<5>([](const IValue* a) {
          return luSolveFactored(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toBool(a[3]), toBool(a[4]));
        }));
  r.add("aten::lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor", kern<3>([](const IValue* a) {
          return luSolveFactored(toTensor(a[1]), toTensor(a[2]), toTensor(a[0]), true, false);
        }));
  r.add("aten::linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)",
        kern<2>([](const IValue* a) {
          auto [lu, piv] = luFactor(toTensor(a[0]), toBool(a[1]));
          return luUnpack(lu, piv);
        }));
}

void registerCholeskyTriangularOps(Registry& r) {
  r.add("aten::cholesky(Tensor self, bool upper=False) -> Tensor",
        kern<2>([](const IValue* a) { return cholesky(toTensor(a[0]), toBool(a[1]), "cholesky"); }));
  r.add("aten::linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor",
        kern<2>([](const IValue* a) { return cholesky(toTensor(a[0]), toBool(a[1]), "linalg.cholesky"); }));
  r.add("aten::linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)",
        kern<3>([](const IValue* a) {
          Tensor info;
          Tensor l = cholesky(toTensor(a[0]), toBool(a[1]), "linalg.cholesky", toBool(a[2]) ? nullptr : &info);
          if (!info.defined()) info = zeros(batchShape(toTensor(a[0])), ScalarType::Int);
          return std::make_tuple(l, info);
        }));
  r.add("aten::cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor",
        kern<3>([](const IValue* a) { return choleskySolve(toTensor(a[0]), toTensor(a[1]), toBool(a[2])); }));
  r.add("aten::cholesky_inverse(Tensor self, bool upper=False) -> Tensor", kern<2>([](const IValue* a) {
          return choleskyInverse(toTensor(a[0]), toBool(a[1]));
        }));
  r.add("aten::linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor",
        kern<5>([](const IValue* a) {
          return solveTriangular(toTensor(a[0]), toTensor(a[1]), toBool(a[2]), toBool(a[3]), toBool(a[4]), false,
                                 "linalg.solve_triangular");
        }));
  r.add("aten::triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)",
        kern<5>([](const IValue* a) {
          Tensor A = toTensor(a[1]);
          TS_CHECK(A.dim() >= 2 && A.size(-1) == A.size(-2),
                   "A must be batches of square matrices, but they are " + std::to_string(A.size(-2)) + " by " +
                       std::to_string(A.size(-1)) + " matrices");
          Tensor x = solveTriangular(A, toTensor(a[0]), toBool(a[2]), true, toBool(a[4]), toBool(a[3]),
                                     "triangular_solve");
          return std::make_tuple(x, clone(A));
        }));
}

}  // namespace
}  // namespace detail

void registerLinalgOps(Registry& r) {
  detail::registerLuOps(r);
  detail::registerCholeskyTriangularOps(r);
  detail::registerLinalgSpectralOps(r);
}

}  // namespace ts
