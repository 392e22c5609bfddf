// ===--- trace.h - torch.jit.trace at the Python level -------------------=== //
// torch.jit.trace runs Python-level code on example tensors with a tracer
// observing every op the torch bridge runs (python_torch/dispatch.h), and
// returns the recorded graph as a ScriptFunction (docs/python_level.md).
#pragma once

#include <string>
#include <vector>

#include "python/interp.h"
#include "runtime/function.h"

namespace ts::py {

/// Adds trace, trace_module, is_tracing, script_if_tracing, TracerWarning
/// and TracingCheckError to the torch.jit module `jit`.
void installTrace(Interp& in, PyModule& jit);

/// True while a trace is recording on `in`.
bool isTracing(Interp& in);

/// Records a call of script function `fn` made while tracing (the
/// boundary calls it): `prim::CallFunction` with `inputs`, result `output`.
void traceScriptCall(Interp& in, const Function& fn, const std::vector<IValue>& inputs, const IValue& output);

/// While tracing, warns `WHAT might cause the trace to be incorrect...` as
/// PyTorch's TracerWarning (WHAT: "Converting a tensor to a Python boolean").
void tracerWarnDataflow(Interp& in, const std::string& what);
/// While tracing, warns `message` as a TracerWarning.
void tracerWarn(Interp& in, const std::string& message);

}  // namespace ts::py
