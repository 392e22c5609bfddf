// ===--- numpy_ziggurat.cpp - numpy's ziggurat tables ---------------------=== //
// Note [numpy ziggurat tables]: numpy ships these tables as constants that a
// script computed once with the recurrence below (each layer's edge from the
// one under it, so every layer has the base's area `v`), in float64. The
// same recurrence here reproduces the acceptance thresholds almost exactly
// and the widths to ~1e-14 relative: a sample agrees with numpy's to
// printing precision (the last digits of a float64 repr may differ).
#include "python_torch/numpy_ziggurat.h"

#include <cmath>

namespace ts::py {

namespace {

template <class Pdf, class InversePdf>
ZigguratTables build(double r, double v, double scale, Pdf pdf, InversePdf inverse) {
  ZigguratTables t{};
  double x[256];
  x[0] = r;
  for (int i = 1; i < 255; ++i) x[i] = inverse(pdf(x[i - 1]) + v / x[i - 1]);
  x[255] = 0.0;  // the top layer's edge
  // index i of the tables is edge 255 - i: the top layer first, the base last
  double e[256];
  for (int i = 0; i < 256; ++i) e[i] = x[255 - i];
  for (int i = 1; i < 256; ++i) t.k[i] = static_cast<uint64_t>(std::nearbyint(e[i - 1] / e[i] * scale));
  t.k[0] = static_cast<uint64_t>(std::nearbyint(r * pdf(r) / v * scale));
  for (int i = 0; i < 256; ++i) {
    t.w[i] = e[i] / scale;
    t.f[i] = pdf(e[i]);
  }
  t.w[0] = v / pdf(r) / scale;  // the base layer with its tail, as one rectangle
  t.r = r;
  return t;
}

}  // namespace

const ZigguratTables& normalZiggurat() {
  static const ZigguratTables t = build(
      3.6541528853610087963519472518, 0.0049286732339746519, 4503599627370496.0,
      [](double x) { return std::exp(-0.5 * x * x); }, [](double p) { return std::sqrt(-2.0 * std::log(p)); });
  return t;
}

const ZigguratTables& exponentialZiggurat() {
  static const ZigguratTables t = build(
      7.69711747013104972, 0.0039496598225815571993, 9007199254740992.0, [](double x) { return std::exp(-x); },
      [](double p) { return -std::log(p); });
  return t;
}

}  // namespace ts::py
