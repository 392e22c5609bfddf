import io
import torch
import torch.nn as nn

torch.manual_seed(8)

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(3))
        self.register_buffer("count", torch.zeros(1))
        self.names = ["a", "b"]
    def forward(self, x):
        return x * self.w
    @torch.jit.export
    def describe(self) -> str:
        return "M:" + ",".join(self.names)

s = torch.jit.script(M())
buf = io.BytesIO()
torch.jit.save(s, buf)
print(buf.tell() > 0)
buf.seek(0)
l = torch.jit.load(buf)
x = torch.ones(3)
print(torch.equal(l(x), s(x)), l.describe(), l.names)
print(sorted(k for k, _ in l.named_buffers()))
print(l.code)
extra = {"meta.txt": ""}
buf = io.BytesIO()
torch.jit.save(s, buf, _extra_files={"meta.txt": "hello"})
buf.seek(0)
l2 = torch.jit.load(buf, _extra_files=extra)
print(extra)
