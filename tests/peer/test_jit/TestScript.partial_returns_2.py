import torch

@torch.jit.script
def typed_none():
    # type: () -> Optional[int]
    pass
