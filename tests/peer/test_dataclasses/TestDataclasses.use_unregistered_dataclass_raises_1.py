import torch
from enum import Enum
from dataclasses import dataclass

class MixupScheme2(Enum):
    A = 1
    B = 2

@dataclass
class MixupParams3:

    def __init__(self, alpha: float=0.125, scheme: MixupScheme2=MixupScheme2.A):
        self.alpha = alpha
        self.scheme = scheme

def f(a: MixupParams3):
    return 0
torch.jit.script(f)
