# An uncaught exception raised in script code ends the program with
# PyTorch's traceback: the Python frames, then torch.jit.Error and the
# TorchScript traceback with the raise highlighted.
import torch
from typing import List


@torch.jit.script
def validate(batch: List[int]) -> int:
    total = 0
    for b in batch:
        if b < 0:
            raise RuntimeError("negative size in batch")
        total += b
    return total


def run(batches):
    return [validate(b) for b in batches]


print(run([[1, 2], [3]]))
print(run([[1], [2, -1]]))
