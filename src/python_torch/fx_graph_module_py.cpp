// ===--- fx_graph_module_py.cpp - torch.fx.graph_module -------------------=== //
// GraphModule: an nn.Module whose forward is the code generated from its
// Graph, with the graph's submodules and attributes copied from the root.
// Python source run by the evaluator (registered in fx_install.cpp).
#include "python_torch/fx_sources.h"

namespace ts::py {

namespace {

const char* kFxGraphModulePy = R"PY(
import copy
import itertools
import torch
from torch.nn.modules.module import _addindent
from torch.fx.graph import Graph, _custom_builtins, PythonCode

__all__ = ['GraphModule']


class _EvalCacheLoader(object):
    def __init__(self):
        self.eval_cache = {}
        self.next_id = 0

    def cache(self, src, globals):
        key = f'<eval_with_key>.{self.next_id}'
        self.next_id += 1
        self.eval_cache[key] = src
        return key


_loader = _EvalCacheLoader()


def _forward_from_src(src, globals):
    globals_copy = dict(globals)
    if 'wrap' in globals_copy:
        # `wrap("name")` lines of the generated code register names of these
        # globals (Note [fx wrap globals]).
        from torch.fx._symbolic_trace import _wrap_in
        globals_copy['wrap'] = lambda name: _wrap_in(globals_copy, name)
    key = _loader.cache(src, globals_copy)
    exec(compile(src, key, 'exec'), globals_copy)
    return globals_copy['forward']


def _copy_attr(from_module, to_module, target):
    *prefix, field = target.split('.')
    for item in prefix:
        f = getattr(from_module, item)
        t = getattr(to_module, item, None)
        if f is t:
            return
        if t is None:
            t = torch.nn.Module()
            setattr(to_module, item, t)
        from_module, to_module = f, t
    orig = getattr(from_module, field)
    if isinstance(orig, torch.Tensor) and not isinstance(orig, torch.nn.Parameter):
        to_module.register_buffer(field, orig)
    else:
        setattr(to_module, field, orig)


def _assign_attr(from_obj, to_module, target):
    *prefix, field = target.split('.')
    for item in prefix:
        t = getattr(to_module, item, None)
        if t is None:
            t = torch.nn.Module()
            setattr(to_module, item, t)
        to_module = t
    if isinstance(from_obj, torch.Tensor) and not isinstance(from_obj, torch.nn.Parameter):
        to_module.register_buffer(field, from_obj)
    else:
        setattr(to_module, field, from_obj)


class GraphModule(torch.nn.Module):
    # Note [GraphModule classes]: each instance gets its own subclass so
    # recompile() can install `forward` (and the class name) per instance.
    def __new__(cls, *args, **kwargs):
        for t in cls.__mro__:
            c = t.__qualname__.split('.')[-1]
            if c != 'GraphModuleImpl':
                cls = t
                break

        class GraphModuleImpl(cls):
            pass
        return super().__new__(GraphModuleImpl)

    def __init__(self, root, graph, class_name='GraphModule'):
        super().__init__()
        self.__class__.__name__ = class_name
        if isinstance(root, torch.nn.Module):
            if hasattr(root, 'training'):
                self.training = root.training
            for node in graph.nodes:
                if node.op in ['get_attr', 'call_module']:
                    _copy_attr(root, self, node.target)
        elif isinstance(root, dict):
            targets_to_copy = []
            for node in graph.nodes:
                if node.op in ['get_attr', 'call_module']:
                    if node.target not in root:
                        raise RuntimeError('Node ' + str(node) + ' referenced target ' + node.target +
                                           ' but that target was not provided in ``root``!')
                    targets_to_copy.append(node.target)
            targets_to_copy.sort(key=lambda t: t.count('.'))
            for target_to_copy in targets_to_copy:
                _assign_attr(root[target_to_copy], self, target_to_copy)
        else:
            raise RuntimeError('Unsupported type ' + str(root) + ' passed for root!')
        self.graph = graph
        self._tracer_cls = None
        if self.graph._tracer_cls and '<locals>' not in self.graph._tracer_cls.__qualname__:
            self._tracer_cls = self.graph._tracer_cls
        self._tracer_extras = {}
        if self.graph._tracer_extras:
            self._tracer_extras = self.graph._tracer_extras
        self.meta = {}

    @property
    def graph(self):
        return self._graph

    @graph.setter
    def graph(self, g):
        assert isinstance(g, Graph), f'Expected a Graph instance, but got {type(g)}'
        self._graph = g
        g.owning_module = self
        self.recompile()

    def add_submodule(self, target, m):
        *prefix, field = target.split('.')
        mod = self
        for item in prefix:
            submod = getattr(mod, item, None)
            if submod is None:
                submod = torch.nn.Module()
                setattr(mod, item, submod)
            if not isinstance(submod, torch.nn.Module):
                return False
            mod = submod
        mod.add_module(field, m)
        return True

    def delete_submodule(self, target):
        atoms = target.split(".")
        path, target_submod = atoms[:-1], atoms[-1]
        mod = self
        for item in path:
            if not hasattr(mod, item):
                return False
            mod = getattr(mod, item)
            if not isinstance(mod, torch.nn.Module):
                return False
        if not hasattr(mod, target_submod):
            return False
        if not isinstance(getattr(mod, target_submod), torch.nn.Module):
            return False
        delattr(mod, target_submod)
        return True

    def delete_all_unused_submodules(self):
        used = []
        for node in self.graph.nodes:
            if node.op == "call_module" or node.op == "get_attr":
                fullpath = node.target.split(".")
                for i in range(1, len(fullpath) + 1):
                    used.append('.'.join(fullpath[:i]))
                if node.op == "call_module":
                    try:
                        submod = self.get_submodule(node.target)
                        for submod_name, _ in submod.named_modules():
                            if submod_name != '':
                                used.append('.'.join([node.target, submod_name]))
                    except AttributeError:
                        pass
        to_delete = [name for name, _ in self.named_modules() if name not in used]
        for name in to_delete:
            self.delete_submodule(name)

    @property
    def code(self):
        if not hasattr(self, '_code'):
            raise RuntimeError('Code has not been generated! Please report a bug to PyTorch')
        return self._code

    def recompile(self):
        python_code = self._graph.python_code(root_module='self')
        self._code = python_code.src
        cls = type(self)
        cls.forward = _forward_from_src(self._code, python_code.globals)
        return python_code

    def __deepcopy__(self, memo):
        fake_mod = torch.nn.Module()
        # Filled in place: instances here do not take a new __dict__ object.
        fake_mod.__dict__.clear()
        fake_mod.__dict__.update(copy.deepcopy(self.__dict__, memo))
        return GraphModule(fake_mod, fake_mod.__dict__['_graph'])

    def __copy__(self):
        return GraphModule(self, self.graph)

    def print_readable(self):
        module_code = self._graph.python_code(root_module='self', verbose=True).src
        module_code = module_code.lstrip('\n')
        module_code = f"class {self._get_name()}(torch.nn.Module):\n" + module_code
        module_code = _addindent(module_code, 4)
        print(module_code + _addindent('', 4))

    def __str__(self):
        orig_str = super().__str__()
        print_readable_reminder = "# To see more debug info, please use `graph_module.print_readable()`"
        return '\n'.join([orig_str, self._code, print_readable_reminder])
)PY";

}  // namespace

const char* fxGraphModuleSource() { return kFxGraphModulePy; }

}  // namespace ts::py
