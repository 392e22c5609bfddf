# `import torch.nn as nn` before anything else: torch imports torch.nn once,
# so the classes reached by every path are the same objects.
import torch.nn as nn
import torch.nn.functional as F
import torch
from torch.nn.modules.linear import Linear

print(nn.modules.linear.Linear is nn.Linear is Linear is torch.nn.Linear)
print(isinstance(nn.Linear(2, 2), torch.nn.Module), F is torch.nn.functional)
print(nn.Sequential(Linear(1, 1)))
