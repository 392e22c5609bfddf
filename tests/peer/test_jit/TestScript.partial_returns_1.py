import torch

@torch.jit.script
def partial(x):
    # type: (Tensor) -> int
    if x:
        return 1
