// ===--- trace_internal.h - the tracer's shared internals ----------------=== //
// The Tracer (the bridge's OpObserver while a trace records), the per-Interp
// trace state, and PyTorch's _check_trace (trace_check.cpp): retrace on each
// check input, compare the graphs (shapes erased) and the tensor constants,
// run the trace and the Python function and compare their outputs; report
// "Tracing failed sanity checks!" as torch.jit._trace.TracingCheckError and
// output mismatches as TracerWarnings.
#pragma once

#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

#include "compiler/program.h"
#include "python/interp.h"
#include "python_jit/trace_graph.h"
#include "python_torch/dispatch.h"
#include "runtime/function.h"

namespace ts::py {

class Tracer;

/// The tracer's per-Interp state.
struct TraceState {
  std::vector<Tracer*> active;  ///< innermost last
  PyType* tracer_warning = nullptr;
  PyType* check_error = nullptr;
  bool warned_list_output = false;
  /// Script classes of traced modules (their methods are the traces).
  std::vector<std::unique_ptr<ClassInfo>> classes;
  std::function<IValue(Interp&, IValue)> wrap_module;
  /// Script type names given out, for PyTorch's ___torch_mangle_N names.
  std::map<std::string, int> type_names;
  int next_mangle = 0;
  /// The module trace in progress (trace_module.cpp).
  void* module_trace = nullptr;
};
TraceState& traceState(Interp& in);

/// Records the ops the bridge runs while alive (Note [Tracing]).
class Tracer : public OpObserver {
 public:
  explicit Tracer(Interp& in);
  ~Tracer() override;
  void onOp(const Graph& op, const std::vector<IValue>& inputs, const std::vector<IValue>& outputs) override;
  void onPythonValue(const char* what) override;
  IValue sizeValue(const IValue& tensor, int64_t dim, int64_t size) override;
  IValue numelValue(const IValue& tensor, int64_t numel) override;
  /// Records conv1d/2d/3d node `n` of `op` as PyTorch's tracer sees it
  /// (Note [Traced convolutions]); false if it is not such a call.
  bool recordConvolution(const Graph& op, const Node& n, const std::vector<IValue>& inputs,
                         const std::vector<IValue>& outputs);
  TraceGraph graph;
  /// For module traces: the module being traced and its graph value.
  const void* module = nullptr;
  Value* self = nullptr;
  /// Runs on the finished graph before dead code is removed (module traces
  /// number their values then, Note [Module trace numbering]).
  std::function<void()> before_dce;
  /// torch.jit.fork calls being traced (innermost last): their prim::fork
  /// nodes, whose block records the forked call (trace_fork.cpp).
  std::vector<Node*> open_forks;
  /// The Future objects traced forks returned, with their graph values.
  std::unordered_map<const void*, std::pair<IValue, Value*>> futures;

 private:
  Interp& in_;
  OpObserver* prev_;
  bool converting_ = false;  ///< a conversion's own aten::item calls follow
  bool in_list_ = false;     ///< tolist: several of them
};

/// Finishes a trace: output, dead code, hoisted attribute reads; a Function
/// whose tensor constants `.code` and save can resolve.
Ref<Function> finishTrace(Interp& in, Tracer& tracer, const IValue& result, const std::string& name,
                          const std::string& qualified_name, bool strict);

/// A traced input as the graph sees it: a Python dict of tensors (or of
/// containers of them) becomes a script dict holding the same tensors, a
/// namedtuple its tuple (trace.cpp).
IValue tracedInput(Interp& in, const IValue& v);
/// A namedtuple as the plain tuple a traced function receives, as in
/// PyTorch; other values unchanged.
IValue plainTuple(const IValue& v);
/// Traces `fn` on `inputs` into a Function (trace.cpp).
Ref<Function> traceFunction(Interp& in, const IValue& fn, const std::vector<IValue>& inputs, bool strict);
/// torch.jit.TracerWarning and torch.jit._trace.TracingCheckError.
PyType* tracerWarningType(Interp& in);
PyType* tracingCheckErrorType(Interp& in);

/// Traces again on fresh inputs: the Function and its `self` (None for
/// functions).
using Retrace = std::function<Ref<Function>(const std::vector<IValue>& inputs, IValue& self)>;

/// Runs the checks of a finished trace of `fn` (`traced`, callable as
/// `traced_obj`) for each input tuple in `checks` (`explicit_checks`: they
/// came from check_inputs, not the example inputs).
void checkTrace(Interp& in, const IValue& fn, const Function& traced, const IValue& traced_obj,
                const std::vector<std::vector<IValue>>& checks, double tolerance, const Retrace& retrace,
                bool explicit_checks);

}  // namespace ts::py
