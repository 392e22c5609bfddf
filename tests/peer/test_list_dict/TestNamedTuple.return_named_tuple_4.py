import torch
from typing import NamedTuple
from typing import List

torch.manual_seed(0)

class FeatureVector(NamedTuple):
    float_features: float
    sequence_features: List[float]
    time_since_first: float

@torch.jit.script
def foo(x):
    fv = FeatureVector(3.0, [3.0], 3.0)
    return fv
out = foo(torch.rand(3, 4))
out = foo(torch.rand(3, 4))
print(out.float_features)
