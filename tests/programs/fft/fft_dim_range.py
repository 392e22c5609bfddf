# fft along a dim the tensor does not have.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.fft.fft(x, dim=2))


f(torch.ones(4))
