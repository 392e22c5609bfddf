import torch
from typing import List, Dict


def expects_intlist(x: List[int]):
    x.append(3)
    return x


@torch.jit.script
def foo():
    return expects_intlist([])


@torch.jit.script
def empty_ret():
    return []


@torch.jit.script
def empty_dict():
    return {}


@torch.jit.script
def nested() -> List[List[int]]:
    out: List[List[int]] = []
    out.append([7])
    out[0].append(8)
    return out


print(foo())
print(empty_ret())
print(empty_dict())
print(nested())
print(empty_ret.graph.findNode("prim::ListConstruct").output().type())
print(empty_dict.graph.findNode("prim::DictConstruct").output().type())
