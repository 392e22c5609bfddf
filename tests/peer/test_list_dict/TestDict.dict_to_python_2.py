import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.ignore
def python_lookup(my_dict: Dict[str, int], keys: List[str]) -> List[int]:
    return [my_dict[k] for k in keys]
def fn(my_dict: Dict[str, int], keys: List[str]) -> List[int]:
    return python_lookup(my_dict, keys)
a_dict = {"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}
print(torch.jit.script(fn)(a_dict, ("a", "c")))
