# n=0 data points.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.fft.irfft(x, n=0))


f(torch.ones(4))
