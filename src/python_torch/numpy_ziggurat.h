// ===--- numpy_ziggurat.h - numpy's ziggurat tables -----------------------=== //
// The 256-layer ziggurat tables behind numpy Generator's standard_normal and
// standard_exponential (numpy's distributions.c samplers, in numpy_pcg64.cpp).
#pragma once

#include <cstdint>

namespace ts::py {

struct ZigguratTables {
  uint64_t k[256];  ///< acceptance thresholds: layer i-1's width over layer i's, scaled
  double w[256];    ///< layer widths over the scale (the draw's bits times w is x)
  double f[256];    ///< the density at each layer's edge
  double r;         ///< the base layer's edge (the tail starts there)
};

const ZigguratTables& normalZiggurat();       // scale 2^52, f(x) = exp(-x^2/2)
const ZigguratTables& exponentialZiggurat();  // scale 2^53, f(x) = exp(-x)

}  // namespace ts::py
