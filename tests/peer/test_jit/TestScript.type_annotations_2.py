import torch

def fn(x, y):
    # type: (Tensor, Tensor) -> Tuple[Tensor, Tensor, Tensor]
    return (x, x * 2, x * 3)

@torch.jit.script
def script_fn2(x):
    x, y = fn(x, x)
