import torch
from typing import Dict, List, Tuple


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("running", torch.zeros(3))
        self.table: Dict[str, int] = {"x": 1}
        self.pairs: List[Tuple[int, str]] = [(1, "a")]
        self.eps = 1e-3
        self.training_steps = 0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.running = self.running * 0.5 + x
        self.table["x"] += 1
        self.pairs.append((self.table["x"], "n"))
        self.training_steps += 1
        return self.running + self.eps


m = torch.jit.script(M())
m(torch.ones(3))
print(m(torch.ones(3)))
print(m.table, m.pairs, m.training_steps, m.running)
print([n for n, _ in m.named_buffers()])
m.eval()
print(m.training)
