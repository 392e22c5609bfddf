import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def test_dictcomprehension_is_typed_from_annotation():
    metasyntactics = ["foo", "bar", "baz"]
    x: Dict[str, Optional[int]] = {word: None for word in metasyntactics}
    return x
print(torch.jit.script(test_dictcomprehension_is_typed_from_annotation)())
