import torch

print(torch.tensor([0.0, 2.0]).bool())


@torch.jit.script
def conv(x: torch.Tensor):
    return x.bool()


print(conv(torch.ones(2)))
