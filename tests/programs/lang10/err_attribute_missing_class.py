import torch


@torch.jit.script
class P:
    def __init__(self, a: int):
        self.a = a


@torch.jit.script
def get(p: P) -> int:
    return p.b
