import torch
import torch.nn as nn
from typing import Dict, List, Optional, Tuple, Final


class Config(nn.Module):
    scale: Final[float]
    mode: Final[str]

    def __init__(self):
        super().__init__()
        self.scale = 2.5
        self.mode = "mul"
        self.offsets: List[float] = [0.5, 1.0]
        self.lookup: Dict[str, int] = {"a": 1, "b": 2}
        self.maybe: Optional[torch.Tensor] = None
        self.pair: Tuple[int, str] = (3, "x")
        self.register_buffer("steps", torch.zeros(1))
        self.lin = nn.Linear(2, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.steps += 1
        if self.mode == "mul":
            x = x * self.scale
        for o in self.offsets:
            x = x + o
        if self.maybe is not None:
            x = x + self.maybe
        return x + self.lookup["b"] + self.pair[0]

    @torch.jit.export
    def info(self) -> str:
        return self.mode + str(self.scale) + self.pair[1] + str(len(self.lookup))


m = torch.jit.script(Config())
print(m(torch.tensor([1.0, 2.0])))
print(m(torch.tensor([0.0])))
print(m.steps, m.info())
print(m.scale, m.mode, m.offsets, m.lookup, m.maybe, m.pair)
print(sorted(n for n, _ in m.named_parameters()))
print(sorted(n for n, _ in m.named_buffers()))
