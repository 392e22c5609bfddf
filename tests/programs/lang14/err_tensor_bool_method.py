import torch


def casts(x: torch.Tensor):
    return x.float(), x.bool()


try:
    torch.jit.script(casts)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
