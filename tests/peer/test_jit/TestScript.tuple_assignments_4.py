import torch

torch.manual_seed(0)

def var_tuple_assign(x, y):
    # type: (Tuple[Tensor, Tensor], Tensor) -> Tensor
    (a, b), c = (x, y)
    return a + b + c
tuple_inputs = (torch.randn(1, 4), torch.randn(3, 4))

def nested_tuple_assign(x, y, z):

    # type: (int, Tuple[int, Tuple[int, int]], Tuple[int, int]) -> int
    a, (b, (c, d)), (e, f) = (x, y, z)
    return a + b + c + d + e + f
print(torch.jit.script(nested_tuple_assign)(1, (2, (3, 4)), (5, 6)))
