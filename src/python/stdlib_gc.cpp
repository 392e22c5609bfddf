// ===--- stdlib_gc.cpp - the gc module -----------------------------------=== //
// gc.collect() runs the cycle collector (Note [Cycle collector]); the
// automatic collector is not implemented, so enable/disable only record
// the flag that isenabled() reports.
#include <atomic>

#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {

namespace {

std::atomic<bool> enabled{true};  // per process, as the flag needs no Interp

IValue gcCollect(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "collect", 0, 1);
  return IValue(static_cast<int64_t>(in.collectGarbage()));
}

IValue gcEnable(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "enable", 0, 0);
  enabled = true;
  return IValue();
}

IValue gcDisable(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "disable", 0, 0);
  enabled = false;
  return IValue();
}

IValue gcIsEnabled(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "isenabled", 0, 0);
  return IValue(enabled);
}

void initGc(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("collect", gcCollect);
  fn("enable", gcEnable);
  fn("disable", gcDisable);
  fn("isenabled", gcIsEnabled);
}

}  // namespace

void registerGcModule(Interp& in) { in.registerModule("gc", initGc); }

}  // namespace ts::py
