import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class Foo(object):
    def __init__(self, x):
        # type: (int) -> None
        self.x = x

    def __lt__(self, other):
        # type: (Foo) -> bool
        return self.x < other.x

    def getVal(self):
        return self.x

def test(li, reverse=False):
    # type: (List[Foo], bool)
    li_sorted = sorted(li)
    ret_sorted = torch.jit.annotate(List[int], [])
    for foo in li_sorted:
        ret_sorted.append(foo.getVal())

    li.sort(reverse=reverse)
    ret_sort = torch.jit.annotate(List[int], [])
    for foo in li:
        ret_sort.append(foo.getVal())
    return ret_sorted, ret_sort

print(torch.jit.script(test)([Foo(2), Foo(1), Foo(3)], True))
