import torch

@torch.jit.script
class Foo(object):
    def __init__(self, x):
        self.x = x

    def __len__(self):
        # type: () -> int
        return len(self.x)

    def __neg__(self):
        self.x = -self.x
        return self

    def __mul__(self, other):
        # type: (Tensor) -> Tensor
        return self.x * other

def test_overload():
    a = Foo(torch.ones([3, 3]))
    return len(a), -a * torch.zeros([3, 3])

print(torch.jit.script(test_overload)())
