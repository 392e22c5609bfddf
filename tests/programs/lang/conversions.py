import torch
from typing import List


@torch.jit.script
def conv(s: str, f: float, i: int):
    return int(s), float(s), int(f), int(-f), bool(i), bool(0.0), str(f), str(i), float(i), str(True)


@torch.jit.script
def tensors(t: torch.Tensor):
    return int(t), float(t), bool(t), t.item()


@torch.jit.script
def chars(s: str) -> List[int]:
    out: List[int] = []
    for c in s:
        out.append(ord(c))
    return out


@torch.jit.script
def back(xs: List[int]) -> str:
    s = ""
    for x in xs:
        s += chr(x)
    return s


@torch.jit.script
def bases(n: int):
    return hex(n), oct(n), bin(n), hex(-n), bin(-n)


print(conv("42", 3.75, 5))
print(tensors(torch.tensor(7)))
print(chars("aZ0~"))
print(back([72, 105, 33]))
print(bases(255))
