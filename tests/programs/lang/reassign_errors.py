# Errors of reassigning a variable in a nested block (PyTorch's
# setSugaredVar): the type must stay, and neither side may be a module or
# other non-first-class value; the assigned name is highlighted. del targets.
import torch
from typing import List


def report(fn):
    try:
        torch.jit.script(fn)
        print(fn.__name__, "compiled")
    except Exception as e:
        lines = [l for l in str(e).splitlines() if not l.startswith("  File ")]
        print(fn.__name__, type(e).__name__)
        print("\n".join(lines))


def int_to_str(x: int):
    for _ in range(3):
        x = "a"
    return x


def list_types(x: int):
    y = [1]
    if x > 1:
        y = [1.0]
    return y


def tuple_target(x: int):
    y, z = 1, 2
    if x > 1:
        y, z = "a", 2
    return x


def del_slice(x: List[int]):
    del x[0:1]
    return x


def del_tuple(x: List[int]):
    del (x, x)
    return x


def del_first_index(x: List[int]):
    del x[0, 1]
    return x


class ReassignSelf(torch.nn.Module):
    def forward(self, x):
        for _ in range(2):
            self = x
        return self


class AssignSelf(torch.nn.Module):
    def forward(self, x):
        for _ in range(2):
            x = self
        return x


for fn in [int_to_str, list_types, tuple_target, del_slice, del_tuple, del_first_index]:
    report(fn)
for m in [ReassignSelf(), AssignSelf()]:
    try:
        torch.jit.script(m)
    except RuntimeError as e:
        print("\n".join(l for l in str(e).splitlines() if not l.startswith("  File ")))
print(torch.jit.script(del_first_index)([1, 2, 3]))
