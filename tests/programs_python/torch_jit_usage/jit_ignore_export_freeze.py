import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(25)

def python_helper(x):
    return x.tolist()

class Net(nn.Module):
    __constants__ = ["mode"]
    history: List[float]
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.bn = nn.BatchNorm2d(2)
        self.mode = "sum"
        self.history = []

    @torch.jit.ignore
    def summarize(self, x: torch.Tensor) -> List[float]:
        return [round(v, 3) for v in python_helper(x.flatten()[:3])]

    def forward(self, x):
        y = self.bn(self.conv(x))
        if self.mode == "sum":
            return y.sum(dim=(2, 3))
        return y.mean(dim=(2, 3))

    @torch.jit.export
    def features(self, x) -> Tuple[torch.Tensor, int]:
        y = self.conv(x)
        return y, y.dim()

    @torch.jit.export
    def record(self, v: float) -> int:
        self.history.append(v)
        return len(self.history)

net = Net().eval()
s = torch.jit.script(net)
x = torch.randn(2, 1, 5, 5)
print(torch.allclose(s(x), net(x), atol=1e-6))
f, d = s.features(x)
print(f.shape, d)
print(s.record(1.5), s.record(2.5), s.history)
print(s.summarize(torch.tensor([1.23456, 2.0, 3.0, 4.0])))
print("features" in s.code or "def forward" in s.code)
frozen = torch.jit.freeze(s, preserved_attrs=["record"])
print(torch.allclose(frozen(x), s(x), atol=1e-5))
print(hasattr(frozen, "conv"), frozen.record(3.0))
try:
    frozen.features(x)
except Exception as e:
    print(type(e).__name__)
opt = torch.jit.optimize_for_inference(torch.jit.script(Net().eval()))
print(opt(x).shape)

@torch.jit.script
def scripted_add(a: int, b: int = 3) -> int:
    return a + b
print(scripted_add(1), scripted_add(1, b=10), scripted_add.code.strip().splitlines()[0])
class Wrapper(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = torch.jit.script(Net())
    def forward(self, x):
        return self.inner(x) * 2
w = torch.jit.script(Wrapper().eval())
print(w(x).shape, [n for n, _ in w.named_children()])
print(torch.jit.isinstance([1, 2], List[int]), torch.jit.is_scripting())
try:
    torch.jit.script(lambda q: q + 1)
except Exception as e:
    print(type(e).__name__)
