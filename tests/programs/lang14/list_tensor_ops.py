import torch
from typing import List


@torch.jit.script
def sorts():
    a = [torch.tensor(1.0), torch.tensor(0.2), torch.tensor(0.5)]
    b = sorted(a)
    a.sort(reverse=True)
    c = [torch.tensor(5), torch.tensor(-2), torch.tensor(4)]
    c.sort()
    return a, b, c


@torch.jit.script
def eq_and_index():
    t1 = torch.ones([1, 1])
    t2 = torch.ones([1, 1]) * 2
    x = [t1, t2]
    y = [t2, t1]
    z = [torch.tensor(4), torch.tensor(1), torch.tensor(3)]
    return x == y, x == [t1, t2], z.index(torch.tensor(3)), z.count(torch.tensor(4))


@torch.jit.script
def sorted_copy():
    a = [torch.tensor(2), torch.tensor(0), torch.tensor(1)]
    b = sorted(a)
    a[0] = torch.tensor(10)
    return a, b


@torch.jit.script
def bad_sort(x: List[torch.Tensor]) -> List[torch.Tensor]:
    x.sort()
    return x


print(sorts())
print(eq_and_index())
print(sorted_copy())
try:
    bad_sort([torch.zeros([2]), torch.zeros([2])])
except Exception as e:
    print(type(e).__name__, "|", str(e).splitlines()[-1])
