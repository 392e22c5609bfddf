import torch
import torch.nn.functional as F

x = torch.empty([1152921504606846976])
print(x.shape)
