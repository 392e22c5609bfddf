// ===--- embed.cpp - embedding TorchScript in a C++ program --------------=== //
// Loads a .pt file saved by torch.jit.save and calls its forward on a
// tensor viewing our own memory; compiles TorchScript source, calls its
// functions with ints, lists and tensors, and reports a script error. Uses
// only include/torchscript/. Run:
//   build/embed_example MODEL.pt          load a module, call forward
//   build/embed_example FILE.py FUNCTION INT...
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include "torchscript/torchscript.h"

namespace {

const char* kSource = R"(
import torch
from typing import List

def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

def normalize(x: torch.Tensor) -> torch.Tensor:
    return (x - x.mean()) / x.std()

def mean(xs: List[float]) -> float:
    if len(xs) == 0:
        raise ValueError("mean of an empty list")
    return sum(xs) / len(xs)
)";

int demo() {
  ts::CompilationUnit cu = ts::compile(kSource, "embedded.py");
  std::cout << "functions:";
  for (const std::string& name : cu.functionNames()) std::cout << " " << name;
  std::cout << "\n";

  std::cout << "fib(30) = " << cu.function("fib")({30}).toInt() << "\n";

  ts::Value x = ts::Value::tensor({2, 3}, std::vector<float>{1, 2, 3, 4, 5, 6});
  ts::Value y = cu.function("normalize")({x});
  std::cout << "normalize(x) =\n" << y.repr() << "\n";

  std::cout << "mean = " << cu.function("mean")({ts::Value::list({1.0, 2.0, 4.5})}).toDouble() << "\n";
  try {
    cu.function("mean")({ts::Value::list({})});
  } catch (const ts::Error& e) {
    std::cout << ts::errorKindName(e.kind()) << ": " << e.what() << "\n";
  }
  return 0;
}

/// MODEL.pt: loads a module and calls forward on a 1x3x16x16 float input
/// (the input tests/data/pt/generate_api.py gives small_cnn.pt).
int runModel(const char* path) {
  ts::Module model = ts::load(path);
  model.eval();
  std::cout << "loaded " << model.type_name() << ", methods:";
  for (const std::string& name : model.method_names()) std::cout << " " << name;
  std::cout << "\n";
  std::vector<float> input(3 * 16 * 16);
  for (size_t i = 0; i < input.size(); ++i) input[i] = static_cast<float>(i % 17) / 17.0f - 0.5f;
  ts::NoGradGuard no_grad;
  // A view of `input`, not a copy; the result's data is read in place.
  ts::Value out = model.forward({ts::Value::from_blob(input.data(), {1, 3, 16, 16}, ts::DType::Float32)});
  const float* y = static_cast<const float*>(out.data_ptr());
  std::cout << "forward: shape [" << out.shape()[0] << ", " << out.shape()[1] << "], first " << y[0] << "\n";
  return 0;
}

/// FILE FUNCTION INT...: calls a function of a file with int arguments.
int callFromFile(int argc, char** argv) {
  ts::CompilationUnit cu = ts::compileFile(argv[1]);
  std::vector<ts::Value> args;
  for (int i = 3; i < argc; ++i) args.emplace_back(static_cast<int64_t>(std::atoll(argv[i])));
  std::cout << cu.function(argv[2])(args).repr() << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc >= 3) return callFromFile(argc, argv);
    if (argc == 2) return runModel(argv[1]);
    return demo();
  } catch (const ts::Error& e) {
    std::cerr << ts::errorKindName(e.kind()) << ": " << e.what() << "\n";
    return 1;
  }
}
