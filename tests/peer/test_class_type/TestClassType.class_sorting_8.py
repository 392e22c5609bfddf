import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class NoMethod(object):
    def __init__(self):
        pass

@torch.jit.script
def test():
    li = [NoMethod(), NoMethod()]
    li.sort()
    return li
test()
