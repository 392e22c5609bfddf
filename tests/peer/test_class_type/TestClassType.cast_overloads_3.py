import torch
from typing import Tuple

@torch.jit.script
class Foo(object):
    def __init__(self, val):
        # type: (float) -> None
        self.val = val

    def __int__(self):
        return int(self.val)

    def __float__(self):
        return self.val

    def __bool__(self):
        return bool(self.val)

    def __str__(self):
        return str(self.val)

def test(foo):
    # type: (Foo) -> Tuple[int, float, bool]
    if foo:
        pass
    return int(foo), float(foo), bool(foo)

fn = torch.jit.script(test)
print(fn(Foo(0.5)))
print(fn(Foo(0.)))
