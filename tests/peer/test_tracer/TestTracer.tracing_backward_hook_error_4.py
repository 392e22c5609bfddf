import torch
import torch.nn as nn

class Net(nn.Module):

    def __init__(self):
        super(Net, self).__init__()

    def forward(self, x):
        return x + x
n = Net()

def backward_hook(module, grad_input, grad_output):
    pass
n.register_backward_hook(backward_hook)
torch.jit.trace(n, (torch.tensor(1.0),))
