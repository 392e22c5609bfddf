# fftn with s and dim of different lengths.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.fft.fftn(x, s=[2, 2], dim=[0]))


f(torch.ones(4, 4))
