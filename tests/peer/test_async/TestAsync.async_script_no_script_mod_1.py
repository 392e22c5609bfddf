import torch

torch.manual_seed(0)

x = torch.rand(3, 4)

@torch.jit.script
def wait_script(x):
    fut = torch.jit._fork(x)
    return fut
