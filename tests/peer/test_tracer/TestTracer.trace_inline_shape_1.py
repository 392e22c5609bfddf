import torch
from torch import Tensor

torch.manual_seed(0)

@torch.jit.script
def tensor_size(x: torch.Tensor) -> torch.Tensor:
    return torch.tensor([x.size()[0]])
print(tensor_size(torch.rand(15)))
