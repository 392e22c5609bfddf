// ===--- fx_interpreter_py.cpp - torch.fx.interpreter and torch.fx.passes.shape_prop ---=== //
// Interpreter runs a GraphModule node by node (overridable per opcode),
// Transformer builds a new graph from it, ShapeProp records tensor metadata.
// Python source run by the evaluator (registered in fx_install.cpp).
#include "python_torch/fx_sources.h"

namespace ts::py {

namespace {

const char* kFxInterpreterPy = R"PY(
import inspect
import torch
from torch.fx.graph_module import GraphModule
from torch.fx.graph import Graph
from torch.fx.node import Node, map_arg, map_aggregate
from torch.fx.proxy import Proxy
from torch.fx._symbolic_trace import Tracer

__all__ = ['Interpreter', 'Transformer']


class Interpreter:
    def __init__(self, module, garbage_collect_values=True):
        assert isinstance(module, GraphModule)
        self.module = module
        self.submodules = dict(self.module.named_modules())
        self.env = {}
        self.garbage_collect_values = garbage_collect_values
        if self.garbage_collect_values:
            # Values are dropped from env after their last use (Note [fx codegen]).
            node_to_last_use = {}
            self.user_to_last_uses = {}
            for node in reversed(self.module.graph.nodes):
                def register_last_uses(n, user=node):
                    if n not in node_to_last_use:
                        node_to_last_use[n] = user
                        self.user_to_last_uses.setdefault(user, []).append(n)
                map_arg(node.args, register_last_uses)
                map_arg(node.kwargs, register_last_uses)

    def run(self, *args, initial_env=None, enable_io_processing=True):
        self.env = initial_env if initial_env else {}
        if enable_io_processing:
            args = self.module.graph.process_inputs(*args)
        self.args_iter = iter(args)
        for node in self.module.graph.nodes:
            if node in self.env:
                continue
            try:
                self.env[node] = self.run_node(node)
            except Exception as e:
                msg = f"While executing {node.format_node()}"
                msg = '{}\n\n{}'.format(e.args[0], msg) if e.args else str(msg)
                msg += f"\nOriginal traceback:\n{node.stack_trace}"
                e.args = (msg,) + e.args[1:]
                if isinstance(e, KeyError):
                    raise RuntimeError(*e.args)
                raise
            if self.garbage_collect_values:
                for to_delete in self.user_to_last_uses.get(node, []):
                    del self.env[to_delete]
            if node.op == 'output':
                output_val = self.env[node]
                return self.module.graph.process_outputs(output_val) if enable_io_processing else output_val

    def run_node(self, n):
        args, kwargs = self.fetch_args_kwargs_from_env(n)
        assert isinstance(args, tuple)
        assert isinstance(kwargs, dict)
        return getattr(self, n.op)(n.target, args, kwargs)

    def placeholder(self, target, args, kwargs):
        assert isinstance(target, str)
        if target.startswith('*'):
            return list(self.args_iter)
        try:
            return next(self.args_iter)
        except StopIteration:
            if len(args) > 0:
                return args[0]
            raise RuntimeError(f'Expected positional argument for parameter {target}, but one was not passed in!')

    def get_attr(self, target, args, kwargs):
        assert isinstance(target, str)
        return self.fetch_attr(target)

    def call_function(self, target, args, kwargs):
        assert not isinstance(target, str)
        return target(*args, **kwargs)

    def call_method(self, target, args, kwargs):
        self_obj, *args_tail = args
        assert isinstance(target, str)
        return getattr(self_obj, target)(*args_tail, **kwargs)

    def call_module(self, target, args, kwargs):
        assert isinstance(target, str)
        submod = self.fetch_attr(target)
        return submod(*args, **kwargs)

    def output(self, target, args, kwargs):
        return args[0]

    def fetch_attr(self, target):
        target_atoms = target.split('.')
        attr_itr = self.module
        for i, atom in enumerate(target_atoms):
            if not hasattr(attr_itr, atom):
                raise RuntimeError(f"Node referenced nonexistent target {'.'.join(target_atoms[:i])}")
            attr_itr = getattr(attr_itr, atom)
        return attr_itr

    def fetch_args_kwargs_from_env(self, n):
        args = self.map_nodes_to_values(n.args, n)
        assert isinstance(args, tuple)
        kwargs = self.map_nodes_to_values(n.kwargs, n)
        assert isinstance(kwargs, dict)
        return args, kwargs

    def map_nodes_to_values(self, args, n):
        def load_arg(n_arg):
            if n_arg not in self.env:
                raise RuntimeError(f'Node {n} referenced nonexistent value {n_arg}! Run Graph.lint() '
                                   f'to diagnose such issues')
            return self.env[n_arg]
        return map_arg(args, load_arg)


class _TransformerTracer(Tracer):
    def __init__(self, graph):
        super().__init__()
        self.graph = graph

    def is_leaf_module(self, _, __):
        return True


class Transformer(Interpreter):
    def __init__(self, module):
        super().__init__(module)
        self.new_graph = Graph()
        self.new_graph.set_codegen(module.graph._codegen)
        self.tracer = _TransformerTracer(self.new_graph)
        self.tracer.root = module
        self.tracer.tensor_attrs = []

    def placeholder(self, target, args, kwargs):
        assert isinstance(target, str)
        default_value = next(iter(args)) if args else inspect.Signature.empty
        return Proxy(self.new_graph.placeholder(target, default_value=default_value), self.tracer)

    def get_attr(self, target, args, kwargs):
        assert isinstance(target, str)
        return Proxy(self.new_graph.get_attr(target), self.tracer)

    def call_module(self, target, args, kwargs):
        assert isinstance(target, str)
        submod = self.fetch_attr(target)
        return self.tracer.call_module(submod, submod.forward, args, kwargs)

    def call_function(self, target, args, kwargs):
        return self.tracer.create_proxy('call_function', target, args, kwargs)

    def transform(self):
        result = super().run(enable_io_processing=False)
        if result is not None:
            def strip_proxy(a):
                return a.node if isinstance(a, Proxy) else a
            self.new_graph.output(map_aggregate(result, strip_proxy))
        return GraphModule(self.module, self.new_graph)
)PY";

const char* kFxShapePropPy = R"PY(
import traceback
from typing import NamedTuple
import torch
import torch.fx
from torch.fx.node import Node, map_aggregate

__all__ = ['TensorMetadata', 'ShapeProp']


class TensorMetadata(NamedTuple):
    shape: object
    dtype: object
    requires_grad: bool
    stride: tuple
    memory_format: object
    is_quantized: bool
    qparams: dict


def _extract_tensor_metadata(result):
    memory_format = None
    for query_format in (torch.contiguous_format, torch.channels_last, torch.channels_last_3d):
        if result.is_contiguous(memory_format=query_format):
            memory_format = query_format
            break
    return TensorMetadata(result.shape, result.dtype, result.requires_grad, result.stride(), memory_format,
                          result.is_quantized, {})


class ShapeProp(torch.fx.Interpreter):
    def run_node(self, n):
        try:
            result = super().run_node(n)
        except Exception:
            traceback.print_exc()
            raise RuntimeError(f"ShapeProp error for: node={n.format_node()} with meta={n.meta}")
        found_tensor = False

        def extract_tensor_meta(obj):
            if isinstance(obj, torch.Tensor):
                nonlocal found_tensor
                found_tensor = True
                return _extract_tensor_metadata(obj)
            return obj
        meta = map_aggregate(result, extract_tensor_meta)
        if found_tensor:
            n.meta['tensor_meta'] = meta
        n.meta['type'] = type(result)
        return result

    def propagate(self, *args):
        return super().run(*args)
)PY";

}  // namespace

const char* fxInterpreterSource() { return kFxInterpreterPy; }
const char* fxShapePropSource() { return kFxShapePropPy; }

}  // namespace ts::py
