// ===--- fx_node_py.cpp - torch.fx.node and torch.fx.immutable_collections ---=== //
// PyTorch 1.13's Node (an op in a Graph: opcode, target, args/kwargs, users) and
// the map_arg/map_aggregate helpers; args/kwargs lists and dicts are immutable copies.
// Python source run by the evaluator (registered in fx_install.cpp).
#include "python_torch/fx_sources.h"

namespace ts::py {

namespace {

const char* kFxImmutableCollectionsPy = R"PY(
__all__ = ['immutable_list', 'immutable_dict']

_help_mutation = """\
If you are attempting to modify the kwargs or args of a torch.fx.Node object,
instead create a new copy of it and assign the copy to the node:
    new_args = ... # copy and mutate args
    node.args = new_args
"""


def _no_mutation(self, *args, **kwargs):
    raise NotImplementedError(f"'{type(self).__name__}' object does not support mutation. {_help_mutation}")


def _create_immutable_container(base, mutable_functions):
    container = type('immutable_' + base.__name__, (base,), {})
    for attr in mutable_functions:
        setattr(container, attr, _no_mutation)
    return container


immutable_list = _create_immutable_container(
    list, ['__delitem__', '__iadd__', '__imul__', '__setitem__', 'append', 'clear', 'extend', 'insert', 'pop', 'remove'])
immutable_dict = _create_immutable_container(
    dict, ['__delitem__', '__setitem__', 'clear', 'pop', 'popitem', 'update'])
)PY";

const char* kFxNodePy = R"PY(
import builtins
import math
import types
from typing import Any, Callable, Dict, List, Optional, Tuple, Union
import warnings
import torch
from torch.fx.immutable_collections import immutable_dict, immutable_list

__all__ = ['Node', 'map_arg', 'map_aggregate']

base_types = (str, int, float, bool, complex, torch.dtype, torch.Tensor, torch.device,
              torch.memory_format, torch.layout)

Target = Union[Callable[..., Any], str]
Argument = Optional[Union[Tuple[Any, ...], List[Any], Dict[str, Any], slice, 'Node']]

# Note [fx side effects]: calls dead-code elimination must keep.
_side_effectful_functions = {torch._assert}


_builtins = vars(builtins)


def _find_module_of_method(orig_method):
    module = getattr(orig_method, '__module__', None)
    if module is not None:
        return module
    name = orig_method.__name__
    # Native functions here carry no __module__: math's are found by identity.
    for guess in [torch, torch.nn.functional, math]:
        if getattr(guess, name, None) is orig_method:
            return guess.__name__
    raise RuntimeError(f'cannot find module for {orig_method}')


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if isinstance(obj, types.FunctionType):
        return obj.__name__
    return repr(obj)


def _get_qualified_name(func):
    if _builtins.get(func.__name__, None) is func:
        return func.__name__
    module = _find_module_of_method(func).replace('torch._ops', 'torch.ops')
    return f'{module}.{func.__name__}'


def _format_seq(items, close):
    return ', '.join(_format_arg(a) for a in items)


def _format_arg(arg):
    if hasattr(arg, '_custom_fx_repr_fn'):
        return arg._custom_fx_repr_fn()
    if isinstance(arg, list):
        return '[' + _format_seq(arg, ']') + ']'
    if isinstance(arg, tuple):
        return '(' + _format_seq(arg, ')') + (',' if len(arg) == 1 else '') + ')'
    if isinstance(arg, dict):
        return '{' + ', '.join(f'{k}: {_format_arg(v)}' for k, v in arg.items()) + '}'
    if isinstance(arg, Node):
        return '%' + str(arg)
    return str(arg)


class Node:
    def __init__(self, graph, name, op, target, args, kwargs, return_type=None):
        self.graph = graph
        self.name = name
        assert op in ['placeholder', 'call_method', 'call_module', 'call_function', 'get_attr', 'output', 'root']
        self.op = op
        if op == 'call_function':
            if not callable(target):
                raise ValueError(f"Node [graph = {graph}, name = '{name}'] target {target} has type "
                                 f"{torch.typename(target)} but a Callable is expected")
        elif not isinstance(target, str):
            raise ValueError(f"Node [graph = {graph}, name = '{name}'] target {target} has type "
                             f"{torch.typename(target)} but a str is expected")
        self.target = target
        self._input_nodes = {}
        self.users = {}
        self._set_args_kwargs(map_arg(args, lambda x: x), map_arg(kwargs, lambda x: x))
        self.type = return_type
        self._prev = self
        self._next = self
        self._erased = False
        self._repr_fn = None
        self.meta = {}

    @property
    def next(self):
        return self._next

    @property
    def prev(self):
        return self._prev

    def prepend(self, x):
        assert self.graph == x.graph, 'Attempting to move a Node into a different Graph'
        if self == x:
            warnings.warn('Trying to prepend a node to itself. This behavior has no effect on the graph.')
            return
        x._remove_from_list()
        p = self._prev
        p._next, x._prev = x, p
        x._next, self._prev = self, x

    def append(self, x):
        self._next.prepend(x)

    def _remove_from_list(self):
        p, n = self._prev, self._next
        p._next, n._prev = n, p

    @property
    def args(self):
        return self._args

    @args.setter
    def args(self, a):
        self._set_args_kwargs(map_arg(a, lambda x: x), self._kwargs)

    @property
    def kwargs(self):
        return self._kwargs

    @kwargs.setter
    def kwargs(self, k):
        self._set_args_kwargs(self._args, map_arg(k, lambda x: x))

    @property
    def all_input_nodes(self):
        return list(self._input_nodes.keys())

    def update_arg(self, idx, arg):
        args = list(self.args)
        args[idx] = arg
        self.args = tuple(args)

    def update_kwarg(self, key, arg):
        kwargs = dict(self.kwargs)
        kwargs[key] = arg
        self.kwargs = kwargs

    @property
    def stack_trace(self):
        return self.meta.get('stack_trace', None)

    @stack_trace.setter
    def stack_trace(self, trace):
        self.meta['stack_trace'] = trace

    def _set_args_kwargs(self, new_args, new_kwargs):
        # Note [fx use lists]: users/_input_nodes are insertion-ordered dicts
        # kept in sync here, the only place args change.
        self._args = new_args
        self._kwargs = new_kwargs
        for old_use in self._input_nodes.keys():
            old_use.users.pop(self)
        self._input_nodes = {}
        map_arg(self._args, lambda n: self._input_nodes.setdefault(n))
        map_arg(self._kwargs, lambda n: self._input_nodes.setdefault(n))
        for new_use in self._input_nodes.keys():
            new_use.users.setdefault(self)

    def __repr__(self):
        if self._repr_fn:
            return self._repr_fn(self)
        return self.name

    def _pretty_print_target(self, target):
        if isinstance(target, str):
            return target
        name = getattr(target, '__name__', None)
        if name is not None and _builtins.get(name, None) is target:
            return f'builtins.{name}'
        if hasattr(target, '__module__'):
            if not hasattr(target, '__name__'):
                return _get_qualified_name(target)
            if target.__module__ == 'builtins':
                return f'builtins.{target.__name__}'
            elif target.__module__ in ('_operator', 'operator'):
                return f'operator.{target.__name__}'
        return _get_qualified_name(target)

    def _users_str(self):
        typename = f'{_type_repr(self.type)} ' if self.type is not None else ''
        return f'%{self.name} : {typename}[#users={len(self.users)}] = '

    def format_node(self, placeholder_names=None, maybe_return_typename=None):
        if self.op == 'placeholder':
            arg_str = self.target
            arg_str += arg_str + f': {_type_repr(self.type)}' if self.type else ''
            if placeholder_names:
                placeholder_names.append(arg_str)
                return None
            typename = f'{_type_repr(self.type)} ' if self.type else ''
            default_val = '(default=' + str(self.args[0]) + ')' if self.args else ''
            return f'%{self.name} : {typename}[#users={len(self.users)}] = {self.op}[target={self.target}]{default_val}'
        if self.op == 'get_attr':
            return self._users_str() + f'{self.op}[target={self._pretty_print_target(self.target)}]'
        if self.op == 'output':
            if self.type and maybe_return_typename:
                maybe_return_typename[0] = f' -> {_type_repr(self.type)}'
            return f'return {self.args[0]}'
        return (self._users_str() + f'{self.op}[target={self._pretty_print_target(self.target)}]('
                f'args = {_format_arg(self.args)}, kwargs = {_format_arg(self.kwargs)})')

    def replace_all_uses_with(self, replace_with, delete_user_cb=lambda user: True):
        to_process = list(self.users)
        skipped = []
        for use_node in to_process:
            if not delete_user_cb(use_node):
                skipped.append(use_node)
                continue
            use_node._replace_in_args(self, replace_with)
        assert len(self.users) - len(skipped) == 0
        return [n for n in to_process if n not in skipped]

    def _replace_in_args(self, old, new):
        def maybe_replace_node(n):
            return new if n == old else n
        self._set_args_kwargs(map_arg(self.args, maybe_replace_node), map_arg(self.kwargs, maybe_replace_node))

    def replace_input_with(self, old_input, new_input):
        self._replace_in_args(old_input, new_input)

    def is_impure(self):
        if self.op in {'placeholder', 'output'}:
            return True
        if self.op == 'call_function':
            return self.target in _side_effectful_functions
        if self.op == 'call_module':
            assert self.graph.owning_module is not None, 'self.graph.owning_module not set for purity check'
            target_mod = self.graph.owning_module.get_submodule(self.target)
            assert target_mod is not None, f'Did not find expected submodule target {self.target}'
            return getattr(target_mod, '_is_impure', False)
        return False


def map_arg(a, fn):
    assert callable(fn), 'torch.fx.map_arg(a, fn): fn must be a callable'
    return map_aggregate(a, lambda x: fn(x) if isinstance(x, Node) else x)


def map_aggregate(a, fn):
    if isinstance(a, tuple):
        t = tuple(map_aggregate(elem, fn) for elem in a)
        return t if not hasattr(a, '_fields') else type(a)(*t)
    elif isinstance(a, list):
        return immutable_list(map_aggregate(elem, fn) for elem in a)
    elif isinstance(a, dict):
        return immutable_dict((k, map_aggregate(v, fn)) for k, v in a.items())
    elif isinstance(a, slice):
        return slice(map_aggregate(a.start, fn), map_aggregate(a.stop, fn), map_aggregate(a.step, fn))
    else:
        return fn(a)
)PY";

}  // namespace

const char* fxImmutableCollectionsSource() { return kFxImmutableCollectionsPy; }
const char* fxNodeSource() { return kFxNodePy; }

}  // namespace ts::py
