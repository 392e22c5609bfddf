from typing import List, Dict, Optional, Tuple, Any
import torch


@torch.jit.script
def describe(x: Any) -> str:
    if torch.jit.isinstance(x, List[int]):
        return "list of int, len " + str(len(x))
    elif torch.jit.isinstance(x, Dict[str, torch.Tensor]):
        return "dict with " + str(len(x)) + " tensors"
    elif torch.jit.isinstance(x, Tuple[int, str]):
        return "pair " + x[1]
    elif torch.jit.isinstance(x, Optional[torch.Tensor]):
        return "optional tensor"
    return "other"


print(describe([1, 2, 3]))
print(describe({"a": torch.ones(1)}))
print(describe((1, "x")))
print(describe(torch.ones(1)))
print(describe(2.5))
print(torch.jit.isinstance([1, 2], List[int]), torch.jit.isinstance([1, "a"], List[int]), torch.jit.isinstance({"a": 1}, Dict[str, int]))
print(torch.jit.isinstance(None, Optional[int]), torch.jit.isinstance((1, 2), Tuple[int, int]), torch.jit.isinstance([], List[str]))


@torch.jit.script
def build(n: int) -> List[Tuple[int, float]]:
    out = torch.jit.annotate(List[Tuple[int, float]], [])
    d = torch.jit.annotate(Dict[str, int], {})
    for i in range(n):
        out.append((i, i / 2))
        d[str(i)] = i
    return out


print(build(3))
print(torch.jit.annotate(int, 5), torch.jit.annotate(List[int], [1]))


class Holder(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.items = torch.jit.Attribute([], List[str])
        self.table = torch.jit.Attribute({"a": 1}, Dict[str, int])
        self.maybe = torch.jit.Attribute(None, Optional[int])

    def forward(self, s: str) -> int:
        self.items.append(s)
        if self.maybe is None:
            self.maybe = len(self.items)
        return len(self.items) + self.table.get(s, 0)


h = torch.jit.script(Holder())
print(h("a"), h("b"), h.items, h.maybe, h.table)
