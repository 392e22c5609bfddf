# Lists and dicts that are only written to vanish from .graph and .code,
# as PyTorch's alias-aware dead code elimination removes them.
import torch
from typing import List, Dict


@torch.jit.script
def collect(x: torch.Tensor) -> Dict[str, torch.Tensor]:
    d = {}
    seen = torch.jit.annotate(List[int], [])
    scratch: Dict[int, int] = {}
    seen.append(1)
    scratch[2] = 4
    d["a"] = x
    return d


@torch.jit.script
def kept(x: torch.Tensor) -> int:
    out: List[int] = []
    for i in range(4):
        out.append(i)
    return len(out)



print(collect.code)
print(kept.code)
print(collect(torch.ones(2)), kept(torch.ones(1)))


# An unannotated `[]` is a new, unnamed list in .code.
@torch.jit.script
def negated(x: torch.Tensor) -> List[torch.Tensor]:
    out = []
    for t in x.unbind(0):
        out.append(-t)
    return out


print(negated.code)
