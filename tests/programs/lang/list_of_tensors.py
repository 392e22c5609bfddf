import torch
from typing import List


@torch.jit.script
def tensor_lists(a: torch.Tensor, b: torch.Tensor) -> List[int]:
    xs = [a, b, a]
    ys = [a, b, a]
    out = [xs.index(b), xs.count(a), int(xs == ys), int(xs != ys)]
    xs.remove(b)
    out.append(len(xs))
    zs = [b, a]
    zs.sort()
    out.append(int(zs[0].item()))
    w = sorted([b, a])
    out.append(int(w[1].item()))
    return out


@torch.jit.script
def contains(xs: List[str], x: str) -> bool:
    return x in xs and "hi" in xs


@torch.jit.script
def ambiguous(a: torch.Tensor) -> int:
    return [a, a].index(a)


print(tensor_lists(torch.tensor(2.0), torch.tensor(1.0)))
print(contains(["a", "hi"], "a"), contains(["a"], "a"))
print(ambiguous(torch.ones(2)))
