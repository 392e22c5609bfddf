# Arguments cross into script code as new typed containers: the callee's
# appends and writes never reach the caller's objects; results come back as
# plain Python lists, dicts and tuples.
import torch
from typing import Dict, List, Optional, Tuple


@torch.jit.script
def push(xs: List[int], v: int) -> List[int]:
    xs.append(v)
    xs[0] = -1
    return xs


@torch.jit.script
def count_words(words: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


@torch.jit.script
def bump(d: Dict[str, List[float]]) -> Dict[str, List[float]]:
    d["new"] = [0.5]
    for k in d:
        d[k].append(1.0)
    return d


@torch.jit.script
def split_pairs(pairs: List[Tuple[str, int]]) -> Tuple[List[str], List[int]]:
    names: List[str] = []
    values: List[int] = []
    for name, value in pairs:
        names.append(name)
        values.append(value)
    return names, values


@torch.jit.script
def maybe_len(xs: Optional[List[int]]) -> int:
    if xs is None:
        return -1
    return len(xs)


@torch.jit.script
def nested(grid: List[List[int]]) -> List[List[int]]:
    grid[0].append(99)
    return [row[::-1] for row in grid]


a = [1, 2, 3]
b = push(a, 4)
print(a, b, type(b).__name__, a is b)
b.append("python lists take anything")
print(b)

words = "the cat and the hat and the bat".split()
c = count_words(words)
print(c, type(c).__name__)
print(sorted(c.items(), key=lambda kv: (-kv[1], kv[0])))

d = {"a": [1.0], "b": [2.0, 3.0]}
e = bump(d)
print(d)
print(e)

names, values = split_pairs([("x", 1), ("y", 2)])
print(names, values)
print(split_pairs([["z", 3]]))

print(maybe_len(None), maybe_len([]), maybe_len([5, 6]))

g = [[1, 2], [3]]
print(nested(g), g)

# Floats widen ints; bools are ints to an int parameter.
@torch.jit.script
def mean(xs: List[float]) -> float:
    return sum(xs) / len(xs)

print(mean([1, 2, 4]), mean([0.5, True]))
print(push([True, False], 7))
