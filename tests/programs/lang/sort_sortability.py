# sorted()/list.sort() on lists of tuples check at run time that every
# field can be ordered, as PyTorch's generic list sort does.
import torch
from typing import List, Tuple


@torch.jit.script
def by_score(rows: List[Tuple[str, float]]) -> List[Tuple[str, float]]:
    return sorted(rows)


@torch.jit.script
def nested(rows: List[Tuple[int, Tuple[str, bool]]]) -> List[Tuple[int, Tuple[str, bool]]]:
    rows.sort(reverse=True)
    return rows


@torch.jit.script
def with_lists(rows: List[Tuple[str, List[float]]]) -> int:
    return len(sorted(rows))


@torch.jit.script
def deep(rows: List[Tuple[int, Tuple[str, List[int]]]]) -> int:
    rows.sort()
    return len(rows)


@torch.jit.script
def lists(rows: List[List[int]]) -> int:
    rows.sort()
    return len(rows)


print(by_score([("b", 2.0), ("a", 3.5), ("b", 1.0)]))
print(nested([(1, ("x", True)), (2, ("a", False)), (1, ("y", False))]))
print(with_lists([]))
for fn, arg in [(with_lists, [("a", [1.0])]), (deep, [(1, ("a", [2]))]), (lists, [[2], [1]])]:
    try:
        fn(arg)
    except RuntimeError as e:
        print(str(e).strip().splitlines()[-1])
