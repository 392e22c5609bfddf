import torch
import torch.nn as nn

class M(torch.nn.Module):

    def forward(self, *, n_tokens: int, device_name: str=2):
        pass
torch.jit.script(M())
