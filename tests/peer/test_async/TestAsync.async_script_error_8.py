import torch

torch.manual_seed(0)

x = torch.rand(3, 4)

@torch.jit.script
def foo(x):
    return x.t() + x

@torch.jit.script
def wait_script(x):
    fut = torch.jit._fork(foo, x)
    return torch.jit._wait(fut)

@torch.jit.script
def wait_script_nest(x):
    fut = torch.jit._fork(wait_script, x)
    return torch.jit._wait(fut)
error_msg = 'The size.*must match the size of tensor'
x = torch.rand(3, 4, 5)
wait_script_nest(x)
