import torch

def fn(x: int) -> str:
    y = 'foo'
    if x % 2:
        y = 'bar'
    else:
        y = x
    if isinstance(y, str):
        return y
    else:
        return 'baz'
torch.jit.script(fn)
