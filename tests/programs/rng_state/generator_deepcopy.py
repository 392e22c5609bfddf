# copy.deepcopy of a generator fails as in Python (it cannot be pickled).
import copy
import torch

print("before")
g = copy.deepcopy(torch.Generator())
print("not reached")
