import torch


@torch.jit.script
def f(i: int) -> str:
    return "%5d|" % (i,)


try:
    print(f(3))
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
