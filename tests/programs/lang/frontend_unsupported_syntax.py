# Syntax that torch.jit.frontend rejects anywhere in a scripted function,
# unreachable branches included, with its exception class and highlight.
import torch
from typing import Dict, List


def report(fn):
    try:
        torch.jit.script(fn)
        print(fn.__name__, "compiled")
    except Exception as e:
        lines = [l for l in str(e).splitlines() if not l.startswith("  File ")]
        print(fn.__name__, type(e).__module__, type(e).__name__, isinstance(e, torch.jit.frontend.NotSupportedError))
        print("\n".join(lines))


def lambda_in_dead_branch(x: int):
    if torch.jit.is_scripting():
        return x
    else:
        f = lambda z: z + 1
        return f(x)


def try_block(x: int):
    try:
        x = x + 1
    except Exception:
        pass
    return x


def global_stmt(x: int):
    global counter
    return x


def nested_def(x: int):
    def inner(y: int):
        return y
    return x


def generator(x: int):
    yield x


def yield_from(x: List[int]):
    yield from x


def set_literal(x: int):
    return {x, 1}


def set_comp(x: int):
    return {a for a in range(x)}


def walrus(x: int):
    if (y := x) > 1:
        return y
    return 0


def import_stmt(x: int):
    import math
    return x


def from_import(x: int):
    from math import pi
    return x


def local_class(x: int):
    class A:
        pass
    return x


def bare_annotation(x: int):
    y: int
    return x


def matmul_augassign(x: int):
    x @= 2
    return x


def reserved_name(x: int):
    __jit_tmp = 1
    return x


def bytes_literal(x: int):
    return b"abc"


def fstring_conversion(x: int):
    return f"a{x!r}"


def fstring_format(x: float):
    return f"ab {x:.2f}"


def comprehension_if(x: List[int]):
    return [a for a in x if a > 1]


def two_generators(x: List[int]):
    return [a for a in x for b in x]


def dict_expansion(x: int):
    return {**{3: 4}}


def kwargs_expansion(x: int):
    d: Dict[str, int] = {"a": 1}
    return int(**d)


def star_args(*args):
    return 1


def star_kwargs(x, **kw):
    return 1


def first_error_wins(x: int):
    y = x + "a"
    z = lambda: 1
    return y


def raise_from(x: int):
    raise ValueError("a") from Exception("b")


for fn in [lambda_in_dead_branch, try_block, global_stmt, nested_def, generator, yield_from, set_literal,
           set_comp, walrus, import_stmt, from_import, local_class, bare_annotation, matmul_augassign,
           reserved_name, bytes_literal, fstring_conversion, fstring_format, comprehension_if, two_generators,
           dict_expansion, kwargs_expansion, star_args, star_kwargs, first_error_wins, raise_from]:
    report(fn)
