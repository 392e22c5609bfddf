import torch
from typing import List, Optional


@torch.jit.script
class Cell:
    def __init__(self, value: int):
        self.value = value

    def bump(self, k: int):
        self.value += k


@torch.jit.script
def alias() -> List[int]:
    a = Cell(1)
    b = a
    b.value = 5
    c = Cell(5)
    return [a.value, int(a is b), int(a is c), int(a is not c)]


@torch.jit.script
def shared(cells: List[Cell]) -> List[int]:
    for c in cells:
        c.bump(10)
    return [c.value for c in cells]


@torch.jit.script
def pick(cells: List[Cell], want: int) -> Optional[Cell]:
    for c in cells:
        if c.value == want:
            return c
    return None


@torch.jit.script
def run() -> List[int]:
    x = Cell(1)
    cells = [x, x, Cell(2)]
    vals = shared(cells)
    found = pick(cells, 12)
    missing = pick(cells, 99)
    vals.append(x.value)
    vals.append(-1 if found is None else found.value)
    vals.append(-1 if missing is None else missing.value)
    return vals


print(alias())
print(run())
