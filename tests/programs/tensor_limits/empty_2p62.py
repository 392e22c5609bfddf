import torch
import torch.nn.functional as F

x = torch.empty([4])
print(x.shape)
y = torch.empty([4611686018427387904])
print(y.shape)
