# Building a graph through Proxies: GraphAppendingTracer, proxy arithmetic,
# method calls and attribute reads recorded on an explicit Graph.
import operator
import torch
import torch.fx
from torch.fx import Proxy, Graph, GraphModule

graph = Graph()
tracer = torch.fx.proxy.GraphAppendingTracer(graph)
raw1 = graph.placeholder('x')
raw2 = graph.placeholder('y')
y = Proxy(raw1, tracer)
z = Proxy(raw2, tracer)
a = torch.cat([y, z])
b = torch.tanh(a)
c = b.neg() * 2 + y.shape[0]
d = c.T @ c
e = torch.clamp(d, min=0.0)
graph.output((e.node, c.dtype.node))
print(graph)
print(repr(a), a.node.op, a.node.target.__name__)
gm = GraphModule(torch.nn.Module(), graph)
print(gm.code)
out = gm(torch.ones(1, 2), torch.zeros(1, 2))
print(out)
print(isinstance(a, Proxy), type(y.shape).__name__)
print(torch.fx.node.map_arg((raw1, [raw2, 3], {'k': raw1}), lambda n: n.name))
print(torch.fx.node.map_aggregate((1, [2, 3]), lambda v: v * 10))
