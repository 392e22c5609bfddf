import torch
from typing import Any, List


@torch.jit.script
def ident(x: Any) -> Any:
    return x


@torch.jit.script
def many() -> List[Any]:
    out: List[Any] = []
    out.append(1)
    out.append("s")
    out.append(torch.ones(1))
    return out


print(ident(3), ident("q"))
print(many())
