import torch

torch.manual_seed(0)

def foo(x, t: torch.dtype):
    return x.type(t)
scr = torch.jit.script(foo)
x = torch.rand(3, 4)
for t in [torch.int8, torch.float64, torch.float32, torch.bfloat16, torch.complex64, torch.complex128, torch.bool]:
    print(scr(x, t))
