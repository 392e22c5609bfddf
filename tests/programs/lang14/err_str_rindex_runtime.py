import torch


@torch.jit.script
def f(s: str) -> int:
    return s.rindex("o") + s.index("x")


print(f("xo"))
try:
    print(f("-42"))
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
try:
    print(f("o"))
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
