import torch

@torch.jit.script
def to_str(x):
    # type: (int) -> str
    return str((x, x))
print(to_str(1))
