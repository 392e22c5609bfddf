# Wrong arguments from Python into script code raise RuntimeError with
# PyTorch's binding messages (type, position, value and declaration).
import torch
from typing import Dict, List, Optional, Tuple


@torch.jit.script
def scale(x: torch.Tensor, factor: int, shift: float = 0.5) -> torch.Tensor:
    return x * factor + shift


@torch.jit.script
def lookup(table: Dict[str, int], keys: List[str], default: Optional[int] = None) -> List[int]:
    out: List[int] = []
    for k in keys:
        if k in table:
            out.append(table[k])
        elif default is not None:
            out.append(default)
    return out


def attempt(label, fn, *args, **kwargs):
    try:
        print(label, "->", fn(*args, **kwargs))
    except RuntimeError as e:
        print(label, "-> RuntimeError")
        for line in str(e).splitlines():
            print("   ", line)


x = torch.tensor([1.0, 2.0])
attempt("ok", scale, x, 3)
attempt("keyword", scale, x, factor=2, shift=-1)
attempt("int for tensor", scale, 1, 2)
attempt("str for int", scale, x, "2")
attempt("float for int", scale, x, 2.5)
attempt("big int", scale, x, 2 ** 70)
attempt("missing", scale, x)
attempt("too many", scale, x, 1, 2.0, 3)
attempt("unknown keyword", scale, x, 1, scal=2.0)
attempt("list of ints", lookup, {"a": 1, "b": 2}, ["a", "c", "b"])
attempt("default used", lookup, {"a": 1}, ["a", "z"], default=0)
attempt("bad dict keys", lookup, {1: 1}, ["a"])
attempt("bad list items", lookup, {"a": 1}, ["a", 2])
attempt("tuple for list", lookup, {"a": 1}, ("a", "a"))
attempt("None for list", lookup, {"a": 1}, None)
