// ===--- stdlib_random.cpp - Python's random module -----------------------=== //
// CPython's Mersenne Twister: seeding by init_by_array over the seed's 32-bit
// words, random() from two draws (53 bits), getrandbits in 32-bit words, so
// seeded programs draw CPython's numbers. The distributions are Python
// source over these primitives, written after CPython 3.11's algorithms.
#include <random>

#include "python/bigint.h"
#include "python/builtins.h"
#include "python/interpreter_impl.h"

namespace ts::py {

namespace {

/// MT19937 with CPython's seeding (_randommodule.c).
struct MtState : PyOpaque {
  static constexpr int kN = 624, kM = 397;
  explicit MtState(PyType* t) : PyOpaque(t) { initGenrand(19650218u); }
  uint32_t mt[kN];
  int index = kN;

  void initGenrand(uint32_t s) {
    mt[0] = s;
    for (int i = 1; i < kN; ++i) mt[i] = 1812433253u * (mt[i - 1] ^ (mt[i - 1] >> 30)) + static_cast<uint32_t>(i);
    index = kN;
  }
  void initByArray(const std::vector<uint32_t>& key) {
    initGenrand(19650218u);
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
    index = 0;
  }
  uint32_t next() {
    if (index >= kN) twist();
    uint32_t y = mt[index++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    return y ^ (y >> 18);
  }
};

PyType* stateType(Interp& in) {
  static const char* kName = "_random_state";
  IValue mod = in.importModule("_random");
  IValue* t = asPyT<PyModule>(mod)->dict->findStr(in, in.intern(kName), hashStr(kName));
  return asPyT<PyType>(*t);
}

MtState& stateArg(Interp& in, const Args& a, const char* fname, size_t nargs) {
  checkArgs(in, a, fname, nargs, nargs);
  auto* p = asPyT<PyOpaque>(a[0]);
  if (!p || p->type != stateType(in)) in.raise(in.e.TypeError, std::string(fname) + "(): expected a generator state");
  return *static_cast<MtState*>(p);
}

/// The 32-bit words of |n|, least significant first (CPython's seed key).
std::vector<uint32_t> seedWords(const IValue& n) {
  std::string hex = intToString(n, 16);
  if (!hex.empty() && hex[0] == '-') hex.erase(0, 1);
  if (hex.rfind("0x", 0) == 0) hex.erase(0, 2);
  std::vector<uint32_t> words;
  for (size_t end = hex.size(); end > 0;) {
    size_t start = end >= 8 ? end - 8 : 0;
    words.push_back(static_cast<uint32_t>(std::stoul(hex.substr(start, end - start), nullptr, 16)));
    end = start;
  }
  while (words.size() > 1 && words.back() == 0) words.pop_back();
  if (words.empty()) words.push_back(0);
  return words;
}

IValue rNew(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "new", 0, 0);
  return box(new MtState(stateType(in)));
}

IValue rSeed(Interp& in, Args& a, PyObject*) {
  MtState& s = stateArg(in, a, "seed", 2);
  if (a[1].isNone()) {
    std::random_device rd;
    s.initByArray({rd(), rd(), rd(), rd()});
  } else {
    if (!isIntValue(a[1])) in.raise(in.e.TypeError, "seed must be an int");
    s.initByArray(seedWords(a[1]));
  }
  return in.none;
}

IValue rRandom(Interp& in, Args& a, PyObject*) {
  MtState& s = stateArg(in, a, "random", 1);
  uint32_t hi = s.next() >> 5, lo = s.next() >> 6;
  return IValue((hi * 67108864.0 + lo) * (1.0 / 9007199254740992.0));
}

IValue rGetrandbits(Interp& in, Args& a, PyObject*) {
  MtState& s = stateArg(in, a, "getrandbits", 2);
  if (!a[1].isInt() || a[1].toInt() < 0) in.raise(in.e.ValueError, "number of bits must be non-negative");
  int64_t k = a[1].toInt();
  if (k <= 32) return IValue(static_cast<int64_t>(k ? s.next() >> (32 - k) : 0));
  if (k > (int64_t{1} << 24)) in.raise(in.e.OverflowError, "getrandbits: too many bits");
  std::vector<uint32_t> words;
  for (int64_t left = k; left > 0; left -= 32) {
    uint32_t r = s.next();
    if (left < 32) r >>= (32 - left);
    words.push_back(r);
  }
  std::string hex;
  static const char* kDigits = "0123456789abcdef";
  for (size_t i = words.size(); i-- > 0;)
    for (int sh = 28; sh >= 0; sh -= 4) hex += kDigits[(words[i] >> sh) & 15];
  return bigFromString(in, hex, 16);
}

IValue rGetstate(Interp& in, Args& a, PyObject*) {
  MtState& s = stateArg(in, a, "getstate", 1);
  std::vector<IValue> items;
  for (uint32_t w : s.mt) items.push_back(IValue(static_cast<int64_t>(w)));
  items.push_back(IValue(static_cast<int64_t>(s.index)));
  return in.newTuple(std::move(items));
}

IValue rSetstate(Interp& in, Args& a, PyObject*) {
  MtState& s = stateArg(in, a, "setstate", 2);
  auto* t = a[1].isTuple() ? a[1].toTuple() : nullptr;
  if (!t || t->items.size() != MtState::kN + 1) in.raise(in.e.ValueError, "state vector is the wrong size");
  for (const IValue& v : t->items)
    if (!v.isInt()) in.raise(in.e.TypeError, "state vector items must be integers");
  int64_t index = t->items.back().toInt();
  if (index < 0 || index > MtState::kN) in.raise(in.e.ValueError, "invalid state");
  for (int i = 0; i < MtState::kN; ++i) s.mt[i] = static_cast<uint32_t>(t->items[i].toInt());
  s.index = static_cast<int>(index);
  return in.none;
}

void initRandomNative(Interp& in, PyModule& m) {
  PyType* t = in.newType("_random_state", in.t.object, Layout::Other);
  m.dict->set(in, in.intern("_random_state"), box(t));
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("new", rNew);
  fn("seed", rSeed);
  fn("random", rRandom);
  fn("getrandbits", rGetrandbits);
  fn("getstate", rGetstate);
  fn("setstate", rSetstate);
}

}  // namespace

void registerRandomModule(Interp& in) { in.registerModule("_random", initRandomNative); }

}  // namespace ts::py
