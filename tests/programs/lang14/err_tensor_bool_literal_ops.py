import torch


def f(i: torch.Tensor):
    return i * True


def g(b: torch.Tensor):
    return b & True


for fn in [f, g]:
    try:
        torch.jit.script(fn)
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))
