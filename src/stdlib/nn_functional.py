# torch.nn.functional in TorchScript. A call `F.name(...)` compiles the def
# of that name here; names with no def here are the aten operator `name`.
import torch
from typing import List, Optional


def relu(input: torch.Tensor, inplace: bool = False) -> torch.Tensor:
    if inplace:
        return torch.relu_(input)
    return torch.relu(input)
