# irfft of one point gives 2 * (1 - 1) = 0 output points.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.fft.irfft(x))


f(torch.ones(1))
