from typing import NamedTuple, Optional, Tuple, List
import torch


class Stats(NamedTuple):
    mean: float
    std: float
    n: int


@torch.jit.script
def stats(x: torch.Tensor, unbiased: bool = True) -> Stats:
    return Stats(x.mean().item(), x.std(unbiased=unbiased).item(), x.numel())


def split_even_odd(xs: List[int]) -> Tuple[List[int], List[int]]:
    even = [x for x in xs if x % 2 == 0]
    odd = [x for x in xs if x % 2 == 1]
    return even, odd


try:
    torch.jit.script(split_even_odd)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])


@torch.jit.script
def clamp_opt(x: torch.Tensor, lo: Optional[float] = None, hi: Optional[float] = None) -> torch.Tensor:
    if lo is not None:
        x = torch.clamp(x, min=lo)
    if hi is not None:
        x = torch.clamp(x, max=hi)
    return x


s = stats(torch.tensor([1.0, 2.0, 3.0, 4.0]))
print(type(s).__name__, s.n, round(s.mean, 4), round(s.std, 4), s[2])
s2 = stats(torch.tensor([1.0, 3.0]), unbiased=False)
print(round(s2.std, 4), s2._fields if hasattr(s2, "_fields") else None)
print(split_even_odd([1, 2, 3, 4, 5, 6]))
t = torch.tensor([-2.0, 0.5, 3.0])
print(clamp_opt(t), clamp_opt(t, 0.0), clamp_opt(t, hi=1.0), clamp_opt(t, -1.0, 1.0))
print(clamp_opt.schema if hasattr(clamp_opt, "schema") else "")
print(stats.code.splitlines()[0])


@torch.jit.script
def fmt(name: str, v: float, i: int) -> str:
    return "{}={:.3} #{}".format(name, v, i) if False else f"{name}: {v} ({i})"


print(fmt("lr", 0.5, 3))


@torch.jit.script
def string_ops(s: str) -> List[str]:
    parts = s.strip().split(",")
    out: List[str] = []
    for p in parts:
        p = p.strip()
        if p.startswith("#"):
            continue
        out.append(p.upper() + str(len(p)))
    return out


print(string_ops("  a, bb, #skip, ccc "))


@torch.jit.script
def dict_ops(keys: List[str]) -> List[Tuple[str, int]]:
    d: dict[str, int] = {}
    for k in keys:
        d[k] = d.get(k, 0) + 1
    items = list(d.items())
    items.sort()
    return items


print(dict_ops(["b", "a", "b", "c", "b"]))
