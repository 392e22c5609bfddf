import torch
import torch.nn as nn

mod = nn.Conv2d(8, 3, 4, 2, 1)
print(mod.weight.requires_grad)
