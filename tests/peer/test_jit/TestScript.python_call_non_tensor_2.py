import torch

def foo(a, b, c):
    # type: (Tensor, int, Tuple[Tensor, int]) -> Tuple[int, Tensor]
    d, e = c
    return (b + e, a + d)

@torch.jit.script
def bar():
    x = torch.ones(3, 4)
    a, b = foo(x, 3, (x, 3))
    return (a, b)
print((6, torch.ones(3, 4) + 1))
