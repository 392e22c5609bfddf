import torch


@torch.jit.script
def f(i: int) -> str:
    return "%d|%x" % (i, i)


try:
    print(f(255))
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
