import torch
from typing import List, Optional


@torch.jit.script
def scale(xs: List[float], factor: float = 2.0, *, offset: float = 0.0, clip: Optional[float] = None) -> List[float]:
    out: List[float] = []
    for x in xs:
        v = x * factor + offset
        if clip is not None and v > clip:
            v = clip
        out.append(v)
    return out


@torch.jit.script
def caller() -> List[List[float]]:
    xs = [1.0, 2.0, 3.0]
    return [scale(xs), scale(xs, 3.0), scale(xs, offset=1.0), scale(xs, 1.0, clip=2.5), scale(xs, factor=0.5, offset=-1.0)]


print(caller())
print(scale([1.0], offset=10.0))
