import torch


@torch.jit.script
def parse(s: str) -> int:
    return int(s)


print(parse("12"))
print(parse("1.5"))
