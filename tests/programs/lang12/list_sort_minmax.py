import torch
from typing import List, Tuple


@torch.jit.script
def sorting(xs: List[int], ss: List[str], fs: List[float]):
    a = sorted(xs)
    b = sorted(ss)
    xs.sort(reverse=True)
    fs.sort()
    return a, b, xs, fs


@torch.jit.script
def extremes(xs: List[int], ss: List[str]) -> Tuple[int, int, str, str]:
    s = sorted(ss)
    return min(xs), max(xs), s[0], s[-1]


@torch.jit.script
def pairwise(a: int, b: float, c: int):
    return min(a, c), max(a, c), min(a, b), max(b, c), min(3, 1, 2)


@torch.jit.script
def tensors(ts: List[torch.Tensor]) -> List[float]:
    out: List[float] = []
    for t in ts:
        out.append(t.max().item())
    return sorted(out)


print(sorting([3, 1, 2], ["b", "a", "C"], [2.5, -1.0]))
print(extremes([4, -2, 9], ["pear", "apple", "zoo"]))
print(pairwise(3, 2.5, 7))
print(tensors([torch.tensor([1.0, 5.0]), torch.tensor([-2.0]), torch.tensor([3.0, 0.0])]))
