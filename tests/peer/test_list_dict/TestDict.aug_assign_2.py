import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def aug_assign_dict_tensor(a: Dict[str, Tensor]) -> Dict[str, Tensor]:
    a["a"] += 1
    a["b"] -= 12
    a["c"] *= 122
    a["c"] /= 2
    a["c"] %= 2
    return a
def aug_assign_dict_prim(a: Dict[str, float]) -> Dict[str, float]:
    a["a"] += 3.4
    a["b"] -= 2.4
    a["c"] *= 3.0
    a["c"] /= 2.0
    a["c"] %= 2.0
    return a

print(torch.jit.script(aug_assign_dict_tensor)({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}))
