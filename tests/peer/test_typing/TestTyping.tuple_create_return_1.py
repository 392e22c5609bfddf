import torch

def stuff2(x):
    # type: (int) -> Tuple[Tensor, Tensor]
    a = (torch.ones(x), torch.zeros(x))
    return a
print(torch.jit.script(stuff2)(3))
