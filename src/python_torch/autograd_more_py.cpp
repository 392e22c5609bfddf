// ===--- autograd_more_py.cpp - anomaly mode, torch.autograd.function/.functional ===//
// The parts of torch.autograd around the engine (autograd_py.cpp), in Python:
// anomaly-mode switches (the engine's error hint depends on them),
// gradgradcheck, the `torch.autograd.function` module (once_differentiable)
// and `torch.autograd.functional` (jacobian, hessian, vjp, jvp, hvp, vhp),
// written after PyTorch 1.13's autograd/functional.py on the engine's grad.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

/// Run in torch.autograd's namespace after the engine's source.
const char* kAnomalyPy = R"PY(
import torch
import warnings

_anomaly = [False]

def _is_anomaly_enabled():
    return _anomaly[0]

torch.is_anomaly_enabled = _is_anomaly_enabled
torch.set_anomaly_enabled = lambda enabled, check_nan=True: _anomaly.__setitem__(0, bool(enabled))

class detect_anomaly:
    def __init__(self, check_nan=True):
        self.prev = _anomaly[0]
        self.check_nan = check_nan
        warnings.warn("Anomaly Detection has been enabled. This mode will increase the runtime "
                      "and should only be enabled for debugging.", stacklevel=2)

    def __enter__(self):
        _anomaly[0] = True

    def __exit__(self, *args):
        _anomaly[0] = self.prev
        return False

class set_detect_anomaly:
    def __init__(self, mode, check_nan=True):
        self.prev = _anomaly[0]
        _anomaly[0] = bool(mode)

    def __enter__(self):
        pass

    def __exit__(self, *args):
        _anomaly[0] = self.prev
        return False

def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3,
                  gen_non_contig_grad_outputs=False, raise_exception=True, **kwargs):
    # gradcheck of the function that maps (inputs, grad_outputs) to the
    # first derivatives; random grad_outputs in [-1, 1) as make_tensor draws them.
    if isinstance(inputs, Tensor):
        inputs = (inputs,)
    inputs = tuple(inputs)
    outs = func(*inputs)
    outs = outs if isinstance(outs, tuple) else (outs,)
    if grad_outputs is None:
        grad_outputs = tuple(torch.empty(o.shape, dtype=o.dtype).uniform_(-1, 1).requires_grad_() for o in outs)
    n = len(inputs)

    def first_derivatives(*args):
        # gradcheck evaluates it under no_grad too: the derivatives need a graph.
        with torch.enable_grad():
            ins, gos = args[:n], args[n:]
            o = func(*ins)
            o = o if isinstance(o, tuple) else (o,)
            diff = [x for x in ins if isinstance(x, Tensor) and x.requires_grad]
            return grad(o, diff, gos, create_graph=True, allow_unused=True)

    return gradcheck(first_derivatives, inputs + tuple(grad_outputs), eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception)
)PY";

const char* kFunctionPy = R"PY(
import functools
import torch
from torch import Tensor
from torch.autograd import Function, FunctionCtx, _attach_custom

BackwardCFunction = FunctionCtx

class _DelayedError:
    # The node PyTorch's DelayedError makes: differentiating through it raises.
    @staticmethod
    def backward(ctx, *grads):
        raise RuntimeError("trying to differentiate twice a function that was marked with @once_differentiable")

def once_differentiable(fn):
    @functools.wraps(fn)
    def wrapper(ctx, *args):
        with torch.no_grad():
            outputs = fn(ctx, *args)
        if not torch.is_grad_enabled():
            return outputs
        # Gradients that require grad (create_graph): the results do too,
        # through a node that raises when a second backward reaches it.
        if not any(isinstance(a, Tensor) and a.requires_grad for a in args):
            return outputs
        single = not isinstance(outputs, tuple)
        outs = (outputs,) if single else outputs
        aliases = tuple(o.detach() if isinstance(o, Tensor) else o for o in outs)
        fakes = tuple(o.detach().requires_grad_() for o in outs if isinstance(o, Tensor) and o.is_floating_point())
        if fakes:
            _attach_custom(aliases, "Error", ((FunctionCtx(), _DelayedError),) + fakes)
        return aliases[0] if single else aliases
    return wrapper

class InplaceFunction(Function):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace
)PY";

const char* kFunctionalPy = R"PY(
import torch
from torch import Tensor

def _as_tuple(x):
    return (x, False) if isinstance(x, tuple) else ((x,), True)

def _prepare(inputs, create_graph):
    # As _grad_preprocess: inputs join a fresh graph.
    return tuple(x.view_as(x) if create_graph and x.requires_grad else x.detach().requires_grad_(True)
                 for x in inputs)

def _grads(outputs, inputs, grad_outputs, create_graph, retain_graph=None):
    outs = [o for o in outputs]
    gos = list(grad_outputs)
    keep = [i for i, o in enumerate(outs) if o.requires_grad]
    if not keep:
        return tuple(None for _ in inputs)
    return torch.autograd.grad([outs[i] for i in keep], inputs, [gos[i] for i in keep], allow_unused=True,
                               create_graph=create_graph, retain_graph=retain_graph)

def _fill_zeros(grads, refs):
    return tuple(torch.zeros_like(r) if g is None else g for g, r in zip(grads, refs))

def _finish(values, create_graph, single):
    if not create_graph:
        values = tuple(v.detach() if isinstance(v, Tensor) else v for v in values)
    return values[0] if single else values

def jacobian(func, inputs, create_graph=False, strict=False, vectorize=False, strategy="reverse-mode"):
    inputs, single_in = _as_tuple(inputs)
    inputs = _prepare(inputs, create_graph)
    outputs, single_out = _as_tuple(func(*inputs))
    result = []
    for out in outputs:
        flat = out.reshape(-1)
        rows = [[] for _ in inputs]
        for j in range(flat.numel()):
            if flat.requires_grad:
                gs = torch.autograd.grad(flat[j], inputs, retain_graph=True, create_graph=create_graph,
                                         allow_unused=True)
            else:
                gs = tuple(None for _ in inputs)
            for k, (g, x) in enumerate(zip(gs, inputs)):
                rows[k].append(torch.zeros_like(x) if g is None else g)
        jac = []
        for k, x in enumerate(inputs):
            if rows[k]:
                j = torch.stack(rows[k], dim=0).view(out.shape + x.shape)
            else:
                j = torch.zeros(out.shape + x.shape, dtype=x.dtype)
            jac.append(j if create_graph else j.detach())
        result.append(jac[0] if single_in else tuple(jac))
    return result[0] if single_out else tuple(result)

def hessian(func, inputs, create_graph=False, strict=False, vectorize=False, outer_jacobian_strategy="reverse-mode"):
    inputs, single_in = _as_tuple(inputs)

    def jac_func(*inp):
        def scalar_fn(*x):
            out = func(*x)
            if isinstance(out, tuple) or out.numel() != 1:
                raise RuntimeError("The function given to hessian should return a single Tensor containing a single element")
            return out.squeeze()
        j = jacobian(scalar_fn, inp, create_graph=True)
        return j

    res = jacobian(jac_func, inputs, create_graph=create_graph)
    return res[0][0] if single_in else res

def vjp(func, inputs, v=None, create_graph=False, strict=False):
    inputs, single_in = _as_tuple(inputs)
    inputs = _prepare(inputs, create_graph)
    with torch.enable_grad():
        outputs, single_out = _as_tuple(func(*inputs))
    if v is None:
        v = tuple(torch.ones_like(o) for o in outputs)
    else:
        v, _ = _as_tuple(v)
    grads = _fill_zeros(_grads(outputs, inputs, v, create_graph), inputs)
    return _finish(outputs, create_graph, single_out), _finish(grads, create_graph, single_in)

def jvp(func, inputs, v=None, create_graph=False, strict=False):
    # The double-backward trick: the vjp is linear in its grad_outputs.
    inputs, single_in = _as_tuple(inputs)
    inputs = _prepare(inputs, create_graph)
    outputs, single_out = _as_tuple(func(*inputs))
    if v is None:
        v = tuple(torch.ones_like(x) for x in inputs)
    else:
        v, _ = _as_tuple(v)
    grad_outputs = tuple(torch.zeros_like(o, requires_grad=True) for o in outputs)
    grad_inputs = _grads(outputs, inputs, grad_outputs, True)
    pairs = [(g, x) for g, x in zip(grad_inputs, v) if g is not None]
    jv = _grads([g for g, _ in pairs], grad_outputs, [x for _, x in pairs], create_graph)
    jv = _fill_zeros(jv, outputs)
    return _finish(outputs, create_graph, single_out), _finish(jv, create_graph, single_out)

def vhp(func, inputs, v=None, create_graph=False, strict=False):
    inputs, single_in = _as_tuple(inputs)
    inputs = _prepare(inputs, create_graph)
    out = func(*inputs)
    if isinstance(out, tuple) or out.numel() != 1:
        raise RuntimeError("The Tensor returned by the function given to hvp should contain a single element")
    if v is None:
        v = tuple(torch.ones_like(x) for x in inputs)
    else:
        v, _ = _as_tuple(v)
    jac = _fill_zeros(_grads((out,), inputs, (torch.ones_like(out),), True), inputs)
    res = _fill_zeros(_grads(jac, inputs, v, create_graph), inputs)
    return _finish((out,), create_graph, True), _finish(res, create_graph, single_in)

def hvp(func, inputs, v=None, create_graph=False, strict=False):
    # The Hessian of a twice-differentiable function is symmetric.
    return vhp(func, inputs, v, create_graph, strict)
)PY";

/// torch.autograd.Variable: the pre-0.4 wrapper, now a constructor that
/// returns a detached Tensor sharing the data; every Tensor is an instance.
const char* kVariablePy = R"PY(
import torch
import warnings

class VariableMeta(type):
    def __instancecheck__(cls, other):
        return isinstance(other, torch.Tensor)

class Variable(metaclass=VariableMeta):
    def __new__(cls, data=None, requires_grad=False, volatile=False, _grad_fn=None, name=None):
        if volatile:
            warnings.warn("volatile was removed and now has no effect. Use `with torch.no_grad():` instead.",
                          stacklevel=2)
        if data is None:
            var = torch.empty(0)
        elif isinstance(data, torch.Tensor):
            var = data.detach()
        else:
            raise TypeError("Variable data has to be a tensor, but got " + type(data).__name__)
        if requires_grad:
            var.requires_grad_()
        return var
)PY";

void initFunction(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kFunctionPy); }
void initVariable(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kVariablePy); }
void initFunctional(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kFunctionalPy); }

}  // namespace

void runAutogradExtras(Interp& in, PyModule& autograd) {
  runSourceModule(in, autograd, "torch.autograd", kAnomalyPy);
  IValue variable = in.importModule("torch.autograd.variable");
  autograd.dict->set(in, in.intern("variable"), variable);
  autograd.dict->set(in, in.intern("Variable"), getAttr(in, variable, "Variable"));
}

void registerAutogradModules(Interp& in) {
  in.registerModule("torch.autograd.function", initFunction);
  in.registerModule("torch.autograd.functional", initFunctional);
  in.registerModule("torch.autograd.variable", initVariable);
}

}  // namespace ts::py
