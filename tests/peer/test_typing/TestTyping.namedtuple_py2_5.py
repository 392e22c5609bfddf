import torch
from collections import namedtuple

torch.manual_seed(0)

global _GoogLeNetOutputs
_GoogLeNetOutputs = namedtuple('GoogLeNetOutputs', ['logits', 'aux_logits2', 'aux_logits1'])

@torch.jit.script
def foo(x):
    # type: (_GoogLeNetOutputs) -> _GoogLeNetOutputs
    return x
vals = (torch.rand(3), torch.rand(4), torch.rand(5))
out = foo(_GoogLeNetOutputs(logits=vals[0], aux_logits2=vals[1], aux_logits1=vals[2]))
print(out.logits)
