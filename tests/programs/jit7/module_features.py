# nn.Module scripting: submodules, ModuleList/ModuleDict iteration and
# indexing, Final constants, buffers, attributes of several types, methods
# with @torch.jit.export, @torch.jit.ignore / unused, training flag.
import torch
import torch.nn as nn
from typing import Dict, List, Final


class Scale(nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k


class Net(nn.Module):
    depth: Final[int]

    def __init__(self):
        super().__init__()
        self.depth = 3
        self.layers = nn.ModuleList([Scale(float(i + 1)) for i in range(3)])
        self.heads = nn.ModuleDict({"neg": Scale(-1.0), "halve": Scale(0.5)})
        self.register_buffer("offset", torch.tensor([10.0, 20.0]))
        self.names: List[str] = ["a", "b"]
        self.table: Dict[str, int] = {"x": 1}
        self.count = 0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        for i, layer in enumerate(self.layers):
            if i == self.depth - 1:
                x = x + layer(self.offset)
        self.count += 1
        return x

    @torch.jit.export
    def heads_out(self, x: torch.Tensor) -> Dict[str, torch.Tensor]:
        out: Dict[str, torch.Tensor] = {}
        for name, h in self.heads.items():
            out[name] = h(x)
        return out

    @torch.jit.export
    def info(self) -> str:
        return ",".join(self.names) + str(self.table["x"]) + str(self.training) + str(len(self.layers))

    @torch.jit.ignore
    def python_only(self, x: torch.Tensor) -> torch.Tensor:
        return x.numpy()

    @torch.jit.unused
    def never(self, x: torch.Tensor) -> torch.Tensor:
        return self.python_only(x)


m = torch.jit.script(Net())
x = torch.tensor([1.0, 2.0])
print(m(x))
print(m(x))
print(m.count)
print(sorted(m.heads_out(x).items()))
print(m.info())
m.eval()
print(m.info())
print(m.depth, m.offset)
print([n for n, _ in m.named_children()])
print(sorted(k for k in m.state_dict().keys()))
