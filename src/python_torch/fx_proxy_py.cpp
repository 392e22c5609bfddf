// ===--- fx_proxy_py.cpp - torch.fx.proxy ---------------------------------=== //
// Proxy records the operations applied to it as Nodes (magic methods,
// attribute reads, method calls, __torch_function__) through a TracerBase.
// Python source run by the evaluator (registered in fx_install.cpp).
#include "python_torch/fx_sources.h"

namespace ts::py {

namespace {

const char* kFxProxyPy = R"PY(
import operator
import torch
from torch.fx.graph import magic_methods, reflectable_magic_methods, Graph
from torch.fx.node import Node, base_types, map_aggregate

__all__ = ['TracerBase', 'GraphAppendingTracer', 'TraceError', 'Proxy', 'Attribute', 'ParameterProxy']


class TracerBase:
    record_stack_traces = False
    check_mutable_operations = False
    trace_asserts = False
    proxy_buffer_attributes = False
    traced_func_name = "forward"

    def create_node(self, kind, target, args, kwargs, name=None, type_expr=None):
        return self.graph.create_node(kind, target, args, kwargs, name, type_expr)

    def proxy(self, node):
        return Proxy(node, self)

    def create_proxy(self, kind, target, args, kwargs, name=None, type_expr=None, proxy_factory_fn=None):
        args_ = self.create_arg(args)
        kwargs_ = self.create_arg(kwargs)
        assert isinstance(args_, tuple)
        assert isinstance(kwargs_, dict)
        node = self.create_node(kind, target, args_, kwargs_, name, type_expr)
        return self.proxy(node) if not proxy_factory_fn else proxy_factory_fn(node)

    def create_arg(self, a):
        if not isinstance(a, Proxy) and hasattr(a, '__fx_create_arg__'):
            return a.__fx_create_arg__(self)
        if isinstance(a, tuple) and hasattr(a, '_fields'):
            return type(a)(*tuple(self.create_arg(elem) for elem in a))
        if isinstance(a, (tuple, list)):
            return type(a)(self.create_arg(elem) for elem in a)
        if isinstance(a, dict):
            return self._create_dict_arg(a)
        if isinstance(a, slice):
            return slice(self.create_arg(a.start), self.create_arg(a.stop), self.create_arg(a.step))
        if isinstance(a, Proxy):
            return a.node
        if isinstance(a, base_types) or a is None or a is ...:
            return a
        raise NotImplementedError(f"argument of type: {type(a)}")

    def _create_dict_arg(self, a):
        r = {}
        for k, v in a.items():
            k = self.create_arg(k)

            def no_node(arg):
                if isinstance(arg, Node):
                    raise RuntimeError("Keys for dictionaries used as an argument cannot contain a "
                                       "Node. Got key: {k}")
            map_aggregate(k, no_node)
            r[k] = self.create_arg(v)
        return r

    def to_bool(self, obj):
        raise TraceError('symbolically traced variables cannot be used as inputs to control flow')

    def iter(self, obj):
        raise TraceError('Proxy object cannot be iterated. This can be '
                         'attempted when the Proxy is used in a loop or'
                         ' as a *args or **kwargs function argument. '
                         'See the torch.fx docs on pytorch.org for a '
                         'more detailed explanation of what types of '
                         'control flow can be traced, and check out the'
                         ' Proxy docstring for help troubleshooting '
                         'Proxy iteration errors')

    def keys(self, obj):
        return Attribute(obj, 'keys')()


class GraphAppendingTracer(TracerBase):
    def __init__(self, graph):
        super().__init__()
        self.graph = graph


class TraceError(ValueError):
    pass


class Proxy:
    def __init__(self, node, tracer=None):
        if tracer is None:
            tracer = GraphAppendingTracer(node.graph)
        self.tracer = tracer
        self.node = node

    def __repr__(self):
        return f'Proxy({self.node.name})'

    def __getattr__(self, k):
        return Attribute(self, k)

    def __call__(self, *args, **kwargs):
        return self.tracer.create_proxy('call_method', '__call__', (self,) + args, kwargs)

    def __iter__(self):
        # PyTorch inspects the caller's bytecode to allow `a, b = proxy`;
        # without frames every iteration is an error.
        return self.tracer.iter(self)

    def __bool__(self):
        return self.tracer.to_bool(self)

    def keys(self):
        return self.tracer.keys(self)

    def __len__(self):
        raise RuntimeError("'len' is not supported in symbolic tracing by default. If you want "
                           "this call to be recorded, please call torch.fx.wrap('len') at "
                           "module scope")

    @classmethod
    def __torch_function__(cls, orig_method, types, args=None, kwargs=None):
        args = args if args else ()
        kwargs = kwargs if kwargs else {}
        tracers = {}

        def find_tracer(a):
            if isinstance(a, cls):
                tracers[a.tracer] = None
        map_aggregate(args, find_tracer)
        map_aggregate(kwargs, find_tracer)
        if len(tracers) > 1:
            raise RuntimeError(f'Found multiple different tracers {list(tracers.keys())} while '
                               f'trying to trace operations {orig_method}')
        tracer = next(iter(tracers.keys()))
        if _is_tensor_method(orig_method):
            return tracer.create_proxy('call_method', orig_method.__name__, args, kwargs)
        return tracer.create_proxy('call_function', orig_method, args, kwargs,
                                   name=tracer.graph._target_to_str(orig_method.__name__))


def _is_tensor_method(fn):
    """torch.Tensor.<name> called unbound on a Proxy records a call_method."""
    name = getattr(fn, '__name__', None)
    return name is not None and getattr(torch.Tensor, name, None) is fn


class Attribute(Proxy):
    def __init__(self, root, attr):
        self.root = root
        self.attr = attr
        self.tracer = root.tracer
        self._node = None

    @property
    def node(self):
        # The getattr node is created lazily: most attribute accesses are
        # method calls (`x.relu()`), which record call_method instead.
        if self._node is None:
            self._node = self.tracer.create_proxy('call_function', getattr, (self.root, self.attr), {}).node
        return self._node

    def __call__(self, *args, **kwargs):
        return self.tracer.create_proxy('call_method', self.attr, (self.root,) + args, kwargs)


class ParameterProxy(Proxy):
    def __init__(self, tracer, node, name, param):
        super().__init__(node, tracer)
        assert isinstance(param, torch.nn.Parameter)
        self.param = param
        self.name = name

    def __repr__(self):
        return f'ParameterProxy({self.name})'

    @property
    def shape(self):
        return self.param.shape

    def size(self):
        return self.param.size()

    def dim(self):
        return self.param.dim()

    @property
    def ndim(self):
        return self.param.ndim

    def numel(self):
        return self.param.numel()

    def nelement(self):
        return self.param.nelement()


def _define_magic(method):
    def impl(*args, **kwargs):
        tracer = args[0].tracer
        target = getattr(operator, method)
        return tracer.create_proxy('call_function', target, args, kwargs)
    impl.__name__ = method
    setattr(Proxy, f'__{method.strip("_")}__', impl)


def _define_reflectable(orig_method_name):
    method_name = f'__r{orig_method_name.strip("_")}__'

    def impl(self, rhs):
        target = getattr(operator, orig_method_name)
        return self.tracer.create_proxy('call_function', target, (rhs, self), {})
    impl.__name__ = method_name
    impl.__qualname__ = method_name
    setattr(Proxy, method_name, impl)


for method in magic_methods:
    _define_magic(method)
for orig_method_name in reflectable_magic_methods:
    _define_reflectable(orig_method_name)
)PY";

}  // namespace

const char* fxProxySource() { return kFxProxyPy; }

}  // namespace ts::py
