import torch
from torch._jit_internal import BroadcastingList2
from torch.nn.common_types import _size_2_t


@torch.jit.script
def all_dtypes():
    return (torch.BoolTensor([2]), torch.LongTensor([3]), torch.ByteTensor([4]), torch.CharTensor([5]),
            torch.DoubleTensor([6]), torch.FloatTensor([7]), torch.IntTensor([8]), torch.ShortTensor([1]))


for t in all_dtypes():
    print(t, t.dtype)


@torch.jit.script
def empty_overload():
    return torch.LongTensor(2, 3).shape, torch.DoubleTensor().shape


print(empty_overload())


def sum_i(x: _size_2_t) -> int:
    return x[0] + x[1]


def sum_f(x: BroadcastingList2[float]) -> float:
    return x[0] + x[1]


print(torch.jit.script(sum_i)(4), torch.jit.script(sum_i)([1, 2]), torch.jit.script(sum_f)(4.5))
print(torch.jit.script(sum_i).code)
for src in ["def f():\n    return torch.LongTensor(1, [2])\n", "def f():\n    return torch.LongTensor(hello=\"1\")\n"]:
    try:
        torch.jit.CompilationUnit(src)
    except Exception as e:
        print(type(e).__name__, "|", str(e))
