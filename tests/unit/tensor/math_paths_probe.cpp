// ===--- math_paths_probe.cpp - our math ops on raw inputs, for checking --=== //
// Built and run by check_math_paths.py (never by the tests): reads raw
// float32/float64 values, applies one op in one layout, writes the raw
// result, so the script can compare it bit for bit with PyTorch's.
//   math_paths_probe OP DTYPE LAYOUT OUT IN [IN2 | EXPONENT]
// DTYPE: f32, f64, bf16 (read and written as float32). LAYOUT: flat, row
// (rows of 23 inside rows of 32), strided (every other element), bcast
// (element 0 expanded); for binary ops also bscalar/ascalar (0-dim operand).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "tensor/ops.h"

namespace {

using ts::ScalarType;
using ts::Tensor;

std::vector<char> readAll(const char* path) {
  FILE* f = std::fopen(path, "rb");
  if (f == nullptr) std::abort();
  std::fseek(f, 0, SEEK_END);
  long n = std::ftell(f);
  std::fseek(f, 0, SEEK_SET);
  std::vector<char> v(n);
  if (std::fread(v.data(), 1, n, f) != static_cast<size_t>(n)) std::abort();
  std::fclose(f);
  return v;
}

Tensor fromBytes(const std::vector<char>& b, ScalarType dt) {
  int64_t es = dt == ScalarType::Float ? 4 : 8;
  Tensor t = ts::emptyTensor({static_cast<int64_t>(b.size()) / es}, dt);
  std::memcpy(t.data_ptr(), b.data(), b.size());
  return t;
}

Tensor layout(const Tensor& x, const std::string& name) {
  int64_t n = x.numel();
  if (name == "flat") return x;
  if (name == "row") {
    Tensor v = ts::narrow(ts::zeros({n / 23, 32}, x.dtype()), 1, 0, 23);
    ts::copy_(v, ts::view(x, {n / 23, 23}));
    return v;
  }
  if (name == "strided") {
    Tensor v = ts::select(ts::zeros({n, 2}, x.dtype()), 1, 0);
    ts::copy_(v, x);
    return v;
  }
  if (name == "bcast") return ts::expand(ts::narrow(x, 0, 0, 1), {n});
  if (name == "scalar0") return ts::select(x, 0, 0);
  std::fprintf(stderr, "unknown layout %s\n", name.c_str());
  std::exit(2);
}

using Unary = Tensor (*)(const Tensor&);
const std::map<std::string, Unary> kUnary = {
    {"exp", &ts::exp},       {"expm1", &ts::expm1},     {"log", &ts::log},           {"log2", &ts::log2},
    {"log10", &ts::log10},   {"log1p", &ts::log1p},     {"sin", &ts::sin},           {"cos", &ts::cos},
    {"tan", &ts::tan},       {"asin", &ts::asin},       {"acos", &ts::acos},         {"atan", &ts::atan},
    {"sinh", &ts::sinh},     {"cosh", &ts::cosh},       {"tanh", &ts::tanh},         {"erf", &ts::erf},
    {"erfc", &ts::erfc},     {"lgamma", &ts::lgamma},   {"sigmoid", &ts::sigmoid},   {"exp2", &ts::exp2},
    {"sqrt", &ts::sqrt},     {"rsqrt", &ts::rsqrt},     {"reciprocal", &ts::reciprocal},
    {"asinh", &ts::asinh},   {"acosh", &ts::acosh},     {"atanh", &ts::atanh},
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 6) {
    std::fprintf(stderr, "usage: math_paths_probe OP DTYPE LAYOUT OUT IN [IN2 | EXPONENT]\n");
    return 2;
  }
  std::string op = argv[1], dt = argv[2], lay = argv[3];
  ScalarType st = dt == "f64" ? ScalarType::Double : ScalarType::Float;
  Tensor a = fromBytes(readAll(argv[5]), st);
  if (dt == "bf16") a = a.to(ScalarType::BFloat16);
  Tensor r;
  if (kUnary.count(op)) {
    r = kUnary.at(op)(layout(a, lay));
  } else if (op == "pow_scalar") {
    r = ts::pow(layout(a, lay), ts::Scalar(std::atof(argv[6])));
  } else {
    Tensor b = fromBytes(readAll(argv[6]), st);
    Tensor ta = lay == "ascalar" ? layout(a, "scalar0") : lay == "bscalar" ? a : layout(a, lay);
    Tensor tb = lay == "bscalar" ? layout(b, "scalar0") : lay == "ascalar" ? b : layout(b, lay);
    if (op == "atan2") {
      r = ts::atan2(ta, tb);
    } else if (op == "pow") {
      r = ts::pow(ta, tb);
    } else if (op == "hypot") {
      r = ts::hypot(ta, tb);
    } else {
      std::fprintf(stderr, "unknown op %s\n", op.c_str());
      return 2;
    }
  }
  if (dt == "bf16") r = r.to(ScalarType::Float);
  r = r.contiguous();
  FILE* f = std::fopen(argv[4], "wb");
  std::fwrite(r.data_ptr(), r.element_size(), r.numel(), f);
  std::fclose(f);
  return 0;
}
