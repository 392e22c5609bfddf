import torch
import torch.nn as nn


class M(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + 1


s = torch.jit.script(M())
print(b"raw", [b"a'b", b"tab\tnew\nline"], {"k": b"\x00\xff"})
torch.jit.save(s, "m.pt", _extra_files={"a.txt": "text", "b.bin": b"bin\x01"})
files = {"a.txt": "", "b.bin": "", "missing": "unchanged"}
loaded = torch.jit.load("m.pt", _extra_files=files)
print(files)
print(files["a.txt"].decode(), loaded(torch.zeros(2)))
