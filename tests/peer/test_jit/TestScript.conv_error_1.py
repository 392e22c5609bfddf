import torch
import torch.nn.functional as F

@torch.jit.script
def fn(x, y):
    return F.conv2d(x, y)
try:
    fn(torch.ones(2, 2), torch.ones(4, 4))
except RuntimeError as e:
    print('frame' in str(e))
