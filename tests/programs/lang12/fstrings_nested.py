import torch
from typing import List


@torch.jit.script
def show(xs: List[int], name: str, x: float, flag: bool) -> str:
    print(f"{name}={x} flag={flag} n={len(xs)} first={xs[0]}")
    print("a", "b", "c")
    print()
    s = f"{xs}{name}{-x}"
    return s + f"[{'q' + name}]" + f"{x > 0}"


print(show([3, 4], "w", 0.5, True))
print(show([7], "", -2.0, False))
