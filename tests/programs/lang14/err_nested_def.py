import torch


def outer(x: int) -> int:
    def inner(y: int) -> int:
        return y * 2 + x
    return inner(3)


try:
    torch.jit.script(outer)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
