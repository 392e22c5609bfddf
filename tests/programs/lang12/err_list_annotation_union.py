import torch
import math
from typing import List


@torch.jit.script
def rounded(x: float) -> List[float]:
    return [math.fabs(x), math.floor(x)]


print("not reached")
