import torch

torch.manual_seed(0)

def foo(x):
    chunked = torch.chunk(x, 1)
    foo = chunked[0]
    foo.add_(5)
    return x
print(torch.jit.script(foo)(torch.rand(2, 3)))
