# TorchScript 1.13 cannot name torch.Generator in script code.
import torch

print("before")


@torch.jit.script
def f(g: torch.Generator):
    return torch.rand(3, generator=g)


print("not reached")
