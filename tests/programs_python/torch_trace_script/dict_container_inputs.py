# Tracing with dict inputs whose values are lists/tuples/dicts of tensors,
# and namedtuple inputs; a dict handed to and returned by a scripted submodule.
import torch
from collections import namedtuple
from typing import Dict, List, Tuple


class Pool(torch.nn.Module):
    def forward(self, feats: Dict[str, List[torch.Tensor]]) -> torch.Tensor:
        out = []
        for k, v in feats.items():
            out.append(v[0] * 2 + v[1])
        return torch.stack(out)


class Boxes(torch.nn.Module):
    def forward(self, d: Dict[str, Tuple[torch.Tensor, torch.Tensor]]) -> Dict[str, Tuple[torch.Tensor, torch.Tensor]]:
        a, b = d["k"]
        return {"k": (a + 1, b * 3)}


class Head(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.boxes = torch.jit.script(Boxes())

    def forward(self, d):
        r = self.boxes(d)
        return r["k"][0] + r["k"][1]


feats = {"p2": [torch.ones(2), torch.arange(2.)], "p3": [torch.zeros(2), torch.ones(2)]}
t = torch.jit.trace(Pool(), (feats,))
print(t({"p2": [torch.full((2,), 3.), torch.ones(2)], "p3": [torch.ones(2), torch.zeros(2)]}))

h = torch.jit.trace(Head(), ({"k": (torch.ones(3), torch.arange(3.))},))
print(h({"k": (torch.zeros(3), torch.ones(3))}))
print(h({"k": (torch.arange(2.), torch.arange(2.))}))

nested = {"x": {1: torch.tensor(1.), 2: torch.tensor(5.)}}
n = torch.jit.trace(lambda d: d["x"][1] - d["x"][2], (nested,))
print(n({"x": {1: torch.tensor(10.), 2: torch.tensor(3.)}}))

Point = namedtuple("Point", ["x", "y"])
def mul(q):
    if type(q) is tuple:  # the tracer hands the function a plain tuple
        q = Point(*q)
    return q.x * q.y


p = torch.jit.trace(mul, (Point(torch.ones(2), torch.full((2,), 2.)),))
print(p((torch.full((2,), 4.), torch.full((2,), 0.5))))
