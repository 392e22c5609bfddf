import torch
import torch.nn as nn

class Model(torch.nn.Module):

    def __init__(self):
        super().__init__()

    def forward(self):
        return 5
print(torch.jit.script(Model())())
