from typing import Dict, List, NamedTuple, Optional, Tuple
import torch


class Stats(NamedTuple):
    mean: float
    std: float
    count: int


@torch.jit.script
def describe(xs: List[float]) -> Stats:
    n = len(xs)
    m = sum(xs) / n
    v = 0.0
    for x in xs:
        v += (x - m) ** 2
    return Stats(m, (v / n) ** 0.5, n)


@torch.jit.script
def word_count(text: str) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for w in text.lower().split():
        w = w.strip(".,!")
        counts[w] = counts.get(w, 0) + 1
    return counts


@torch.jit.script
def fmt(x: float, n: int, s: str) -> str:
    return "{}-{}-{}".format(x, n, s) + " " + str(x) + " " + str([n, n])


@torch.jit.script
def find(xs: List[int], target: int) -> Optional[int]:
    for i, x in enumerate(xs):
        if x == target:
            return i
    return None


@torch.jit.script
def int_ops(a: int, b: int) -> Tuple[int, int, float, int]:
    return a // b, a % b, a / b, a * a


@torch.jit.script
def safe_div(a: float, b: float) -> float:
    if b == 0.0:
        raise ValueError("division by zero: " + str(a))
    return a / b


print(describe([1.0, 2.0, 3.0, 4.0]))
st = describe([2.0, 2.0])
print(type(st).__name__, st.mean, st.count, st._fields if hasattr(st, "_fields") else None)
print(word_count("The cat. The dog! the END"))
print(fmt(1.5, 3, "x"), fmt(2.0, -1, ""), fmt(1e-5, 0, "y"), fmt(1e20, 0, "z"))
print(find([4, 5, 6], 5), find([4, 5, 6], 9))
print(int_ops(-7, 2), int_ops(7, -2))
print(safe_div(1.0, 4.0))
try:
    safe_div(3.0, 0.0)
except Exception as e:
    print(type(e).__name__, "division by zero" in str(e))


@torch.jit.script
def list_ops(xs: List[int]) -> List[int]:
    ys = xs[:]
    ys.append(10)
    ys.insert(0, -1)
    ys.extend([7, 7])
    ys.remove(7)
    ys.reverse()
    ys.sort()
    return ys[1:-1] + [ys.count(7), ys.index(10), len(ys), max(ys), min(ys)]


xs = [3, 1, 2]
print(list_ops(xs), xs)


@torch.jit.script
def str_ops(s: str) -> List[str]:
    return [s.upper(), s.title(), s.replace("a", "o"), s.center(9, "*"), s[::-1], s.zfill(8),
            str(s.startswith("ba")), str(s.find("n")), s.split("a")[1], "-".join(s.split("n"))]


print(str_ops("banana"))


@torch.jit.script
def tensor_loop(x: torch.Tensor) -> torch.Tensor:
    out = torch.zeros_like(x)
    for i in range(x.size(0)):
        if i % 2 == 0:
            out[i] = x[i] * 2
        else:
            out[i] = x[i].neg()
    return out


print(tensor_loop(torch.arange(5.0)))
print(describe.code)
