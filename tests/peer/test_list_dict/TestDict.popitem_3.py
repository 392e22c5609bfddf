import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.script
def popitem(x: Dict[str, Tensor]) -> Tuple[Tuple[str, Tensor], Dict[str, Tensor]]:
    item = x.popitem()
    return item, x
script_out = popitem({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2})
print(len(script_out[1]), isinstance(script_out[0][0], str), isinstance(script_out[0][1], torch.Tensor))
