import torch


class N(torch.nn.Module):
    def forward(self, x: int, *, scale: int = 2):
        return x * scale


print(N()(3))
torch.jit.script(N())
