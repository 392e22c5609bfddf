# Assigning, inside an if branch or loop body, a variable of an enclosing
# block must keep its type; other compile errors PyTorch words its own way.
import math
import torch
from typing import Any, Optional


def first_line(src):
    try:
        torch.jit.CompilationUnit(src)
        print("compiled")
    except Exception as e:
        print(str(e).strip().splitlines()[0])


first_line('''
def f(x: int):
    c0 = 1.0
    if x == 2:
        c0 = 1
    return x
''')
first_line('''
def f(x: int):
    c0 = 1.0
    for i in range(3):
        c0 = 1
    return x
''')
first_line('''
def f(x: int):
    c0 = 1.0
    if x == 2:
        c0 = 2.0
        c0 = 1
    return x
''')
first_line('''
def f(x: int):
    c0 = 1
    c0 = 1.5
    if x == 2:
        c0 = 2.5
    return c0
''')
first_line('''
def f(x: Optional[int]):
    c0 = x
    if x is not None:
        c0 = 2
    return c0
''')
first_line('''
def f(x: int):
    c0 = None
    if x == 2:
        c0 = 2
    return x
''')
first_line('''
def f(t: Any):
    a = 0
    b = 0
    if isinstance(t, tuple):
        a, b = t
    return a + b
''')
first_line('''
def f(x: float):
    return math.hypot(x, 2.0)
''')


class NoSelf(torch.jit.ScriptModule):
    @torch.jit.script_method
    def forward():
        return torch.zeros(3)


try:
    NoSelf()
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
