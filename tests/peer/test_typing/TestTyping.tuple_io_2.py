import torch

torch.manual_seed(0)

def stuff(x):
    # type: (Tuple[Tensor, Tensor]) -> Tuple[Tensor, Tensor]
    a, b = x
    return (b, a)
a = (torch.rand(3), torch.rand(3))
print(torch.jit.script(stuff)(a))
