import torch
from typing import List, Optional


@torch.jit.script
def describe(n: int, x: float, s: str, flag: bool, xs: List[int]) -> str:
    return f"n={n} x={x} s={s} flag={flag} xs={xs} sum={n + len(xs)}"


@torch.jit.script
def maybe(v: Optional[int]) -> str:
    return f"value: {v}"


@torch.jit.script
def nested(a: int, b: int) -> str:
    inner = f"{a}+{b}"
    return f"[{inner}]={a + b} {'yes' if a < b else 'no'}"


print(describe(3, 2.5, "hi", True, [1, 2]))
print(describe(-1, 1e-3, "", False, []))
print(describe(0, 100.0, "a b", True, [7]))
print(maybe(5), maybe(None))
print(nested(1, 2), nested(5, 3))
