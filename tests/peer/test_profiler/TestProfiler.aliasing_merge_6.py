import torch

@torch.jit.script
def foo(a, b):
    c = a * b
    d = c * b
    d.add_(b)
    e = d * b
    return d + e
x = torch.ones(1)
y = torch.ones(1)
foo(x, y)
b = foo(x, y)
g = torch.jit.last_executed_optimized_graph()
print(len(list(g.findAllNodes('prim::TypeCheck'))))
