// ===--- vec_math_test.cpp - math ops bit for bit against PyTorch ---------=== //
// Golden bit patterns from PyTorch 1.13.1's AVX2 kernels (unary_golden.inc,
// written by gen_unary_golden.py) for the ops of Note [PyTorch's math paths]
// in three layouts, and the invariant the fusion kernel relies on.
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "tensor/vec_math.h"
#include "test_util.h"

namespace ts::test {
namespace {

using V = std::vector<double>;

struct GoldenInputs {
  const char* a;
  const char* b;
};
struct GoldenCase {
  ScalarType dtype;
  const char* op;
  const char* layout_a;
  const char* layout_b;  ///< "" for unary ops
  double exponent;       ///< pow_scalar's
  const char* expected;
};

constexpr ScalarType f32 = ScalarType::Float;
constexpr ScalarType f64 = ScalarType::Double;
constexpr ScalarType bf16 = ScalarType::BFloat16;

size_t hexDigits(ScalarType dtype) { return dtype == f32 ? 8 : dtype == f64 ? 16 : 4; }

std::map<ScalarType, GoldenInputs> goldenInputs() {
  std::map<ScalarType, GoldenInputs> m;
#define TS_GOLDEN_INPUTS(dtype, a, b) m[dtype] = GoldenInputs{a, b};
#define TS_GOLDEN(...)
#include "unary_golden.inc"
#undef TS_GOLDEN
#undef TS_GOLDEN_INPUTS
  return m;
}

const GoldenCase kCases[] = {
#define TS_GOLDEN_INPUTS(...)
#define TS_GOLDEN(dtype, op, la, lb, e, bits) GoldenCase{dtype, op, la, lb, e, bits},
#include "unary_golden.inc"
#undef TS_GOLDEN
#undef TS_GOLDEN_INPUTS
};

/// A 1-d tensor from hex bit patterns (hexDigits(dtype) digits each).
Tensor fromHex(const std::string& hex, ScalarType dtype) {
  size_t digits = hexDigits(dtype), bytes = digits / 2;
  int64_t n = static_cast<int64_t>(hex.size() / digits);
  Tensor t = zeros({n}, dtype);
  auto* p = static_cast<unsigned char*>(t.data_ptr());
  for (int64_t i = 0; i < n; ++i) {
    uint64_t bits = std::stoull(hex.substr(i * digits, digits), nullptr, 16);
    std::memcpy(p + i * bytes, &bits, bytes);  // little-endian: the low bytes
  }
  return t;
}

std::string toHex(const Tensor& t) {
  Tensor c = t.contiguous();
  size_t digits = hexDigits(c.dtype()), bytes = digits / 2;
  const auto* p = static_cast<const unsigned char*>(c.data_ptr());
  std::string out;
  for (int64_t i = 0; i < c.numel(); ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, p + i * bytes, bytes);
    char buf[20];
    std::snprintf(buf, sizeof buf, "%0*llx", static_cast<int>(digits), static_cast<unsigned long long>(bits));
    out += buf;
  }
  return out;
}

/// The generator's layouts: rows of 23 inside rows of 32, every other
/// element of a buffer, or a 0-dim tensor of element 5.
Tensor layout(const Tensor& t, const std::string& name) {
  int64_t n = t.numel();
  if (name == "flat") return t;
  if (name == "rows") {
    Tensor v = narrow(zeros({n / 23, 32}, t.dtype()), 1, 0, 23);
    copy_(v, t.view({n / 23, 23}));
    return v;
  }
  if (name == "strided") {
    Tensor v = select(zeros({n, 2}, t.dtype()), 1, 0);
    copy_(v, t);
    return v;
  }
  EXPECT_EQ(name, "scalar");
  return clone(select(t, 0, 5));
}

using Unary = std::function<Tensor(const Tensor&)>;
const std::map<std::string, Unary>& unaryOps() {
  static const std::map<std::string, Unary> ops = {
      {"exp", [](const Tensor& x) { return exp(x); }},
      {"expm1", [](const Tensor& x) { return expm1(x); }},
      {"log", [](const Tensor& x) { return log(x); }},
      {"log2", [](const Tensor& x) { return log2(x); }},
      {"log10", [](const Tensor& x) { return log10(x); }},
      {"log1p", [](const Tensor& x) { return log1p(x); }},
      {"sin", [](const Tensor& x) { return sin(x); }},
      {"cos", [](const Tensor& x) { return cos(x); }},
      {"tan", [](const Tensor& x) { return tan(x); }},
      {"asin", [](const Tensor& x) { return asin(x); }},
      {"acos", [](const Tensor& x) { return acos(x); }},
      {"atan", [](const Tensor& x) { return atan(x); }},
      {"sinh", [](const Tensor& x) { return sinh(x); }},
      {"cosh", [](const Tensor& x) { return cosh(x); }},
      {"tanh", [](const Tensor& x) { return tanh(x); }},
      {"erf", [](const Tensor& x) { return erf(x); }},
      {"erfc", [](const Tensor& x) { return erfc(x); }},
      {"lgamma", [](const Tensor& x) { return lgamma(x); }},
      {"asinh", [](const Tensor& x) { return asinh(x); }},
      {"acosh", [](const Tensor& x) { return acosh(x); }},
      {"atanh", [](const Tensor& x) { return atanh(x); }},
      {"sigmoid", [](const Tensor& x) { return sigmoid(x); }},
      {"exp2", [](const Tensor& x) { return exp2(x); }},
      {"sqrt", [](const Tensor& x) { return sqrt(x); }},
      {"rsqrt", [](const Tensor& x) { return rsqrt(x); }},
      {"reciprocal", [](const Tensor& x) { return reciprocal(x); }},
  };
  return ops;
}

Tensor runCase(const GoldenCase& c, const GoldenInputs& in) {
  Tensor a = layout(fromHex(in.a, c.dtype), c.layout_a);
  std::string op = c.op;
  if (op == "pow_scalar") return pow(a, Scalar(c.exponent));
  if (op == "atan2" || op == "pow" || op == "hypot") {
    Tensor b = layout(fromHex(in.b, c.dtype), c.layout_b);
    return op == "atan2" ? atan2(a, b) : op == "pow" ? pow(a, b) : hypot(a, b);
  }
  return unaryOps().at(op)(a);
}

// The goldens are the AVX2 kernels' results; a CPU without AVX2 and FMA
// (or ATEN_CPU_CAPABILITY=default) gets PyTorch's DEFAULT kernels' instead.
TEST(VecMath, MatchesPyTorchBitForBit) {
  if (!vecMathUsesAvx2()) GTEST_SKIP() << "goldens are PyTorch's AVX2 results";
  auto inputs = goldenInputs();
  ASSERT_EQ(inputs.size(), 3u);
  for (const GoldenCase& c : kCases) {
    SCOPED_TRACE(std::string(c.op) + " " + scalarTypeName(c.dtype) + " " + c.layout_a + " " + c.layout_b +
                 " exponent " + std::to_string(c.exponent));
    Tensor y = runCase(c, inputs.at(c.dtype));
    ASSERT_EQ(y.dtype(), c.dtype);
    std::string got = toHex(y), want = c.expected;
    ASSERT_EQ(got.size(), want.size());
    size_t width = hexDigits(c.dtype);
    for (size_t i = 0; i < got.size(); i += width) {
      EXPECT_EQ(got.substr(i, width), want.substr(i, width)) << "element " << i / width;
    }
  }
  // 26 unary ops in 3 layouts; 3 binary ops in 5; pow(tensor, number) with 3 exponents in 3.
  EXPECT_EQ(std::size(kCases), 2u * (26 * 3 + 3 * 5 + 3 * 3) + 26 * 3);
}

// ATen 1.13's kernels for these have no half case.
TEST(VecMath, HalfNotImplemented) {
  Tensor h = ones({2}, ScalarType::Half);
  EXPECT_EQ(errorOf([&] { exp(h); }), "\"exp_vml_cpu\" not implemented for 'Half'");
  EXPECT_EQ(errorOf([&] { sinh(h); }), "\"sinh_cpu\" not implemented for 'Half'");
  EXPECT_EQ(errorOf([&] { rsqrt(h); }), "\"rsqrt_cpu\" not implemented for 'Half'");
  EXPECT_EQ(errorOf([&] { asinh(h); }), "\"asinh_cpu\" not implemented for 'Half'");
  EXPECT_EQ(errorOf([&] { hypot(L({3}), L({4})); }), "\"hypot_cpu\" not implemented for 'Long'");
  EXPECT_EQ(vals(exp2(h)), (V{2.0, 2.0}));
  EXPECT_EQ(vals(reciprocal(h)), (V{1.0, 1.0}));
}

// Note [PyTorch's math paths]: cpu_kernel_vec ops split a contiguous run
// into blocks of 16 floats (8 doubles) from its start, so running a run in
// pieces that start at multiples of 16 (the fusion kernel's 16384-element
// chunks) gives the whole run's results; other pieces may not.
TEST(VecMath, ChunksAtMultiplesOf16MatchWholeRun) {
  for (ScalarType dtype : {f32, f64}) {
    // Irregular values in [-15, 15): 0.7548776662 is the plastic number's inverse.
    Tensor t = mul(arange(Scalar(int64_t(40000)), dtype), Scalar(0.7548776662466927));
    Tensor x = mul(sub(frac(t), Scalar(0.5)), Scalar(30.0));
    for (auto fn : {MathFn::Sinh, MathFn::Sigmoid, MathFn::Tanh}) {
      Tensor whole = zeros({40000}, dtype), pieces = zeros({40000}, dtype);
      for (int64_t start = 0; start < 40000; start += 16384) {
        int64_t len = std::min<int64_t>(16384, 40000 - start);
        if (dtype == f32) {
          mathRun(fn, x.data_ptr<float>() + start, pieces.data_ptr<float>() + start, len);
        } else {
          mathRun(fn, x.data_ptr<double>() + start, pieces.data_ptr<double>() + start, len);
        }
      }
      if (dtype == f32) {
        mathRun(fn, x.data_ptr<float>(), whole.data_ptr<float>(), 40000);
      } else {
        mathRun(fn, x.data_ptr<double>(), whole.data_ptr<double>(), 40000);
      }
      EXPECT_EQ(toHex(whole), toHex(pieces));
    }
  }
}

// In place (in == out), and a broadcast input into a contiguous output,
// which cpu_kernel_vec vectorizes: blocks hold the vector function's value,
// the tail the scalar lambda's.
TEST(VecMath, InPlaceAndBroadcastInput) {
  Tensor x = mul(sub(frac(mul(arange(Scalar(int64_t(37))), Scalar(0.618034))), Scalar(0.5)), Scalar(20.0));
  Tensor z = clone(x);
  sinh_(z);
  EXPECT_EQ(toHex(sinh(x)), toHex(z));

  float v = 2.7182817f;
  std::vector<float> in(16, v), block(16), b(37);
  mathRun(MathFn::Sinh, in.data(), block.data(), 16);
  mathRunStrided(MathFn::Sinh, &v, 0, b.data(), 1, 37);
  EXPECT_EQ(b[0], block[0]);
  EXPECT_EQ(b[31], block[0]);
  EXPECT_EQ(b[32], std::sinh(v));
  EXPECT_EQ(b[36], std::sinh(v));
}

}  // namespace
}  // namespace ts::test
