import torch

def fn(x, y):
    # type: (Tensor, Tensor) -> Tuple[Tensor, Tensor, Tensor]
    return (x, x * 2, x * 3)

def fn_unpack(x):
    y, z, w = fn(x, x)
    return y

def fn_index(x):
    q = fn(x, x)
    return x

def fn_string(str, strpair):

    # type: (str, Tuple[str, str]) -> Tuple[str, int, str, str]
    str1, str2 = strpair
    return (str, 2, str1, str2)
x = torch.ones(2, 2)
print(torch.jit.script(fn_string)('1', ('3', '4')))
