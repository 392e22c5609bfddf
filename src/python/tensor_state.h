// ===--- tensor_state.h - what the Python level keeps on one tensor ------=== //
// Note [Tensor Python state]: a tensor at the Python level is a runtime
// TensorImpl, not a PyObject. What PyTorch keeps on the Python tensor object
// itself (its __dict__, its class when it is a torch.Tensor subclass) lives
// in the TensorImpl's pyState slot, made on first use. Views and op results
// are new tensors with no state, as they are new Python objects in PyTorch;
// an op on a subclass instance gives the subclass back (dispatch.cpp).
#pragma once

#include "python/object.h"
#include "tensor/tensor.h"

namespace ts::py {

struct TensorPyState : RefCounted {
  Ref<PyDict> dict;      ///< __dict__, made by the first attribute set
  PyType* type = nullptr;  ///< a torch.Tensor subclass, kept alive by type_ref
  IValue type_ref;
};

inline TensorImpl* tensorImplOf(const IValue& v) { return static_cast<TensorImpl*>(v.toRefCounted()); }

/// The state of tensor `v`, or null when it has none.
inline TensorPyState* tensorPyState(const IValue& v) {
  return static_cast<TensorPyState*>(tensorImplOf(v)->pyState());
}

inline TensorPyState& ensureTensorPyState(const IValue& v) {
  TensorImpl* impl = tensorImplOf(v);
  if (!impl->pyState()) impl->setPyState(makeRef<TensorPyState>());
  return *static_cast<TensorPyState*>(impl->pyState());
}

/// The torch.Tensor subclass tensor `v` is an instance of, or null.
inline PyType* tensorSubclass(const IValue& v) {
  TensorPyState* s = tensorPyState(v);
  return s ? s->type : nullptr;
}

/// Makes tensor `v` an instance of `cls` (null: a plain tensor again).
inline void setTensorSubclass(const IValue& v, PyType* cls) {
  if (!cls && !tensorPyState(v)) return;
  TensorPyState& s = ensureTensorPyState(v);
  s.type = cls;
  s.type_ref = cls ? box(cls) : IValue();
}

}  // namespace ts::py
