import torch
import torch.nn.functional as F

x = torch.ones(4)
print(x.as_strided([2, 2], [1, 1]))
y = x.as_strided([4611686018427387904, 4], [1, 1])
print(y.shape)
