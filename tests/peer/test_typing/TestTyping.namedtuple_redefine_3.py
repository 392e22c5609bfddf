import torch
from collections import namedtuple

global _1, _2
_1 = namedtuple('GoogLeNetOutputs', ['logits', 'aux_logits2', 'aux_logits1'])
_2 = namedtuple('GoogLeNetOutputs', ['different'])

@torch.jit.script
def foo(x, y):
    # type: (_1, _2) -> _1
    return x
