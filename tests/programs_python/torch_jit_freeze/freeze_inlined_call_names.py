# Freezing inlines submodule calls; an inlined result takes the name of the
# call's output, so Sequential's `input = module(input)` prints as input0.
import torch
import torch.nn as nn

torch.manual_seed(0)
seq = nn.Sequential(nn.Linear(3, 4), nn.Linear(4, 2), nn.Linear(2, 2)).eval()
frozen = torch.jit.freeze(torch.jit.script(seq))
print(frozen.code)
x = torch.ones(1, 3)
print(torch.allclose(frozen(x), seq(x)))
