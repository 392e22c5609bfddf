# Varargs packed into a schema's last positional list argument (PyTorch's
# varargsCanBeUsedAsList): any element type, conversions per element, never
# the method's object, never an Optional list. (len() of an Optional packs
# into aten::len.any: torch_jit_errors/optional_refine.)
import torch
from typing import List, Optional, Dict, Tuple


@torch.jit.script
def shapes(t: torch.Tensor, n: torch.Tensor) -> List[int]:
    a = t.view(2, 3)
    b = t.reshape(n, 2)          # a 0-dim tensor converts to int per element
    c = torch.zeros(2, 1, 3)
    d = t.permute(0, 1)
    e = t.view((3, 2))           # a tuple of ints is already a list
    return list(a.shape) + list(b.shape) + list(c.shape) + list(d.shape) + list(e.shape)


def report(fn):
    try:
        torch.jit.script(fn)
        print("compiled")
    except Exception as e:
        msg = str(e)
        print(type(e).__name__, [l for l in msg.splitlines() if "Expected" in l][:2])


def bad_elem(t: torch.Tensor):
    return t.view(2, "a")


def bad_tuple(t: torch.Tensor, p: Tuple[int, str]):
    return t.view(p)


print(shapes(torch.arange(6.0).reshape(6, 1)[:, 0].reshape(2, 3), torch.tensor(3)))
report(bad_elem)
report(bad_tuple)
