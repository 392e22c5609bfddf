# An unknown norm mode.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.fft.fft(x, norm="none"))


f(torch.ones(4))
