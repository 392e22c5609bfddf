import torch
from typing import List, Dict


@torch.jit.script
def aug(x: int, f: float, t: torch.Tensor):
    x += 3
    x -= 1
    x *= 4
    x <<= 2
    x >>= 1
    x |= 1
    x &= 7
    x ^= 2
    f += 1
    f /= 4
    f **= 2
    t += 1
    t *= 2
    t -= torch.ones(2)
    t /= 2
    return x, f, t


@torch.jit.script
def aug_containers(xs: List[int], d: Dict[str, int]):
    xs += [9]
    xs[0] += 10
    xs[-1] *= 2
    d["a"] += 5
    d["b"] = d.get("b", 0) + 1
    s = "ab"
    s += "cd"
    ys = [1]
    ys *= 3
    return xs, d, s, ys


print(aug(5, 2.0, torch.tensor([1.0, 2.0])))
print(aug_containers([1, 2], {"a": 1}))
