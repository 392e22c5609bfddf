import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class WrongLt(object):
    def __init__(self):
        pass

    # lt method defined with the wrong signature
    def __lt__(self, other):
        pass

@torch.jit.script
def test():
    li = [WrongLt(), WrongLt()]
    li.sort()
    return li
test()
