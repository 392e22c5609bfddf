import torch
import torch.nn.functional as F
from torch.nn import functional as G

@torch.jit.script
def f(x: torch.Tensor):
    return F.relu(x), G.relu(x, inplace=True), F.softmax(x, 0)

print(f(torch.tensor([-1.0, 2.0])))
print(F.relu(torch.tensor([-3.0, 1.0])))
