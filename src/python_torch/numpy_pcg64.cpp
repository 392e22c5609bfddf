// ===--- numpy_pcg64.cpp - numpy's PCG64 bit generator --------------------=== //
// `_numpy_pcg64`: the generator behind np.random.default_rng. PCG64 is the
// 128-bit LCG with the XSL-RR output (pcg64.h), seeded from SeedSequence's
// eight 32-bit words (numpy_generator_py.cpp) as pcg64_set_seed does; 32-bit
// draws are halves of one 64-bit draw, low half first. The samplers are
// numpy's distributions.c: 53-bit doubles, Lemire's bounded integers,
// random_interval's masked rejection.
#include "python/builtins.h"
#include "python/interpreter_impl.h"
#include "python_torch/numpy_ziggurat.h"

#include <cmath>

namespace ts::py {

namespace {

using u128 = unsigned __int128;

struct Pcg64 : PyOpaque {
  explicit Pcg64(PyType* t) : PyOpaque(t) {}
  u128 state = 0, inc = 0;
  bool has_uint32 = false;
  uint32_t uinteger = 0;

  static u128 multiplier() { return (u128{0x2360ED051FC65DA4ull} << 64) | 0x4385DF649FCCF645ull; }
  void step() { state = state * multiplier() + inc; }
  void seed(u128 initstate, u128 initseq) {
    state = 0;
    inc = (initseq << 1) | 1;
    step();
    state += initstate;
    step();
    has_uint32 = false;
    uinteger = 0;
  }
  uint64_t next64() {
    step();
    uint64_t v = static_cast<uint64_t>(state >> 64) ^ static_cast<uint64_t>(state);
    unsigned rot = static_cast<unsigned>(state >> 122);
    return (v >> rot) | (v << ((64 - rot) & 63));
  }
  uint32_t next32() {
    if (has_uint32) {
      has_uint32 = false;
      return uinteger;
    }
    uint64_t n = next64();
    has_uint32 = true;
    uinteger = static_cast<uint32_t>(n >> 32);
    return static_cast<uint32_t>(n);
  }
  double nextDouble() { return static_cast<double>(next64() >> 11) * (1.0 / 9007199254740992.0); }
  /// random_bounded_uint64 without the mask: Lemire's multiply-and-reject.
  uint64_t lemire(uint64_t rng) {
    if (rng == 0) return 0;
    if (rng <= 0xffffffffu) {
      if (rng == 0xffffffffu) return next32();
      uint32_t excl = static_cast<uint32_t>(rng) + 1;
      uint64_t m = uint64_t{next32()} * excl;
      uint32_t left = static_cast<uint32_t>(m);
      if (left < excl) {
        uint32_t threshold = (0xffffffffu - static_cast<uint32_t>(rng)) % excl;
        while (left < threshold) {
          m = uint64_t{next32()} * excl;
          left = static_cast<uint32_t>(m);
        }
      }
      return m >> 32;
    }
    if (rng == ~uint64_t{0}) return next64();
    uint64_t excl = rng + 1;
    u128 m = u128{next64()} * excl;
    uint64_t left = static_cast<uint64_t>(m);
    if (left < excl) {
      uint64_t threshold = (~uint64_t{0} - rng) % excl;
      while (left < threshold) {
        m = u128{next64()} * excl;
        left = static_cast<uint64_t>(m);
      }
    }
    return static_cast<uint64_t>(m >> 64);
  }
  /// random_interval: the smallest mask over max, rejection above it.
  uint64_t interval(uint64_t max) {
    if (max == 0) return 0;
    uint64_t mask = max;
    for (int s = 1; s <= 32; s *= 2) mask |= mask >> s;
    uint64_t v;
    if (max <= 0xffffffffu) {
      while ((v = (next32() & mask)) > max) {}
    } else {
      while ((v = (next64() & mask)) > max) {}
    }
    return v;
  }
  double standardNormal();
  double standardExponential();
};

/// random_standard_normal: one 64-bit draw gives the layer (8 bits), the
/// sign (1) and the magnitude (52); the tail and the wedges reject.
double Pcg64::standardNormal() {
  const ZigguratTables& z = normalZiggurat();
  for (;;) {
    uint64_t r = next64();
    int idx = static_cast<int>(r & 0xff);
    r >>= 8;
    bool negative = r & 0x1;
    uint64_t rabs = (r >> 1) & 0x000fffffffffffffull;
    double x = static_cast<double>(rabs) * z.w[idx];
    if (negative) x = -x;
    if (rabs < z.k[idx]) return x;
    if (idx == 0) {
      for (;;) {
        double xx = -(1.0 / z.r) * std::log1p(-nextDouble());
        double yy = -std::log1p(-nextDouble());
        if (yy + yy > xx * xx) return ((rabs >> 8) & 0x1) ? -(z.r + xx) : z.r + xx;
      }
    }
    if ((z.f[idx - 1] - z.f[idx]) * nextDouble() + z.f[idx] < std::exp(-0.5 * x * x)) return x;
  }
}

/// random_standard_exponential: 53 magnitude bits after the layer's 8.
double Pcg64::standardExponential() {
  const ZigguratTables& z = exponentialZiggurat();
  for (;;) {
    uint64_t ri = next64() >> 3;
    int idx = static_cast<int>(ri & 0xff);
    ri >>= 8;
    double x = static_cast<double>(ri) * z.w[idx];
    if (ri < z.k[idx]) return x;
    if (idx == 0) return z.r - std::log1p(-nextDouble());
    if ((z.f[idx - 1] - z.f[idx]) * nextDouble() + z.f[idx] < std::exp(-x)) return x;
  }
}

PyType* pcgType(Interp& in) {
  static const char* kName = "_pcg64";
  IValue mod = in.importModule("_numpy_pcg64");
  IValue* t = asPyT<PyModule>(mod)->dict->findStr(in, in.intern(kName), hashStr(kName));
  return asPyT<PyType>(*t);
}

Pcg64& pcgArg(Interp& in, const IValue& v) {
  auto* p = asPyT<PyOpaque>(v);
  if (!p || p->type != pcgType(in)) in.raise(in.e.TypeError, "expected a PCG64 state");
  return *static_cast<Pcg64*>(p);
}

int64_t intAt(Interp& in, const IValue& v) {
  if (!v.isInt()) in.raise(in.e.TypeError, "_numpy_pcg64: expected an int");
  return v.toInt();
}

/// new(words): words are SeedSequence.generate_state(8) as uint32s.
IValue pNew(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "new", 1, 1);
  if (!a[0].isList() || a[0].toList()->items.size() != 8) in.raise(in.e.ValueError, "new(): expected 8 seed words");
  uint64_t w[4];
  const auto& items = a[0].toList()->items;
  for (int i = 0; i < 4; ++i)
    w[i] = static_cast<uint32_t>(intAt(in, items[2 * i])) | (uint64_t{static_cast<uint32_t>(intAt(in, items[2 * i + 1]))} << 32);
  auto* g = new Pcg64(pcgType(in));
  g->seed((u128{w[0]} << 64) | w[1], (u128{w[2]} << 64) | w[3]);
  return box(g);
}

/// draw(state, kind, n[, arg]): 0 doubles; 1 standard normals; 4 standard
/// exponentials (the ziggurats); 2 ints in [0, arg] (Lemire);
/// 3 shuffle partners by random_interval for i = n-1 .. 1; 5 the same by
/// Lemire for i = n-1 .. arg (Generator._shuffle_int).
IValue pDraw(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "draw", 3, 4);
  Pcg64& g = pcgArg(in, a[0]);
  int64_t kind = intAt(in, a[1]), n = intAt(in, a[2]);
  int64_t arg = a.n > 3 ? intAt(in, a[3]) : 0;
  if (n < 0 || arg < 0) in.raise(in.e.ValueError, "draw(): negative count or range");
  std::vector<IValue> out;
  if (kind == 3 || kind == 5) {
    for (int64_t i = n - 1; i >= (kind == 5 ? std::max<int64_t>(arg, 1) : 1); --i)
      out.emplace_back(static_cast<int64_t>(kind == 3 ? g.interval(static_cast<uint64_t>(i)) : g.lemire(static_cast<uint64_t>(i))));
    return in.newList(std::move(out));
  }
  out.reserve(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    if (kind == 0) out.emplace_back(g.nextDouble());
    else if (kind == 1) out.emplace_back(g.standardNormal());
    else if (kind == 4) out.emplace_back(g.standardExponential());
    else out.emplace_back(static_cast<int64_t>(g.lemire(static_cast<uint64_t>(arg))));
  }
  return in.newList(std::move(out));
}

void initPcg64(Interp& in, PyModule& m) {
  PyType* t = in.newType("_pcg64", in.t.object, Layout::Other);
  m.dict->set(in, in.intern("_pcg64"), box(t));
  m.dict->set(in, in.intern("new"), in.native("new", pNew));
  m.dict->set(in, in.intern("draw"), in.native("draw", pDraw));
}

}  // namespace

void registerNumpyPcg64(Interp& in) { in.registerModule("_numpy_pcg64", initPcg64); }

}  // namespace ts::py
