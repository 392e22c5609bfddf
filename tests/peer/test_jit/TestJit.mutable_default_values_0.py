import torch

@torch.jit.script
def foo(x=(1, [])):
    # type: (Tuple[int, List[Tensor]])
    return x
