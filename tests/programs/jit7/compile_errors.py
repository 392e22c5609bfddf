# Compile-time errors and PyTorch 1.13's exact first message line.
import torch
from typing import List, Dict, Optional, Tuple


def first_line(src):
    try:
        torch.jit.CompilationUnit(src)
        print("compiled")
    except Exception as e:
        print(type(e).__name__, "|", str(e).strip().splitlines()[0])


first_line('''
def f(x: int) -> int:
    return y
''')
first_line('''
def f(x: int) -> str:
    return x
''')
first_line('''
def f(x: List[int]) -> int:
    return x.nosuch()
''')
first_line('''
def f(x: int):
    if x > 0:
        y = 1
    return y
''')
first_line('''
def f(x: Optional[int]) -> int:
    return x + 1
''')
first_line('''
def f(x: Tuple[int, int]) -> int:
    return x[5]
''')
first_line('''
def f(x: Dict[str, int]) -> int:
    return x[1]
''')
first_line('''
def f(xs: List[int]):
    return [x for x in xs if x > 1]
''')
first_line('''
def f(x: int):
    del x
    return x
''')
first_line('''
def f(x: int):
    return x.foo
''')
first_line('''
def f():
    x = []
    x.append(1)
    return x
''')
first_line('''
def f(x: int):
    for i in x:
        pass
    return x
''')
first_line('''
def f(x: torch.Tensor):
    return x.sum(nosuch=1)
''')
first_line('''
def f(x: int):
    return torch.zeros(x, 2, 3, 4, bogus=True)
''')
first_line('''
def f(x: int):
    break
''')
first_line('''
def f(x: int):
    return (1, 2) + 3
''')
first_line('''
def f(x: int) -> int:
    x: str = "a"
    return 1
''')
first_line('''
def f(x: int):
    global y
    return x
''')
first_line('''
def f(x: int):
    return lambda y: y
''')
first_line('''
def f(x: int):
    return f"{x!r}"
''')
