import torch

def test_bool_cast_tensor(x):
    if x:
        return 1
    else:
        return 0

def test_not_cast(x):
    if not x:
        return 1
    else:
        return 0

@torch.jit.script
def test_mult(x, y):
    return not (x, y)
