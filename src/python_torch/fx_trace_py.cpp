// ===--- fx_trace_py.cpp - torch.fx._symbolic_trace -----------------------=== //
// Tracer and symbolic_trace: runs forward on Proxies with nn.Module.__call__
// and __getattr__ patched (leaf modules become call_module nodes), and torch.fx.wrap.
// Python source run by the evaluator (registered in fx_install.cpp).
#include "python_torch/fx_sources.h"

namespace ts::py {

namespace {

const char* kFxSymbolicTracePy = R"PY(
import copy
import functools
import inspect
import math
import sys
import warnings
import torch
from torch.fx.graph import Graph
from torch.fx.graph_module import GraphModule
from torch.fx.node import base_types, map_aggregate, _builtins
from torch.fx.proxy import ParameterProxy, Proxy, TracerBase
from torch.fx._functional import patch_functional

_orig_module_call = torch.nn.Module.__call__
_orig_module_getattr = torch.nn.Module.__getattr__
_proxyable_classes = {}
_is_fx_tracing_flag = False


def is_fx_tracing():
    return _is_fx_tracing_flag


class PHBase(object):
    def __repr__(self):
        return 'PH'


PH = PHBase()


def _globals_of(fn):
    """The globals dict `fn` reads (the main script's for objects without one)."""
    g = getattr(fn, '__globals__', None)
    return g if g is not None else sys.modules['__main__'].__dict__


class Tracer(TracerBase):
    def __init__(self, autowrap_modules=(math,), autowrap_functions=(), param_shapes_constant=False):
        super().__init__()
        self._autowrap_function_ids = set()
        for m in autowrap_modules:
            for name in dir(m):
                value = getattr(m, name)
                if not name.startswith('_') and callable(value):
                    self._autowrap_function_ids.add(id(value))
        self._autowrap_function_ids.update(set([id(f) for f in autowrap_functions]))
        self._autowrap_search = list(autowrap_modules)
        self.param_shapes_constant = param_shapes_constant
        self.submodule_paths = None

    def _get_attr_node(self, qualname):
        return self.create_node('get_attr', qualname, (), {})

    def create_arg(self, a):
        if isinstance(a, torch.nn.Parameter):
            for n, p in self.root.named_parameters():
                if a is p:
                    return self._get_attr_node(n)
            raise NameError('parameter is not a member of this module')
        elif isinstance(a, torch.Tensor):
            for n_, p_ in self.root.named_buffers():
                if a is p_:
                    return self._get_attr_node(n_)
        elif isinstance(a, torch.nn.Module):
            for n_, p_ in self.root.named_modules():
                if a is p_:
                    return self._get_attr_node(n_)
        if isinstance(a, tuple) and hasattr(a, '_fields'):
            args = tuple(self.create_arg(elem) for elem in a)
            return self.create_node('call_function', a.__class__, args, {})
        if isinstance(a, torch.Tensor):
            return self._get_attr_node(self._tensor_constant_name(a))
        return super().create_arg(a)

    def _tensor_constant_name(self, a):
        # Note [fx tensor constants]: tensors that are neither parameters nor
        # buffers become `_tensor_constantN` attributes of the root.
        for t, qualname in self.tensor_attrs:
            if t is a:
                return qualname
        i = 0
        while True:
            qualname = f'_tensor_constant{i}'
            if not hasattr(self.root, qualname):
                break
            i += 1
        self.tensor_attrs.append((a, qualname))
        setattr(self.root, qualname, a)
        return qualname

    def is_leaf_module(self, m, module_qualified_name):
        return ((m.__module__.startswith('torch.nn') or m.__module__.startswith('torch.ao.nn'))
                and not isinstance(m, torch.nn.Sequential))

    def path_of_module(self, mod):
        if self.submodule_paths:
            for m, path in self.submodule_paths:
                if m is mod:
                    return path
            raise NameError('module is not installed as a submodule')
        for n, p in self.root.named_modules():
            if mod is p:
                return n
        raise NameError('module is not installed as a submodule')

    def call_module(self, m, forward, args, kwargs):
        module_qualified_name = self.path_of_module(m)
        if not self.is_leaf_module(m, module_qualified_name):
            return forward(*args, **kwargs)
        return self.create_proxy('call_module', module_qualified_name, args, kwargs)

    def getattr(self, attr, attr_val, parameter_proxy_cache):
        def maybe_get_proxy_for_attr(attr_val, collection_to_search, parameter_proxy_cache):
            for n, p in collection_to_search:
                if attr_val is p:
                    if n not in parameter_proxy_cache:
                        # As torch.fx: an overriding create_proxy may not take proxy_factory_fn.
                        import inspect
                        kwargs = {}
                        if "proxy_factory_fn" in inspect.signature(self.create_proxy).parameters:
                            kwargs["proxy_factory_fn"] = (
                                None if not self.param_shapes_constant
                                else lambda node: ParameterProxy(self, node, n, attr_val))
                        parameter_proxy_cache[n] = self.create_proxy('get_attr', n, (), {}, **kwargs)
                    return parameter_proxy_cache[n]
            return None
        if isinstance(attr_val, torch.nn.Parameter):
            maybe_parameter_proxy = maybe_get_proxy_for_attr(attr_val, self.root.named_parameters(),
                                                             parameter_proxy_cache)
            if maybe_parameter_proxy is not None:
                return maybe_parameter_proxy
        if self.proxy_buffer_attributes and isinstance(attr_val, torch.Tensor):
            maybe_buffer_proxy = maybe_get_proxy_for_attr(attr_val, self.root.named_buffers(),
                                                          parameter_proxy_cache)
            if maybe_buffer_proxy is not None:
                return maybe_buffer_proxy
        return attr_val

    def _placeholder(self, name, sig, annotations, concrete_args):
        if concrete_args is not None and name in concrete_args:
            return self._concrete_placeholder(name, sig, concrete_args[name])
        if name[0] == '*':
            default = ()
        else:
            param = sig.parameters[name]
            default = () if param.default is inspect.Parameter.empty else (param.default,)
        return self.create_proxy('placeholder', name, default, {}, type_expr=annotations.get(name, None))

    def _concrete_placeholder(self, name, sig, x):
        param = sig.parameters[name]
        default = () if param.default is inspect.Parameter.empty else (param.default,)
        out = self.create_proxy('placeholder', f'{name}_1', default, {})
        if isinstance(x, PHBase):
            return out
        if type(x) == bool or (type(x) in base_types and type(x) != torch.Tensor):
            torch._assert(out == x, f"{name} has been specialized to have value {x} but got another value")
        elif x is None:
            args = (out, f"{name} has been specialized to have value None but got another value")
            self.create_proxy('call_function', _assert_is_none, args, {})
        else:
            warnings.warn(f"Was not able to add assertion to guarantee correct input {name} to "
                          f"specialized function. It is up to the user to make sure that your inputs match the "
                          f"inputs you specialized the function with.")
        return x

    def create_args_for_root(self, root_fn, is_module, concrete_args=None):
        # Functions here carry no __code__: the signature gives the names.
        sig = inspect.signature(root_fn)
        params = list(sig.parameters.values())
        args = []
        if is_module:
            if len(params) == 0:
                raise RuntimeError('``self`` argument cannot be part of *args expansion!')
            params = params[1:]
            args.append(self.root)
        positional = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.POSITIONAL_ONLY)
        if any(p.kind not in positional for p in params):
            raise NotImplementedError('torch.fx tracing of functions with *args, **kwargs or '
                                      'keyword-only arguments is not supported')
        annotations = getattr(root_fn, '__annotations__', None) or {}
        arg_names = [p.name for p in params]
        if isinstance(concrete_args, tuple):
            if len(arg_names) != len(concrete_args):
                raise RuntimeError(f"Tracing expected {len(arg_names)} arguments but got {len(concrete_args)} "
                                   f"concrete arguments")
            concrete_args = {name: val for name, val in zip(arg_names, concrete_args)}
        args.extend(self._placeholder(name, sig, annotations, concrete_args) for name in arg_names)
        return root_fn, args

    def _collect_tensor_attrs(self, m, prefix_atoms):
        for k in list(m.__dict__.keys()):
            v = m.__dict__[k]
            if isinstance(v, torch.Tensor):
                self.tensor_attrs.append((v, '.'.join(prefix_atoms + [k])))
        for k, v in m.named_children():
            self._collect_tensor_attrs(v, prefix_atoms + [k])

    def trace(self, root, concrete_args=None):
        global _is_fx_tracing_flag
        old_is_fx_tracing_flag = _is_fx_tracing_flag
        _is_fx_tracing_flag = True
        try:
            if isinstance(root, torch.nn.Module):
                self.root = root
                assert hasattr(type(root), self.traced_func_name), (
                    f"traced_func_name={self.traced_func_name} doesn't exist in {type(root).__name__}")
                fn = getattr(type(root), self.traced_func_name)
                self.submodule_paths = [(mod, name) for name, mod in root.named_modules()]
            else:
                self.root = torch.nn.Module()
                fn = root
            self.graph = Graph(tracer_cls=getattr(self, '__class__', None))
            self.tensor_attrs = []
            self._collect_tensor_attrs(self.root, [])
            fn_globals = _globals_of(fn)
            fn, args = self.create_args_for_root(fn, isinstance(root, torch.nn.Module), concrete_args)
            with _Patcher() as patcher:
                self._install_patches(patcher, fn_globals)
                result = fn(*args)
                annotations = getattr(fn, '__annotations__', None) or {}
                self.create_node('output', 'output', (self.create_arg(result),), {},
                                 type_expr=annotations.get('return', None))
            self.submodule_paths = None
        finally:
            _is_fx_tracing_flag = old_is_fx_tracing_flag
        return self.graph

    def _install_patches(self, patcher, fn_globals):
        # Note [fx module patching]: while tracing, nn.Module.__call__ and
        # __getattr__ are replaced so submodule calls become call_module nodes
        # (or are traced through) and parameter reads become get_attr nodes.
        parameter_proxy_cache = {}
        tracer = self

        def module_getattr_wrapper(mod, attr):
            attr_val = _orig_module_getattr(mod, attr)
            return tracer.getattr(attr, attr_val, parameter_proxy_cache)

        def module_call_wrapper(mod, *args, **kwargs):
            def forward(*args, **kwargs):
                return _orig_module_call(mod, *args, **kwargs)
            _autowrap_check(patcher, _globals_of(getattr(mod, 'forward', mod)), tracer._autowrap_function_ids)
            return tracer.call_module(mod, forward, args, kwargs)
        patcher.patch_method(torch.nn.Module, "__getattr__", module_getattr_wrapper, deduplicate=False)
        patcher.patch_method(torch.nn.Module, "__call__", module_call_wrapper, deduplicate=False)
        _patch_wrapped_functions(patcher)
        patch_functional(patcher, _find_proxy)
        _autowrap_check(patcher, fn_globals, self._autowrap_function_ids)
        for module in self._autowrap_search:
            _autowrap_check(patcher, module.__dict__, self._autowrap_function_ids)


# (module, name) pairs registered by torch.fx.wrap.
_wrapped_fns_to_patch = []


def _find_proxy(*objects_to_search):
    proxy = None

    def find_proxy(x):
        nonlocal proxy
        if isinstance(x, Proxy):
            proxy = x
    map_aggregate(objects_to_search, find_proxy)
    return proxy


def _create_wrapped_func(orig_fn):
    def wrapped(*args, **kwargs):
        proxy = _find_proxy(args, kwargs)
        if proxy is not None:
            return_proxy = proxy.tracer.create_proxy('call_function', orig_fn, args, kwargs)
            return_proxy.node.meta['is_wrapped'] = True
            return return_proxy
        return orig_fn(*args, **kwargs)
    wrapped.__name__ = getattr(orig_fn, '__name__', 'wrapped')
    wrapped._fx_patched = True
    return wrapped


class _Patcher(object):
    """Patches of globals dicts and class attributes, reverted on exit."""

    def __init__(self):
        super(_Patcher, self).__init__()
        self.patches_made = []
        self.visited = set()

    def patch(self, frame_dict, name, new_fn):
        if name not in frame_dict and name in _builtins:
            self.patches_made.append((frame_dict, name, None, 'del'))
        elif getattr(frame_dict[name], '_fx_patched', False):
            return
        else:
            self.patches_made.append((frame_dict, name, frame_dict[name], 'setitem'))
        frame_dict[name] = new_fn

    def patch_method(self, cls, name, new_fn, deduplicate=True):
        self.patches_made.append((cls, name, getattr(cls, name), 'setattr'))
        setattr(cls, name, new_fn)

    def visit_once(self, thing):
        idx = id(thing)
        if idx in self.visited:
            return False
        self.visited.add(idx)
        return True

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        while self.patches_made:
            owner, name, orig, how = self.patches_made.pop()
            if how == 'setattr':
                setattr(owner, name, orig)
            elif how == 'setitem':
                owner[name] = orig
            else:
                del owner[name]
        self.visited.clear()


def _patch_wrapped_functions(patcher):
    for frame_dict, name in _wrapped_fns_to_patch:
        if name not in frame_dict and name in _builtins:
            orig_fn = _builtins[name]
        elif name in frame_dict:
            orig_fn = frame_dict[name]
        else:
            continue
        patcher.patch(frame_dict, name, _create_wrapped_func(orig_fn))


def _autowrap_check(patcher, frame_dict, function_ids):
    if not patcher.visit_once(frame_dict):
        return
    for name in list(frame_dict.keys()):
        if name.startswith('_'):
            continue
        value = frame_dict[name]
        if callable(value) and id(value) in function_ids:
            patcher.patch(frame_dict, name, _create_wrapped_func(value))


def _wrap_in(frame_dict, fn_name):
    _wrapped_fns_to_patch.append((frame_dict, fn_name))


def wrap(fn_or_name):
    if not callable(fn_or_name) and not isinstance(fn_or_name, str):
        raise RuntimeError('Unsupported type for global function! Must be either a callable or '
                           'string name')
    # Note [fx wrap globals]: PyTorch patches the globals of wrap's caller.
    # Without frames, a function's own globals are used and a name is taken to
    # be a global of the main script (generated code binds `wrap` to its own
    # globals, see graph_module._forward_from_src).
    if callable(fn_or_name):
        _wrap_in(_globals_of(fn_or_name), fn_or_name.__name__)
    else:
        _wrap_in(sys.modules['__main__'].__dict__, fn_or_name)
    return fn_or_name


def symbolic_trace(root, concrete_args=None):
    tracer = Tracer()
    graph = tracer.trace(root, concrete_args)
    name = root.__class__.__name__ if isinstance(root, torch.nn.Module) else root.__name__
    return GraphModule(tracer.root, graph, name)


def _assert_is_none(value, msg):
    assert value is None, msg


wrap(_assert_is_none)
)PY";

}  // namespace

const char* fxSymbolicTraceSource() { return kFxSymbolicTracePy; }

}  // namespace ts::py
