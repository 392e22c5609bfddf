// ===--- float_format_test.cpp - readable spot checks of number printing ----=== //
// The exhaustive comparison against PyTorch is float_format_golden_test.cpp;
// these name the cases NOTES.md and the code printer rely on.
#include "support/float_format.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace ts {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::nan("");

TEST(FloatFormat, PythonRepr) {
  EXPECT_EQ(pythonFloatRepr(1.0), "1.0");
  EXPECT_EQ(pythonFloatRepr(0.1), "0.1");
  EXPECT_EQ(pythonFloatRepr(1e-5), "1e-05");
  EXPECT_EQ(pythonFloatRepr(0.0001), "0.0001");
  EXPECT_EQ(pythonFloatRepr(1e16), "1e+16");
  EXPECT_EQ(pythonFloatRepr(1e15), "1000000000000000.0");
  EXPECT_EQ(pythonFloatRepr(1.5e300), "1.5e+300");
  EXPECT_EQ(pythonFloatRepr(5e-324), "5e-324");
  EXPECT_EQ(pythonFloatRepr(123.456), "123.456");
  EXPECT_EQ(pythonFloatRepr(kInf), "inf");
  EXPECT_EQ(pythonFloatRepr(-kInf), "-inf");
  EXPECT_EQ(pythonFloatRepr(kNaN), "nan");
  EXPECT_EQ(pythonFloatRepr(-kNaN), "nan");
  EXPECT_EQ(pythonFloatRepr(-0.0), "-0.0");
}

TEST(FloatFormat, ScriptRepr) {
  EXPECT_EQ(scriptFloatRepr(1.0), "1.");
  EXPECT_EQ(scriptFloatRepr(3.4), "3.3999999999999999");
  EXPECT_EQ(scriptFloatRepr(1e-5), "1.0000000000000001e-05");
  EXPECT_EQ(scriptFloatRepr(-0.0), "0.");
  EXPECT_EQ(scriptFloatRepr(1e16), "10000000000000000.");
  EXPECT_EQ(scriptFloatRepr(-9223372036854775808.0), "-9223372036854775808.");
  EXPECT_EQ(scriptFloatRepr(9223372036854775808.0), "9.2233720368547758e+18");
  EXPECT_EQ(scriptFloatRepr(1e19), "1e+19");
  EXPECT_EQ(scriptFloatRepr(5e-324), "4.9406564584124654e-324");
  EXPECT_EQ(scriptFloatRepr(kInf), "inf");
  EXPECT_EQ(scriptFloatRepr(kNaN), "nan");
  EXPECT_EQ(scriptFloatRepr(-kNaN), "-nan");
}

TEST(FloatFormat, ScriptCodeRepr) {
  // From `.code` / graph constants of PyTorch 1.13.
  EXPECT_EQ(scriptFloatCodeRepr(-0.0), "-0.");
  EXPECT_EQ(scriptFloatCodeRepr(1.0), "1.");
  EXPECT_EQ(scriptFloatCodeRepr(1e9), "1000000000.");
  EXPECT_EQ(scriptFloatCodeRepr(1e10), "10000000000");
  EXPECT_EQ(scriptFloatCodeRepr(1e16), "10000000000000000");
  EXPECT_EQ(scriptFloatCodeRepr(0.1), "0.10000000000000001");
  EXPECT_EQ(scriptFloatCodeRepr(2.5e-7), "2.4999999999999999e-07");
  EXPECT_EQ(scriptFloatCodeRepr(1e300), "1.0000000000000001e+300");
}

TEST(FloatFormat, Complex) {
  EXPECT_EQ(pythonComplexRepr(1, 2), "(1+2j)");
  EXPECT_EQ(pythonComplexRepr(0, 2), "2j");
  EXPECT_EQ(pythonComplexRepr(0, -0.0), "-0j");
  EXPECT_EQ(pythonComplexRepr(-0.0, -1), "(-0-1j)");
  EXPECT_EQ(pythonComplexRepr(kNaN, -kNaN), "(nan+nanj)");
  EXPECT_EQ(pythonComplexRepr(1e22, 1e15), "(1e+22+1000000000000000j)");
  EXPECT_EQ(scriptComplexRepr(1, 2), "1.+2.j");
  EXPECT_EQ(scriptComplexRepr(-0.0, -1), "0.-1.j");
  EXPECT_EQ(scriptComplexRepr(1.5, 0.1), "1.5+0.10000000000000001j");
  EXPECT_EQ(scriptComplexRepr(kInf, kNaN), "inf-nanj");
}

TEST(FloatFormat, CppStream) {
  EXPECT_EQ(formatCppStream(1.0 / 3), "0.333333");
  EXPECT_EQ(formatCppStream(1e-10), "1e-10");
  EXPECT_EQ(formatCppStream(123456789.0), "1.23457e+08");
  EXPECT_EQ(formatCppStream(100.0), "100");
  EXPECT_EQ(formatCppStream(-0.0), "-0");
  EXPECT_EQ(formatCppStream(1.0 / 3, 2), "0.33");
  EXPECT_EQ(formatCppStream(1.0 / 3, 0), "0.3");
  EXPECT_EQ(formatCppStream(kInf), "inf");
}

}  // namespace
}  // namespace ts
