// ===--- inference_mode.cpp - torch.inference_mode's inference tensors ----=== //
// Note [Inference tensors] (bridge_state.h): while the mode is on, results
// of ops are marked; outside it, an inference tensor may be read and used in
// ops that save nothing for backward, but not updated in place, made to
// require grad, or saved for backward. The messages are PyTorch 1.13's.
#include <string>
#include <unordered_set>

#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kInPlace =
    "Inplace update to inference tensor outside InferenceMode is not allowed.You can make a clone to get a normal "
    "tensor before doing inplace update.See https://github.com/pytorch/rfcs/pull/17 for more details.";
const char* kSaved =
    "Inference tensors cannot be saved for backward. To work around you can make a clone to get a normal tensor and "
    "use it in autograd.";

void markItems(const IValue& v) {
  if (v.isTensor()) {
    markInferenceTensor(v.toTensor());
  } else if (v.isTuple()) {
    for (const IValue& x : v.toTuple()->items) markItems(x);
  } else if (v.isList()) {
    for (const IValue& x : v.toList()->items) markItems(x);
  }
}

/// Ops whose backward saves none of their tensor arguments (derivatives.yaml):
/// an inference tensor may take part in them.
bool savesNothing(const std::string& name) {
  static const std::unordered_set<std::string> kNone = {
      "add", "sub", "rsub", "neg", "sum", "mean", "view", "reshape", "expand", "expand_as", "transpose", "permute",
      "t", "squeeze", "unsqueeze", "cat", "concat", "stack", "clone", "contiguous", "flatten", "getitem", "select",
      "narrow", "to", "float", "double", "add_", "sub_", "view_as", "reshape_as", "repeat", "flip", "roll",
      "split", "chunk", "unbind", "movedim", "type_as", "broadcast_to", "hstack", "vstack", "linear_bias"};
  return kNone.count(name) != 0;
}

IValue isInferenceModeEnabled(Interp& in, Args&, PyObject*) { return IValue(torchState(in).inference_mode); }

/// torch._set_inference_mode(flag) -> the previous state.
IValue setInferenceMode(Interp& in, Args& a, PyObject*) {
  if (a.n != 1) in.raise(in.e.TypeError, "_set_inference_mode() takes exactly one argument");
  bool prev = torchState(in).inference_mode;
  torchState(in).inference_mode = truthy(in, a[0]);
  return IValue(prev);
}

/// Tensor.is_inference() and torch.is_inference(t).
IValue isInference(Interp& in, Args& a, PyObject*) {
  if (a.n != 1 || !a[0].isTensor()) in.raise(in.e.TypeError, "is_inference() expects a Tensor");
  return IValue(isInferenceTensor(a[0].toTensor()));
}

}  // namespace

void markInferenceResult(Interp& in, const Args& args, const IValue& result) {
  if (torchState(in).inference_mode) {
    markItems(result);
    return;
  }
  // Outside the mode a view of an inference tensor is one too (detach, view,
  // slicing): it shares the inference tensor's storage.
  if (!result.isTensor()) return;
  const Storage* storage = result.toTensor().impl()->storage().get();
  for (size_t i = 0; i < args.n; ++i) {
    const IValue& v = args.pos[i];
    if (v.isTensor() && isInferenceTensor(v.toTensor()) && v.toTensor().impl()->storage().get() == storage) {
      markInferenceTensor(result.toTensor());
      return;
    }
  }
}

void checkInferenceInPlace(Interp& in, const IValue& self) {
  if (!torchState(in).inference_mode && self.isTensor() && isInferenceTensor(self.toTensor()))
    in.raise(in.e.RuntimeError, kInPlace);
}

void checkInferenceRequiresGrad(Interp& in, const Tensor& t, bool wanted) {
  if (wanted && !torchState(in).inference_mode && isInferenceTensor(t))
    in.raise(in.e.RuntimeError, "Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.");
}

void checkInferenceSaved(Interp& in, const std::string& name, const IValue* args, size_t n) {
  bool found = false;
  for (size_t i = 0; i < n && !found; ++i) {
    const IValue& v = args[i];
    found = v.isTensor() && isInferenceTensor(v.toTensor());
    if (!found && (v.isList() || v.isTuple()))
      for (const IValue& x : v.isList() ? v.toList()->items : v.toTuple()->items)
        found = found || (x.isTensor() && isInferenceTensor(x.toTensor()));
  }
  if (found && !savesNothing(name)) in.raise(in.e.RuntimeError, kSaved);
}

void initInferenceMode(Interp& in, PyModule& torch) {
  torch.dict->set(in, in.intern("is_inference_mode_enabled"), in.native("is_inference_mode_enabled", isInferenceModeEnabled));
  torch.dict->set(in, in.intern("_set_inference_mode"), in.native("_set_inference_mode", setInferenceMode));
  torch.dict->set(in, in.intern("is_inference"), in.native("is_inference", isInference));
  in.addMethod(in.t.tensor, "is_inference", isInference);
}

}  // namespace ts::py
