import torch
from typing import List

class Big:
    def __init__(self, h):
        self.h = h
    def __hash__(self):
        return self.h
    def __eq__(self, other):
        return self is other
for h in [5, -1, 2 ** 62, -(2 ** 62), 2 ** 63 - 1, 2 ** 64 + 7, -(2 ** 70), True]:
    print(h, hash(Big(h)))
print({Big(3), Big(2 ** 62 + 1), Big(-5)} is not None, len({Big(1), Big(1)}))
print([x.h for x in {Big(2 ** 61 + 3): 0, Big(7): 1, Big(2 ** 62): 2}])

e = KeyError("k")
e.add_note("while loading weights")
try:
    raise e
except KeyError as err:
    print(err.__notes__, repr(err))
try:
    e.add_note(3)
except TypeError as te:
    print("TypeError:", te)

@torch.jit.script
def loop_append(n: int) -> List[int]:
    out: List[int] = []
    for i in range(n):
        if i % 2 == 0:
            out.append(i)
    return out
g = loop_append.graph
print(g.findNode("prim::Loop") is not None, g.findNode("aten::append") is not None)
print(g.findNode("aten::append", recurse=False), len(g.findAllNodes("aten::append")), len(g.findAllNodes("prim::If", False)))
print(g.findNode("aten::append").kind(), [n.kind() for n in g.findAllNodes("prim::If")])
