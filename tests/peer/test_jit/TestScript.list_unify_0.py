import torch

@torch.jit.script
def list_optional_fails(x):
    # type: (bool) -> Optional[int]
    if x:
        y = [1]
    else:
        y = [None]
    return y[0]
