# Building and editing graphs by hand: create_node/call_function/placeholder/output,
# inserting_before/inserting_after, replace_all_uses_with, erase_node, lint,
# eliminate_dead_code, naming/uniquing, and GraphModule.recompile.
import operator
import torch
import torch.fx

graph = torch.fx.Graph()
x = graph.placeholder('x')
y = graph.placeholder('y', default_value=1.5)
add = graph.call_function(operator.add, (x, y))
relu = graph.call_method('relu', (add,))
s = graph.create_node('call_function', torch.sum, (relu,), {'dim': 0})
s2 = graph.call_function(torch.sum, (relu,))
out = graph.output((s, s2))
print(graph)
print([n.name for n in graph.nodes])
graph.lint()
gm = torch.fx.GraphModule(torch.nn.Module(), graph)
print(gm.code)
print(gm(torch.tensor([[1., -2.], [3., -4.]])))

# Insert a node after `add` and route relu through it.
with graph.inserting_after(add):
    mul = graph.call_function(operator.mul, (add, 2))
add.replace_all_uses_with(mul)
mul.update_arg(0, add)
print(graph)
with graph.inserting_before(out):
    dead = graph.call_function(torch.neg, (x,))
print(dead.name, len(dead.users), dead.all_input_nodes)
print(graph.eliminate_dead_code())
gm.recompile()
print(gm.code)
print(gm(torch.tensor([[1., -2.], [3., -4.]]), 0.5))

# Erasing a node that still has users fails.
try:
    graph.erase_node(add)
except RuntimeError as e:
    print('RuntimeError:', e)

# args and kwargs are immutable.
try:
    s.args[0] = x
except Exception as e:
    print(type(e).__name__)
try:
    s.kwargs['dim'] = 1
except NotImplementedError as e:
    print('NotImplementedError:', str(e).splitlines()[0])
s.kwargs = {'dim': 1}
print(s.format_node())
