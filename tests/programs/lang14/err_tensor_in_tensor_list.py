import torch
import math
from typing import List


def f(z: List[torch.Tensor]) -> bool:
    return torch.tensor(1) in z


try:
    torch.jit.script(f)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
