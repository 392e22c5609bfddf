import torch


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 3

    def forward(self, n: int):
        return hasattr(self, n)


print("start")
torch.jit.script(M())
