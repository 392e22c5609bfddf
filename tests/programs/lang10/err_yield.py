import torch


@torch.jit.script
def gen(n: int):
    for i in range(n):
        yield i
