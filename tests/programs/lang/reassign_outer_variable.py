# A variable of an enclosing block keeps its type when a nested block (if
# branch, loop body) assigns it: even an int does not widen to float.
import torch
from typing import Dict, List, Optional, Union


def first_line(fn):
    try:
        torch.jit.script(fn)
        print("compiled")
    except RuntimeError as e:
        print(str(e).strip().splitlines()[0])


def widen(x: int):
    y = 1.5
    if x > 0:
        y = x
    return y


def branch_str_to_int(x: int):
    y = "foo"
    if x % 2:
        y = "bar"
    else:
        y = x
    return 1


def loop_int_to_list(n: int):
    acc = 0
    for i in range(n):
        acc = [i]
    return 1


def list_elem_change(n: int):
    xs = [1, 2]
    if n > 0:
        xs = [1.5]
    return 1


def same_block_rebinding_is_fine(n: int):
    y = "s"
    y = n
    return y


def union_key():
    d: Dict[Union[int, str], int] = {}
    return d


for fn in [widen, branch_str_to_int, loop_int_to_list, list_elem_change, same_block_rebinding_is_fine, union_key]:
    first_line(fn)
print(torch.jit.script(same_block_rebinding_is_fine)(3))
