# rfft of a complex tensor.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.fft.rfft(torch.fft.fft(x)))


f(torch.ones(4))
