# torch re-exports math's e, nan, inf and pi (torch/__init__.py).
import math
import torch

print(torch.pi, torch.e, torch.inf, torch.nan)
print(torch.pi == math.pi, torch.tensor([torch.pi]).cos())
print(torch.full((2,), -torch.inf).exp())
