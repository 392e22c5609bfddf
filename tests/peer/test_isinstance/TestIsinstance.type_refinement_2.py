import torch
from torch import Tensor
from typing import List
from typing import Dict
from typing import Any

torch.manual_seed(0)

def type_refinement(obj: Any):
    hit = False
    if torch.jit.isinstance(obj, List[torch.Tensor]):
        hit = not hit
        for el in obj:
            y = el.clamp(0, 0.5)
    if torch.jit.isinstance(obj, Dict[str, str]):
        hit = not hit
        str_cat = ''
        for val in obj.values():
            str_cat = str_cat + val
        assert '111222' == str_cat
    assert hit
x = [torch.rand(3, 3), torch.rand(4, 3)]
print(torch.jit.script(type_refinement)(x))
