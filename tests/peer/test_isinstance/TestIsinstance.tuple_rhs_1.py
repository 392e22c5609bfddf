import torch
from typing import List
from typing import Tuple
from typing import Any

def fn(x: Any):
    assert torch.jit.isinstance(x, (int, List[str]))
    assert not torch.jit.isinstance(x, (List[float], Tuple[int, str]))
    assert not torch.jit.isinstance(x, (List[float], str))
print(torch.jit.script(fn)(2))
