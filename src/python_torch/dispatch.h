// ===--- dispatch.h - torch op calls from the Python level ----------------=== //
// Every tensor operation the bridge runs (torch functions, Tensor methods,
// operators, indexing, in-place ops, factories) goes through callOp: the call
// is compiled once per argument type signature into a one-statement script
// graph (Note [Op dispatch by compiled graphs]) and run; an OpObserver sees it.
#pragma once

#include <string>
#include <vector>

#include "ir/ir.h"
#include "ops/grad_hook.h"
#include "python/interp.h"

namespace ts::py {

/// Observes every tensor operation the bridge runs (the tracer installs one).
struct OpObserver {
  virtual ~OpObserver() = default;
  /// After an op ran: `graph` is the op's compiled graph, whose inputs
  /// correspond to `inputs`, outputs to `outputs`. Arguments that were None
  /// are constants of the graph, not inputs; Python lists/tuples/torch.Size
  /// arrive as typed lists, dtype objects as their int codes.
  virtual void onOp(const Graph& graph, const std::vector<IValue>& inputs, const std::vector<IValue>& outputs) = 0;
  /// Before a tensor becomes a Python value (PyTorch's TracerWarning
  /// cases): `what` is "boolean", "integer", "float", "index", "number",
  /// "list", or "iterate" / "len" for iterating a tensor / taking its len.
  virtual void onPythonValue(const char* /*what*/) {}
  /// The Python value of size `dim` of `tensor` (`x.size(d)`, `x.shape`):
  /// `size` itself; a tracer gives a 0-dim tensor standing for it, as
  /// PyTorch's tracer does, so arithmetic on sizes is recorded.
  virtual IValue sizeValue(const IValue& /*tensor*/, int64_t /*dim*/, int64_t size) { return IValue(size); }
  /// The Python value of `x.numel()` (`x.nelement()`): as sizeValue, a
  /// tracer gives a 0-dim tensor recorded from aten::numel.
  virtual IValue numelValue(const IValue& /*tensor*/, int64_t numel) { return IValue(numel); }
};
/// Note [__torch_function__] (torch_function.cpp): runs the overrides of
/// callee `id`'s arguments into `out`; false when no argument overrides.
bool dispatchTorchFunction(Interp& in, int id, Args& args, IValue& out);
/// The same for torch.Tensor's Python-defined method `method` (`__repr__`).
bool dispatchTorchFunction(Interp& in, const char* method, Args& args, IValue& out);

/// Tensor property reads reach __torch_function__ as `Tensor.<name>.__get__`
/// (PyTorch's handle_torch_function_getter): wraps the getter of each
/// property torch.Tensor has so far (Note [__torch_function__]).
void dispatchTensorPropertyGetters(Interp& in);
/// torch._C's DisableTorchFunction, _disabled_torch_function_impl and
/// friends, torch.Tensor.__torch_function__, and the torch.overrides module.
void initTorchFunction(Interp& in, PyModule& c);
/// Installs an observer on `in` (nullptr to remove); not owned.
void setOpObserver(Interp& in, OpObserver* observer);
OpObserver* opObserver(Interp& in);
/// Marks torch calls a native torch function makes itself (`2 ** t` runs
/// torch.tensor): PyTorch's warning filter ignores TracerWarnings raised
/// from inside the torch package.
struct LibraryCall {
  explicit LibraryCall(Interp& in);
  ~LibraryCall();
  LibraryCall(const LibraryCall&) = delete;
  LibraryCall& operator=(const LibraryCall&) = delete;
  Interp& in;
};
bool inLibraryCall(Interp& in);

/// The grad tape that puts the differentiable ops of script code called from
/// the Python level into the Python-level backward graph (Note [Grad tape]
/// in ops/grad_hook.h); installed by the script boundary.
GradTape& scriptGradTape(Interp& in);

/// How a callee's call is written in the compiled statement.
enum class CallKind : uint8_t {
  Function,   ///< `text(args)`, text a qualified name: `torch.add`, `torch.nn.functional.relu`
  Method,     ///< `a0.text(args)`
  Binary,     ///< `a0 text a1` (text: `+`, `==`, `@`, ...)
  Unary,      ///< `text a0` (`-`, `~`)
  Attribute,  ///< `a0.text`
  GetItem,    ///< `a0[index]` (args[1] is the Python index value)
  SetItem,    ///< `a0[index] = a2`
  InPlace,    ///< `a0 text a1` with text `+=`..., returns a0
};
/// How a result converts back to a Python value.
enum class ResultHint : uint8_t { None, Size, Numel, Dtype, Tuple };

/// Registers a callee (cached by kind and text) and returns its id.
int calleeId(Interp& in, CallKind kind, const std::string& text, ResultHint hint = ResultHint::None);
/// Calls callee `id` with Python-level arguments (PyTorch's overload
/// resolution on the run-time values); raises TypeError when no overload
/// matches, and the op's own errors (RuntimeError, IndexError, ...).
IValue callOp(Interp& in, int id, Args& args);
/// Same, by kind and text (registers the callee on first use).
IValue callOp(Interp& in, CallKind kind, const std::string& text, Args& args);
IValue callOp(Interp& in, CallKind kind, const std::string& text, std::initializer_list<IValue> pos);

/// A native function calling `text` (Function) or method `text` of its first
/// argument (Method): what `torch.X` and `torch.Tensor.X` hold.
IValue opFunction(Interp& in, CallKind kind, const std::string& text, const std::string& name,
                  ResultHint hint = ResultHint::None);

/// Number of compiled call signatures (for tests of the cache).
size_t compiledSignatures(Interp& in);

}  // namespace ts::py
