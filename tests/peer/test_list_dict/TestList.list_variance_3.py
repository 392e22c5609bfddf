import torch
from typing import List
from typing import Optional

def test_listliteral_is_typed_from_annotation():
    x: List[Optional[int]] = [None, None, None]
    return x

def test_listcomprehension_is_typed_from_annotation():
    x: List[Optional[int]] = [None for _ in range(3)]
    return x
print(torch.jit.script(test_listcomprehension_is_typed_from_annotation)())
