// ===--- script_bench.cpp - microbenchmarks of compiling and running -----=== //
// Front end and pass pipeline cost (a program compiled with and without the
// optimization passes) and the interpreter's per-call and per-iteration
// costs, through the public API an embedder uses.
#include <benchmark/benchmark.h>

#include "passes/passes.h"
#include "torchscript/compilation_unit.h"

namespace ts {
namespace {

/// A program of the kind the passes are for: helpers worth inlining,
/// loop-invariant work, common subexpressions and constants to fold.
const char* kProgram = R"(
from typing import List

def scale(x: float, k: int) -> float:
    return x * float(k) + 1.0

def norm2(v: List[float]) -> float:
    s = 0.0
    for x in v:
        s += x * x
    return s

def kernel(n: int) -> float:
    acc = 0.0
    base = [1.0, 2.0, 3.0]
    for i in range(n):
        k = 2 * 3 + i % 7
        acc += scale(norm2(base), k) - scale(norm2(base), k) / 2.0
    return acc

def fib(n: int) -> int:
    if n < 2:
        return n
    return fib_iter(n)

def fib_iter(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

def add1(x: int) -> int:
    return x + 1
)";

void BM_Compile(benchmark::State& state) {
  setPassesEnabled(state.range(0) != 0);
  for (auto _ : state) benchmark::DoNotOptimize(compile(kProgram));
  setPassesEnabled(true);
}
BENCHMARK(BM_Compile)->ArgName("passes")->Arg(0)->Arg(1);

void BM_CallOverhead(benchmark::State& state) {
  CompilationUnit unit = compile(kProgram);
  ScriptFunction f = unit.function("add1");
  std::vector<api::Value> args{api::Value(int64_t{1})};
  for (auto _ : state) benchmark::DoNotOptimize(f(args));
}
BENCHMARK(BM_CallOverhead);

void BM_ScalarLoop(benchmark::State& state) {
  setPassesEnabled(state.range(0) != 0);
  CompilationUnit unit = compile(kProgram);
  setPassesEnabled(true);
  ScriptFunction f = unit.function("kernel");
  std::vector<api::Value> args{api::Value(int64_t{1000})};
  for (auto _ : state) benchmark::DoNotOptimize(f(args));
}
BENCHMARK(BM_ScalarLoop)->ArgName("passes")->Arg(0)->Arg(1);

void BM_IntLoop(benchmark::State& state) {
  CompilationUnit unit = compile(kProgram);
  ScriptFunction f = unit.function("fib");
  std::vector<api::Value> args{api::Value(int64_t{90})};
  for (auto _ : state) benchmark::DoNotOptimize(f(args));
}
BENCHMARK(BM_IntLoop);

}  // namespace
}  // namespace ts
