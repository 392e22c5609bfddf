// ===--- torch_threads.cpp - torch's CPU settings: threads, denormals -----=== //
// The Python-level names of the intra-op thread count (tensor/parallel.h) and
// of the flush-denormal mode (tensor/cpu_flags.h), with the argument checks
// and messages of PyTorch's C bindings.
#include "python/builtins.h"
#include "python_torch/bridge_state.h"
#include "tensor/cpu_flags.h"
#include "tensor/parallel.h"

namespace ts::py {
namespace {

IValue getNumThreadsFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "get_num_threads", 0, 0);
  return IValue(int64_t{getNumThreads()});
}

IValue setNumThreadsFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "set_num_threads", 1, 1);
  if (!a[0].isInt() && !a[0].isBool())
    in.raise(in.e.RuntimeError, "set_num_threads expects an int, but got " + typeName(in, a[0]));
  int64_t n = a[0].isBool() ? int64_t{a[0].toBool()} : a[0].toInt();
  if (n <= 0 || n > 1 << 20) in.raise(in.e.RuntimeError, "set_num_threads expects a positive integer");
  setNumThreads(static_cast<int>(n));
  return IValue();
}

IValue setFlushDenormalFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "set_flush_denormal", 1, 1);
  if (!a[0].isBool()) in.raise(in.e.RuntimeError, "flush_denormal expects a bool, but got " + typeName(in, a[0]));
  return IValue(setFlushDenormal(a[0].toBool()));
}

}  // namespace

void initTorchThreads(Interp& in, PyModule& torch) {
  torch.dict->set(in, in.intern("get_num_threads"), in.native("get_num_threads", getNumThreadsFn));
  torch.dict->set(in, in.intern("set_num_threads"), in.native("set_num_threads", setNumThreadsFn));
  torch.dict->set(in, in.intern("set_flush_denormal"), in.native("set_flush_denormal", setFlushDenormalFn));
}

}  // namespace ts::py
