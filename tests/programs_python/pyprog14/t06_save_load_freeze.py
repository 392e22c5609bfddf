import io
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, padding=1)
        self.bn = nn.BatchNorm2d(2)
        self.register_buffer("offset", torch.tensor(0.5))
        self.tag = "demo"

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x))) + self.offset

    @torch.jit.export
    def describe(self) -> str:
        return self.tag + "!"


torch.manual_seed(0)
m = M().eval()
s = torch.jit.script(m)
buf = io.BytesIO()
torch.jit.save(s, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
x = torch.randn(1, 1, 4, 4)
print(torch.allclose(loaded(x), s(x)), loaded.describe(), loaded.offset.item(), loaded.tag)
print(sorted(k for k in loaded.state_dict()))
frozen = torch.jit.freeze(s)
print(torch.allclose(frozen(x), s(x), atol=1e-5))
print(hasattr(frozen, "describe"), len(list(frozen.parameters())))
frozen2 = torch.jit.freeze(s, preserved_attrs=["describe", "tag"])
print(frozen2.describe(), frozen2.tag)
try:
    torch.jit.freeze(torch.jit.script(M()))
except RuntimeError as e:
    print("RuntimeError:", str(e)[:70])
buf2 = io.BytesIO()
torch.jit.save(frozen, buf2, _extra_files={"meta.txt": "v1"})
buf2.seek(0)
extra = {"meta.txt": ""}
l2 = torch.jit.load(buf2, _extra_files=extra)
print(extra, torch.allclose(l2(x), s(x), atol=1e-5))
opt = torch.jit.optimize_for_inference(torch.jit.script(M().eval()))
print(type(opt).__name__)
