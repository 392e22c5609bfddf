import torch
from torch import Tensor

torch.manual_seed(0)

@torch.jit.script
def tensor_size(x: torch.Tensor) -> torch.Tensor:
    return torch.tensor([x.size()[0]])
traced_tensor_size = torch.jit.trace(tensor_size, torch.rand(7))
print(traced_tensor_size(torch.rand(15)))
