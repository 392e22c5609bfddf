import torch

torch.manual_seed(0)

@torch.jit.script
def foo(x):
    y = x * 2
    return y.requires_grad

@torch.jit.script
def bar(x):
    fut = torch.jit._fork(foo, x)
    requires_grad_in_fork = torch.jit._wait(fut)
    z = x * 2
    return (requires_grad_in_fork, z.requires_grad)
x = torch.randn(3, requires_grad=True)
with torch.no_grad():
    inside_fork, after_wait = bar(x)
print(inside_fork)
