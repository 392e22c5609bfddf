import torch

@torch.jit.script
class Foo(object):
    def __init__(self, x):
        self.x = x

    def __len__(self):
        # type: () -> int
        return len(self.x)

@torch.jit.script
def test():
    return Foo(torch.tensor(1)) + Foo(torch.tensor(1))
