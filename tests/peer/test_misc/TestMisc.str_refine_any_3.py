import torch
from typing import Any

def forward(x: Any) -> str:
    if isinstance(x, str):
        return x
    return 'foo'
forward = torch.jit.script(forward)
print(forward('bar'))
