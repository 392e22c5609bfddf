import torch

torch.manual_seed(0)

@torch.jit.script
def foo(x):
    return (torch.neg(x), x)
x = torch.rand(3, 4)

@torch.jit.script
def wait_script(x):
    fut = torch.jit.fork(foo, x)
    y_hat = foo(x)
    y = torch.jit.wait(fut)
    return (y, y_hat)
y, y_hat = wait_script(x)
print(y)
