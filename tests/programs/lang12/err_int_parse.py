import torch


@torch.jit.script
def parse(s: str) -> int:
    return int(s) * 2


print(parse("21"), parse("-4"))
print(parse("x1"))
