import torch

torch.manual_seed(0)

@torch.jit.script
def foo(a):
    b, c = torch.chunk(a, dim=0, chunks=2)
    return b
v = torch.rand(10, 3)
print(torch.chunk(v, dim=0, chunks=2)[0])
