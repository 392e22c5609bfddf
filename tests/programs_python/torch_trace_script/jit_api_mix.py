import torch
import torch.nn as nn
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.pool = nn.AdaptiveAvgPool2d(2)

    def forward(self, x):
        f = torch.relu(self.conv(x))
        return {"feat": self.pool(f).flatten(1), "map": f}


enc = Encoder().eval()
img = torch.randn(2, 1, 6, 6)
tr = torch.jit.trace(enc, img, strict=False)
o = tr(img)
print(sorted(o.keys()), o["feat"].shape, torch.allclose(o["map"], enc(img)["map"]))
tr2 = torch.jit.trace(enc, img, strict=False, check_inputs=[(torch.randn(1, 1, 6, 6),), (torch.randn(3, 1, 4, 4),)])
print(tr2(torch.randn(3, 1, 5, 5))["feat"].shape)


class Scorer(nn.Module):
    threshold: float

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 1)
        self.threshold = 0.0
        self.names: List[str] = ["a", "b"]

    def forward(self, x: torch.Tensor, extra: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, int]:
        s = self.lin(x).squeeze(-1)
        if extra is not None:
            s = s + extra
        n = int((s > self.threshold).sum())
        return s, n

    @torch.jit.export
    def describe(self, k: int) -> Dict[str, int]:
        out: Dict[str, int] = {}
        for i, name in enumerate(self.names):
            out[name] = i * k
        return out

    @torch.jit.ignore
    def debug(self, x):
        return "debug " + str(tuple(x.shape))

    @torch.jit.unused
    def legacy(self, x: torch.Tensor) -> torch.Tensor:
        return x * 0 + 7


sm = torch.jit.script(Scorer())
x = torch.randn(5, 4)
s, n = sm(x)
print(s.shape, n, sm(x, torch.ones(5))[1] >= n, sm.describe(3), sm.debug(x))
print(sm.threshold, sm.names, type(sm.describe).__name__)
try:
    print(sm.legacy(x).sum())
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0][:60])
sm.threshold = 10.0
print(sm(x)[1])
print("describe" in sm.code or "def forward" in sm.code, sm.forward.schema if hasattr(sm.forward, "schema") else "")


@torch.jit.script
def pairwise(xs: List[torch.Tensor]) -> torch.Tensor:
    acc = torch.zeros(xs[0].shape)
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            acc += xs[i] * xs[j]
    return acc


print(pairwise([torch.ones(2), torch.full((2,), 2.0), torch.full((2,), 3.0)]))
lst = [torch.ones(1)]
pairwise(lst + [torch.ones(1)])
print(len(lst))


def body(x, y):
    return torch.where(x > y, x - y, y - x).sum(0)


traced = torch.jit.trace(body, (torch.randn(3, 2), torch.randn(3, 2)))
print(traced(torch.tensor([[1.0, 5.0]]), torch.tensor([[2.0, 1.0]])))
print(traced.graph.findNode("aten::where") is not None, [i.debugName() for i in traced.graph.inputs()])
try:
    torch.jit.script(lambda v: v)
except Exception as e:
    print(type(e).__name__)
print(isinstance(sm, torch.jit.ScriptModule), isinstance(traced, torch.jit.ScriptFunction), torch.jit.isinstance([1], List[int]))
