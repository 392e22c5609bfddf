// ===--- nn_utils_py.cpp - torch.nn.utils as Python source ----------------=== //
// Gradient clipping and parameter/vector conversion with PyTorch 1.13's
// arithmetic (so results agree bit for bit), run by the evaluator.
#include "python_torch/nn_sources.h"

namespace ts::py {

namespace {

const char* kUtilsPy = R"PY(
import math
import torch


def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False):
    if isinstance(parameters, torch.Tensor):
        parameters = [parameters]
    grads = [p.grad for p in parameters if p.grad is not None]
    max_norm = float(max_norm)
    norm_type = float(norm_type)
    if len(grads) == 0:
        return torch.tensor(0.)
    if norm_type == math.inf:
        norms = [g.detach().abs().max() for g in grads]
        total_norm = norms[0] if len(norms) == 1 else torch.max(torch.stack(norms))
    else:
        total_norm = torch.norm(torch.stack([torch.norm(g.detach(), norm_type) for g in grads]), norm_type)
    if error_if_nonfinite and torch.logical_or(total_norm.isnan(), total_norm.isinf()):
        raise RuntimeError(
            f'The total norm of order {norm_type} for gradients from '
            '`parameters` is non-finite, so it cannot be clipped. To disable '
            'this error and scale the gradients by the non-finite norm anyway, '
            'set `error_if_nonfinite=False`')
    clip_coef = max_norm / (total_norm + 1e-6)
    clip_coef_clamped = torch.clamp(clip_coef, max=1.0)
    for g in grads:
        g.detach().mul_(clip_coef_clamped)
    return total_norm


def clip_grad_value_(parameters, clip_value):
    if isinstance(parameters, torch.Tensor):
        parameters = [parameters]
    clip_value = float(clip_value)
    for p in filter(lambda p: p.grad is not None, parameters):
        p.grad.data.clamp_(min=-clip_value, max=clip_value)


def parameters_to_vector(parameters):
    vec = []
    for param in parameters:
        vec.append(param.view(-1))
    return torch.cat(vec)


def vector_to_parameters(vec, parameters):
    if not isinstance(vec, torch.Tensor):
        raise TypeError('expected torch.Tensor, but got: {}'.format(torch.typename(vec)))
    pointer = 0
    for param in parameters:
        num_param = param.numel()
        with torch.no_grad():
            param.copy_(vec[pointer:pointer + num_param].view_as(param))
        pointer += num_param
)PY";

}  // namespace

const char* nnUtilsSource() { return kUtilsPy; }

}  // namespace ts::py
