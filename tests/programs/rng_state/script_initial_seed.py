# TorchScript 1.13 has no torch.initial_seed (only aten::manual_seed).
import torch

print("before")


@torch.jit.script
def f() -> int:
    return torch.initial_seed()


print("not reached")
