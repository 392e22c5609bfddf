# Signatures of @torch.jit.ignore / @torch.jit.unused functions called from
# script code: `# type:` comments, *args (every argument a Tensor), a None
# result for a Tensor return, and the message for a result of the wrong type.
import torch
from typing import Tuple


@torch.jit.ignore
def varargs(x, *args):
    return args[-1] if args else x


@torch.jit.ignore
def commented(x, n):
    # type: (Tensor, int) -> Tuple[Tensor, int]
    return x * n, n + 1


@torch.jit.ignore
def returns_nothing(x):
    print("side effect", x.shape)


@torch.jit.ignore
def wrong_result():
    # type: () -> Tuple[Tuple[Tensor, Tensor]]
    return (torch.zeros(1), torch.zeros(2))


@torch.jit.script
def use_varargs(x, y, z):
    return varargs(x), varargs(x, y), varargs(x, y, z)


@torch.jit.script
def use_commented(x):
    return commented(x, 3)


@torch.jit.script
def use_nothing(x) -> int:
    returns_nothing(x)
    return 1


@torch.jit.script
def use_wrong():
    return wrong_result()


print(use_varargs(torch.tensor(1.0), torch.tensor(2.0), torch.tensor(3.0)))
print(use_commented(torch.tensor([1.0, 2.0])))
print(use_nothing(torch.ones(2, 3)))
try:
    use_wrong()
except RuntimeError as e:
    print([l for l in str(e).splitlines() if "expected value of type" in l][0])


class Model(torch.nn.Module):
    @torch.jit.unused
    def pair(self, x):
        # type: (Tensor) -> Tuple[Tensor, Tensor]
        return (x, x)

    def forward(self, x, flag: bool):
        # type: (Tensor, bool) -> Tuple[Tensor, Tensor]
        if flag:
            return self.pair(x)
        return (x, x + 1)


m = torch.jit.script(Model())
print(m(torch.tensor(0.5), False))
try:
    m(torch.tensor(0.5), True)
except Exception as e:
    print(str(e).strip().splitlines()[-1])


def first_line(src):
    try:
        torch.jit.CompilationUnit(src)
        print("compiled")
    except Exception as e:
        print(str(e).strip().splitlines()[0])


first_line('''
def f(x: Tuple[(int,)]) -> int:
    return 1
''')
first_line('''
def f(x: Tuple[3 + 4, int]) -> int:
    return 1
''')
first_line('''
def f(x: Tuple[int, int][int]) -> int:
    return 1
''')
first_line('''
def f(x: Tuple[Foo, int]) -> int:
    return 1
''')
first_line('''
def f(a, b, c):
    # type: (int) -> int
    return a
''')
