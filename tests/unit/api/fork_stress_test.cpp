// ===--- fork_stress_test.cpp - torch.jit.fork on the inter-op pool -------=== //
// Many forks, nested forks, forks never waited on, errors through wait, and
// forking functions called from many threads at once: results equal the
// sequential ones. Run under TSan (TS_TSAN) and ASan too.
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "torchscript/torchscript.h"

namespace {

const char* kSource = R"(
import torch
from typing import List

def square(n: int) -> int:
    return n * n

def pair(n: int) -> int:
    a = torch.jit.fork(square, n)
    b = torch.jit.fork(square, n + 1)
    return torch.jit.wait(a) + torch.jit.wait(b)

def fan_out(n: int) -> int:
    futs = [torch.jit.fork(pair, i) for i in range(n)]
    total = 0
    for f in futs:
        total += torch.jit.wait(f)
    return total

def pick(xs: List[int], i: int) -> int:
    return xs[i]

def pick_forked(i: int) -> int:
    fut = torch.jit.fork(pick, [1, 2, 3], i)
    return torch.jit.wait(fut) * 10

def unwaited(n: int) -> int:
    for i in range(n):
        torch.jit.fork(pick, [1, 2, 3], i)
    return n

def tensors(n: int) -> torch.Tensor:
    x = torch.arange(float(n))
    futs = [torch.jit.fork(torch.mul, x, float(i)) for i in range(n)]
    return torch.stack([torch.jit.wait(f) for f in futs]).sum(dim=0)

def nested_error(i: int) -> int:
    fut = torch.jit.fork(pick_forked, i)
    return torch.jit.wait(fut)
)";

std::string callOnce(const ts::CompilationUnit& unit, int i) {
  try {
    switch (i % 5) {
      case 0: return unit.function("fan_out")({i % 50}).repr();
      case 1: return unit.function("pick_forked")({i / 5 % 5}).repr();  // 3, 4: IndexError in the fork
      case 2: return unit.function("unwaited")({i % 7}).repr();
      case 3: return unit.function("tensors")({i % 9 + 1}).repr();
      default: return unit.function("nested_error")({i % 4}).repr();
    }
  } catch (const ts::Error& e) {
    return std::string("error ") + ts::errorKindName(e.kind()) + ": " + e.what();
  }
}

int64_t sequentialFanOut(int64_t n) {
  int64_t total = 0;
  for (int64_t i = 0; i < n; ++i) total += i * i + (i + 1) * (i + 1);
  return total;
}

TEST(ThreadsFork, ResultsAndErrorsCrossTheFork) {
  ts::CompilationUnit unit = ts::compile(kSource, "forks.py");
  EXPECT_EQ(unit.function("fan_out")({200}).toInt(), sequentialFanOut(200));
  EXPECT_EQ(unit.function("pick_forked")({2}).toInt(), 30);
  EXPECT_EQ(unit.function("unwaited")({50}).toInt(), 50);
  std::string err = callOnce(unit, 4 + 5 * 3);  // nested_error(3)
  // Two nested forks: the inner error text is wrapped once per wait.
  EXPECT_EQ(err.rfind("error RuntimeError: ", 0), 0u) << err;
  EXPECT_NE(err.find("in <forked function>"), std::string::npos) << err;
  EXPECT_NE(err.find("RuntimeError: list index out of range\n"), std::string::npos) << err;
  // The error is raised by the wait; the unit keeps working.
  EXPECT_EQ(unit.function("pick_forked")({0}).toInt(), 10);
}

TEST(ThreadsFork, ManyThreadsForkingAtOnceGiveSequentialResults) {
  constexpr int kThreads = 8;
  constexpr int kCalls = 400;
  ts::CompilationUnit unit = ts::compile(kSource, "forks.py");
  std::vector<std::string> expected;
  for (int i = 0; i < kCalls; ++i) expected.push_back(callOnce(unit, i));
  EXPECT_EQ(expected[0], "0");
  EXPECT_NE(expected[3 * 5 + 1].find("list index out of range"), std::string::npos) << expected[16];

  std::vector<int> mismatches(kThreads, 0);
  std::vector<std::string> first_mismatch(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int k = 0; k < kCalls; ++k) {
        int i = (k + t * 53) % kCalls;
        std::string got = callOnce(unit, i);
        if (got != expected[i] && mismatches[t]++ == 0) first_mismatch[t] = got + "\nexpected\n" + expected[i];
      }
    });
  }
  for (std::thread& th : threads) th.join();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(mismatches[t], 0) << "thread " << t << ": " << first_mismatch[t];
}

}  // namespace
