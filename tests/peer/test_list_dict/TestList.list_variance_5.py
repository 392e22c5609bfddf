import torch
from typing import List
from typing import Optional

def test_listliteral_is_typed_from_annotation():
    x: List[Optional[int]] = [None, None, None]
    return x

def test_listcomprehension_is_typed_from_annotation():
    x: List[Optional[int]] = [None for _ in range(3)]
    return x

def test_lists_with_different_internal_types_are_invariant(self):
    x: List[int] = [1, 2, 3]
    y: List[Optional[int]] = x
    return x
torch.jit.script(test_lists_with_different_internal_types_are_invariant)
