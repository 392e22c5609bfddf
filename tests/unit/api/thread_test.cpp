// ===--- thread_test.cpp - one CompilationUnit called from many threads --=== //
// The threading contract of include/torchscript/compilation_unit.h: after
// ts::compile returns, function() and calls are safe from any number of
// threads and give what one thread gives. Run under TSan too (TS_TSAN).
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "torchscript/torchscript.h"

namespace {

const char* kSource = R"(
import torch
import torch.nn.functional as F
from typing import List

@torch.jit.interface
class Shape(object):
    def area(self) -> float:
        pass

@torch.jit.script
class Square(object):
    def __init__(self, side: float):
        self.side = side

    def area(self) -> float:
        return self.side * self.side

@torch.jit.script
class Rect(object):
    def __init__(self, w: float, h: float):
        self.w = w
        self.h = h

    def area(self) -> float:
        return self.w * self.h

@torch.jit.script
class Counter:
    def __init__(self, start: int):
        self.n = start

    def bump(self, k: int) -> int:
        self.n += k
        return self.n

def areas(n: int) -> float:
    shapes: List[Shape] = [Square(float(n)), Rect(2.0, float(n))]
    total = 0.0
    for s in shapes:
        total += s.area()
    return total

def act(x: torch.Tensor) -> torch.Tensor:
    return F.relu(x - 1.0) + F.softmax(x, dim=0)

def words(s: str, n: int) -> str:
    return ",".join([s + str(i) for i in range(n)])

def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

def pick(xs: List[int], i: int) -> int:
    return xs[i]

def make_counter(start: int) -> Counter:
    return Counter(start)
)";

constexpr int kThreads = 8;
constexpr int kCallsPerThread = 10000;
constexpr int kKinds = 7;

/// Call number `i` of the sequence every thread runs: a lookup by name
/// (some of them compile lazily on first use) and a call, rendered as text.
std::string callOnce(const ts::CompilationUnit& unit, int i) {
  try {
    switch (i % kKinds) {
      case 0: return unit.function("areas")({i % 5}).repr();
      case 1: return unit.function("act")({ts::Value::tensor({3}, std::vector<float>{float(i % 3), 1.5f, -2.f})}).repr();
      case 2: return unit.function("words")({"w", i % 4}).repr();
      case 3: return unit.function("fib")({i % 40}).repr();
      case 4: return unit.function("pick")({ts::Value::list({1, 2, 3}), i % 5}).repr();  // 3, 4: IndexError
      case 5: {
        ts::Value c = unit.function("make_counter")({i});
        return unit.function("Counter.bump")({c, 2}).repr();
      }
      default: return unit.function("Square.area")({"square"}).repr();  // not a Square
    }
  } catch (const ts::Error& e) {
    return std::string("error ") + ts::errorKindName(e.kind()) + ": " + e.what();
  }
}

TEST(Threads, ManyThreadsCallOneUnitAsOneThreadDoes) {
  std::vector<std::string> expected;
  {
    ts::CompilationUnit reference = ts::compile(kSource, "threads.py");
    for (int i = 0; i < kCallsPerThread; ++i) expected.push_back(callOnce(reference, i));
  }
  EXPECT_EQ(expected[0], "0.0");
  EXPECT_EQ(expected[3], "2");
  EXPECT_NE(expected[4].find("\nRuntimeError: list index out of range\n"), std::string::npos) << expected[4];
  EXPECT_NE(expected[6].find("Expected a value of type '__torch__.Square' for argument 'self'"), std::string::npos)
      << expected[6];

  // A fresh unit: the threads race to its lazily compiled methods.
  ts::CompilationUnit unit = ts::compile(kSource, "threads.py");
  std::vector<int> mismatches(kThreads, 0);
  std::vector<std::string> first_mismatch(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int k = 0; k < kCallsPerThread; ++k) {
        int i = (k + t * 977) % kCallsPerThread;  // threads start at different calls
        std::string got = callOnce(unit, i);
        if (got != expected[i] && mismatches[t]++ == 0) first_mismatch[t] = got + "\nexpected\n" + expected[i];
      }
    });
  }
  for (std::thread& th : threads) th.join();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(mismatches[t], 0) << "thread " << t << ": " << first_mismatch[t];
}

}  // namespace
