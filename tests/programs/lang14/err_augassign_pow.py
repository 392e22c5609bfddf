import torch


def f(x: int) -> int:
    x += 1
    x **= 2
    return x


try:
    torch.jit.script(f)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
