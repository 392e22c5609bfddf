import torch

def int_test():
    return (2 & 3, 2 ^ 3, 2 | 3, 2 << 3, 2 >> 3)

def bool_test(x, y):

    # type: (bool, bool) -> Tuple[bool, bool, bool]
    return (x & y, x ^ y, x | y)

def tensor_test(x, y):
    return (x & y, x ^ y, x | y)

def tensor_with_int_test(x, y):

    # type: (Tensor, int) -> Tuple[Tensor, Tensor]
    return (x << y, x >> y)
x = torch.tensor(2)
y = torch.tensor(3)
print(torch.jit.script(tensor_with_int_test)(x, 2))
