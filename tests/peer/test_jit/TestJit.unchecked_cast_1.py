import torch

def test(cond):
    # type: (bool)
    a = torch.tensor([10])
    if cond:
        b = None
    else:
        b = a
    if b is not None:
        b[0] = 5
    return a.int()
print(torch.jit.script(test)(True))
