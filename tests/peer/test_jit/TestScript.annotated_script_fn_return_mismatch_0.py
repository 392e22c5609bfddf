import torch

@torch.jit.script
def return_tup(x):
    # type: (Tensor) -> Tuple[Tuple[Tensor, Tensor], Tensor]
    return (x, x)
