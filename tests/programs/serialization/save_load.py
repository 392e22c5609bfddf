import torch
import torch.nn as nn
from typing import Dict, List


@torch.jit.script
def scaled(x: torch.Tensor, k: float) -> torch.Tensor:
    return x * k


class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("offset", torch.tensor([0.5, -0.5]))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.offset


class Model(nn.Module):
    names: List[str]

    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.register_buffer("calls", torch.tensor(0))
        self.names = []
        self.table: Dict[str, int] = {"a": 1}
        self.pair = (3, "three")
        self.scale = 2.0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.calls += 1
        y = self.inner(x)
        for i in range(2):
            y = y + i
        return scaled(y, self.scale)

    @torch.jit.export
    def describe(self, prefix: str) -> str:
        self.names.append(prefix)
        return prefix + str(len(self.names)) + ":" + str(self.table["a"]) + self.pair[1]

    @torch.jit.export
    def check(self, x: int) -> int:
        assert x >= 0, "negative"
        if x > 10:
            raise ValueError("too big")
        return x * 2


m = torch.jit.script(Model())
print(m(torch.ones(2)))
print(m.describe("x"))
torch.jit.save(m, "model.pt", _extra_files={"meta.txt": "hello"})

files = {"meta.txt": ""}
loaded = torch.jit.load("model.pt", _extra_files=files)
print(files["meta.txt"] != "")
print(loaded(torch.ones(2)))
print(loaded.describe("y"))
print(loaded.check(4))
print(loaded.calls, loaded.names, loaded.table, loaded.scale, loaded.pair)
print(loaded.inner.offset)
print(loaded.code)

m.save("model2.pt")
again = torch.jit.load("model2.pt")
print(again.calls, again.names)
print(again(torch.zeros(2)))
