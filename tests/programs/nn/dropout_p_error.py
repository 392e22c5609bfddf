import torch
import torch.nn.functional as F

x = torch.ones(2, 3)
print(F.dropout(x, 0.2, training=False))
print(F.dropout(x, 1.5))
