import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def test_dicts_with_different_value_types_are_invariant_recursive(self):
    x: Dict[str, int] = {"foo": 1, "bar": 2, "baz": 3}
    y: Dict[str, Dict[str, int]] = {"foo": x, "bar": x, "baz": x}
    z: Dict[str, Dict[str, Optional[int]]] = y
    return x
torch.jit.script(test_dicts_with_different_value_types_are_invariant_recursive)
