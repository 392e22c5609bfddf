// ===--- fx_graph_py.cpp - torch.fx.graph ---------------------------------=== //
// The Graph (a doubly-linked list of Nodes), its unique-name Namespace, its
// printed form and the Python code generation GraphModule.recompile() runs.
// Python source run by the evaluator (registered in fx_install.cpp).
#include "python_torch/fx_sources.h"

namespace ts::py {

namespace {

const char* kFxGraphPy = R"PY(
import copy
import inspect
import math
import re
import warnings
import torch
from torch.fx.node import Node, map_arg, _type_repr, _get_qualified_name, _builtins

__all__ = ['PythonCode', 'CodeGen', 'Graph']


class _CustomBuiltin:
    def __init__(self, import_str, obj):
        self.import_str = import_str
        self.obj = obj


# Note [fx globals]: names every generated forward can use without an import.
_custom_builtins = {}


def _register_custom_builtin(name, import_str, obj):
    _custom_builtins[name] = _CustomBuiltin(import_str, obj)


_register_custom_builtin('inf', 'from math import inf', math.inf)
_register_custom_builtin('nan', 'from math import nan', math.nan)
_register_custom_builtin('NoneType', 'NoneType = type(None)', type(None))
_register_custom_builtin('torch', 'import torch', torch)
_register_custom_builtin('device', 'from torch import device', torch.device)


# Python's keyword.kwlist (no keyword module here).
_kwlist = frozenset(['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'])


def _is_magic(x):
    return x.startswith('__') and x.endswith('__')


def _snake_case(s):
    chars = []
    prev_lower = False
    for c in s:
        if prev_lower and c.isupper():
            chars.append('_')
        chars.append(c.lower())
        prev_lower = c.islower()
    return ''.join(chars)


def _is_from_torch(obj):
    module_name = getattr(obj, '__module__', None)
    if module_name is not None:
        return module_name.partition('.')[0] == 'torch'
    name = getattr(obj, '__name__', None)
    if name is not None and name != 'torch':
        for guess in [torch, torch.nn.functional]:
            if getattr(guess, name, None) is obj:
                return True
    return False


def _is_operator(fn):
    return getattr(fn, '__module__', None) in ('_operator', 'operator')


class _Namespace:
    """Unique names for objects; never shadows builtins unless it is that builtin."""

    def __init__(self):
        self._obj_to_name = {}
        self._unassociated_names = set()
        self._used_names = {}
        self._illegal_char_regex = re.compile('[^0-9a-zA-Z_]+')
        self._name_suffix_regex = re.compile(r"(.*)_(\d+)$")

    def create_name(self, candidate, obj):
        if obj is not None and obj in self._obj_to_name:
            return self._obj_to_name[obj]
        candidate = self._illegal_char_regex.sub('_', candidate)
        if candidate[0].isdigit():
            candidate = f'_{candidate}'
        match = self._name_suffix_regex.match(candidate)
        if match is None:
            base, num = candidate, None
        else:
            base, num_str = match.group(1, 2)
            num = int(num_str)
        candidate = base if num is None else f'{base}_{num}'
        num = num if num else 0
        while candidate in self._used_names or self._is_illegal_name(candidate, obj):
            num += 1
            candidate = f'{base}_{num}'
        self._used_names.setdefault(candidate, 0)
        if obj is None:
            self._unassociated_names.add(candidate)
        else:
            self._obj_to_name[obj] = candidate
        return candidate

    def associate_name_with_obj(self, name, obj):
        assert obj not in self._obj_to_name
        assert name in self._unassociated_names
        self._obj_to_name[obj] = name
        self._unassociated_names.remove(name)

    def _is_illegal_name(self, name, obj):
        if name in _kwlist:
            return True
        if name in _builtins:
            return obj is not _builtins[name]
        if name in _custom_builtins:
            return obj is not _custom_builtins[name].obj
        return False


class PythonCode:
    def __init__(self, src, globals):
        self.src = src
        self.globals = globals


def _format_target(base, target):
    r = base
    for e in target.split('.'):
        r = f'{r}.{e}' if e.isidentifier() else f'getattr({r}, "{e}")'
    return r


class _InsertPoint:
    def __init__(self, graph, new_insert):
        self.graph = graph
        self.orig_insert, graph._insert = graph._insert, new_insert

    def __enter__(self):
        pass

    def __exit__(self, type, value, tb):
        self.graph._insert = self.orig_insert


class _node_list:
    def __init__(self, graph, direction='_next'):
        assert direction in ['_next', '_prev']
        self.graph = graph
        self.direction = direction

    def __len__(self):
        return self.graph._len

    def __iter__(self):
        root, direction = self.graph._root, self.direction
        cur = getattr(root, direction)
        while cur is not root:
            if not cur._erased:
                yield cur
            cur = getattr(cur, direction)

    def __reversed__(self):
        return _node_list(self.graph, '_next' if self.direction == '_prev' else '_prev')


class _CodeWriter:
    """State of one CodeGen._gen_python_code run (Note [fx codegen])."""

    def __init__(self, codegen, nodes, root_module, namespace):
        self.codegen = codegen
        self.nodes = nodes
        self.root_module = root_module
        self.namespace = namespace
        self.free_vars = []
        self.body = []
        self.globals_ = {}
        self.wrapped_fns = {}
        self.return_annotation = ''
        self.user_to_last_uses = {}

    def add_global(self, name_hint, obj):
        if _is_from_torch(obj) and obj != torch.device:
            return _get_qualified_name(obj)
        global_name = self.namespace.create_name(name_hint, obj)
        if global_name in self.globals_:
            assert self.globals_[global_name] is obj
            return global_name
        self.globals_[global_name] = obj
        return global_name

    def type_repr(self, o):
        if o == ():
            return '()'
        return self.add_global(_type_repr(o), o)

    def get_repr(self, arg):
        if isinstance(arg, tuple) and hasattr(arg, '_fields'):
            global_name = self.add_global(_get_qualified_name(type(arg)), type(arg))
            return f"{global_name}{repr(tuple(arg))}"
        return repr(arg)

    def format_args(self, args, kwargs):
        args_s = ', '.join(self.get_repr(a) for a in args)
        kwargs_s = ', '.join(f'{k} = {self.get_repr(v)}' for k, v in kwargs.items())
        if args_s and kwargs_s:
            return f'{args_s}, {kwargs_s}'
        return args_s or kwargs_s

    def register_last_uses(self):
        node_to_last_use = {}
        for node in reversed(self.nodes):
            def register(n, user=node):
                if n not in node_to_last_use:
                    node_to_last_use[n] = user
                    self.user_to_last_uses.setdefault(user, []).append(n)
            map_arg(node.args, register)
            map_arg(node.kwargs, register)

    def delete_unused_values(self, user):
        # Note [fx codegen]: each value is set to None after its last use so
        # memory is freed early; this is the `;  x = None` tail of a line.
        if user.op == 'placeholder':
            return
        if user.op == 'output':
            self.body.append('\n')
            return
        nodes_to_delete = self.user_to_last_uses.get(user, [])
        if len(nodes_to_delete):
            to_delete_str = ' = '.join([repr(n) for n in nodes_to_delete] + ['None'])
            self.body.append(f';  {to_delete_str}\n')
        else:
            self.body.append('\n')

    def emit_call_function(self, node, ann):
        target = node.target
        name = getattr(target, '__name__', None)
        if _is_operator(target) and name in magic_methods:
            self.body.append(f'{repr(node)}{ann} = ' + magic_methods[name].format(*(repr(a) for a in node.args)))
            return
        if _is_operator(target) and name in inplace_methods:
            self.body.append(f'{inplace_methods[name].format(*(repr(a) for a in node.args))};  '
                             f'{repr(node)}{ann} = {repr(node.args[0])}')
            return
        global_name = self.add_global(_get_qualified_name(target), target)
        if (global_name == 'getattr' and isinstance(node.args, tuple) and isinstance(node.args[1], str)
                and node.args[1].isidentifier() and len(node.args) == 2):
            self.body.append(f'{repr(node)}{ann} = {_format_target(repr(node.args[0]), node.args[1])}')
            return
        self.body.append(f'{repr(node)}{ann} = {global_name}({self.format_args(node.args, node.kwargs)})')
        if node.meta.get('is_wrapped', False):
            self.wrapped_fns.setdefault(global_name)

    def emit_node(self, node):
        ann = '' if node.type is None else f' : {self.type_repr(node.type)}'
        if node.op == 'placeholder':
            default = '' if not node.args else f' = {repr(node.args[0])}'
            self.free_vars.append(f'{node.target}{ann}{default}')
            raw_name = node.target.replace('*', '')
            if raw_name != repr(node):
                self.body.append(f'{repr(node)} = {raw_name}\n')
        elif node.op == 'call_method':
            self.body.append(f'{repr(node)}{ann} = {_format_target(repr(node.args[0]), node.target)}'
                             f'({self.format_args(node.args[1:], node.kwargs)})')
        elif node.op == 'call_function':
            self.emit_call_function(node, ann)
        elif node.op == 'call_module':
            self.body.append(f'{repr(node)}{ann} = '
                             f'{_format_target(self.root_module, node.target)}({self.format_args(node.args, node.kwargs)})')
        elif node.op == 'get_attr':
            self.body.append(f'{repr(node)}{ann} = {_format_target(self.root_module, node.target)}')
        elif node.op == 'output':
            if node.type is not None:
                self.return_annotation = f" -> {self.type_repr(node.type)}"
            self.body.append(self.codegen.generate_output(node.args[0]))
        else:
            raise NotImplementedError(f'node: {node.op} {node.target}')

    def run(self):
        for name, cb in _custom_builtins.items():
            self.add_global(name, cb.obj)
        self.register_last_uses()
        for node in self.nodes:
            self.emit_node(node)
            self.delete_unused_values(node)
        if len(self.body) == 0:
            self.body.append('pass\n')
        wrap_stmts = ''
        if len(self.wrapped_fns) > 0:
            wrap_name = self.add_global('wrap', torch.fx.wrap)
            wrap_stmts = '\n'.join([f'{wrap_name}("{name}")' for name in self.wrapped_fns])
        body = self.body
        if self.codegen._body_transformer:
            body = self.codegen._body_transformer(body)
        for name, value in self.codegen.additional_globals():
            self.add_global(name, value)
        prologue = self.codegen.gen_fn_def(self.free_vars, self.return_annotation)
        code = '\n'.join('    ' + line for line in ''.join(body).split('\n'))
        return PythonCode(f"\n{wrap_stmts}\n\n{prologue}\n{code}", self.globals_)


class CodeGen(object):
    def __init__(self):
        self._body_transformer = None

    def gen_fn_def(self, free_vars, maybe_return_annotation):
        if len(free_vars) == 0 or free_vars[0] != 'self':
            free_vars.insert(0, 'self')
        return f"def forward({', '.join(free_vars)}){maybe_return_annotation}:"

    def generate_output(self, output_args):
        return f'return {repr(output_args)}'

    def process_inputs(self, *args):
        return args

    def process_outputs(self, outputs):
        return outputs

    def additional_globals(self):
        return []

    def _gen_python_code(self, nodes, root_module, namespace, *, verbose=False):
        return _CodeWriter(self, list(nodes), root_module, namespace).run()


class Graph:
    def __init__(self, owning_module=None, tracer_cls=None, tracer_extras=None):
        self._root = Node(self, '', 'root', '', (), {})
        self._used_names = {}
        self._insert = self._root.prepend
        self._len = 0
        self._graph_namespace = _Namespace()
        self._owners = 0
        self._owning_module = owning_module
        self._tracer_cls = tracer_cls
        self._tracer_extras = tracer_extras
        self._codegen = CodeGen()

    @property
    def owning_module(self):
        return self._owning_module

    @owning_module.setter
    def owning_module(self, mod):
        if mod:
            self._owning_module = mod if not self._owners else None
            self._owners += 1

    @property
    def nodes(self):
        return _node_list(self)

    def graph_copy(self, g, val_map, return_output_node=False):
        for node in g.nodes:
            if node in val_map:
                continue
            if node.op == 'output':
                rv = map_arg(node.args[0], lambda n: val_map[n])
                return rv if not return_output_node else (rv, node)
            val_map[node] = self.node_copy(node, lambda n: val_map[n])
        return None

    def __deepcopy__(self, memo=None):
        memo = memo if memo else {}
        g = Graph(tracer_cls=self._tracer_cls)
        output_vals = g.graph_copy(self, val_map=memo, return_output_node=True)
        g._codegen = copy.deepcopy(self._codegen)
        output_val, old_output_val = output_vals
        g.output(output_val, type_expr=getattr(old_output_val, 'type', None))
        return g

    def create_node(self, op, target, args=None, kwargs=None, name=None, type_expr=None):
        assert op in ('call_function', 'call_method', 'get_attr', 'call_module', 'placeholder', 'output')
        args = () if args is None else args
        kwargs = {} if kwargs is None else kwargs
        assert isinstance(args, tuple), "args must be a tuple"
        assert isinstance(kwargs, dict), "kwargs must be a dict"
        candidate = name if name is not None else self._target_to_str(target)
        name = self._graph_namespace.create_name(candidate, None)
        n = Node(self, name, op, target, args, kwargs, type_expr)
        self._graph_namespace.associate_name_with_obj(name, n)
        self._insert(n)
        self._len += 1
        return n

    def process_inputs(self, *args):
        return self._codegen.process_inputs(*args)

    def process_outputs(self, out):
        return self._codegen.process_outputs(out)

    def erase_node(self, to_erase):
        if len(to_erase.users) > 0:
            raise RuntimeError(f'Tried to erase Node {to_erase} but it still had {len(to_erase.users)} '
                               f'users in the graph: {to_erase.users}!')
        to_erase._remove_from_list()
        to_erase._erased = True
        self._len -= 1
        to_erase.args = map_arg(to_erase.args, lambda n: None)
        to_erase.kwargs = map_arg(to_erase.kwargs, lambda n: None)

    def inserting_before(self, n=None):
        if n is None:
            return self.inserting_after(self._root)
        assert n.graph == self, "Node to insert before is not in graph."
        return _InsertPoint(self, n.prepend)

    def inserting_after(self, n=None):
        if n is None:
            return self.inserting_before(self._root)
        assert n.graph == self, "Node to insert after is not in graph."
        return _InsertPoint(self, n.append)

    def placeholder(self, name, type_expr=None, default_value=inspect.Signature.empty):
        args = () if default_value is inspect.Signature.empty else (default_value,)
        return self.create_node('placeholder', name, args=args, type_expr=type_expr)

    def get_attr(self, qualified_name, type_expr=None):
        return self.create_node('get_attr', qualified_name, type_expr=type_expr)

    def call_module(self, module_name, args=None, kwargs=None, type_expr=None):
        return self.create_node('call_module', module_name, args, kwargs, type_expr=type_expr)

    def call_method(self, method_name, args=None, kwargs=None, type_expr=None):
        return self.create_node('call_method', method_name, args, kwargs, type_expr=type_expr)

    def call_function(self, the_function, args=None, kwargs=None, type_expr=None):
        return self.create_node('call_function', the_function, args, kwargs, type_expr=type_expr)

    def node_copy(self, node, arg_transform=lambda x: x):
        args = map_arg(node.args, arg_transform)
        kwargs = map_arg(node.kwargs, arg_transform)
        result_node = self.create_node(node.op, node.target, args, kwargs, node.name, node.type)
        result_node.meta = copy.copy(node.meta)
        return result_node

    def output(self, result, type_expr=None):
        return self.create_node(op='output', target='output', args=(result,), type_expr=type_expr)

    def _target_to_str(self, target):
        if callable(target):
            op = target.__name__
        else:
            assert isinstance(target, str)
            op = target
            if _is_magic(op):
                op = op[2:-2]
        return _snake_case(op)

    def python_code(self, root_module, *, verbose=False):
        # Names in the generated code come from a fresh namespace, so they
        # avoid builtins and globals even if node names do not.
        namespace = _Namespace()

        def node_repr(n):
            return namespace.create_name(n.name, n)
        orig_repr_fns = {}
        for node in self.nodes:
            orig_repr_fns[node] = node._repr_fn
            node._repr_fn = node_repr
        try:
            return self._codegen._gen_python_code(self.nodes, root_module, namespace, verbose=verbose)
        finally:
            for node in self.nodes:
                node._repr_fn = orig_repr_fns[node]

    def __str__(self):
        # PyTorch 1.13 passes an empty list here, so placeholders print as nodes.
        placeholder_names = []
        maybe_return_typename = ['']
        node_strs = [node.format_node(placeholder_names) for node in self.nodes]
        param_str = ', '.join(placeholder_names)
        s = f'graph({param_str}){maybe_return_typename[0]}:'
        for node_str in node_strs:
            if node_str:
                s += '\n    ' + node_str
        return s

    def print_tabular(self):
        try:
            from tabulate import tabulate
        except ImportError:
            # As in PyTorch 1.13: the message, then `tabulate` is unbound below.
            print("`print_tabular` relies on the library `tabulate`, which could not be found on this machine. "
                  "Run `pip install tabulate` to install the library.")
        node_specs = [[n.op, n.name, n.target, n.args, n.kwargs] for n in self.nodes]
        print(tabulate(node_specs, headers=['opcode', 'name', 'target', 'args', 'kwargs']))

    def _lint_arg(self, arg, n, seen_values):
        context_str = f" of Node '{n}' " if n else ' '
        if arg.graph is not self:
            raise RuntimeError(f'Argument \'{arg}\'{context_str}does not belong to this Graph, '
                               f'but was used as an argument! If you are copying nodes from another graph, make '
                               f'sure to use ``arg_transform`` on node_copy() to remap values\n{self}')
        if arg not in seen_values:
            raise RuntimeError(f'Argument \'{arg}\'{context_str}was used before it has been '
                               f'defined! Please check that Nodes in the graph are topologically ordered\n{self}')

    def lint(self):
        seen_names = set()
        seen_values = set()
        for node in self.nodes:
            if node.op not in ['placeholder', 'call_method', 'call_module', 'call_function', 'get_attr', 'output']:
                raise RuntimeError(f'Node {node} had unknown opcode {node.op}!')
            if node.graph is not self:
                raise RuntimeError(f'Node \'{node}\' does not belong to this Graph!')
            map_arg(node.args, lambda arg: self._lint_arg(arg, node, seen_values))
            map_arg(node.kwargs, lambda arg: self._lint_arg(arg, node, seen_values))
            seen_values.add(node)
            if node.name in seen_names:
                raise RuntimeError(f'Node redefined name {node.name}!')
            seen_names.add(node.name)
        if self.owning_module:
            for node in self.nodes:
                self._lint_target(node)

    def _lint_target(self, node):
        if node.op == 'call_function':
            if not callable(node.target):
                raise ValueError(f'Node {node} target {node.target} has type {torch.typename(node.target)} but '
                                 'a Callable is expected')
        elif not isinstance(node.target, str):
            raise ValueError(f'Node {node} target {node.target} has type {torch.typename(node.target)} but '
                             'a str is expected')
        if node.op in ['get_attr', 'call_module']:
            target_atoms = node.target.split('.')
            m_itr = self.owning_module
            for i, atom in enumerate(target_atoms):
                new_m_itr = getattr(m_itr, atom, None)
                seen_qualname = '.'.join(target_atoms[:i])
                if new_m_itr is None:
                    raise RuntimeError(f'Node {node} target {node.target} references nonexistent attribute '
                                       f'{atom} of {seen_qualname}')
                if node.op == "call_module" and not isinstance(new_m_itr, torch.nn.Module):
                    raise RuntimeError(f'Node {node} target {node.target} {atom} of {seen_qualname} does '
                                       'not reference an nn.Module')
                m_itr = new_m_itr

    def eliminate_dead_code(self):
        self.lint()
        changed = False
        for node in reversed(self.nodes):
            if not node.is_impure() and len(node.users) == 0:
                self.erase_node(node)
                changed = True
        return changed

    def set_codegen(self, codegen):
        self._codegen = codegen


reflectable_magic_methods = {
    'add': '{} + {}', 'sub': '{} - {}', 'mul': '{} * {}', 'floordiv': '{} // {}', 'truediv': '{} / {}',
    'div': '{} / {}', 'mod': '{} % {}', 'pow': '{} ** {}', 'lshift': '{} << {}', 'rshift': '{} >> {}',
    'and_': '{} & {}', 'or_': '{} | {}', 'xor': '{} ^ {}', 'getitem': '{}[{}]', 'matmul': '{} @ {}',
}

magic_methods = dict({
    'eq': '{} == {}', 'ne': '{} != {}', 'lt': '{} < {}', 'gt': '{} > {}', 'le': '{} <= {}', 'ge': '{} >= {}',
    'pos': '+{}', 'neg': '-{}', 'invert': '~{}'}, **reflectable_magic_methods)

inplace_methods = {
    'iadd': '{} += {}', 'iand': '{} &= {}', 'ifloordiv': '{} //= {}', 'ilshift': '{} <<= {}', 'imod': '{} %= {}',
    'imul': '{} *= {}', 'imatmul': '{} @= {}', 'ior': '{} |= {}', 'ipow': '{} **= {}', 'irshift': '{} >>= {}',
    'isub': '{} -= {}', 'itruediv': '{} /= {}', 'ixor': '{} ^= {}', 'setitem': '{}[{}] = {}',
}
)PY";

}  // namespace

const char* fxGraphSource() { return kFxGraphPy; }

}  // namespace ts::py
