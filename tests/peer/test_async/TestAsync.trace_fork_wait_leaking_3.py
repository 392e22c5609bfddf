import torch

torch.manual_seed(0)

my_list = []

def fork_body(x):
    my_list.append(x + 1)
    return x + 1

def fn(x):
    fut = torch.jit._fork(fork_body, x)
    val = torch.jit._wait(fut)
    return my_list[0]
traced = torch.jit.trace(fn, (torch.rand(3, 4),), check_trace=False)
