# A module's type comes from running its __init__, so its methods have no
# graph until an instance is scripted: the dump says so (exit code 1).
# RUN: not graph Net.forward 2>&1
import torch

# CHECK: 'Net' is an nn.Module: its methods are compiled when an instance is scripted
class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.k = 2

    def forward(self, x: int) -> int:
        return x * self.k
