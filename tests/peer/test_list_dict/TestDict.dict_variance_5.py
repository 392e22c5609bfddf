import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def test_dicts_with_different_value_types_are_invariant(self):
    x: Dict[str, int] = {"foo": 1, "bar": 2, "baz": 3}
    y: Dict[str, Optional[int]] = x
    return x
torch.jit.script(test_dicts_with_different_value_types_are_invariant)
