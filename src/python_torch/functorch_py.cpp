// ===--- functorch_py.cpp - functorch: vmap, grad, jacobians, make_functional -=== //
// PyTorch 1.13 ships functorch beside torch. Note [functorch by autograd]:
// its transforms are written here over the tape autograd and plain loops,
// not as interpreter levels:
// - vmap calls the function once per index of the mapped dims and stacks
//   the results (out_dims), which is what vmap's batching rules compute;
// - grad/vjp/jacrev differentiate with torch.autograd.grad, creating a graph
//   when an input already requires grad (an outer transform or the ordinary
//   autograd), so that transforms nest and results carry grad_fn exactly
//   when functorch's do; jacrev pulls back one-hot cotangents, as functorch's
//   vmap of vjp does, so even the zeros' signs agree;
// - jvp/jacfwd use the double-vjp identity J t = d/du <J^T u, t>.
// make_functional & co. keep a copy of the module whose state is swapped in
// by torch.nn.utils.stateless.functional_call.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kFunctorchPy = R"PY(
import copy
import torch
import torch.nn as nn
from torch import Tensor
from torch.nn.utils.stateless import functional_call

__version__ = torch.__version__


# ---- pytrees: tuples, lists, dicts and namedtuples of leaves ---- #

def _flatten(tree):
    if isinstance(tree, (tuple, list)):
        leaves, specs = [], []
        for x in tree:
            l, s = _flatten(x)
            leaves.extend(l)
            specs.append(s)
        kind = type(tree) if hasattr(tree, "_fields") else (tuple if isinstance(tree, tuple) else list)
        return leaves, (kind, None, specs)
    if isinstance(tree, dict):
        leaves, specs = [], []
        for k in tree:
            l, s = _flatten(tree[k])
            leaves.extend(l)
            specs.append(s)
        return leaves, (dict, list(tree.keys()), specs)
    return [tree], None


def _count(spec):
    return 1 if spec is None else sum(_count(s) for s in spec[2])


def _unflatten(leaves, spec):
    if spec is None:
        return leaves[0]
    kind, keys, specs = spec
    parts, i = [], 0
    for s in specs:
        n = _count(s)
        parts.append(_unflatten(leaves[i:i + n], s))
        i += n
    if kind is dict:
        return dict(zip(keys, parts))
    if kind is list:
        return parts
    if kind is tuple:
        return tuple(parts)
    return kind(*parts)


def _broadcast_dims(dims, tree, what):
    # One dim per leaf: an int/None applies to the whole subtree.
    if dims is None or isinstance(dims, int):
        return [dims] * _count(_flatten(tree)[1])
    if isinstance(tree, (tuple, list)) and isinstance(dims, (tuple, list)) and len(dims) == len(tree):
        out = []
        for d, t in zip(dims, tree):
            out.extend(_broadcast_dims(d, t, what))
        return out
    if isinstance(tree, dict) and isinstance(dims, dict):
        out = []
        for k in tree:
            out.extend(_broadcast_dims(dims.get(k), tree[k], what))
        return out
    raise ValueError("vmap(f, " + what + "=" + str(dims) + ", ...): " + what + " is not compatible with the "
                     "structure of the inputs/outputs")


# ---- vmap ---- #

def _fname(func):
    return getattr(func, "__name__", repr(func))


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    if randomness not in ("error", "different", "same"):
        raise RuntimeError("Only allowed values for randomness are 'error', 'different', or 'same'. Got " +
                           str(randomness))

    def wrapped(*args, **kwargs):
        if isinstance(in_dims, tuple) and len(in_dims) != len(args):
            raise ValueError("vmap(" + _fname(func) + ", in_dims=" + str(in_dims) + ", ...)(<inputs>): in_dims is "
                             "not compatible with the structure of `inputs`.")
        leaves, spec = _flatten(list(args))
        dims = _broadcast_dims(list(in_dims) if isinstance(in_dims, tuple) else in_dims, list(args), "in_dims")
        sizes = []
        for x, d in zip(leaves, dims):
            if d is None:
                continue
            if not isinstance(x, Tensor):
                raise ValueError("vmap(" + _fname(func) + ", in_dims=" + str(in_dims) + ", ...)(<inputs>): Got "
                                 "in_dim=" + str(d) + " for an input but the input is of type " + str(type(x)) +
                                 ". We cannot vmap over non-Tensor arguments, please use None as the respective "
                                 "in_dim")
            if not -x.dim() <= d < max(x.dim(), 1):
                raise ValueError("vmap(" + _fname(func) + ", in_dims=" + str(in_dims) + ", ...)(<inputs>): Got "
                                 "in_dim=" + str(d) + " for some input, but that input is a Tensor of "
                                 "dimensionality " + str(x.dim()) + " so expected in_dim to satisfy -" +
                                 str(x.dim()) + " <= in_dim < " + str(x.dim()) + ".")
            sizes.append(x.shape[d])
        if not sizes:
            raise ValueError("vmap(" + _fname(func) + ", in_dims=" + str(in_dims) + ", ...)(<inputs>): at least "
                             "one input must be a Tensor that is being vmapped over (got all None in_dims)")
        if any(s != sizes[0] for s in sizes):
            raise ValueError("vmap: Expected all tensors to have the same size in the mapped dimension, got sizes " +
                             str(sizes) + " for the mapped dimension")
        results = []
        for i in range(sizes[0]):
            picked = [x if d is None else x.select(d, i) for x, d in zip(leaves, dims)]
            results.append(func(*_unflatten(picked, spec), **kwargs))
        return _stack_results(func, results, out_dims)

    return wrapped


def _stack_results(func, results, out_dims):
    flat = [_flatten(r) for r in results]
    spec = flat[0][1]
    dims = _broadcast_dims(out_dims, results[0], "out_dims")
    out = []
    for j, d in enumerate(dims):
        column = [leaves[j] for leaves, _ in flat]
        if not isinstance(column[0], Tensor):
            raise ValueError("vmap(" + _fname(func) + ", ...): `" + _fname(func) + "` must only return Tensors, "
                             "got type " + str(type(column[0])) + ". Did you mean to set out_dim= to None for "
                             "output?")
        out.append(column[0] if d is None else torch.stack(column, d))
    return _unflatten(out, spec)


# ---- grad, vjp, jvp ---- #

def _track(x):
    # A leaf of the differentiation: x itself when an outer level already
    # tracks it (so the derivative stays differentiable there), else a fresh leaf.
    if not isinstance(x, Tensor):
        raise RuntimeError("Expected Tensor but got " + type(x).__name__)
    return x if x.requires_grad else x.detach().requires_grad_()


def _argnums_tuple(argnums, n):
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    for a in nums:
        if not isinstance(a, int):
            raise RuntimeError("argnums must be int or Tuple[int, ...], got: " + str(type(a)))
        if not -n <= a < n:
            raise RuntimeError("Got argnums=" + str(a) + ", but only " + str(n) + " positional inputs")
    return tuple(a % n for a in nums)


def _grads(outputs, inputs, cotangents, create):
    gs = torch.autograd.grad(outputs, inputs, cotangents, retain_graph=True, create_graph=create, allow_unused=True)
    return [torch.zeros_like(x) if g is None else g for g, x in zip(gs, inputs)]


def _outer(leaves):
    return torch.is_grad_enabled() and any(isinstance(x, Tensor) and x.requires_grad for x in leaves)


def _track_args(args, argnums):
    # The arguments with the differentiated ones (pytrees) replaced by
    # tracked leaves, the (leaves, spec) of each, and whether a graph is needed.
    nums = _argnums_tuple(argnums, len(args))
    args = list(args)
    tracked = []
    create = False
    for n in nums:
        leaves, spec = _flatten(args[n])
        create = create or _outer(leaves)
        new = [_track(x) for x in leaves]
        tracked.append((new, spec))
        args[n] = _unflatten(new, spec)
    return args, tracked, create


def _regroup(flat, tracked, argnums):
    # Per-leaf results back into the argnums' structures.
    grouped, i = [], 0
    for new, spec in tracked:
        grouped.append(_unflatten(flat[i:i + len(new)], spec))
        i += len(new)
    return grouped[0] if isinstance(argnums, int) else tuple(grouped)


def grad_and_value(func, argnums=0, has_aux=False):
    def wrapper(*args, **kwargs):
        with torch.enable_grad():
            args, tracked, create = _track_args(args, argnums)
            out = func(*args, **kwargs)
            aux = None
            if has_aux:
                if not (isinstance(out, tuple) and len(out) == 2):
                    raise RuntimeError("grad_and_value(f)(*args): output of function f should be a tuple: (output, aux) "
                                       "if has_aux is True")
                out, aux = out
            if not isinstance(out, Tensor):
                raise RuntimeError("grad_and_value(f)(*args): Expected f(*args) to return a Tensor, got " +
                                   str(type(out)))
            if out.dim() != 0:
                raise RuntimeError("grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, got tensor "
                                   "with " + str(out.dim()) + " dims. Maybe you wanted to use the vjp or jacrev APIs "
                                   "instead?")
            inputs = [x for new, _ in tracked for x in new]
            gs = _grads([out], inputs, None, create)
        g = _regroup(gs, tracked, argnums)
        value = out if create else out.detach()
        if not create:  # aux leaves the transform untracked too
            aux = _untracked(aux)
        return (g, (value, aux)) if has_aux else (g, value)
    return wrapper


def grad(func, argnums=0, has_aux=False):
    gv = grad_and_value(func, argnums, has_aux)

    def wrapper(*args, **kwargs):
        g, value = gv(*args, **kwargs)
        return (g, value[1]) if has_aux else g
    return wrapper


def _untracked(tree):
    leaves, spec = _flatten(tree)
    return _unflatten([x.detach() if isinstance(x, Tensor) else x for x in leaves], spec)


def _call_tracked(func, leaves, spec, has_aux):
    # func on tracked copies of the primals: (inputs, output leaves, their spec, aux).
    with torch.enable_grad():
        inputs = [_track(x) for x in leaves]
        out = func(*_unflatten(inputs, spec))
    aux = None
    if has_aux:
        out, aux = out
    outs, out_spec = _flatten(out)
    return inputs, outs, out_spec, aux


def vjp(func, *primals, has_aux=False):
    leaves, spec = _flatten(primals)
    create = _outer(leaves)
    inputs, outs, out_spec, aux = _call_tracked(func, leaves, spec, has_aux)

    def vjp_fn(cotangents, *rest):
        cts, _ = _flatten(cotangents if not rest else (cotangents,) + rest)
        if len(cts) != len(outs):
            raise RuntimeError("Expected pytree structure of cotangents to be the same as pytree structure of "
                               "outputs to the function")
        with torch.enable_grad():
            gs = _grads(outs, inputs, cts, create or _outer(cts))
        return _unflatten(gs, spec)

    result = _unflatten(outs, out_spec) if create else _untracked(_unflatten(outs, out_spec))
    return (result, vjp_fn, aux if create else _untracked(aux)) if has_aux else (result, vjp_fn)


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    if not isinstance(primals, tuple):
        raise RuntimeError("jvp(f, primals, tangents): Expected primals to be a tuple. E.g. it should be valid to "
                           "call f(*primals).")
    leaves, spec = _flatten(primals)
    tleaves, _ = _flatten(tangents)
    if len(tleaves) != len(leaves):
        raise RuntimeError("jvp(f, primals, tangents): Expected primals and tangents to have the same python "
                           "structure. For example, if primals is a tuple of 3 tensors, tangents also must be. Got "
                           "primals with structure ... and tangents with structure ...")
    create = _outer(leaves) or _outer(tleaves)
    inputs, outs, out_spec, aux = _call_tracked(func, leaves, spec, has_aux)
    with torch.enable_grad():
        us = [torch.zeros_like(o).requires_grad_() for o in outs]
        vs = torch.autograd.grad(outs, inputs, us, create_graph=True, allow_unused=True)
        pairs = [(v, t) for v, t in zip(vs, tleaves) if v is not None]
        jv = [None] * len(us)
        if pairs:
            jv = torch.autograd.grad([v for v, _ in pairs], us, [t for _, t in pairs], create_graph=create,
                                     allow_unused=True)
    jv = [torch.zeros_like(o) if g is None else g for g, o in zip(jv, outs)]
    primal_out = _unflatten(outs, out_spec) if create else _untracked(_unflatten(outs, out_spec))
    result = (primal_out, _unflatten(jv, out_spec))
    return result + (aux if create else _untracked(aux),) if has_aux else result


# ---- jacobians ---- #

def _jacobian(func, argnums, has_aux, columns):
    def wrapper(*args):
        with torch.enable_grad():
            args, tracked, create = _track_args(args, argnums)
            out = func(*args)
            aux = None
            if has_aux:
                out, aux = out
            outs, out_spec = _flatten(out)
            inputs = [x for new, _ in tracked for x in new]
            per_out = [columns(o, inputs, create) for o in outs]
        jac = _unflatten([_regroup(jacs, tracked, argnums) for jacs in per_out], out_spec)
        return (jac, aux) if has_aux else jac
    return wrapper


def _rows(o, inputs, create):
    # Row i of d o / d input: the vjp of the one-hot cotangent e_i.
    n = o.numel()
    rows = []
    for i in range(n):
        e = torch.zeros(n, dtype=o.dtype)
        e[i] = 1
        rows.append(_grads([o], inputs, [e.view(o.shape)], create))
    return [torch.stack([r[k] for r in rows]).view(tuple(o.shape) + tuple(x.shape)) if n else
            torch.zeros(tuple(o.shape) + tuple(x.shape), dtype=x.dtype) for k, x in enumerate(inputs)]


def _cols(o, inputs, create):
    # Column j of d o / d input: J e_j, by the double-vjp identity.
    u = torch.zeros_like(o).requires_grad_()
    vs = torch.autograd.grad([o], inputs, [u], create_graph=True, allow_unused=True)
    jacs = []
    for v, x in zip(vs, inputs):
        m = x.numel()
        if v is None or m == 0:
            jacs.append(torch.zeros(tuple(o.shape) + tuple(x.shape), dtype=o.dtype))
            continue
        cols = []
        for j in range(m):
            t = torch.zeros(m, dtype=x.dtype)
            t[j] = 1
            g = torch.autograd.grad([v], [u], [t.view(x.shape)], retain_graph=True, create_graph=create,
                                    allow_unused=True)[0]
            cols.append(torch.zeros_like(o) if g is None else g)
        jacs.append(torch.stack(cols, -1).view(tuple(o.shape) + tuple(x.shape)))
    return jacs


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    return _jacobian(func, argnums, has_aux, _rows)


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    return _jacobian(func, argnums, has_aux, _cols)


def hessian(func, argnums=0):
    return jacfwd(jacrev(func, argnums), argnums)


# ---- make_functional ---- #

def _state_names(model, buffers):
    named = model.named_buffers() if buffers else model.named_parameters()
    return [name for name, _ in named]


class FunctionalModule(nn.Module):
    def __init__(self, stateless_model, param_names, names_map):
        super(FunctionalModule, self).__init__()
        self.stateless_model = stateless_model
        self.param_names = param_names
        self.names_map = names_map

    @staticmethod
    def _create_from(model, disable_autograd_tracking=False):
        model_copy = copy.deepcopy(model)
        names = _state_names(model_copy, False)
        params = tuple(p for _, p in model_copy.named_parameters())
        if disable_autograd_tracking:
            for p in params:
                p.requires_grad_(False)
        return FunctionalModule(model_copy, tuple(names), {n: [n.split(".")] for n in names}), params

    def forward(self, params, *args, **kwargs):
        return functional_call(self.stateless_model, dict(zip(self.param_names, params)), args, kwargs)


class FunctionalModuleWithBuffers(nn.Module):
    def __init__(self, stateless_model, param_names, buffer_names, param_names_map, buffer_names_map):
        super(FunctionalModuleWithBuffers, self).__init__()
        self.stateless_model = stateless_model
        self.param_names = param_names
        self.buffer_names = buffer_names
        self.all_names_map = dict(param_names_map)
        self.all_names_map.update(buffer_names_map)

    @staticmethod
    def _create_from(model, disable_autograd_tracking=False):
        model_copy = copy.deepcopy(model)
        pnames, bnames = _state_names(model_copy, False), _state_names(model_copy, True)
        params = tuple(p for _, p in model_copy.named_parameters())
        buffers = tuple(b for _, b in model_copy.named_buffers())
        if disable_autograd_tracking:
            for p in params:
                p.requires_grad_(False)
        return (FunctionalModuleWithBuffers(model_copy, tuple(pnames), tuple(bnames),
                                            {n: [n.split(".")] for n in pnames}, {n: [n.split(".")] for n in bnames}),
                params, buffers)

    def forward(self, params, buffers, *args, **kwargs):
        state = dict(zip(self.param_names, params))
        state.update(zip(self.buffer_names, buffers))
        return functional_call(self.stateless_model, state, args, kwargs)


def make_functional(model, disable_autograd_tracking=False):
    if len(list(model.buffers())) > 0:
        raise RuntimeError("make_functional(model): `model` has buffers. Please use make_functional_with_buffers(model) "
                           "instead.")
    return FunctionalModule._create_from(model, disable_autograd_tracking=disable_autograd_tracking)


def make_functional_with_buffers(model, disable_autograd_tracking=False):
    return FunctionalModuleWithBuffers._create_from(model, disable_autograd_tracking=disable_autograd_tracking)


def combine_state_for_ensemble(models):
    if len(models) == 0:
        raise RuntimeError("combine_state_for_ensemble: Expected at least one model, got 0.")
    if not (all(m.training for m in models) or all(not m.training for m in models)):
        raise RuntimeError("combine_state_for_ensemble: Expected all models to have the same training/eval mode.")
    if not all(type(m) == type(models[0]) for m in models):
        raise RuntimeError("combine_state_for_ensemble: Expected all models to be of the same class.")
    funcs, params, buffers = zip(*[make_functional_with_buffers(m) for m in models])
    stack = lambda groups: tuple(torch.stack(shards).detach() for shards in zip(*groups))
    return funcs[0], stack(params), stack(buffers)
)PY";

void initFunctorch(Interp& in, PyModule& m) { runSourceModule(in, m, "functorch", kFunctorchPy); }

}  // namespace

void registerFunctorch(Interp& in) { in.registerModule("functorch", initFunctorch); }

}  // namespace ts::py
