import torch


@torch.jit.script
class Counter:
    def __init__(self):
        self.n = 0

    def inc(self):
        self.n += 1


@torch.jit.script
def use() -> int:
    c = Counter()
    c.inc()
    c.reset()
    return c.n


print("not reached")
