import torch
from torch import Tensor
from typing import List

def fn():
    indexes = torch.jit.annotate(List[Tensor], [])
    word_ids = torch.zeros(10, dtype=torch.int32)
    word_ids[1] = 1
    indexes.append(word_ids)
    return word_ids
print(torch.jit.script(fn)())
