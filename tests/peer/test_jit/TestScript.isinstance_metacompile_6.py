import torch
from collections import namedtuple

@torch.jit.script
def test_primitive_type(x):
    # type: (int) -> int
    if isinstance(x, int):
        return x + 1
    else:
        return x - 1
_MyNamedTuple = namedtuple('_MyNamedTuple', ['value'])

@torch.jit.script
def test_non_primitive_types(x):
    # type: (_MyNamedTuple) -> Tensor
    if isinstance(1, _MyNamedTuple):
        return 10
    if isinstance(x, _MyNamedTuple):
        return x.value + 1
    else:
        return 1
out = test_non_primitive_types(_MyNamedTuple(value=torch.tensor(5.0)))
print(torch.tensor(6.0))
