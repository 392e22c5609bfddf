// ===--- api_test.cpp - the public C++ API, through its headers only -----=== //
// Includes nothing but include/torchscript/: what an embedder sees.
#include <gtest/gtest.h>

#include "torchscript/torchscript.h"

namespace {

const char* kSource = R"(
import torch
from typing import List, Dict, Tuple, Optional

def add(a: int, b: int) -> int:
    return a + b

def flip(b: bool) -> bool:
    return not b

def scale(x: float, k: float = 2.0) -> float:
    return x * k

def total(xs: List[int]) -> int:
    s = 0
    for x in xs:
        s += x
    return s

def count(xs: List[str]) -> int:
    return len(xs)

def pair(s: str, n: int) -> Tuple[str, int]:
    return s + "!", n * 3

def lookup(d: Dict[str, int], k: str) -> Optional[int]:
    if k in d:
        return d[k]
    return None

def affine(x: torch.Tensor) -> torch.Tensor:
    return x * 2 + 1

def positive(x: int) -> int:
    if x < 0:
        raise ValueError("x must be positive")
    return x

def squares(n: int) -> List[float]:
    return [float(i * i) for i in range(n)]

@torch.jit.script
class Counter:
    def __init__(self, start: int):
        self.n = start

    def bump(self, k: int) -> int:
        self.n += k
        return self.n

def make_counter(start: int) -> Counter:
    return Counter(start)
)";

class Api : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { unit_ = new ts::CompilationUnit(ts::compile(kSource, "api.py")); }
  static void TearDownTestSuite() { delete unit_; }
  static ts::CompilationUnit* unit_;
  ts::Value call(const std::string& name, const std::vector<ts::Value>& args) { return unit_->function(name)(args); }
  std::string error(const std::string& name, const std::vector<ts::Value>& args) {
    try {
      call(name, args);
    } catch (const ts::Error& e) {
      return e.what();
    }
    return "";
  }
};

ts::CompilationUnit* Api::unit_ = nullptr;

TEST_F(Api, CallsWithScalars) {
  EXPECT_EQ(call("add", {2, 3}).toInt(), 5);
  EXPECT_DOUBLE_EQ(call("scale", {1.5}).toDouble(), 3.0);
  EXPECT_DOUBLE_EQ(call("scale", {1.5, 4.0}).toDouble(), 6.0);
  EXPECT_DOUBLE_EQ(call("scale", {3}).toDouble(), 6.0) << "an int is accepted for a float";
  EXPECT_FALSE(call("flip", {true}).toBool());
  EXPECT_EQ(call("add", {2LL, size_t{3}}).toInt(), 5) << "any integer type converts";
  EXPECT_EQ(call("add", {int8_t{-2}, 3u}).toInt(), 1);
  EXPECT_NE(error("flip", {1}).find("Expected a value of type 'bool' for argument 'b' but instead found type 'int'"),
            std::string::npos);
}

TEST_F(Api, ListsTuplesDicts) {
  EXPECT_EQ(call("total", {ts::Value::list({1, 2, 3, 4})}).toInt(), 10);
  EXPECT_EQ(call("total", {ts::Value::list({})}).toInt(), 0) << "an empty list adapts to List[int]";
  EXPECT_EQ(call("count", {ts::Value::list({"a", "b"})}).toInt(), 2);
  ts::Value r = call("pair", {"hi", 4});
  ASSERT_TRUE(r.isTuple());
  std::vector<ts::Value> items = r.toList();
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].toString(), "hi!");
  EXPECT_EQ(items[1].toInt(), 12);
  ts::Value d = ts::Value::dict({{"a", 1}, {"b", 2}});
  EXPECT_EQ(call("lookup", {d, "b"}).toInt(), 2);
  EXPECT_TRUE(call("lookup", {d, "z"}).isNone());
  ts::Value sq = call("squares", {4});
  EXPECT_EQ(sq.typeName(), "List[float]");
  EXPECT_EQ(sq.repr(), "[0.0, 1.0, 4.0, 9.0]");
  EXPECT_EQ(sq.str(), "[0., 1., 4., 9.]");
}

TEST_F(Api, Tensors) {
  ts::Value x = ts::Value::tensor({2, 2}, std::vector<float>{1, 2, 3, 4});
  EXPECT_EQ(x.dtype(), ts::DType::Float32);
  ts::Value y = call("affine", {x});
  ASSERT_TRUE(y.isTensor());
  EXPECT_EQ(y.shape(), (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(y.dtype(), ts::DType::Float32);
  EXPECT_EQ(y.toDoubleVector(), (std::vector<double>{3, 5, 7, 9}));
  EXPECT_EQ(y.repr(), "tensor([[3., 5.],\n        [7., 9.]])");
  ts::Value n = call("affine", {ts::Value::tensor({3}, std::vector<int64_t>{1, 2, 3})});
  EXPECT_EQ(n.dtype(), ts::DType::Int64);
  EXPECT_EQ(n.toIntVector(), (std::vector<int64_t>{3, 5, 7}));
  EXPECT_THROW(ts::Value::tensor({2, 3}, std::vector<float>{1, 2}), ts::Error);
}

TEST_F(Api, BadArgumentsGivePyTorchsMessages) {
  std::string e = error("add", {1, "x"});
  EXPECT_NE(e.find("add() Expected a value of type 'int' for argument 'b' but instead found type 'str'."),
            std::string::npos) << e;
  EXPECT_NE(e.find("Position: 1\nValue: 'x'\nDeclaration: add(int a, int b) -> int"), std::string::npos) << e;
  e = error("add", {1, 2, 3});
  EXPECT_NE(e.find("add() expected at most 2 argument(s) but received 3 argument(s). Declaration: add(int a, int b) -> int"), std::string::npos) << e;
  e = error("add", {1});
  EXPECT_NE(e.find("add() is missing value for argument 'b'. Declaration: add(int a, int b) -> int"), std::string::npos) << e;
}

TEST_F(Api, ScriptExceptionsPropagate) {
  try {
    call("positive", {-1});
    FAIL() << "no exception";
  } catch (const ts::Error& e) {
    EXPECT_EQ(e.kind(), ts::ErrorKind::ValueError);
    std::string m = e.what();
    EXPECT_EQ(m.rfind("The following operation failed in the TorchScript interpreter.\n"
                      "Traceback of TorchScript (most recent call last):\n"
                      "  File \"api.py\", line 36, in positive\n", 0), 0u) << m;
    EXPECT_NE(m.find("raise ValueError(\"x must be positive\")\n"), std::string::npos) << m;
    EXPECT_NE(m.find(" <--- HERE\n    return x\nbuiltins.ValueError: x must be positive\n"), std::string::npos) << m;
  }
  EXPECT_EQ(call("positive", {5}).toInt(), 5) << "the unit stays usable after an error";
}

TEST_F(Api, ScriptClassMethodsTakeTheObjectFirst) {
  ts::Value c = call("make_counter", {10});
  EXPECT_EQ(c.typeName(), "__torch__.Counter");
  EXPECT_EQ(call("Counter.bump", {c, 5}).toInt(), 15);
  EXPECT_EQ(call("Counter.bump", {c, 1}).toInt(), 16) << "the object is shared, not copied";
  std::string e = error("Counter.bump", {3, 1});
  EXPECT_NE(e.find("Expected a value of type '__torch__.Counter' for argument 'self'"), std::string::npos) << e;
}

TEST_F(Api, Introspection) {
  EXPECT_TRUE(unit_->hasFunction("add"));
  EXPECT_FALSE(unit_->hasFunction("nope"));
  EXPECT_EQ(unit_->functionNames().front(), "add");
  EXPECT_EQ(unit_->function("add").schema(), "add(int a, int b) -> int");
  EXPECT_NE(unit_->function("add").graph().find("aten::add(%a.1, %b.1)"), std::string::npos);
  EXPECT_THROW(unit_->function("nope"), ts::Error);
}

TEST(ApiCompile, CompileErrorsCarryPyTorchsMessage) {
  try {
    ts::compile("def f(x: int) -> int:\n    return y\n", "bad.py");
    FAIL() << "no exception";
  } catch (const ts::Error& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("undefined value y"), std::string::npos) << m;
    EXPECT_NE(m.find("bad.py"), std::string::npos) << m;
  }
  EXPECT_THROW(ts::compile("def f(:\n", "syntax.py"), ts::Error);
  EXPECT_THROW(ts::compileFile("/nonexistent/file.py"), ts::Error);
}

TEST(ApiValue, AccessorsCheckTypes) {
  ts::Value v(7);
  EXPECT_TRUE(v.isInt());
  EXPECT_DOUBLE_EQ(v.toDouble(), 7.0);
  EXPECT_THROW(v.toString(), ts::Error);
  EXPECT_THROW(v.shape(), ts::Error);
  EXPECT_TRUE(ts::Value().isNone());
  EXPECT_TRUE(ts::Value(true).isBool());
  EXPECT_EQ(ts::Value(2.5).str(), "2.5");
  EXPECT_EQ(ts::Value(1.0).str(), "1.");
  EXPECT_EQ(ts::Value(1.0).repr(), "1.0");
  EXPECT_EQ(ts::Value("s").repr(), "'s'");
  EXPECT_THROW(ts::Value::list({1, "a"}), ts::Error);
  ts::Value copy = ts::Value::list({1, 2});
  ts::Value other = copy;
  EXPECT_EQ(other.toList().size(), 2u);
  EXPECT_EQ(copy.typeName(), "List[int]");
}

}  // namespace
