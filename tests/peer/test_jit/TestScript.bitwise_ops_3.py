import torch

def int_test():
    return (2 & 3, 2 ^ 3, 2 | 3, 2 << 3, 2 >> 3)

def bool_test(x, y):

    # type: (bool, bool) -> Tuple[bool, bool, bool]
    return (x & y, x ^ y, x | y)
print(torch.jit.script(bool_test)(True, False))
