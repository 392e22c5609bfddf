import torch

@torch.jit.script
def foo(x, y, z):
    # type: (Tensor, Tuple[Tensor, Tensor, Tensor], Tuple[Tensor, Tuple[Tensor, Tensor]]) -> Tensor
    return x
print(str(foo.schema))
