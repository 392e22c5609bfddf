import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def test_dictliteral_is_typed_from_annotation():
    x: Dict[str, Optional[int]] = {"foo": None, "bar": None, "baz": None}
    return x
print(torch.jit.script(test_dictliteral_is_typed_from_annotation)())
