import torch
from typing import List, Tuple, Dict, Optional

@torch.jit.script
def normalize(x: torch.Tensor, eps: float = 1e-5) -> torch.Tensor:
    mean = x.mean(dim=-1, keepdim=True)
    std = x.std(dim=-1, keepdim=True)
    return (x - mean) / (std + eps)

@torch.jit.script
def count_tokens(tokens: List[str]) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for t in tokens:
        if t in out:
            out[t] += 1
        else:
            out[t] = 1
    return out

@torch.jit.script
def first_positive(xs: List[float]) -> Optional[int]:
    for i, v in enumerate(xs):
        if v > 0:
            return i
    return None

@torch.jit.script
def split_stats(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, int]:
    return x.min(), x.max(), x.numel()

x = torch.arange(8.0).reshape(2, 4)
print(torch.round(normalize(x), decimals=4))
print(count_tokens("a b a c b a".split()))
print(first_positive([-1.0, 0.0, 2.0]), first_positive([-1.0]))
print(split_stats(x))
print(type(normalize).__name__, normalize.name)
print(normalize.code.strip().splitlines()[0])
print(normalize.schema if hasattr(normalize, "schema") else "")
results = [count_tokens(list(s)) for s in ["aab", "bcc"]]
print(results)
def py_wrapper(xs):
    return [normalize(torch.tensor(v)).tolist() for v in xs]
print([[round(a, 3) for a in r] for r in py_wrapper([[1.0, 2.0, 3.0], [0.0, 10.0]])])
try:
    count_tokens([1, 2])
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])
