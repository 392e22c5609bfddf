# torch.jit.save/load through in-memory streams: nothing is written to disk.
import io
import os

import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.tensor([1.5, -2.0]))

    def forward(self, x):
        return x * self.w + 1


@torch.jit.script
def twice(x: torch.Tensor) -> torch.Tensor:
    return x * 2


before = sorted(os.listdir("."))
m = torch.jit.script(Scale())
buf = io.BytesIO()
torch.jit.save(m, buf, _extra_files={"note.txt": "hello"})
print(buf.tell() > 0)
buf.seek(0)
extra = {"note.txt": ""}
loaded = torch.jit.load(buf, _extra_files=extra)
print(loaded(torch.ones(2)), extra)

raw = m.save_to_buffer()
print(type(raw).__name__, torch.jit.load(io.BytesIO(raw))(torch.zeros(2)))

fbuf = io.BytesIO()
torch.jit.save(twice, fbuf)
fbuf.seek(0)
f2 = torch.jit.load(fbuf)
print(f2(torch.tensor([3.0])), f2.code)

try:
    torch.jit.load(io.BytesIO())
except RuntimeError as e:
    print("RuntimeError:", e)
print(sorted(os.listdir(".")) == before)
