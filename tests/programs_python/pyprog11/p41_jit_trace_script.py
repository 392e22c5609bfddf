import torch
import torch.nn as nn

class Gate(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.lin = nn.Linear(d, d)
        self.threshold = 0.5

    def forward(self, x):
        g = torch.sigmoid(self.lin(x))
        return x * (g > self.threshold).float() + 0.1 * x

torch.manual_seed(0)
m = Gate(3).eval()
x = torch.randn(2, 3)
traced = torch.jit.trace(m, x)
scripted = torch.jit.script(m)
print(torch.allclose(traced(x), m(x)), torch.allclose(scripted(x), m(x)))
print(type(traced).__name__, type(scripted).__name__)
print(scripted.threshold, scripted.lin.in_features)
print(scripted.code)
print([n for n, _ in scripted.named_parameters()])
frozen = torch.jit.freeze(torch.jit.script(Gate(3).eval()))
print(type(frozen).__name__, len(list(frozen.parameters())))

@torch.jit.script
def topk_mask(x: torch.Tensor, k: int) -> torch.Tensor:
    vals, idx = x.topk(k, dim=-1)
    mask = torch.zeros_like(x)
    mask.scatter_(-1, idx, 1.0)
    return mask > 0

print(topk_mask(torch.tensor([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]]), 2))

class WithList(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
    def forward(self, x):
        outs = []
        for layer in self.layers:
            x = layer(x)
            outs.append(x.sum())
        return torch.stack(outs)

wl = torch.jit.script(WithList())
print(wl(torch.ones(1, 2)).shape)
import io
buf = io.BytesIO()
torch.jit.save(scripted, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
print(torch.allclose(loaded(x), scripted(x)), loaded.threshold)
try:
    torch.jit.script(lambda x: x.foo())
except Exception as e:
    print(type(e).__name__)
