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

def subscript_tuple_assign(a, x, i):

    # type: (List[int], Tensor, int) -> Tuple[int, Tensor, int]
    a[i], (x[i], b) = (1, (2, 3))
    return (a[i] + 1, x + 5, b)

def star_tuple_assign():

    # type: () -> Tuple[int, int, Tuple[int, int], Tuple[int, int]]
    a, (b, *c), *d = (1, (2, 3, 4), 5, 6)
    return (a, b, c, d)

def subscript_tuple_augmented_assign(a):

    # type: (Tuple[int, int]) -> Tuple[int, int]
    a[0] += 1
    return a
scripted_aug_assign = torch.jit.script(subscript_tuple_augmented_assign)
