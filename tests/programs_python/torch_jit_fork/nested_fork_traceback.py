# A runtime error in nested script calls shows one traceback frame per call,
# outermost first, as PyTorch's inlined call stacks do.
import os
import torch
from typing import List
def pick(xs: List[int], i: int) -> int:
    return xs[i]
def pick_forked(i: int) -> int:
    fut = torch.jit.fork(pick, [1, 2, 3], i)
    return torch.jit.wait(fut) * 10
@torch.jit.script
def nested_error(i: int) -> int:
    fut = torch.jit.fork(pick_forked, i)
    return torch.jit.wait(fut)
try:
    nested_error(3)
except Exception as e:
    print(str(e).replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""))
