import torch
from enum import Enum
from dataclasses import dataclass

class MixupScheme(Enum):
    INPUT = ['input']
    MANIFOLD = ['input', 'before_fusion_projection', 'after_fusion_projection', 'after_classifier_projection']

@dataclass
class MixupParams:

    def __init__(self, alpha: float=0.125, scheme: MixupScheme=MixupScheme.INPUT):
        self.alpha = alpha
        self.scheme = scheme
torch.jit.script(MixupParams)
