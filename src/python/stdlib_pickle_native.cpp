// ===--- stdlib_pickle_native.cpp - the _pickle helper module --------------=== //
// BINFLOAT's payload is an IEEE double in big-endian order; the Python level
// has no struct module to pack one, so pickle (Note [Pickle]) calls these.
#include <cstring>

#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {

namespace {

IValue packDouble(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "pack_double", 1, 1);
  const IValue& v = a[0];
  if (!v.isDouble() && !v.isInt()) in.raise(in.e.TypeError, "pack_double() argument must be a float");
  double d = v.isDouble() ? v.toDouble() : static_cast<double>(v.toInt());
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  std::string out(8, '\0');
  for (int i = 0; i < 8; ++i) out[static_cast<size_t>(i)] = static_cast<char>(bits >> (56 - 8 * i));
  return makeBytes(std::move(out));
}

IValue unpackDouble(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "unpack_double", 1, 1);
  if (!isBytes(a[0]) || a[0].toStr().size() != 8) in.raise(in.e.TypeError, "unpack_double() needs 8 bytes");
  const std::string& s = a[0].toStr();
  uint64_t bits = 0;
  for (unsigned char c : s) bits = (bits << 8) | c;
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return IValue(d);
}

void initPickleNative(Interp& in, PyModule& m) {
  m.dict->set(in, in.intern("pack_double"), in.native("pack_double", packDouble));
  m.dict->set(in, in.intern("unpack_double"), in.native("unpack_double", unpackDouble));
}

}  // namespace

void registerPickleNativeModule(Interp& in) { in.registerModule("_pickle", initPickleNative); }

}  // namespace ts::py
