import torch

@torch.jit.script
def tuple_arg(x):
    # type: (Tuple[Tensor, Tensor]) -> Tensor
    return x + 1
