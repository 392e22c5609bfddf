import io
import torch
import torch.nn as nn
from typing import List, Dict, Optional, Tuple

torch.manual_seed(18)

class Encoder(nn.Module):
    def __init__(self, d_in: int, d_out: int):
        super().__init__()
        self.fc = nn.Linear(d_in, d_out)
        self.act = nn.ReLU()
        self.scale = 2.0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(self.fc(x)) * self.scale

    @torch.jit.export
    def encode_many(self, xs: List[torch.Tensor]) -> List[torch.Tensor]:
        out: List[torch.Tensor] = []
        for x in xs:
            out.append(self.forward(x))
        return out

    @torch.jit.ignore
    def debug(self, x):
        return "python only " + str(x.shape)

    @torch.jit.unused
    def unused_path(self, x):
        import numpy
        return x

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = Encoder(4, 3)
        self.heads = nn.ModuleDict({"a": nn.Linear(3, 1), "b": nn.Linear(3, 2)})
        self.names: List[str] = ["a", "b"]

    def forward(self, x: torch.Tensor, which: Optional[str] = None) -> Dict[str, torch.Tensor]:
        h = self.enc(x)
        out: Dict[str, torch.Tensor] = {}
        for k, head in self.heads.items():
            if which is None or which == k:
                out[k] = head(h)
        return out

m = Model()
sm = torch.jit.script(m)
x = torch.randn(2, 4)
ref = m(x)
res = sm(x)
print(sorted(res.keys()), all(torch.allclose(ref[k], res[k]) for k in ref))
print(list(sm(x, "b").keys()))
print(sm.enc.code)
print([t.shape for t in sm.enc.encode_many([x, x[:1]])])
print(sm.enc.debug(x))
print(sm.names, sm.enc.scale)
buf = io.BytesIO()
torch.jit.save(sm, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
r2 = loaded(x)
print(torch.allclose(r2["a"], res["a"]), type(loaded).__name__)
print(loaded.enc.encode_many([x])[0].shape)
print(sorted(n for n, _ in loaded.named_parameters()))
print(loaded.original_name, loaded.enc.original_name)
try:
    loaded.enc.debug(x)
except Exception as e:
    print(type(e).__name__)

@torch.jit.script
def pairwise(xs: List[int]) -> List[Tuple[int, int]]:
    out: List[Tuple[int, int]] = []
    for i in range(len(xs) - 1):
        out.append((xs[i], xs[i + 1]))
    return out
print(pairwise([1, 2, 3, 4]))
print(pairwise.code)
print(pairwise.schema if hasattr(pairwise, "schema") else "noschema")
