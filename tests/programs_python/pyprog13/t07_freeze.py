import torch
import torch.nn as nn

torch.manual_seed(7)

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 3, 1)
        self.bn = nn.BatchNorm2d(3)
        self.scale = 2.0
    def forward(self, x):
        return self.bn(self.conv(x)) * self.scale
    @torch.jit.export
    def version(self) -> int:
        return 13

m = M().eval()
s = torch.jit.script(m)
f = torch.jit.freeze(s, preserved_attrs=["version"])
x = torch.randn(1, 2, 3, 3)
print(torch.allclose(f(x), m(x), atol=1e-5))
print(hasattr(f, "conv"))
print(f.version())
f2 = torch.jit.freeze(torch.jit.script(M().eval()), preserved_attrs=["scale"])
print(f2.scale)
try:
    torch.jit.freeze(torch.jit.script(M()))
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
o = torch.jit.optimize_for_inference(torch.jit.script(M().eval()))
print(type(o).__name__, o(x).shape)
