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

def test_cast_int(x):

    # type: (int) -> int
    if x:
        return 1
    else:
        return 0

def test_cast_float(x):

    # type: (float) -> int
    if x:
        return 1
    else:
        return 0
print(torch.jit.script(test_cast_float)(1.0))
