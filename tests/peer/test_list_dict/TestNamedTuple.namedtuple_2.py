import torch
from typing import NamedTuple
from typing import List

torch.manual_seed(0)

class FeatureVector(NamedTuple):
    float_features: float
    sequence_features: List[float]
    time_since_first: float

@torch.jit.script
def foo(x) -> float:
    fv = FeatureVector(3.0, [3.0], 3.0)
    rv = fv.float_features
    for val in fv.sequence_features:
        rv += val
    rv *= fv.time_since_first
    return rv
print(foo(torch.rand(3, 4)))
