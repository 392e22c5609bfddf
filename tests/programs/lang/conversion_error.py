import torch


@torch.jit.script
def conv(s: str) -> int:
    return int(s)


print(conv("12"))
print(conv("abc"))
