import torch
from typing import Dict, List


def wrong_key_type():
    d: Dict[List[int], int] = {}
    return d


print("start")
torch.jit.script(wrong_key_type)
