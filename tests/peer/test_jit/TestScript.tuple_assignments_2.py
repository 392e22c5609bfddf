import torch

torch.manual_seed(0)

def var_tuple_assign(x, y):
    # type: (Tuple[Tensor, Tensor], Tensor) -> Tensor
    (a, b), c = (x, y)
    return a + b + c
tuple_inputs = (torch.randn(1, 4), torch.randn(3, 4))
print(torch.jit.script(var_tuple_assign)(tuple_inputs, torch.randn(3, 4)))
