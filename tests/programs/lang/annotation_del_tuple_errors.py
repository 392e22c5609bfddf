# Compile errors of annotated list literals, tuple(), re-annotation in an
# inner block and reading a name deleted in a branch, with PyTorch's messages.
import torch
from typing import List, Optional


def first_line(fn):
    try:
        torch.jit.script(fn)
        print("compiled")
    except RuntimeError as e:
        print(str(e).strip().splitlines()[0])


def floats_in_int_list():
    xs: List[int] = [1, 2.5]
    return xs


def mixed_in_int_list():
    xs: List[int] = [1, "a", 3]
    return xs


def tuple_two_args():
    return tuple(1, 2)


def tuple_of_list():
    return tuple([1, 2, 3])


def tuple_of_int(x: int):
    return tuple(x)


def tuple_of_tuple(x: int):
    return tuple((x, 1))


def reannotate(c: bool):
    x = 5
    if c:
        x: Optional[int] = 7
    return x


def annotate_again_same_block():
    x: int = 5
    x: int = 6
    return x


def del_in_branch(c: bool):
    a = 1
    if c:
        del a
    return a


def del_then_rebind(c: bool):
    a = 1
    del a
    a = 2
    return a


for fn in [floats_in_int_list, mixed_in_int_list, tuple_two_args, tuple_of_list, tuple_of_int, tuple_of_tuple,
           reannotate, annotate_again_same_block, del_in_branch, del_then_rebind]:
    first_line(fn)
print(torch.jit.script(tuple_of_tuple)(3), torch.jit.script(del_then_rebind)(True))
