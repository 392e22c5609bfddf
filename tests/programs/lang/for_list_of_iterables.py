# `for x in a, b:` in TorchScript source (CompilationUnit, define) is a list
# of iterables, which PyTorch's compiler rejects; Python source of a scripted
# def reads it as one tuple, which unrolls, as does a parenthesized tuple.
import torch


@torch.jit.script
def ok(x: int) -> int:
    for i in (x, 2):
        x += i
    for a, b in [1, 2], [3, 4]:
        x += a * b
    return x


print(ok(1))
cu = torch.jit.CompilationUnit('''
def paren(x: int) -> int:
    for i in (x, 2):
        x += i
    return x
''')
print(cu.paren(3))
cu = torch.jit.CompilationUnit('''
def bad(x: int) -> int:
    for i, j in [2, 3], [5, 6]:
        x += i + j
    return x
''')
