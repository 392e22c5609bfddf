import torch
from typing import List, Tuple


@torch.jit.script
class Acc:
    def __init__(self):
        self.total = 0
        self.hist: List[int] = []

    def add(self, x: int) -> int:
        self.total += x
        self.hist.append(x)
        return self.total

    def __repr__(self) -> str:
        return "Acc(" + str(self.total) + ")"

    def __hash__(self) -> int:
        return self.total

    def __bool__(self) -> bool:
        return self.total != 0

    def __int__(self) -> int:
        return self.total

    def __float__(self) -> float:
        return float(self.total) / 2.0

    def __neg__(self) -> "Acc":
        a = Acc()
        a.add(-self.total)
        return a


@torch.jit.script
def use_acc(n: int) -> Tuple[int, List[int], str, bool, int, float]:
    a = Acc()
    for i in range(n):
        a.add(i)
    b = -a
    return a.total, a.hist, str(b.total), bool(a), int(a), float(a)


@torch.jit.script
def use_repr() -> str:
    a = Acc()
    a.add(3)
    return a.__repr__() + " " + str(a.__hash__())


print(use_acc(4))
print(use_acc(0))
print(use_repr())
acc = Acc()
acc.add(5)
print(acc.total, acc.add(2), acc.hist)
