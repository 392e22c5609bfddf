import copy
import torch

x = torch.ones(2, requires_grad=True)
print(copy.deepcopy(x))
copy.deepcopy(x * 2)
