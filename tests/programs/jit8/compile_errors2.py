# Compile-time errors of invalid script code; PyTorch 1.13's first message line.
import torch


def first_line(src):
    try:
        torch.jit.CompilationUnit(src)
        print("compiled")
    except Exception as e:
        print(type(e).__name__, "|", str(e).strip().splitlines()[0])


first_line('''
def f(x: int) -> int:
    return x + "a"
''')
first_line('''
def f(x: str) -> int:
    return len(x, x)
''')
first_line('''
def f() -> int:
    for i in range(3):
        pass
    else:
        pass
    return 1
''')
first_line('''
def f(x: int) -> int:
    x: str = "a"
    return 1
''')
first_line('''
def f(xs: List[int]) -> int:
    return xs["a"]
''')
first_line('''
def f(x: int) -> int:
    return f2(x)
''')
first_line('''
def f(x: Tuple[int, int]) -> int:
    a, b, c = x
    return a
''')
first_line('''
def f(x: int) -> int:
    if x:
        return 1
''')
first_line('''
def f(x: int):
    break
''')
first_line('''
def f(x: int) -> int:
    return x.real_attr
''')
first_line('''
def f(x: float) -> int:
    y: int = x
    return y
''')
first_line('''
def f(x: List[int]) -> List[str]:
    return x
''')
first_line('''
def f(x: int) -> int:
    global y
    return x
''')
first_line('''
def f(x: int) -> int:
    return x if x else "no"
''')
