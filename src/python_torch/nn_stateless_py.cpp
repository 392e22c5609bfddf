// ===--- nn_stateless_py.cpp - torch.nn.utils.stateless -------------------=== //
// functional_call(module, parameters_and_buffers, args, kwargs): runs the
// module with the given tensors standing in for its parameters and buffers
// (by dotted name), restoring the originals afterwards, as PyTorch 1.13's
// stateless.py does (it swaps them in through the same registries).
#include "python_torch/nn_sources.h"

namespace ts::py {

namespace {

const char* kStatelessPy = R"PY(
import contextlib
import torch

__all__ = ["functional_call"]


def _owner(module, name):
    *path, attr = name.split(".")
    for p in path:
        module = getattr(module, p)
    return module, attr


def _swap(module, attr, tensor):
    # Returns how to undo the swap: (registry, old value) or (None, old attribute).
    if attr in module._parameters:
        old = module._parameters[attr]
        module._parameters[attr] = tensor
        return module._parameters, old
    if attr in module._buffers:
        old = module._buffers[attr]
        module._buffers[attr] = tensor
        return module._buffers, old
    old = getattr(module, attr, None)
    object.__setattr__(module, attr, tensor)
    return None, old


@contextlib.contextmanager
def _reparametrize_module(module, parameters_and_buffers):
    undo = []
    try:
        for name, tensor in parameters_and_buffers.items():
            owner, attr = _owner(module, name)
            registry, old = _swap(owner, attr, tensor)
            undo.append((owner, attr, registry, old))
        yield
    finally:
        for owner, attr, registry, old in reversed(undo):
            if registry is not None:
                registry[attr] = old
            elif old is None:
                object.__delattr__(owner, attr)
            else:
                object.__setattr__(owner, attr, old)


def functional_call(module, parameters_and_buffers, args, kwargs=None):
    if kwargs is None:
        kwargs = {}
    if not isinstance(args, tuple):
        args = (args,)
    with _reparametrize_module(module, parameters_and_buffers):
        return module(*args, **kwargs)
)PY";

}  // namespace

const char* nnStatelessSource() { return kStatelessPy; }

}  // namespace ts::py
