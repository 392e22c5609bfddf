// ===--- linalg_test.cpp - torch.linalg kernels against plain references --=== //
// Each LAPACK-backed op is checked against a loop reference or an identity
// it must satisfy (A @ inv(A) = I, Q @ R = A, ...), for float and double,
// batched, transposed (non-contiguous) and empty inputs, and its errors.
#include <cmath>
#include <complex>

#include "op_test_util.h"
#include "tensor/ops.h"

namespace ts::test {
namespace {

/// A deterministic full-rank rows x cols matrix in [-1, 1) (a hash of the
/// index: sin(seed + k*i) alone would make every matrix rank 2).
Tensor mat(int64_t rows, int64_t cols, ScalarType dt = ScalarType::Double, double seed = 0.3) {
  std::vector<Scalar> v;
  for (int64_t i = 0; i < rows * cols; ++i) {
    double h = std::sin(seed + 12.9898 * static_cast<double>(i + 1)) * 43758.5453;
    v.emplace_back(2 * (h - std::floor(h)) - 1);
  }
  return tensorFromScalars(v, {rows, cols}, dt);
}

double at(const Tensor& t, int64_t i, int64_t j) { return select(select(t, 0, i), 0, j).item().toDouble(); }

double maxDiff(const Tensor& a, const Tensor& b) {
  return max(abs(sub(to(a, ScalarType::Double), to(b, ScalarType::Double)))).item().toDouble();
}

/// Plain Gaussian elimination with partial pivoting: the reference det.
double refDet(const Tensor& a) {
  int64_t n = a.size(0);
  std::vector<std::vector<double>> m(static_cast<size_t>(n), std::vector<double>(static_cast<size_t>(n)));
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) m[static_cast<size_t>(i)][static_cast<size_t>(j)] = at(a, i, j);
  double det = 1;
  for (size_t c = 0; c < m.size(); ++c) {
    size_t p = c;
    for (size_t r = c + 1; r < m.size(); ++r)
      if (std::abs(m[r][c]) > std::abs(m[p][c])) p = r;
    if (p != c) std::swap(m[p], m[c]), det = -det;
    det *= m[c][c];
    for (size_t r = c + 1; r < m.size(); ++r) {
      double f = m[r][c] / m[c][c];
      for (size_t k = c; k < m.size(); ++k) m[r][k] -= f * m[c][k];
    }
  }
  return det;
}

Tensor eyeLike(int64_t n, ScalarType dt) { return eye(n, std::nullopt, dt); }

TEST(Linalg, DetMatchesEliminationForFloatDoubleAndViews) {
  for (ScalarType dt : {ScalarType::Float, ScalarType::Double}) {
    Tensor a = mat(4, 4, dt);
    double want = refDet(a);
    double tol = dt == ScalarType::Float ? 1e-4 : 1e-12;
    EXPECT_NEAR(call1("aten::linalg_det", {a}).toTensor().item().toDouble(), want, tol * std::abs(want) + tol);
    // det(A^T) = det(A) through a non-contiguous view.
    EXPECT_NEAR(call1("aten::det", {transpose(a, 0, 1)}).toTensor().item().toDouble(), want, tol * std::abs(want) + tol);
    Stack s = callOp("aten::linalg_slogdet", {a});
    double sign = s[0].toTensor().item().toDouble(), logabs = s[1].toTensor().item().toDouble();
    EXPECT_NEAR(sign * std::exp(logabs), want, tol * std::abs(want) + tol);
  }
  Tensor batch = stack({mat(3, 3), mat(3, 3, ScalarType::Double, 1.1), zeros({3, 3}, ScalarType::Double)});
  Tensor d = call1("aten::linalg_det", {batch}).toTensor();
  ASSERT_EQ(d.sizes().vec(), std::vector<int64_t>{3});
  EXPECT_NEAR(select(d, 0, 1).item().toDouble(), refDet(mat(3, 3, ScalarType::Double, 1.1)), 1e-12);
  EXPECT_EQ(select(d, 0, 2).item().toDouble(), 0.0);
  EXPECT_EQ(call1("aten::linalg_det", {zeros({0, 0})}).toTensor().item().toDouble(), 1.0);
}

TEST(Linalg, InverseAndSolveSatisfyTheirEquations) {
  for (ScalarType dt : {ScalarType::Float, ScalarType::Double}) {
    double tol = dt == ScalarType::Float ? 1e-4 : 1e-10;
    Tensor a = mat(5, 5, dt);
    Tensor inv = call1("aten::linalg_inv", {a}).toTensor();
    EXPECT_LT(maxDiff(matmul(a, inv), eyeLike(5, dt)), tol);
    Tensor b = mat(5, 2, dt, 2.0);
    Tensor x = call1("aten::linalg_solve", {a, b, true}).toTensor();
    EXPECT_LT(maxDiff(matmul(a, x), b), tol);
    Tensor xr = call1("aten::linalg_solve", {a, transpose(b, 0, 1), false}).toTensor();
    EXPECT_LT(maxDiff(matmul(xr, a), transpose(b, 0, 1)), tol);
    // A vector right-hand side and a batch broadcast against one matrix.
    Tensor v = call1("aten::linalg_solve", {a, select(b, 1, 0), true}).toTensor();
    EXPECT_EQ(v.dim(), 1);
    Tensor xb = call1("aten::linalg_solve", {a, stack({b, b}), true}).toTensor();
    EXPECT_EQ(xb.sizes().vec(), (std::vector<int64_t>{2, 5, 2}));
  }
  EXPECT_EQ(call1("aten::linalg_inv", {zeros({0, 0})}).toTensor().numel(), 0);
}

TEST(Linalg, SingularAndMalformedInputsRaisePyTorchsMessages) {
  Tensor s = tensorFromScalars({1.0, 2.0, 2.0, 4.0}, {2, 2}, ScalarType::Float);
  EXPECT_EQ(errorOf([&] { call1("aten::linalg_inv", {s}); }),
            "linalg.inv: The diagonal element 2 is zero, the inversion could not be completed because the input "
            "matrix is singular.");
  EXPECT_EQ(errorOf([&] { call1("aten::inverse", {stack({eyeLike(2, ScalarType::Float), s})}); }),
            "linalg.inv: (Batch element 1): The diagonal element 2 is zero, the inversion could not be completed "
            "because the input matrix is singular.");
  EXPECT_EQ(errorOf([&] { call1("aten::linalg_solve", {s, ones({2}), true}); }),
            "torch.linalg.solve: The solver failed because the input matrix is singular.");
  EXPECT_EQ(errorOf([&] { call1("aten::linalg_det", {ones({2, 3})}); }),
            "linalg.det: A must be batches of square matrices, but they are 2 by 3 matrices");
  EXPECT_EQ(errorOf([&] { call1("aten::linalg_det", {ones({2, 2}, ScalarType::Long)}); }),
            "linalg.det: Expected a floating point or complex tensor as input. Got Long");
  EXPECT_EQ(errorOf([&] { call1("aten::linalg_cholesky", {s, false}); }),
            "linalg.cholesky: The factorization could not be completed because the input is not positive-definite "
            "(the leading minor of order 2 is not positive-definite).");
  EXPECT_EQ(errorOf([&] { call1("aten::linalg_svd", {ones({3}), true, IValue()}); }),
            "linalg.svd: The input tensor A must have at least 2 dimensions.");
  EXPECT_EQ(errorOf([&] { callOp("aten::linalg_qr", {ones({2, 2}), std::string("full")}); }),
            "qr received unrecognized mode 'full' but expected one of 'reduced' (default), 'r', or 'complete'");
}

TEST(Linalg, CholeskyQrLuReconstructTheInput) {
  for (ScalarType dt : {ScalarType::Float, ScalarType::Double}) {
    double tol = dt == ScalarType::Float ? 1e-4 : 1e-10;
    Tensor a = mat(4, 4, dt);
    Tensor spd = add(matmul(a, transpose(a, 0, 1)), eyeLike(4, dt));
    Tensor l = call1("aten::linalg_cholesky", {spd, false}).toTensor();
    EXPECT_LT(maxDiff(matmul(l, transpose(l, 0, 1)), spd), tol);
    EXPECT_EQ(at(l, 0, 3), 0.0);  // the upper triangle is zeroed
    Tensor w = mat(5, 3, dt, 0.9);
    for (const char* mode : {"reduced", "complete"}) {
      Stack qr = callOp("aten::linalg_qr", {w, std::string(mode)});
      Tensor q = qr[0].toTensor(), r = qr[1].toTensor();
      EXPECT_EQ(q.size(1), std::string(mode) == "reduced" ? 3 : 5);
      EXPECT_LT(maxDiff(matmul(q, r), w), tol);
      EXPECT_LT(maxDiff(matmul(transpose(q, 0, 1), q), eyeLike(q.size(1), dt)), tol);
    }
    Stack plu = callOp("aten::linalg_lu", {w, true});
    EXPECT_LT(maxDiff(matmul(matmul(plu[0].toTensor(), plu[1].toTensor()), plu[2].toTensor()), w), tol);
  }
}

TEST(Linalg, EighAndSvdOnKnownSpectra) {
  Tensor s = tensorFromScalars({2.0, 1.0, 1.0, 2.0}, {2, 2}, ScalarType::Double);
  Tensor w = call1("aten::linalg_eigvalsh", {s, std::string("L")}).toTensor();
  EXPECT_NEAR(select(w, 0, 0).item().toDouble(), 1.0, 1e-12);
  EXPECT_NEAR(select(w, 0, 1).item().toDouble(), 3.0, 1e-12);
  Tensor d = tensorFromScalars({3.0, 0.0, 0.0, 0.0, -4.0, 0.0}, {2, 3}, ScalarType::Float);
  Tensor sv = call1("aten::linalg_svdvals", {d, IValue()}).toTensor();
  EXPECT_NEAR(select(sv, 0, 0).item().toDouble(), 4.0, 1e-6);
  EXPECT_NEAR(select(sv, 0, 1).item().toDouble(), 3.0, 1e-6);
  Tensor a = mat(4, 6);
  Stack usv = callOp("aten::linalg_svd", {a, false, IValue()});
  Tensor rec = matmul(mul(usv[0].toTensor(), unsqueeze(usv[1].toTensor(), 0)), usv[2].toTensor());
  EXPECT_LT(maxDiff(rec, a), 1e-10);
  Stack full = callOp("aten::linalg_svd", {a, true, IValue()});
  EXPECT_EQ(full[2].toTensor().sizes().vec(), (std::vector<int64_t>{6, 6}));
}

TEST(Linalg, EigOfARotationGivesAConjugatePair) {
  // A rotation by 90 degrees in the (x, y) plane and a stretch along z.
  Tensor a = tensorFromScalars({0.0, -1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 2.0}, {3, 3}, ScalarType::Double);
  Stack wv = callOp("aten::linalg_eig", {a});
  Tensor w = contiguous(wv[0].toTensor()), v = contiguous(wv[1].toTensor());
  ASSERT_EQ(w.dtype(), ScalarType::ComplexDouble);
  const auto* pw = w.data_ptr<std::complex<double>>();
  const auto* pv = v.data_ptr<std::complex<double>>();
  // A v_j = w_j v_j, checked with complex arithmetic on the raw entries.
  for (int64_t j = 0; j < 3; ++j)
    for (int64_t i = 0; i < 3; ++i) {
      std::complex<double> av = 0;
      for (int64_t k = 0; k < 3; ++k) av += at(a, i, k) * pv[k * 3 + j];
      EXPECT_LT(std::abs(av - pw[j] * pv[i * 3 + j]), 1e-12) << i << "," << j;
    }
  EXPECT_NEAR(std::abs(pw[0].imag()), 1.0, 1e-12);
  EXPECT_EQ(pw[0], std::conj(pw[1]));
  EXPECT_EQ(call1("aten::linalg_cond", {tensorFromScalars({1.0, 2.0, 2.0, 4.0}, {2, 2}, ScalarType::Double), 1})
                .toTensor().item().toDouble(), INFINITY);
}

TEST(Linalg, NormsRankPinvAndPowers) {
  Tensor a = tensorFromScalars({1.0, -2.0, 3.0, 4.0}, {2, 2}, ScalarType::Double);
  auto mnorm = [&](IValue ord) {
    return call1("aten::linalg_matrix_norm", {a, ord, intList({-2, -1}), false, IValue()}).toTensor().item().toDouble();
  };
  EXPECT_DOUBLE_EQ(mnorm(1.0), 6.0);                 // max column sum
  EXPECT_DOUBLE_EQ(mnorm(INFINITY), 7.0);            // max row sum
  EXPECT_DOUBLE_EQ(mnorm(-1.0), 4.0);
  EXPECT_NEAR(mnorm(std::string("fro")), std::sqrt(30.0), 1e-12);
  Tensor low = matmul(mat(4, 2), mat(2, 4, ScalarType::Double, 2.5));
  EXPECT_EQ(call1("aten::linalg_matrix_rank.atol_rtol_float", {low, IValue(), IValue(), false}).toTensor().item().toLong(), 2);
  Tensor p = call1("aten::linalg_pinv.atol_rtol_float", {low, IValue(), IValue(), false}).toTensor();
  EXPECT_LT(maxDiff(matmul(matmul(low, p), low), low), 1e-9);
  Tensor inv3 = call1("aten::linalg_matrix_power", {a, -3}).toTensor();
  EXPECT_LT(maxDiff(matmul(inv3, matmul(a, matmul(a, a))), eyeLike(2, ScalarType::Double)), 1e-12);
  Tensor p5 = call1("aten::matrix_power", {a, 5}).toTensor();
  EXPECT_LT(maxDiff(p5, matmul(a, matmul(a, matmul(a, matmul(a, a))))), 1e-9);
}

TEST(Linalg, LuSolveChecksPivotsAndExFormsReportInfo) {
  Tensor a = mat(3, 3);
  Stack f = callOp("aten::linalg_lu_factor", {a, true});
  Tensor b = mat(3, 2, ScalarType::Double, 7.0);
  Tensor x = call1("aten::linalg_lu_solve", {f[0], f[1], b, true, false}).toTensor();
  EXPECT_LT(maxDiff(matmul(a, x), b), 1e-10);
  Tensor xt = call1("aten::linalg_lu_solve", {f[0], f[1], b, true, true}).toTensor();
  EXPECT_LT(maxDiff(matmul(transpose(a, 0, 1), xt), b), 1e-10);
  // Pivots LAPACK would follow out of the matrix are refused.
  Tensor bad = full({3}, 9, ScalarType::Int);
  EXPECT_EQ(errorOf([&] { call1("aten::linalg_lu_solve", {f[0], bad, b, true, false}); }),
            "linalg.lu_solve: pivots must be in [1, 3]");
  Tensor s = tensorFromScalars({1.0, 2.0, 2.0, 4.0}, {2, 2}, ScalarType::Double);
  Stack ex = callOp("aten::linalg_inv_ex", {stack({eyeLike(2, ScalarType::Double), s}), false});
  EXPECT_EQ(select(ex[1].toTensor(), 0, 0).item().toLong(), 0);
  EXPECT_EQ(select(ex[1].toTensor(), 0, 1).item().toLong(), 2);
  EXPECT_NE(errorOf([&] { callOp("aten::linalg_inv_ex", {s, true}); }), "");
}

TEST(Linalg, TensorInvAndSolveReadTheTensorAsAMatrix) {
  Tensor a = reshape(mat(6, 6), {2, 3, 6});
  Tensor inv = call1("aten::linalg_tensorinv", {a, 2}).toTensor();
  EXPECT_EQ(inv.sizes().vec(), (std::vector<int64_t>{6, 2, 3}));
  EXPECT_LT(maxDiff(matmul(reshape(inv, {6, 6}), mat(6, 6)), eyeLike(6, ScalarType::Double)), 1e-10);
  Tensor b = reshape(mat(6, 1, ScalarType::Double, 5.0), {2, 3});
  Tensor x = call1("aten::linalg_tensorsolve", {a, b, IValue()}).toTensor();
  EXPECT_LT(maxDiff(matmul(mat(6, 6), x), flatten(b)), 1e-10);
  EXPECT_EQ(errorOf([&] { call1("aten::linalg_tensorinv", {a, 1}); }),
            "Expected self to satisfy the requirement prod(self.shape[ind:]) == prod(self.shape[:ind]), but got 18 != 2");
  EXPECT_EQ(errorOf([&] { call1("aten::linalg_tensorinv", {a, 0}); }),
            "Expected a strictly positive integer for 'ind', but got 0");
}

TEST(Linalg, TriangularSolveAndLstsq) {
  Tensor t = add(call1("aten::triu", {mat(3, 3), 0}).toTensor(), mul(eyeLike(3, ScalarType::Double), Scalar(3.0)));
  Tensor b = mat(3, 2, ScalarType::Double, 4.0);
  Tensor x = call1("aten::linalg_solve_triangular", {t, b, true, true, false}).toTensor();
  EXPECT_LT(maxDiff(matmul(t, x), b), 1e-12);
  Stack ls = callOp("aten::linalg_lstsq", {t, b, IValue(), IValue()});
  EXPECT_LT(maxDiff(ls[0].toTensor(), x), 1e-10);
  EXPECT_EQ(ls[2].toTensor().item().toLong(), 3);
}

}  // namespace
}  // namespace ts::test

namespace ts::test {
namespace {

// vdot conjugates its first argument: vdot([1+1j, 2-1j], [2, 1+3j]) = 1+5j
// (dot gives 7+7j). PyTorch 1.13's Debian build returns 0 for both (its BLAS
// cdotc/cdotu ABI), so this is checked against the definition.
TEST(Linalg, VdotConjugatesTheFirstArgument) {
  using C = std::complex<double>;
  Tensor a = tensorFromScalars({Scalar(C(1, 1)), Scalar(C(2, -1))}, {2}, ScalarType::ComplexFloat);
  Tensor b = tensorFromScalars({Scalar(C(2, 0)), Scalar(C(1, 3))}, {2}, ScalarType::ComplexFloat);
  C v = call1("aten::vdot", {a, b}).toTensor().item().toComplexDouble();
  C d = call1("aten::dot", {a, b}).toTensor().item().toComplexDouble();
  EXPECT_EQ(v, C(1, 5));
  EXPECT_EQ(d, C(7, 7));
  Tensor r = tensorFromScalars({Scalar(2.0), Scalar(3.0)}, {2}, ScalarType::Float);
  EXPECT_EQ(call1("aten::vdot", {r, r}).toTensor().item().toDouble(), 13.0);
}

}  // namespace
}  // namespace ts::test
