# fftn over the same dim twice.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.fft.fftn(x, dim=[0, 0]))


f(torch.ones(4, 4))
