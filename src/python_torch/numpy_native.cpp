// ===--- numpy_native.cpp - numpy's native helpers ------------------------=== //
// `_numpy_native`: what numpy's Python level (numpy_*_py.cpp) cannot write
// in Python: float32 rounding and shortest float32 digits (numpy prints a
// float32 with the fewest digits that read back as the same float32), and
// the legacy RandomState generator: MT19937 seeded as numpy seeds it
// (init_genrand for an int, init_by_array for an array), 53-bit doubles,
// the polar Box-Muller gaussian with its cached second value, and the
// masked rejection samplers of numpy's distributions.c, so seeded programs
// draw numpy's numbers.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <type_traits>

#include "python/builtins.h"
#include "python/interpreter_impl.h"
#include "tensor/ops_creation.h"

namespace ts::py {

namespace {

/// numpy's mt19937_state with the legacy gaussian cache (randomkit).
struct NpMt : PyOpaque {
  static constexpr int kN = 624, kM = 397;
  explicit NpMt(PyType* t) : PyOpaque(t) { seed(5489u); }
  uint32_t mt[kN];
  int pos = kN;
  bool has_gauss = false;
  double gauss = 0.0;

  void seed(uint32_t s) {
    for (int i = 0; i < kN; ++i) {
      mt[i] = s;
      s = 1812433253u * (s ^ (s >> 30)) + static_cast<uint32_t>(i + 1);
    }
    pos = kN;
    has_gauss = false;
    gauss = 0.0;
  }
  void seedArray(const std::vector<uint32_t>& key) {
    seed(19650218u);
    int i = 1;
    size_t j = 0;
    for (size_t k = std::max<size_t>(kN, key.size()); k; --k) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key[j] + static_cast<uint32_t>(j);
      if (++i >= kN) { mt[0] = mt[kN - 1]; i = 1; }
      if (++j >= key.size()) j = 0;
    }
    for (int k = kN - 1; k; --k) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - static_cast<uint32_t>(i);
      if (++i >= kN) { mt[0] = mt[kN - 1]; i = 1; }
    }
    mt[0] = 0x80000000u;
  }
  void twist() {
    for (int k = 0; k < kN; ++k) {
      uint32_t y = (mt[k] & 0x80000000u) | (mt[(k + 1) % kN] & 0x7fffffffu);
      mt[k] = mt[(k + kM) % kN] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
    }
    pos = 0;
  }
  uint32_t next32() {
    if (pos >= kN) twist();
    uint32_t y = mt[pos++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    return y ^ (y >> 18);
  }
  uint64_t next64() {
    uint64_t hi = next32();
    return (hi << 32) | next32();
  }
  double nextDouble() {
    uint32_t a = next32() >> 5, b = next32() >> 6;
    return (a * 67108864.0 + b) / 9007199254740992.0;
  }
  /// legacy_gauss: polar Box-Muller; the second value waits for the next call.
  double nextGauss() {
    if (has_gauss) {
      has_gauss = false;
      return gauss;
    }
    double x1, x2, r2;
    do {
      x1 = 2.0 * nextDouble() - 1.0;
      x2 = 2.0 * nextDouble() - 1.0;
      r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    double f = std::sqrt(-2.0 * std::log(r2) / r2);
    gauss = f * x1;
    has_gauss = true;
    return f * x2;
  }
  /// A value in [0, rng] by masked rejection (random_bounded_uint64 with
  /// use_masked; 32-bit draws while the range fits in 32 bits).
  uint64_t bounded(uint64_t rng) {
    if (rng == 0) return 0;
    uint64_t mask = rng;
    for (int s = 1; s <= 32; s *= 2) mask |= mask >> s;
    if (rng <= 0xffffffffu) {
      if (rng == 0xffffffffu) return next32();
      uint64_t v;
      while ((v = (next32() & mask)) > rng) {}
      return v;
    }
    if (rng == ~uint64_t{0}) return next64();
    uint64_t v;
    while ((v = (next64() & mask)) > rng) {}
    return v;
  }
};

PyType* npMtType(Interp& in) {
  static const char* kName = "_mt19937";
  IValue mod = in.importModule("_numpy_native");
  IValue* t = asPyT<PyModule>(mod)->dict->findStr(in, in.intern(kName), hashStr(kName));
  return asPyT<PyType>(*t);
}

NpMt& mtArg(Interp& in, const Args& a, const char* fname, size_t nargs) {
  checkArgs(in, a, fname, nargs, nargs);
  auto* p = asPyT<PyOpaque>(a[0]);
  if (!p || p->type != npMtType(in)) in.raise(in.e.TypeError, std::string(fname) + "(): expected a generator state");
  return *static_cast<NpMt*>(p);
}

int64_t intArg(Interp& in, const IValue& v, const char* fname) {
  if (!v.isInt()) in.raise(in.e.TypeError, std::string(fname) + "(): expected an int");
  return v.toInt();
}

double floatArg(Interp& in, const IValue& v, const char* fname) {
  if (v.isInt()) return static_cast<double>(v.toInt());
  if (!v.isDouble()) in.raise(in.e.TypeError, std::string(fname) + "(): expected a float");
  return v.toDouble();
}

IValue mtNew(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "mt_new", 0, 0);
  return box(new NpMt(npMtType(in)));
}

/// mt_seed(state, None | int | [uint32 words]).
IValue mtSeed(Interp& in, Args& a, PyObject*) {
  NpMt& s = mtArg(in, a, "mt_seed", 2);
  if (a[1].isNone()) {
    std::random_device rd;
    s.seedArray({rd(), rd(), rd(), rd()});
  } else if (a[1].isList()) {
    std::vector<uint32_t> key;
    for (const IValue& v : a[1].toList()->items) key.push_back(static_cast<uint32_t>(intArg(in, v, "mt_seed")));
    if (key.empty()) in.raise(in.e.ValueError, "Seed must be non-empty");
    s.seedArray(key);
  } else {
    s.seed(static_cast<uint32_t>(intArg(in, a[1], "mt_seed")));
  }
  return in.none;
}

/// mt_draw(state, kind, n[, arg]): n draws as a list. kind 0: doubles in
/// [0, 1); 1: gaussians; 2: ints in [0, arg] (masked rejection); 3: raw
/// 32-bit words; 4: shuffle's swap partners, j in [0, i] for i = n-1 .. 1.
IValue mtDraw(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "mt_draw", 3, 4);
  NpMt& s = mtArg(in, Args{a.pos, 1, nullptr, 0}, "mt_draw", 1);
  int64_t kind = intArg(in, a[1], "mt_draw"), n = intArg(in, a[2], "mt_draw");
  if (n < 0) in.raise(in.e.ValueError, "negative dimensions are not allowed");
  int64_t arg = a.n > 3 ? intArg(in, a[3], "mt_draw") : 0;
  if (kind == 2 && arg < 0) in.raise(in.e.ValueError, "high <= low");
  std::vector<IValue> out;
  out.reserve(static_cast<size_t>(n));
  if (kind == 4) {
    for (int64_t i = n - 1; i >= 1; --i) out.emplace_back(static_cast<int64_t>(s.bounded(static_cast<uint64_t>(i))));
    return in.newList(std::move(out));
  }
  for (int64_t i = 0; i < n; ++i) {
    if (kind == 0) out.emplace_back(s.nextDouble());
    else if (kind == 1) out.emplace_back(s.nextGauss());
    else if (kind == 2) out.emplace_back(static_cast<int64_t>(s.bounded(static_cast<uint64_t>(arg))));
    else out.emplace_back(static_cast<int64_t>(s.next32()));
  }
  return in.newList(std::move(out));
}

IValue mtGetstate(Interp& in, Args& a, PyObject*) {
  NpMt& s = mtArg(in, a, "mt_getstate", 1);
  std::vector<IValue> words;
  for (uint32_t w : s.mt) words.emplace_back(static_cast<int64_t>(w));
  return in.newTuple({in.newList(std::move(words)), IValue(static_cast<int64_t>(s.pos)),
                      IValue(static_cast<int64_t>(s.has_gauss)), IValue(s.gauss)});
}

IValue mtSetstate(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "mt_setstate", 5, 5);
  NpMt& s = mtArg(in, Args{a.pos, 1, nullptr, 0}, "mt_setstate", 1);
  if (!a[1].isList() || a[1].toList()->items.size() != NpMt::kN) in.raise(in.e.ValueError, "state must be 624 elements");
  int64_t pos = intArg(in, a[2], "mt_setstate");
  if (pos < 0 || pos > NpMt::kN) in.raise(in.e.ValueError, "invalid state position");
  for (int i = 0; i < NpMt::kN; ++i) s.mt[i] = static_cast<uint32_t>(intArg(in, a[1].toList()->items[i], "mt_setstate"));
  s.pos = static_cast<int>(pos);
  s.has_gauss = intArg(in, a[3], "mt_setstate") != 0;
  s.gauss = floatArg(in, a[4], "mt_setstate");
  return in.none;
}

/// f32(x): x rounded to the nearest float32.
IValue nF32(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "f32", 1, 1);
  return IValue(static_cast<double>(static_cast<float>(floatArg(in, a[0], "f32"))));
}

/// shortest(x, is_f32): the fewest significant digits that read back as x
/// (as a float32 when is_f32), as "d.ddde[+-]XX" (printf's %e).
IValue nShortest(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "shortest", 2, 2);
  double x = floatArg(in, a[0], "shortest");
  bool f32 = a[1].isBool() ? a[1].toBool() : intArg(in, a[1], "shortest") != 0;
  if (!std::isfinite(x)) in.raise(in.e.ValueError, "shortest(): not finite");
  char buf[64];
  for (int p = 0; p < 17; ++p) {
    std::snprintf(buf, sizeof buf, "%.*e", p, x);
    bool same = f32 ? std::strtof(buf, nullptr) == static_cast<float>(x) : std::strtod(buf, nullptr) == x;
    if (same) break;
  }
  return IValue(std::string(buf));
}

/// numpy's pairwise summation (loops_utils.h: unrolled by 8 up to blocks of
/// 128, halves above), accumulating in T as numpy's float loops do.
template <typename T>
T pairwiseSum(const T* a, int64_t n) {
  if (n < 8) {
    T res = 0;
    for (int64_t i = 0; i < n; ++i) res += a[i];
    return res;
  }
  if (n <= 128) {
    T r[8];
    for (int j = 0; j < 8; ++j) r[j] = a[j];
    int64_t i = 8;
    for (; i < n - (n % 8); i += 8)
      for (int j = 0; j < 8; ++j) r[j] += a[i + j];
    T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += a[i];
    return res;
  }
  int64_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwiseSum(a, n2) + pairwiseSum(a + n2, n - n2);
}

template <typename T>
void pairwiseRows(const Tensor& src, Tensor& out, int64_t rows, int64_t n) {
  const T* p = src.data_ptr<T>();
  T* o = out.data_ptr<T>();
  for (int64_t r = 0; r < rows; ++r) o[r] = static_cast<T>(T(0) + pairwiseSum(p + r * n, n));
}

/// pairwise_sum(t): sums over the last dimension of a contiguous float32 or
/// float64 tensor, as numpy's add.reduce over the contiguous axis does.
IValue nPairwiseSum(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "pairwise_sum", 1, 1);
  if (!a[0].isTensor()) in.raise(in.e.TypeError, "pairwise_sum(): expected a tensor");
  Tensor t = a[0].toTensor().contiguous();
  ScalarType st = t.scalar_type();
  if (st != ScalarType::Double && st != ScalarType::Float) in.raise(in.e.TypeError, "pairwise_sum(): expected float32 or float64");
  if (t.dim() == 0) return IValue(t);
  std::vector<int64_t> shape(t.sizes().begin(), t.sizes().end() - 1);
  int64_t n = t.sizes()[t.dim() - 1];
  int64_t rows = 1;
  for (int64_t s : shape) rows *= s;
  Tensor out = empty(IntArrayRef(shape), st);
  if (st == ScalarType::Double) pairwiseRows<double>(t, out, rows, n);
  else pairwiseRows<float>(t, out, rows, n);
  return IValue(out);
}

/// numpy's order: NaNs after every number.
template <typename T>
bool npLess(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) return a < b || (b != b && a == a);
  else return a < b;
}

/// numpy 1.24's aheapsort_ (npysort/heapsort.cpp), introsort's fallback.
template <typename T>
void argHeapsort(const T* v, int64_t* tosort, int64_t n) {
  int64_t* a = tosort - 1;  // heap indexing from 1
  auto sift = [&](int64_t i, int64_t n2, int64_t tmp) {
    for (int64_t j = i << 1; j <= n2;) {
      if (j < n2 && npLess(v[a[j]], v[a[j + 1]])) j += 1;
      if (!npLess(v[tmp], v[a[j]])) break;
      a[i] = a[j];
      i = j;
      j += j;
    }
    a[i] = tmp;
  };
  for (int64_t l = n >> 1; l > 0; --l) sift(l, n, a[l]);
  for (; n > 1;) {
    int64_t tmp = a[n];
    a[n] = a[1];
    n -= 1;
    sift(1, n, tmp);
  }
}

/// numpy 1.24's aquicksort_ (npysort/quicksort.cpp): median-of-3
/// introsort, insertion sort below 16 elements, so equal keys come out in
/// numpy's (unstable) order.
template <typename T>
void argQuicksort(const T* v, int64_t* tosort, int64_t num) {
  int64_t *pl = tosort, *pr = tosort + num - 1;
  std::vector<int64_t*> stack;
  std::vector<int> depths;
  int cdepth = 0;
  for (int64_t m = num; m > 1; m >>= 1) ++cdepth;
  cdepth *= 2;
  for (;;) {
    if (cdepth < 0) {
      argHeapsort(v, pl, pr - pl + 1);
    } else {
      while (pr - pl > 16) {
        int64_t* pm = pl + ((pr - pl) >> 1);
        if (npLess(v[*pm], v[*pl])) std::swap(*pm, *pl);
        if (npLess(v[*pr], v[*pm])) std::swap(*pr, *pm);
        if (npLess(v[*pm], v[*pl])) std::swap(*pm, *pl);
        T vp = v[*pm];
        int64_t *pi = pl, *pj = pr - 1;
        std::swap(*pm, *pj);
        for (;;) {
          do ++pi; while (npLess(v[*pi], vp));
          do --pj; while (npLess(vp, v[*pj]));
          if (pi >= pj) break;
          std::swap(*pi, *pj);
        }
        std::swap(*pi, *(pr - 1));
        if (pi - pl < pr - pi) {
          stack.push_back(pi + 1);
          stack.push_back(pr);
          pr = pi - 1;
        } else {
          stack.push_back(pl);
          stack.push_back(pi - 1);
          pl = pi + 1;
        }
        depths.push_back(--cdepth);
      }
      for (int64_t* pi = pl + 1; pi <= pr; ++pi) {
        int64_t vi = *pi;
        T vp = v[vi];
        int64_t *pj = pi, *pk = pi - 1;
        while (pj > pl && npLess(vp, v[*pk])) *pj-- = *pk--;
        *pj = vi;
      }
    }
    if (stack.empty()) break;
    pr = stack.back();
    stack.pop_back();
    pl = stack.back();
    stack.pop_back();
    cdepth = depths.back();
    depths.pop_back();
  }
}

template <typename T>
void argsortRows(const Tensor& src, Tensor& out, int64_t rows, int64_t n) {
  const T* p = src.data_ptr<T>();
  int64_t* o = out.data_ptr<int64_t>();
  for (int64_t r = 0; r < rows; ++r) {
    int64_t* idx = o + r * n;
    for (int64_t i = 0; i < n; ++i) idx[i] = i;
    argQuicksort(p + r * n, idx, n);
  }
}

/// argsort(t): numpy's default (quicksort) argsort over the last dimension.
IValue nArgsort(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "argsort", 1, 1);
  if (!a[0].isTensor()) in.raise(in.e.TypeError, "argsort(): expected a tensor");
  Tensor t = a[0].toTensor().contiguous();
  if (t.dim() == 0) in.raise(in.e.ValueError, "argsort(): expected at least one dimension");
  int64_t n = t.sizes()[t.dim() - 1], rows = n ? t.numel() / n : 0;
  Tensor out = empty(t.sizes(), ScalarType::Long);
  switch (t.scalar_type()) {
    case ScalarType::Double: argsortRows<double>(t, out, rows, n); break;
    case ScalarType::Float: argsortRows<float>(t, out, rows, n); break;
    case ScalarType::Long: argsortRows<int64_t>(t, out, rows, n); break;
    case ScalarType::Int: argsortRows<int32_t>(t, out, rows, n); break;
    case ScalarType::Short: argsortRows<int16_t>(t, out, rows, n); break;
    case ScalarType::Char: argsortRows<int8_t>(t, out, rows, n); break;
    case ScalarType::Byte: argsortRows<uint8_t>(t, out, rows, n); break;
    case ScalarType::Bool: argsortRows<bool>(t, out, rows, n); break;
    default: in.raise(in.e.TypeError, "argsort(): unsupported dtype");
  }
  return IValue(out);
}

void initNumpyNative(Interp& in, PyModule& m) {
  PyType* t = in.newType("_mt19937", in.t.object, Layout::Other);
  m.dict->set(in, in.intern("_mt19937"), box(t));
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("mt_new", mtNew);
  fn("mt_seed", mtSeed);
  fn("mt_draw", mtDraw);
  fn("mt_getstate", mtGetstate);
  fn("mt_setstate", mtSetstate);
  fn("f32", nF32);
  fn("shortest", nShortest);
  fn("pairwise_sum", nPairwiseSum);
  fn("argsort", nArgsort);
}

}  // namespace

void registerNumpyNative(Interp& in) { in.registerModule("_numpy_native", initNumpyNative); }

}  // namespace ts::py
