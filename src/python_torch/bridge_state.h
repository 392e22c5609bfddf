// ===--- bridge_state.h - the torch bridge's per-Interp state -------------=== //
// The compiled-call cache, the registered callees, the observer and the
// torch object types (dtype, device, Size, ...), kept in an Interp extension
// slot (Interp::extension) so nothing is global.
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "python/interp.h"
#include "python_torch/dispatch.h"
#include "ops/grad_hook.h"
#include "ops/registry.h"
#include "runtime/function.h"
#include "tensor/tensor_print.h"

namespace ts {
class Program;
}

namespace ts::py {

/// One compiled call signature (Note [Op dispatch by compiled graphs]).
struct CompiledCall {
  std::unique_ptr<Program> program;  ///< owns `fn`
  Function* fn = nullptr;
  /// Argument markers and type codes the function was compiled for (an int
  /// passed for a float parameter is coded as a float, Note [Op dispatch by
  /// compiled graphs]).
  std::string codes;
  /// Note [Direct kernel calls]: when the graph is one operator over its
  /// inputs and simple constants, the call runs that operator's kernel on a
  /// stack built from `sources` (>= 0: input index; < 0: constant -1 - i),
  /// without the bytecode interpreter.
  OpKernel kernel;
  std::vector<int> sources;
  std::vector<IValue> constants;
  /// The result's NamedTupleType when the op has named returns (else null).
  const void* named_result = nullptr;
  /// Inputs an operator of the graph writes to (`Tensor(a!)`), directly or
  /// through a view (index assignment): their version counters are bumped
  /// after each run (Note [Version counter]).
  std::vector<int> written;
};

struct Callee {
  CallKind kind;
  std::string text;
  ResultHint hint;
  bool tensor_ctor = false;  ///< torch.tensor & co.: `[]` is a float list
};

struct TorchState {
  TorchState();
  ~TorchState();
  std::vector<Callee> callees;
  /// Callee ids by kind, then text (looked up without allocating).
  struct TextHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  std::unordered_map<std::string, int, TextHash, std::equal_to<>> callee_ids[8];
  /// Key: callee id bytes, argument type codes, keyword names.
  std::unordered_map<std::string, CompiledCall> cache;
  OpObserver* observer = nullptr;
  /// Backward passes running: ops keep no torch.Tensor subclass inside them.
  int engine_depth = 0;
  /// Records script code's differentiable ops (Note [Grad tape]).
  std::unique_ptr<GradTape> script_tape;
  int library_calls = 0;  ///< LibraryCall depth
  /// Scratch buffers reused by calls (a call never re-enters dispatch
  /// before it has consumed them; nested calls get the next depth's).
  std::deque<std::string> keys;  ///< deque: references stay valid as it grows
  std::deque<Stack> stacks;
  int depth = 0;
  bool empty_float = false;  ///< while coding a tensor constructor's arguments
  /// torch object types and the singleton dtype objects by ScalarType code.
  PyType* slot_type = nullptr;  ///< wrapper_descriptor (native_slots.h)
  PyType* dtype_type = nullptr;
  PyType* device_type = nullptr;
  PyType* layout_type = nullptr;
  PyType* memory_format_type = nullptr;
  PyType* finfo_type = nullptr;
  PyType* generator_type = nullptr;
  IValue default_generator;  ///< torch.default_generator's Python object
  PyType* iinfo_type = nullptr;
  std::vector<IValue> dtypes;  ///< index: ScalarType code; None if absent
  IValue strided, channels_last, contiguous_format, preserve_format;
  IValue torch_module;
  PrintOptions print_options;
  /// Python types of named tuple types; named types of anonymous return tuples.
  std::unordered_map<const void*, PyType*> named_tuple_types;
  /// grad_fn names of torch.autograd.Function subclasses (`XBackward`);
  /// tensors point at these strings, so they live as long as the state.
  std::deque<std::string> custom_grad_fns;
  std::map<std::pair<const void*, std::string>, TypePtr> return_types;
  /// Types of grad_fn objects by backward node name.
  /// torch.inference_mode is on (Note [Inference tensors]).
  bool inference_mode = false;
  /// Note [__torch_function__]: off inside torch._C.DisableTorchFunction;
  /// the default (torch.Tensor's) and the opt-out implementations.
  bool torch_function_enabled = true;
  IValue default_torch_function, disabled_torch_function;
};

/// The bridge's state of `in` (created on first use).
TorchState& torchState(Interp& in);

/// PyTorch's argument-parser message for a call of `c` that the schema
/// matcher rejected with `msg` (arg_errors.cpp); `msg` when no rule applies.
/// `only` names the schema variant (`aten::cat`) whose error to report.
std::string pythonArgumentError(const Callee& c, const std::string& msg, const std::string& only = "");
/// The same, knowing the call's arguments: when no single Python signature
/// is plausible for them, python_arg_parser's "received an invalid
/// combination of arguments" listing.
std::string pythonArgumentError(Interp& in, const Callee& c, const std::string& msg, const Args& args);

/// Note [Inference tensors]: tensors made by ops while torch.inference_mode
/// is on are inference tensors (a flag of their autograd meta). Outside the
/// mode they may not be updated in place, made to require grad, or saved
/// for backward, with PyTorch's errors (inference_mode.cpp).
bool isInferenceTensor(const Tensor& t);
void markInferenceTensor(const Tensor& t);
/// Marks the tensors of an op's result when inference mode is on, and
/// views of inference tensors when it is off.
void markInferenceResult(Interp& in, const Args& args, const IValue& result);
/// Raises PyTorch's error for an in-place update of an inference tensor
/// outside inference mode.
void checkInferenceInPlace(Interp& in, const IValue& self);
/// Raises PyTorch's error for requires_grad=True on an inference tensor
/// outside inference mode.
void checkInferenceRequiresGrad(Interp& in, const Tensor& t, bool wanted);
/// Raises PyTorch's error when op `name` would save an inference tensor of
/// `args` for backward.
void checkInferenceSaved(Interp& in, const std::string& name, const IValue* args, size_t n);
/// torch.is_inference_mode_enabled, torch._set_inference_mode, Tensor.is_inference.
void initInferenceMode(Interp& in, PyModule& torch);

/// torch.dtype object of a ScalarType code.
IValue dtypeObject(Interp& in, int64_t code);
/// The ScalarType code of a dtype object, or -1 if `v` is not one.
int64_t dtypeCode(Interp& in, const IValue& v);
/// A torch.Size of `dims`.
IValue makeSize(Interp& in, std::vector<IValue> dims);
/// A torch.device object of a runtime Device.
IValue deviceObject(Interp& in, Device d);
/// Whether v is a torch.device object; sets `out`.
bool deviceValue(Interp& in, const IValue& v, Device& out);

/// An operator's anonymous named-return tuple as `torch.return_types.<op_name>`.
/// `result_type` is the call's NamedTupleType (fields named, no name).
IValue nameReturnTuple(Interp& in, const IValue& result, const void* result_type, const std::string& op_name);

/// Defined by each file: fills its part of the `torch` module / types.
void initNamedTuples(Interp& in);
/// Records the backward node of an op's result when it requires grad
/// (Note [Python-level autograd]).
void recordGradNode(Interp& in, int callee, Args& args, const IValue& result);
/// A tensor's autograd state before an in-place op.
struct InPlaceState {
  Ref<RefCounted> meta;
  const char* grad_fn = nullptr;
  bool requires_grad = false;
  /// A copy of the values before the op, for the ops whose derivative reads
  /// them (silu_, hardswish_, sigmoid_): PyTorch saves the original self.
  Tensor values;
  /// The same of the tensor t views, if t is a view (Note [Saved versions]).
  Ref<RefCounted> base_meta;
  const char* base_grad_fn = nullptr;
  bool base_requires_grad = false;
};
/// t's autograd state before in-place call `c` changes it.
InPlaceState inPlaceBefore(const Tensor& t, const Callee& c, Args& args);
/// After in-place op `callee` on args[0]: its old version (an alias keeping
/// `before`) becomes the input of a new node on args[0].
void recordInPlaceNode(Interp& in, int callee, Args& args, const InPlaceState& before);
/// torch.autograd's native helpers (_node, _leaf_grad, _set_leaf_grad).
void initAutogradNatives(Interp& in, PyModule& autograd);
/// Registers torch.optim and torch.optim.lr_scheduler (optim_py.cpp).
void registerOptim(Interp& in);
/// Registers torch.testing (testing_py.cpp).
void registerTesting(Interp& in);
/// Registers torch.fx and its submodules (fx_install.cpp).
void registerFx(Interp& in);
/// Registers torch.serialization (torch.save / torch.load; serialization_py.cpp).
void registerSerialization(Interp& in);
/// Registers torch._zip_records (serialization_native.cpp).
void registerZipRecords(Interp& in);
/// Registers torch._utils and torch.storage (tensor_pickle_py.cpp).
void registerTensorPickling(Interp& in);
/// Registers torch.utils and torch.utils.data (data_py.cpp).
void registerData(Interp& in);
void registerDistributed(Interp& in);  ///< torch.distributed (one process), DistributedSampler
void registerProfiler(Interp& in);     ///< torch.profiler, torch.autograd.profiler (measure nothing)
/// Registers torch.distributions (distributions_py.cpp).
void registerDistributions(Interp& in);
/// Registers numpy, numpy.random, numpy.linalg (numpy_install.cpp).
void registerNumpy(Interp& in);
/// torch.from_numpy and Tensor.numpy (numpy_install.cpp).
void initTorchNumpy(Interp& in, PyModule& torch);
/// Submodule import paths of PyTorch's classes (module_aliases.cpp).
void registerModuleAliases(Interp& in);
void importModuleAliases(Interp& in);  // module_aliases.cpp: after torch's packages are built
/// The functorch package (functorch_py.cpp).
void registerFunctorch(Interp& in);
/// DataLoader's worker emulation (data_workers_py.cpp), run in torch.utils.data after its source.
void runDataWorkersSource(Interp& in, PyModule& data);
/// torch.autograd's Python part: backward, grad, the formulas.
void runAutogradSource(Interp& in, PyModule& autograd);
/// More derivative formulas (autograd_formulas_py.cpp), run after the source.
void runAutogradFormulas(Interp& in, PyModule& autograd);
/// Derivatives of torch.linalg and norms (autograd_linalg_py.cpp).
void runAutogradLinalgFormulas(Interp& in, PyModule& autograd);
/// Derivatives of pointwise, special and shape functions (autograd_pointwise_py.cpp).
void runAutogradPointwiseFormulas(Interp& in, PyModule& autograd);
/// Derivatives of complex and torch.fft ops (autograd_complex_py.cpp).
void runAutogradComplexFormulas(Interp& in, PyModule& autograd);
/// Derivatives of the backend-named nn operators (autograd_nn_legacy_py.cpp).
void runAutogradNnLegacyFormulas(Interp& in, PyModule& autograd);
/// Anomaly mode and gradgradcheck, run in torch.autograd after its source.
void runAutogradExtras(Interp& in, PyModule& autograd);
/// torch.autograd.function and torch.autograd.functional.
void registerAutogradModules(Interp& in);
void initTorchRandom(Interp& in, PyModule& torch);
/// torch.get_num_threads / torch.set_num_threads (torch_threads.cpp).
void initTorchThreads(Interp& in, PyModule& torch);
/// Runs callee `id` honoring a `generator=` keyword (torch_random.cpp); false if there is none.
bool callWithGenerator(Interp& in, int id, Args& args, IValue& out);
/// torch.tensor & co. given data with tensors inside (tensor_data.cpp); false if it has none.
bool callWithTensorData(Interp& in, int id, Args& args, IValue& out);
/// warnings.warn(message, UserWarning) from native code: reported at the
/// innermost Python frame, as PyTorch's TORCH_WARN reaches Python.
void warnUser(Interp& in, const std::string& message);
void initTorchObjects(Interp& in, PyModule& torch);
void initTensorType(Interp& in);

}  // namespace ts::py
