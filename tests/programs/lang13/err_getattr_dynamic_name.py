import torch


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 3

    def forward(self, attr: str):
        return getattr(self, attr)


print("start")
torch.jit.script(M())
