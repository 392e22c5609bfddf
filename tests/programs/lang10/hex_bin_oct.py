import torch
from typing import List


@torch.jit.script
def radix(n: int) -> List[str]:
    return [hex(n), bin(n), oct(n)]


for n in [0, 1, 10, 255, -255, 4096, 2 ** 40]:
    print(n, radix(n))
