# torch.jit.CompilationUnit parses its source with TorchScript's own parser:
# what Python's grammar rejects outright, the script compiler reports.
import torch


def first_line(src):
    try:
        torch.jit.CompilationUnit(src)
        print("compiled")
    except Exception as e:
        print(type(e).__name__ + ":", str(e).strip().splitlines()[0])


first_line('''
def f(a):
    break
''')
first_line('''
def f(a):
    while a > 0:
        continue
    continue
''')
first_line('''
def f(a):
    print("
        a")
    return a
''')
first_line('''
def f(x):
    a, b += x
    return a, b
''')
first_line('''
def f(x):
    x + 1 = x
    return x
''')
first_line('''
def f(x):
    a, *1 = (3, 4, 5)
    return x
''')
first_line('''
def f():
    x = 0
    for *a in [1, 2, 3]:
        x = x + 1
    return x
''')
first_line('''
def f():
    a, *b, *c = (1, 2, 3, 4)
    return a
''')
first_line('''
def f(x):
    a = (x, x, x)
    *b, = a
    return b
''')
first_line('''
def f(x: int):
    a, *b, c = (1, 2, 3, 4)
    return a + c + x
''')


@torch.jit.script
def unpack(x: int):
    a, *b, c = (x, 2, 3, 4)
    return a, b, c


print(unpack(1))

try:
    @torch.jit.script
    def loop_over_tuple(x: bool):
        b = 0
        for a in (1, 2):
            b = a
            if x:
                break
        return b
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])

try:
    @torch.jit.script
    def continue_in_tuple_loop(x: int):
        b = 0
        for i in range(x):
            for a in (1, 2):
                b += a
                continue
        return b
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])


@torch.jit.script
def real_loop_in_tuple_loop(x: int):
    b = 0
    for a in (1, 2):
        for i in range(x):
            if i > a:
                break
            b += i
    return b


print(real_loop_in_tuple_loop(5))
