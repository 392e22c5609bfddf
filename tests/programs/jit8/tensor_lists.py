# ==, in, index, count, sort on lists of tensors (test_list_dict.py).
import torch
from typing import List, Tuple


@torch.jit.script
def eq_in(a: List[torch.Tensor], b: List[torch.Tensor], t: torch.Tensor) -> Tuple[bool, bool]:
    return a == b, a != b


@torch.jit.script
def index_count(a: List[torch.Tensor], t: torch.Tensor) -> Tuple[int, int]:
    return a.index(t), a.count(t)


@torch.jit.script
def sorts(a: List[torch.Tensor]) -> Tuple[List[torch.Tensor], List[torch.Tensor]]:
    b = a.copy()
    b.sort()
    c = sorted(a)
    c.reverse()
    return b, c


@torch.jit.script
def remove_it(a: List[torch.Tensor], t: torch.Tensor) -> List[torch.Tensor]:
    a.remove(t)
    return a


ts = [torch.tensor(3), torch.tensor(1), torch.tensor(2)]
print(eq_in(ts, [torch.tensor(3), torch.tensor(1), torch.tensor(2)], torch.tensor(1)))
print(eq_in(ts, [torch.tensor(3)], torch.tensor(7)))
print(index_count(ts + [torch.tensor(2)], torch.tensor(2)))
print(sorts(ts))
print(sorts([torch.tensor(1.5), torch.tensor(-0.5), torch.tensor(0.25)]))
print(remove_it(list(ts), torch.tensor(1)))
try:
    index_count(ts, torch.tensor(9))
except Exception as e:
    print(type(e).__name__, [l for l in str(e).splitlines() if l.strip()][-1])
