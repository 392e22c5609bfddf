import torch

M = 10

class M(torch.jit.ScriptModule):

    def forward(self, t):
        return t
print('forward' in dir(M()))
