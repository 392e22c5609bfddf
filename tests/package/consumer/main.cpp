// ===--- main.cpp - an out-of-tree embedder of the installed package -----=== //
// Loads MODEL.pt (tests/data/pt/small_cnn.pt), calls forward on a view of
// its own buffer, compiles and calls a function, and catches a ts::Error
// thrown inside the library (which needs ts::Error's type info exported).
#include <torchscript/torchscript.h>

#include <cstdio>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: consumer MODEL.pt\n");
    return 2;
  }
  try {
    ts::Module m = ts::load(argv[1]);
    std::vector<float> x(3 * 16 * 16);
    for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(i % 17) / 17.0f - 0.5f;
    ts::NoGradGuard no_grad;
    ts::Value y = m.forward({ts::Value::from_blob(x.data(), {1, 3, 16, 16}, ts::DType::Float32)});
    const float* out = static_cast<const float*>(y.data_ptr());
    std::printf("forward:");
    for (int64_t i = 0; i < y.numel(); ++i) std::printf(" %.4f", out[i]);
    std::printf("\nparameters: %zu\n", m.parameters().size());
    ts::CompilationUnit cu = ts::compile("def twice(n: int) -> int:\n    return 2 * n\n");
    std::printf("twice(21) = %lld\n", static_cast<long long>(cu.function("twice")({21}).toInt()));
    m.run_method("no_such_method");
  } catch (const ts::Error& e) {
    std::printf("caught ts::Error (%s)\n", ts::errorKindName(e.kind()));
    return 0;
  }
  return 1;
}
