import torch
from typing import Optional

@torch.jit.script
class Leaf(object):
    def __init__(self):
        self.x = 1

@torch.jit.script
class Tree(object):
    def __init__(self):
        self.child = torch.jit.annotate(Optional[Leaf], None)

    def add_child(self, child):
        # type: (Leaf) -> None
        self.child = child

@torch.jit.script
def use():
    t = Tree()
    a = t.child is None
    t.add_child(Leaf())
    c = t.child
    assert c is not None
    return a, c.x
print(use())
