# Issue-10 corners: %-formatting, slice(), dict(k=v), `in`/min/max on lists,
# stable sort, unique_consecutive, bincount, linalg.norm, ModuleList slices,
# str.format and float printing.
import torch
from typing import List, Dict

@torch.jit.script
def f(x: int, s: str):
    a = "%d in template %s" % (x, s)
    b = "%s|%d" % (s, x) if x > 100 else "%.2f" % 3.14159
    sl = slice(1, 3)
    xs = [1, 2, 3, 4]
    d = dict(a=1, b=2)
    return a, b, xs[sl], d, "hi" in ["hi", "x"], min([3, 1, 2]), max([1.5, 0.5])
try:
    print(f(3, "q"))
except Exception as e:
    print(type(e).__name__, "|", str(e).strip().splitlines()[-1])

@torch.jit.script
def g(x: torch.Tensor):
    ts = [x, x + 1]
    ys, idx = torch.sort(torch.tensor([3, 1, 2, 1]), stable=True)
    u = torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1]))
    b = torch.bincount(torch.tensor([0, 1, 1, 3]))
    n = torch.linalg.norm(torch.tensor([3.0, 4.0]))
    return ys, idx, u, b, n
print(g(torch.tensor(1)))

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.ls = torch.nn.ModuleList([torch.nn.ReLU(), torch.nn.Tanh(), torch.nn.Sigmoid()])
    def forward(self, x):
        for m in self.ls[1:]:
            x = m.forward(x)
        return x, len(self.ls[:2])
print(torch.jit.script(M())(torch.tensor([0.5])))

@torch.jit.script
def h(xs: List[str]) -> List[str]:
    ys = sorted(xs)
    zs = xs[::-1]
    return ys + zs + [str(xs.index("b"))] + ["a" * 3 if False else "aaa"]
print(h(["c", "b", "a"]))

@torch.jit.script
def k(x: float, n: int):
    return "{:.3f}".format(x) if False else "{}|{}".format(x, n), str(1e20), str(1.5e-7), str(-0.0), str(float('inf')), int(2.9), int(-2.9), round(2.567)
print(k(1.25, 3))
