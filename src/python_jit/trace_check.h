// ===--- trace_check.h - torch.jit.trace's check_trace / check_inputs ----=== //
// PyTorch's _check_trace: retrace on each check input, compare the graphs
// (shapes erased) and the tensor constants, run the trace and the Python
// function and compare their outputs; report "Tracing failed sanity checks!"
// as torch.jit._trace.TracingCheckError and output mismatches as
// TracerWarnings. Internal to the tracer (trace.cpp).
#pragma once

#include <vector>

#include "python/interp.h"
#include "runtime/function.h"

namespace ts::py {

/// Traces `fn` on `inputs` into a Function (trace.cpp).
Ref<Function> traceFunction(Interp& in, const IValue& fn, const std::vector<IValue>& inputs, bool strict);
/// torch.jit.TracerWarning and torch.jit._trace.TracingCheckError.
PyType* tracerWarningType(Interp& in);
PyType* tracingCheckErrorType(Interp& in);

/// Runs the checks of a finished trace of `fn` (`traced`, callable as
/// `traced_obj`) for each input tuple in `checks` (`explicit_checks`: they
/// came from check_inputs, not the example inputs).
void checkTrace(Interp& in, const IValue& fn, const Function& traced, const IValue& traced_obj,
                const std::vector<std::vector<IValue>>& checks, double tolerance, bool strict, bool explicit_checks);

}  // namespace ts::py
