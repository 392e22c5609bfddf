import torch
from typing import List

def f1(xs: List[int]):
    c, *rest = [1, 2, 3]
    return c

def f2(xs: List[int]):
    c, *rest = (1, 2, 3)
    return rest

def f3(xs: List[int]):
    a, b = xs
    return a + b

def f4(xs: List[int]):
    a, *b = xs
    return a

def f5(t: torch.Tensor):
    a, *b = t.unbind()
    return a

for fn in [f1, f2, f3, f4, f5]:
    try:
        s = torch.jit.script(fn)
        print("ok", s.code)
    except Exception as e:
        print(type(e).__name__, str(e).replace(__file__, "<file>"))
