import torch

torch.manual_seed(0)

@torch.jit.script
def foo(x):
    return torch.neg(x).t() + x

@torch.jit.script
def wait_script(x):
    fut = torch.jit._fork(foo, x)
    y1 = torch.jit._wait(fut)
    y2 = torch.jit._wait(fut)
    return (y1, y2)
x = torch.rand(2, 2)
y1, y2 = wait_script(x)
print(y1)
