import torch

torch.manual_seed(0)

@torch.jit.script
def foo(x):
    return (torch.neg(x), x)
x = torch.rand(3, 4)

@torch.jit.script
def wait_script(x):
    fut = torch.jit._fork(foo, x)
    y_hat = foo(x)
    y = torch.jit._wait(fut)
    return (y, y_hat)

@torch.jit.script
def wait_script_nest(x):
    fut = torch.jit._fork(wait_script, x)
    return torch.jit._wait(fut)
y, y_hat = wait_script_nest(x)
print(y)
