import torch


def info(x: torch.Tensor) -> int:
    return x.nelement()


try:
    torch.jit.script(info)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
