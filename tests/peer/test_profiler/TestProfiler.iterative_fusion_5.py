import torch

@torch.jit.script
def foo(a, b, c, d):
    a = a + b
    b.add_(3)
    c = c + b + d
    a = a + 1
    return (a, c)
x = torch.ones(1, requires_grad=False)
foo(x, x, x, x)
foo(x, x, x, x)
g = torch.jit.last_executed_optimized_graph()
print(len(list(g.findAllNodes('prim::TensorExprGroup'))))
