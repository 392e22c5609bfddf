# The container opcodes and typed sorts (Note [Container opcodes], Note
# [Typed sorts]) and the in-place str kernels (Note [Unique str reuse]) must
# behave exactly as the operators: negative indices, errors raised from the
# slow path, aliasing of lists, dicts and strs, sort order of ties, NaN, -0.0.
import torch
from typing import Any, Dict, List, Optional


@torch.jit.script
def list_ops(n: int) -> List[int]:
    xs: List[int] = []
    for i in range(n):
        ys = xs.append(i * 3 % 7)
    out: List[int] = [len(xs), xs[0], xs[-1], xs[-n]]
    total = 0
    for i in range(-n, n):
        total += xs[i]
    out.append(total)
    return out


@torch.jit.script
def list_get_error(xs: List[int], i: int) -> int:
    return xs[i]


@torch.jit.script
def dict_ops(words: List[str]) -> Dict[str, int]:
    d: Dict[str, int] = {}
    for w in words:
        if not w in d:
            d[w] = len(d)
        d[w] = d[w] + 10
    return d


@torch.jit.script
def negations(words: List[str], d: Dict[str, int]) -> List[bool]:
    out: List[bool] = []
    for w in words:
        absent = not w in d
        out.append(absent)
        if not absent:
            out.append(not d[w] == 1)
    while not len(out) > 6:
        out.append(False)
    return out


@torch.jit.script
def dict_get_error(d: Dict[int, str], k: int) -> str:
    return d[k]


@torch.jit.script
def float_keys() -> List[str]:
    d: Dict[float, str] = {1.0: "one", 2.5: "two and a half"}
    d[1.0] = "uno"
    out = [d[1.0], d[2.5]]
    b: Dict[bool, int] = {True: 1}
    out.append(str(True in b) + str(False in b))
    return out


@torch.jit.script
def tensor_keys(x: torch.Tensor, y: torch.Tensor) -> List[int]:
    d: Dict[torch.Tensor, int] = {x: 1}
    d[y] = 2
    return [d[x], d[y], len(d)]


@torch.jit.script
def aliasing() -> List[List[int]]:
    a: List[int] = [3, 1, 2]
    b = a
    b.append(5)
    c = a
    c.sort()
    d = sorted([2, 2, 1])
    return [a, b, c, d]


@torch.jit.script
def sorts() -> str:
    ints = [5, -3, 5, 0, 9223372036854775807, -9223372036854775807 - 1, 2]
    ints.sort()
    r_ints = [5, -3, 5, 0, 2]
    r_ints.sort(reverse=True)
    floats = [0.0, -0.0, 1.5, -2.0, 0.0]
    floats.sort()
    strs = ["b", "a", "B", "", "ab", "a"]
    strs.sort(reverse=True)
    nan = [3.0, float("nan"), 1.0, 2.0]
    nan.sort()
    r_nan = [float("nan"), 1.0, -0.0, 0.0, 2.0, float("nan"), -1.0]
    r_nan.sort(reverse=True)
    s_nan = sorted([0.0, 2.0, float("nan"), -0.0, 1.0])
    bools = [True, False, True]
    bools.sort()
    return str(ints) + str(r_ints) + str(floats) + str(strs) + str(nan) + str(r_nan) + str(s_nan) + str(bools)


@torch.jit.script
def long_int_sorts(n: int) -> List[List[int]]:
    xs: List[int] = []
    wide: List[int] = []
    for i in range(n):
        xs.append((i * 7919) % 100 - 50)
        wide.append((i * 7919) % 100 - 50)
    wide.append(9223372036854775807)
    wide.append(-9223372036854775807 - 1)
    asc = sorted(xs)
    xs.sort(reverse=True)
    wide.sort()
    return [asc[:5], asc[-5:], xs[:5], xs[-5:], wide[:3], wide[-3:], [len(asc), len(wide)]]


@torch.jit.script
def strings(n: int) -> List[str]:
    out: List[str] = []
    base = "  Hello World  "
    for i in range(n):
        s = base + str(i)
        t = s.lower().strip()
        out.append(t)
    kept = "Keep Me"
    lowered = kept.lower()
    out.append(kept)
    out.append(lowered)
    shared = "ab" + "cd"
    alias = shared
    joined = shared + "ef"
    out.append(alias)
    out.append(joined)
    out.append("xxhixx".strip("x") + "|" + "xxhixx".lstrip("x") + "|" + "xxhixx".rstrip("x"))
    out.append("..é..".strip(".") + "|" + "ééaéé".strip("é") + "|" + "\t a \n".strip())
    out.append("  ".strip() + "|" + "abc".strip("") + "|" + "aaa".strip("a"))
    for part in "a,b,,c".split(","):
        out.append("[" + part + "]")
    out.append(str("a,b,c".split(",", 1)) + str("abc".split("bc")) + str(",".split(",")))
    return out


@torch.jit.script
def split_error(s: str) -> List[str]:
    return s.split("")


print(list_ops(5))
try:
    list_get_error([1, 2, 3], 3)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
try:
    list_get_error([1, 2, 3], -4)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
print(dict_ops(["b", "a", "b", "c", "a", "b"]))
print(negations(["a", "x", "b"], {"a": 1, "b": 2}))
try:
    dict_get_error({1: "x"}, 2)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
print(float_keys())
x = torch.zeros(2)
print(tensor_keys(x, torch.zeros(2)))
print(aliasing())
print(sorts())
print(long_int_sorts(1000))
print(strings(3))
try:
    split_error("abc")
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
