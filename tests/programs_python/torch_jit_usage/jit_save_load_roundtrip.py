import io
from typing import Dict, List
import torch
import torch.nn as nn


class Normalizer(nn.Module):
    def __init__(self, mean: List[float], std: List[float]):
        super().__init__()
        self.register_buffer("mean", torch.tensor(mean).view(-1, 1, 1))
        self.register_buffer("std", torch.tensor(std).view(-1, 1, 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = Normalizer([0.5, 0.5, 0.5], [0.25, 0.25, 0.25])
        self.body = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.heads = nn.ModuleDict({"cls": nn.Linear(4, 3), "reg": nn.Linear(4, 1)})
        self.version: int = 2

    def forward(self, x: torch.Tensor) -> Dict[str, torch.Tensor]:
        f = self.body(self.norm(x))
        out: Dict[str, torch.Tensor] = {}
        for name, head in self.heads.items():
            out[name] = head(f)
        return out

    @torch.jit.export
    def describe(self) -> str:
        return "model v" + str(self.version)


torch.manual_seed(0)
m = Model().eval()
s = torch.jit.script(m)
x = torch.rand(2, 3, 8, 8)
ref = m(x)
buf = io.BytesIO()
torch.jit.save(s, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
out = loaded(x)
print(sorted(out.keys()), [tuple(v.shape) for k, v in sorted(out.items())])
print(all(torch.allclose(out[k], ref[k]) for k in ref))
print(loaded.describe(), loaded.version, loaded.norm.mean.flatten().tolist())
print(sorted(k for k in loaded.state_dict().keys()))
loaded.heads.cls.weight.data.zero_()
print(loaded(x)["cls"].abs().sum().item() == loaded.heads.cls.bias.abs().sum().item() * 2)
frozen = torch.jit.freeze(torch.jit.script(Model().eval()))
print(type(frozen).__name__, sorted(frozen(x).keys()))
