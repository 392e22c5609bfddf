// ===--- window_ops.cpp - torch.hann_window and the other signal windows --=== //
// hann, hamming, bartlett, blackman and kaiser windows, built from arange with
// the same tensor steps as ATen (TensorFactories.cpp) so float32 windows round
// the way PyTorch's do.
#include <cmath>
#include <string>

#include "ops/families.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/cpp_type_name.h"
#include "tensor/ops_copy.h"

namespace ts {
namespace {

using detail::kern;
using detail::toInt;

constexpr double kPi = 3.14159265358979323846;

/// window_length and dtype checks of ATen's window_function_checks.
ScalarType windowDtype(const char* name, int64_t length, const IValue& dtype_arg) {
  ScalarType dt = dtype_arg.isNone() ? defaultFloatType() : detail::toScalarType(dtype_arg);
  TS_CHECK(length >= 0, std::string(name) + " requires non-negative window_length, got window_length=" +
                            std::to_string(length));
  TS_CHECK(isFloatingType(dt), std::string(name) + " expects floating point dtypes, got: TensorOptions(dtype=" +
                                   cppTypeName(dt) +
                                   ", device=cpu, layout=Strided (default), requires_grad=false (default), "
                                   "pinned_memory=false, memory_format=(nullopt))");
  return dt;
}

/// A periodic window of length N is the symmetric one of length N + 1 without its last point.
Tensor periodicTrim(const Tensor& w, bool periodic) {
  return periodic ? narrow(w, 0, 0, w.size(0) - 1) : w;
}

Tensor hamming(int64_t n, bool periodic, double alpha, double beta, ScalarType dt) {
  if (n == 0) return empty({0}, dt);
  if (n == 1) return ones({1}, dt);
  if (periodic) n += 1;
  Tensor w = arange(Scalar(n), dt);
  w = add(mul(cos(mul(w, Scalar(kPi * 2.0 / static_cast<double>(n - 1)))), Scalar(-beta)), Scalar(alpha));
  return periodicTrim(w, periodic);
}

Tensor bartlett(int64_t n, bool periodic, ScalarType dt) {
  if (n == 0) return empty({0}, dt);
  if (n == 1) return ones({1}, dt);
  if (periodic) n += 1;
  Tensor w = mul(arange(Scalar(n), dt), Scalar(2.0 / static_cast<double>(n - 1)));
  const int64_t first_half = ((n - 1) >> 1) + 1;
  Tensor tail = narrow(w, 0, first_half, n - first_half);
  copy_(tail, add(mul(tail, Scalar(-1)), Scalar(2)));
  return periodicTrim(w, periodic);
}

Tensor blackman(int64_t n, bool periodic, ScalarType dt) {
  if (n == 0) return empty({0}, dt);
  if (n == 1) return ones({1}, dt);
  if (periodic) n += 1;
  Tensor w = mul(arange(Scalar(n), dt), Scalar(kPi / static_cast<double>(n - 1)));
  Tensor a = mul(cos(mul(w, Scalar(4))), Scalar(0.08));
  Tensor b = mul(cos(mul(w, Scalar(2))), Scalar(0.5));
  return periodicTrim(add(sub(a, b), Scalar(0.42)), periodic);
}

/// ATen's kaiser kernel: I0(beta sqrt(1 - ((k - alpha) / alpha)^2)) / I0(beta), in float for float windows.
Tensor kaiser(int64_t n, bool periodic, double beta, ScalarType dt) {
  if (n == 0) return empty({0}, dt);
  if (n == 1) return ones({1}, dt);
  if (periodic) n += 1;
  Tensor out = emptyTensor({n}, ScalarType::Double);
  double* o = out.data_ptr<double>();
  const bool single = dt != ScalarType::Double;
  const double alpha = static_cast<double>(n - 1) / 2.0;
  for (int64_t k = 0; k < n; ++k) {
    if (single) {
      float fa = static_cast<float>(alpha), fb = static_cast<float>(beta);
      float r = (static_cast<float>(k) - fa) / fa;
      float arg = fb * std::sqrt(1.0f - r * r);
      o[k] = static_cast<float>(std::cyl_bessel_i(0.0f, arg) / std::cyl_bessel_i(0.0f, fb));
    } else {
      double r = (static_cast<double>(k) - alpha) / alpha;
      o[k] = std::cyl_bessel_i(0.0, beta * std::sqrt(1.0 - r * r)) / std::cyl_bessel_i(0.0, beta);
    }
  }
  return periodicTrim(out.to(dt), periodic);
}

const char* const kOptions = "*, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor";

std::string windowSchema(const std::string& name_and_args) { return "aten::" + name_and_args + kOptions; }

}  // namespace

void registerWindowOps(Registry& r) {
  // Each kernel reads window_length, the optional flags, then dtype (layout,
  // device and pin_memory only matter on other backends).
  r.add(windowSchema("hann_window(int window_length, "), kern<5>([](const IValue* a) {
    return hamming(toInt(a[0]), true, 0.5, 0.5, windowDtype("hann_window", toInt(a[0]), a[1]));
  }));
  r.add(windowSchema("hann_window.periodic(int window_length, bool periodic, "), kern<6>([](const IValue* a) {
    return hamming(toInt(a[0]), a[1].toBool(), 0.5, 0.5, windowDtype("hann_window", toInt(a[0]), a[2]));
  }));
  r.add(windowSchema("hamming_window(int window_length, "), kern<5>([](const IValue* a) {
    return hamming(toInt(a[0]), true, 0.54, 0.46, windowDtype("hamming_window", toInt(a[0]), a[1]));
  }));
  r.add(windowSchema("hamming_window.periodic(int window_length, bool periodic, "), kern<6>([](const IValue* a) {
    return hamming(toInt(a[0]), a[1].toBool(), 0.54, 0.46, windowDtype("hamming_window", toInt(a[0]), a[2]));
  }));
  r.add(windowSchema("hamming_window.periodic_alpha(int window_length, bool periodic, float alpha, "),
        kern<7>([](const IValue* a) {
          // ATen keeps beta at its default 0.46 when only alpha is given.
          return hamming(toInt(a[0]), a[1].toBool(), a[2].toNumber(), 0.46,
                         windowDtype("hamming_window", toInt(a[0]), a[3]));
        }));
  r.add(windowSchema("hamming_window.periodic_alpha_beta(int window_length, bool periodic, float alpha, float beta, "),
        kern<8>([](const IValue* a) {
          return hamming(toInt(a[0]), a[1].toBool(), a[2].toNumber(), a[3].toNumber(),
                         windowDtype("hamming_window", toInt(a[0]), a[4]));
        }));
  r.add(windowSchema("bartlett_window(int window_length, "), kern<5>([](const IValue* a) {
    return bartlett(toInt(a[0]), true, windowDtype("bartlett_window", toInt(a[0]), a[1]));
  }));
  r.add(windowSchema("bartlett_window.periodic(int window_length, bool periodic, "), kern<6>([](const IValue* a) {
    return bartlett(toInt(a[0]), a[1].toBool(), windowDtype("bartlett_window", toInt(a[0]), a[2]));
  }));
  r.add(windowSchema("blackman_window(int window_length, "), kern<5>([](const IValue* a) {
    return blackman(toInt(a[0]), true, windowDtype("blackman_window", toInt(a[0]), a[1]));
  }));
  r.add(windowSchema("blackman_window.periodic(int window_length, bool periodic, "), kern<6>([](const IValue* a) {
    return blackman(toInt(a[0]), a[1].toBool(), windowDtype("blackman_window", toInt(a[0]), a[2]));
  }));
  r.add(windowSchema("kaiser_window(int window_length, "), kern<5>([](const IValue* a) {
    return kaiser(toInt(a[0]), true, 12.0, windowDtype("kaiser_window", toInt(a[0]), a[1]));
  }));
  r.add(windowSchema("kaiser_window.periodic(int window_length, bool periodic, "), kern<6>([](const IValue* a) {
    return kaiser(toInt(a[0]), a[1].toBool(), 12.0, windowDtype("kaiser_window", toInt(a[0]), a[2]));
  }));
  r.add(windowSchema("kaiser_window.beta(int window_length, bool periodic, float beta, "), kern<7>([](const IValue* a) {
    return kaiser(toInt(a[0]), a[1].toBool(), a[2].toNumber(), windowDtype("kaiser_window", toInt(a[0]), a[3]));
  }));
}

}  // namespace ts
