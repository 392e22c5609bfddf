import torch

torch.manual_seed(0)

def fork_body(x):
    return (x.neg(), x.neg() + 1)

def fn(x):
    fut = torch.jit._fork(fork_body, x)
    vals = torch.jit._wait(fut)
    return (vals[0], vals[1], x - 1)
traced = torch.jit.trace(fn, (torch.rand(3, 4),))
x = torch.rand(3, 4)
print(fn(x))
