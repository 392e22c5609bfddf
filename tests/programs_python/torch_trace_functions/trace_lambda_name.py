# A traced lambda is named `_lambda`, as torch._jit_internal names it.
import torch

traced = torch.jit.trace(lambda a, b: (a * b).sum(1), (torch.ones(2, 3), torch.ones(2, 3)))
print(traced(torch.full((2, 3), 2.0), torch.ones(2, 3)))
print(traced.code)
print(traced.name)
