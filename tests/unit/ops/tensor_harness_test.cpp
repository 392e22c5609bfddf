// ===--- tensor_harness_test.cpp - registry kernels vs a scalar reference -=== //
// The op harness of DESIGN.md section 3: every elementwise and reduction
// kernel listed here is called through the registry on each dtype and on
// contiguous, transposed, sliced and expanded (stride 0) inputs, and checked
// against a plain double-precision loop over the same elements, cast to the
// result dtype PyTorch's type promotion gives.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

#include "op_test_util.h"
#include "ops/registry.h"
#include "tensor/ops.h"

namespace ts::test {

IValue callT(const std::string& name, Stack args);

namespace {

using Ref1 = std::function<double(double)>;
using Ref2 = std::function<double(double, double)>;

const ScalarType kDtypes[] = {ScalarType::Bool,  ScalarType::Byte,  ScalarType::Char,     ScalarType::Short,
                              ScalarType::Int,   ScalarType::Long,  ScalarType::Half,     ScalarType::BFloat16,
                              ScalarType::Float, ScalarType::Double};

/// A [6, 10] tensor of dtype with varied values (negatives where the dtype has them).
Tensor base(ScalarType dt, int salt) {
  Tensor idx = arange(Scalar(int64_t(60)), ScalarType::Double);
  const double* p = idx.data_ptr<double>();
  Tensor v = emptyTensor({60}, ScalarType::Double);
  double* o = v.data_ptr<double>();
  for (int64_t i = 0; i < 60; ++i) {
    double k = p[i] + salt;
    if (dt == ScalarType::Bool) o[i] = std::fmod(k, 3.0) == 0 ? 1 : 0;
    else if (isFloatingType(dt)) o[i] = std::fmod(k * 0.37, 2.1) - 1.0;
    else if (dt == ScalarType::Byte) o[i] = std::fmod(k * 7, 23.0) + 1;
    else o[i] = std::fmod(k * 7, 23.0) - 11;
  }
  return reshape(v, {6, 10}).to(dt);
}

/// The same values seen through four layouts.
std::vector<std::pair<std::string, Tensor>> layouts(const Tensor& t) {
  return {{"contiguous", t},
          {"transposed", t.t()},
          {"sliced", slice(t, 1, 0, 10, 2)},
          {"expanded", expand(unsqueeze(select(t, 0, 1), 0), {6, 10})}};
}

std::vector<double> valuesOf(const Tensor& t) {
  Tensor d = contiguous(t.to(ScalarType::Double));
  const double* p = d.data_ptr<double>();
  return std::vector<double>(p, p + d.numel());
}

double tolerance(ScalarType t) {
  switch (t) {
    case ScalarType::Half: return 2e-3;
    case ScalarType::BFloat16: return 1.6e-2;
    case ScalarType::Float: return 4e-6;
    case ScalarType::Double: return 1e-12;
    default: return 0;
  }
}

/// Compares got against reference values rounded to got's dtype.
void expectClose(const Tensor& got, IntArrayRef shape, const std::vector<double>& ref, const std::string& what) {
  ASSERT_EQ(DimVector(got.sizes()), DimVector(shape)) << what;
  Tensor r = emptyTensor(shape, ScalarType::Double);
  std::copy(ref.begin(), ref.end(), r.data_ptr<double>());
  std::vector<double> want = valuesOf(r.to(got.dtype())), have = valuesOf(got);
  double tol = tolerance(got.dtype());
  for (size_t i = 0; i < want.size(); ++i) {
    if (std::isnan(want[i])) {
      EXPECT_TRUE(std::isnan(have[i])) << what << " element " << i;
      continue;
    }
    if (std::isinf(want[i])) {
      EXPECT_EQ(have[i], want[i]) << what << " element " << i;
      continue;
    }
    EXPECT_NEAR(have[i], want[i], tol * std::max(1.0, std::fabs(want[i]))) << what << " element " << i;
  }
}

struct Unary {
  const char* op;
  Ref1 ref;
  bool float_result;  // integer inputs promote to float32
  bool no_bool;       // PyTorch rejects bool inputs
  bool no_half = false;  // ATen 1.13 has no half kernel ("exp_vml_cpu" not implemented for 'Half')
};

TEST(TensorHarness, UnaryKernelsMatchReferenceOnEveryLayout) {
  const Unary ops[] = {
      {"aten::neg", [](double x) { return -x; }, false, true},
      {"aten::abs", [](double x) { return std::fabs(x); }, false, true},
      {"aten::exp", [](double x) { return std::exp(x); }, true, false, true},
      {"aten::sin", [](double x) { return std::sin(x); }, true, false, true},
      {"aten::tanh", [](double x) { return std::tanh(x); }, true, false, true},
      {"aten::sigmoid", [](double x) { return 1 / (1 + std::exp(-x)); }, true, false, true},
      {"aten::sqrt", [](double x) { return std::sqrt(x); }, true, false, true},
      {"aten::floor", [](double x) { return std::floor(x); }, false, true},
      {"aten::ceil", [](double x) { return std::ceil(x); }, false, true},
      {"aten::trunc", [](double x) { return std::trunc(x); }, false, true},
      {"aten::relu", [](double x) { return x > 0 ? x : 0; }, false, true},
      {"aten::square", [](double x) { return x * x; }, false, true},
  };
  for (const Unary& u : ops) {
    for (ScalarType dt : kDtypes) {
      if (u.no_bool && dt == ScalarType::Bool) continue;
      if (u.no_half && dt == ScalarType::Half) continue;
      for (auto& [layout, t] : layouts(base(dt, 0))) {
        std::string what = std::string(u.op) + " " + scalarTypeName(dt) + " " + layout;
        Tensor got = callT(u.op, {t}).toTensor();
        ScalarType want_dt = u.float_result && !isFloatingType(dt) ? ScalarType::Float : dt;
        if (std::string(u.op) == "aten::square" && dt == ScalarType::Bool) want_dt = ScalarType::Long;
        EXPECT_EQ(got.dtype(), want_dt) << what;
        std::vector<double> in = valuesOf(t), ref;
        for (double x : in) ref.push_back(u.ref(x));
        expectClose(got, t.sizes(), ref, what);
      }
    }
  }
}

struct Binary {
  const char* op;
  Ref2 ref;
  bool bool_result;
  bool true_div;  // integer inputs promote to float32
};

TEST(TensorHarness, BinaryKernelsMatchReferenceWithPromotionAndBroadcast) {
  const Binary ops[] = {
      {"aten::add.Tensor", [](double a, double b) { return a + b; }, false, false},
      {"aten::mul.Tensor", [](double a, double b) { return a * b; }, false, false},
      {"aten::div.Tensor", [](double a, double b) { return a / b; }, false, true},
      {"aten::maximum", [](double a, double b) { return std::max(a, b); }, false, false},
      {"aten::minimum", [](double a, double b) { return std::min(a, b); }, false, false},
      {"aten::eq.Tensor", [](double a, double b) { return a == b ? 1.0 : 0.0; }, true, false},
      {"aten::lt.Tensor", [](double a, double b) { return a < b ? 1.0 : 0.0; }, true, false},
      {"aten::ge.Tensor", [](double a, double b) { return a >= b ? 1.0 : 0.0; }, true, false},
  };
  const std::pair<ScalarType, ScalarType> pairs[] = {
      {ScalarType::Float, ScalarType::Float},   {ScalarType::Double, ScalarType::Double},
      {ScalarType::Half, ScalarType::Half},     {ScalarType::BFloat16, ScalarType::BFloat16},
      {ScalarType::Int, ScalarType::Int},       {ScalarType::Long, ScalarType::Long},
      {ScalarType::Char, ScalarType::Char},     {ScalarType::Int, ScalarType::Float},
      {ScalarType::Byte, ScalarType::Char},     {ScalarType::Bool, ScalarType::Long},
      {ScalarType::Half, ScalarType::Double},   {ScalarType::Short, ScalarType::Half},
  };
  for (const Binary& b : ops) {
    for (auto [da, db] : pairs) {
      auto lhs = layouts(base(da, 0)), rhs_layouts = layouts(base(db, 5));
      for (size_t li = 0; li < lhs.size(); ++li) {
        const auto& [layout, a] = lhs[li];
        // The right operand: same shape (contiguous), or one row broadcast over a.
        Tensor same = contiguous(rhs_layouts[li].second);
        for (const Tensor& r : {same, select(same, 0, 2)}) {
          std::string what = std::string(b.op) + " " + scalarTypeName(da) + "/" + scalarTypeName(db) + " " + layout +
                             (r.dim() == 1 ? " broadcast" : "");
          Stack args{a, r};
          if (std::string(b.op) == "aten::add.Tensor") args.emplace_back(int64_t(1));
          Tensor got = callT(b.op, args).toTensor();
          ScalarType common = promoteTypes(da, db);
          ScalarType want_dt = b.bool_result ? ScalarType::Bool
                               : (b.true_div && !isFloatingType(common)) ? ScalarType::Float
                                                                         : common;
          EXPECT_EQ(got.dtype(), want_dt) << what;
          // Operands as the kernel sees them: each cast to the common dtype first.
          std::vector<double> va = valuesOf(a.to(common)), vb = valuesOf(expand(r, a.sizes()).to(common)), ref;
          for (size_t i = 0; i < va.size(); ++i) ref.push_back(b.ref(va[i], vb[i]));
          expectClose(got, a.sizes(), ref, what);
        }
      }
    }
  }
}

double pyFloorMod(double a, double b) {
  double m = std::fmod(a, b);
  return (m != 0 && ((m < 0) != (b < 0))) ? m + b : m;
}

TEST(TensorHarness, RoundingDivisionsMatchPythonSemantics) {
  struct Op {
    const char* name;
    Ref2 ref;
  };
  const Op ops[] = {
      {"aten::remainder.Tensor", pyFloorMod},
      {"aten::fmod.Tensor", [](double a, double b) { return std::fmod(a, b); }},
      {"aten::floor_divide", [](double a, double b) { return std::floor(a / b); }},
  };
  for (const Op& op : ops) {
    for (ScalarType dt : {ScalarType::Char, ScalarType::Short, ScalarType::Int, ScalarType::Long, ScalarType::Float,
                          ScalarType::Double}) {
      Tensor divisor = base(dt, 7);
      // Nonzero divisors of both signs.
      divisor = where(eq(divisor, Scalar(0)), scalarTensor(Scalar(3), dt), divisor);
      auto lhs = layouts(base(dt, 0)), rhs = layouts(divisor);
      for (size_t li = 0; li < lhs.size(); ++li) {
        const auto& [layout, a] = lhs[li];
        Tensor b = contiguous(rhs[li].second);
        Tensor got = callT(op.name, {a, b}).toTensor();
        std::vector<double> va = valuesOf(a), vb = valuesOf(b), ref;
        for (size_t i = 0; i < va.size(); ++i) ref.push_back(op.ref(va[i], vb[i]));
        expectClose(got, a.sizes(), ref, std::string(op.name) + " " + scalarTypeName(dt) + " " + layout);
      }
    }
  }
  for (const char* mode : {"trunc", "floor"}) {
    for (auto& [layout, a] : layouts(base(ScalarType::Long, 0))) {
      Tensor b = full(a.sizes(), Scalar(int64_t(-4)), ScalarType::Long);
      Tensor got = callT("aten::div.Tensor_mode", {a, b, std::string(mode)}).toTensor();
      EXPECT_EQ(got.dtype(), ScalarType::Long);
      std::vector<double> va = valuesOf(a), ref;
      for (double x : va) ref.push_back(std::string(mode) == "trunc" ? std::trunc(x / -4) : std::floor(x / -4));
      expectClose(got, a.sizes(), ref, std::string("div ") + mode + " " + layout);
    }
  }
}

// The floating functions of special_ops.cpp / elementwise_extra_ops.cpp and
// their aliases: integer and bool inputs compute in float32, floating inputs
// keep their dtype, every layout reads the same elements.
TEST(TensorHarness, SpecialUnaryKernelsMatchReferenceOnEveryLayout) {
  const double pi = 3.14159265358979323846;
  struct Op {
    const char* name;
    Ref1 ref;
    bool half;      // ATen 1.13 has a Half kernel
    bool bfloat16;  // ... and a BFloat16 one
  };
  const Op ops[] = {
      {"aten::i0", [](double x) { return std::cyl_bessel_i(0.0, std::fabs(x)); }, false, true},
      {"aten::special_i0e", [](double x) { return std::exp(-std::fabs(x)) * std::cyl_bessel_i(0.0, std::fabs(x)); },
       false, true},
      {"aten::sinc", [pi](double x) { return x == 0 ? 1.0 : std::sin(pi * x) / (pi * x); }, false, true},
      {"aten::deg2rad", [pi](double x) { return x * pi / 180; }, true, true},
      {"aten::rad2deg", [pi](double x) { return x * 180 / pi; }, true, true},
      {"aten::special_ndtr", [](double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }, false, true},
      {"aten::special_erfcx", [](double x) { return std::exp(x * x) * std::erfc(x); }, false, false},
      {"aten::special_entr", [](double x) { return x > 0 ? -x * std::log(x) : (x == 0 ? 0.0 : -INFINITY); }, false,
       true},
      {"aten::special_bessel_j0", [](double x) { return std::cyl_bessel_j(0.0, std::fabs(x)); }, false, false},
      {"aten::special_expit", [](double x) { return 1 / (1 + std::exp(-x)); }, false, true},
      {"aten::arcsinh", [](double x) { return std::asinh(x); }, false, true},
  };
  const ScalarType dtypes[] = {ScalarType::Bool, ScalarType::Byte, ScalarType::Int, ScalarType::Long,
                               ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double};
  for (const Op& op : ops) {
    for (ScalarType dt : dtypes) {
      if ((dt == ScalarType::Half && !op.half) || (dt == ScalarType::BFloat16 && !op.bfloat16)) {
        std::string err = errorOf([&] { callT(op.name, {base(dt, 0)}); });
        EXPECT_NE(err.find(std::string("not implemented for '") + scalarTypeName(dt) + "'"), std::string::npos)
            << op.name << " " << scalarTypeName(dt) << ": " << err;
        continue;
      }
      for (auto& [layout, t] : layouts(base(dt, 0))) {
        std::string what = std::string(op.name) + " " + scalarTypeName(dt) + " " + layout;
        Tensor got = callT(op.name, {t}).toTensor();
        EXPECT_EQ(got.dtype(), isFloatingType(dt) ? dt : ScalarType::Float) << what;
        std::vector<double> ref;
        for (double x : valuesOf(t)) ref.push_back(op.ref(x));
        expectClose(got, t.sizes(), ref, what);
      }
    }
    Tensor empty = callT(op.name, {emptyTensor({0, 4}, ScalarType::Float)}).toTensor();
    EXPECT_EQ(DimVector(empty.sizes()), DimVector({0, 4})) << op.name;
  }
}

TEST(TensorHarness, ExtraBinaryKernelsMatchReferenceWithPromotionAndBroadcast) {
  struct Op {
    const char* name;
    Ref2 ref;
    bool float_only;  // ATen dispatches on floating types only
  };
  const Op ops[] = {
      {"aten::copysign.Tensor", [](double a, double b) { return std::copysign(a, b); }, false},
      {"aten::logaddexp", [](double a, double b) { return std::max(a, b) + std::log1p(std::exp(-std::fabs(a - b))); }, true},
      {"aten::logaddexp2",
       [](double a, double b) { return std::max(a, b) + std::log1p(std::exp2(-std::fabs(a - b))) / std::log(2.0); }, true},
      {"aten::special_xlog1py", [](double a, double b) { return a == 0 ? 0.0 : a * std::log1p(b); }, false},
      {"aten::special_chebyshev_polynomial_t",
       [](double a, double b) { return b < 0 ? 0.0 : std::cos(std::trunc(b) * std::acos(std::clamp(a, -1.0, 1.0))); },
       false},
  };
  const std::pair<ScalarType, ScalarType> pairs[] = {{ScalarType::Float, ScalarType::Float},
                                                     {ScalarType::Double, ScalarType::Double},
                                                     {ScalarType::Int, ScalarType::Float},
                                                     {ScalarType::Float, ScalarType::Double},
                                                     {ScalarType::Long, ScalarType::Long}};
  for (const Op& op : ops) {
    for (auto pair : pairs) {
      ScalarType da = pair.first, db = pair.second;  // clang 14 cannot capture bindings
      ScalarType common = promoteTypes(da, db);
      if (op.float_only && !isFloatingType(common)) {
        EXPECT_NE(errorOf([&] { callT(op.name, {base(da, 0), base(db, 5)}); }), "") << op.name;
        continue;
      }
      auto lhs = layouts(base(da, 0)), rhs = layouts(base(db, 5));
      for (size_t li = 0; li < lhs.size(); ++li) {
        const auto& [layout, a] = lhs[li];
        Tensor same = contiguous(rhs[li].second);
        // Chebyshev: |x| <= 1 keeps the reference's acos form exact; degrees 0..10.
        Tensor x = std::string(op.name).find("chebyshev") != std::string::npos ? clamp(a, Scalar(-1), Scalar(1)) : a;
        Tensor y = std::string(op.name).find("chebyshev") != std::string::npos ? abs(same) : same;
        if (std::string(op.name) == "aten::special_xlog1py") y = abs(y);
        for (const Tensor& r : {y, select(y, 0, 2)}) {
          std::string what = std::string(op.name) + " " + scalarTypeName(da) + "/" + scalarTypeName(db) + " " + layout +
                             (r.dim() == 1 ? " broadcast" : "");
          Tensor got = callT(op.name, {x, r}).toTensor();
          EXPECT_EQ(got.dtype(), isFloatingType(common) ? common : ScalarType::Float) << what;
          std::vector<double> va = valuesOf(x.to(got.dtype())), vb = valuesOf(expand(r, x.sizes()).to(got.dtype())), ref;
          for (size_t i = 0; i < va.size(); ++i) ref.push_back(op.ref(va[i], vb[i]));
          expectClose(got, x.sizes(), ref, what);
        }
      }
    }
  }
}

TEST(TensorHarness, ReductionsMatchReferenceOnEveryLayout) {
  for (ScalarType dt : {ScalarType::Float, ScalarType::Double, ScalarType::Half, ScalarType::BFloat16, ScalarType::Int,
                        ScalarType::Long, ScalarType::Char, ScalarType::Byte}) {
    for (auto& [layout, t] : layouts(base(dt, 3))) {
      std::vector<double> v = valuesOf(t);
      int64_t rows = t.sizes()[0], cols = t.sizes()[1];
      for (int64_t dim : {0, 1}) {
        int64_t n_out = dim == 0 ? cols : rows, n_red = dim == 0 ? rows : cols;
        std::vector<double> sum_ref, max_ref, min_ref;
        for (int64_t o = 0; o < n_out; ++o) {
          double s = 0, mx = -INFINITY, mn = INFINITY;
          for (int64_t r = 0; r < n_red; ++r) {
            double x = dim == 0 ? v[static_cast<size_t>(r * cols + o)] : v[static_cast<size_t>(o * cols + r)];
            s += x;
            mx = std::max(mx, x);
            mn = std::min(mn, x);
          }
          sum_ref.push_back(s);
          max_ref.push_back(mx);
          min_ref.push_back(mn);
        }
        std::string what = std::string(scalarTypeName(dt)) + " " + layout + " dim " + std::to_string(dim);
        IValue dims = makeList(Type::int_(), {IValue(dim)});
        Tensor s = callT("aten::sum.dim_IntList", {t, dims, false, IValue()}).toTensor();
        EXPECT_EQ(s.dtype(), isFloatingType(dt) ? dt : ScalarType::Long) << what;
        DimVector out_shape{n_out};
        // Half sums keep float partials but round per row; allow a few ulps.
        expectClose(s, out_shape, sum_ref, "sum " + what);
        expectClose(callT("aten::amax", {t, dims, false}).toTensor(), out_shape, max_ref, "amax " + what);
        expectClose(callT("aten::amin", {t, dims, false}).toTensor(), out_shape, min_ref, "amin " + what);
        if (isFloatingType(dt)) {
          std::vector<double> mean_ref;
          for (double x : sum_ref) mean_ref.push_back(x / static_cast<double>(n_red));
          expectClose(callT("aten::mean.dim", {t, dims, false, IValue()}).toTensor(), out_shape, mean_ref, "mean " + what);
        }
      }
      double total = 0;
      for (double x : v) total += x;
      Tensor all = callT("aten::sum", {t, IValue()}).toTensor();
      expectClose(all, {}, {total}, std::string("sum all ") + scalarTypeName(dt) + " " + layout);
    }
  }
}

}  // namespace
}  // namespace ts::test
