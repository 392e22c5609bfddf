# `.graph` shows the graph after PyTorch's cleanup passes: an early return
# becomes an If with outputs (no ReturnStmt nodes), equal constants are
# pooled at the top, unused values are gone, a method's receiver is %self.
# Source comments and value numbers are normalized: PyTorch prints absolute
# paths, and its numbers count values its emitter makes and drops.
from typing import Dict, List, Tuple

import torch


def show(graph):
    numbers: Dict[str, str] = {}
    lines = []
    for line in str(graph).splitlines():
        code, sep, where = line.partition(" # ")
        pieces = code.split("%")
        for i in range(1, len(pieces)):
            piece = pieces[i]
            end = 0
            while end < len(piece) and piece[end].isdigit():
                end += 1
            if end and (end == len(piece) or not (piece[end].isalnum() or piece[end] in "._")):
                pieces[i] = numbers.setdefault(piece[:end], str(len(numbers))) + piece[end:]
        lines.append("%".join(pieces) + sep + where.rsplit("/", 1)[-1])
    print("\n".join(lines))


@torch.jit.script
def clamp_step(x: int) -> int:
    if x > 2:
        return x * 2
    return x


@torch.jit.script
def scale(a: int) -> int:
    b = a + 5
    c = b * 6
    unused = c > 2.5
    return c - 7 + 5


@torch.jit.script
def suffixes(s: str) -> str:
    t = s + "p"
    u = t + "q"
    return u + "r"


@torch.jit.script
def containers(a: int, b: float) -> Tuple[List[int], Dict[str, float]]:
    sizes = [a, a + 1, 2]
    weights = {"x": b, "y": 1.5}
    first, second = a, b
    return sizes, weights


@torch.jit.script
def doubled(xs: List[int]) -> List[int]:
    return [x * 2 for x in xs]


@torch.jit.script
def checked(x: int) -> int:
    if x < 0:
        raise ValueError("negative input")
    return x


class Scale(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.factor = 3

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.factor + self.factor


class Head(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = Scale()
        self.fc = torch.nn.Linear(4, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(self.scale(x))


for fn in (clamp_step, scale, suffixes, containers, doubled, checked):
    show(fn.graph)
head = torch.jit.script(Head())
show(head.graph)
show(head.scale.forward.graph)
print(clamp_step(5), clamp_step(1), scale(1), doubled([1, 2]))
