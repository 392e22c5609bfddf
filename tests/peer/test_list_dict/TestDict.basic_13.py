import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def list_of_dicts() -> List[Dict[str, Tensor]]:
    return [{"word": torch.ones(2) + 3}, {"other word": torch.ones(1) + 2}]
print(torch.jit.script(list_of_dicts)())
