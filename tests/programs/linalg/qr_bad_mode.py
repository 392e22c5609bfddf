# qr with an unknown mode string.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.linalg.qr(x, mode="full"))


f(torch.eye(2))
