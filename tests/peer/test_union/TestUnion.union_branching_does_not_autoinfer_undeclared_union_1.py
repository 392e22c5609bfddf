import torch

def fn(x: int) -> str:
    if x % 2:
        y = 'foo'
    else:
        y = x
    if isinstance(y, str):
        return y
    else:
        return 'bar'
torch.jit.script(fn)
