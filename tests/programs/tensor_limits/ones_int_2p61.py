import torch
import torch.nn.functional as F

print(torch.ones(3, dtype=torch.int))
x = torch.ones([2305843009213693952], dtype=torch.int)
print(x.shape)
