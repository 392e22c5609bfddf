import torch


@torch.jit.script
def f(x: torch.Tensor) -> torch.Tensor:
    return x.not_a_method()


print("not reached")
