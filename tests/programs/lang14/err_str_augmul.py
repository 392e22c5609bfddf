import torch


def f(s: str) -> str:
    s += "cd"
    s *= 2
    return s


try:
    torch.jit.script(f)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
