# x.tolist() in script code is typed by its context's type hint (an
# annotation, torch.jit.annotate, the return type); without one it is an
# error, and the kernel checks the hint against the tensor at run time.
import torch
from typing import List, Optional


def try_script(f):
    try:
        s = torch.jit.script(f)
        print(f.__name__, "compiles")
        return s
    except Exception as e:
        print(f.__name__, type(e).__name__, [l for l in str(e).splitlines() if l][0])


def returned(x: torch.Tensor) -> List[int]:
    return x.tolist()


def annotated(x: torch.Tensor) -> List[List[float]]:
    y: List[List[float]] = x.tolist()
    return y


def via_annotate(x: torch.Tensor) -> int:
    y = torch.jit.annotate(List[bool], x.tolist())
    return len(y)


def conditional(x: torch.Tensor) -> int:
    y: List[int] = x.tolist() if bool(x[0]) else [7]
    return y[0]


def unhinted(x: torch.Tensor) -> List[int]:
    y = x.tolist()
    return y


def in_list_literal(x: torch.Tensor) -> List[List[int]]:
    return [x.tolist()]


def optional_hint(x: torch.Tensor) -> Optional[List[int]]:
    return x.tolist()


def str_hint(x: torch.Tensor) -> List[str]:
    y = torch.jit.annotate(List[str], x.tolist())
    return y


r = try_script(returned)
print(r(torch.tensor([3, 1, 2])))
a = try_script(annotated)
print(a(torch.arange(4.0).reshape(2, 2)))
for bad in [torch.ones(3), torch.ones(2, 2, dtype=torch.int)]:
    try:
        a(bad)
    except Exception as e:
        print(type(e).__name__, [l for l in str(e).splitlines() if l][-1])
print(try_script(via_annotate)(torch.tensor([True, False, True])))
c = try_script(conditional)
print(c(torch.tensor([5, 6])), c(torch.tensor([0, 6])))
for f in [unhinted, in_list_literal, optional_hint, str_hint]:
    try_script(f)
print(a.code)
