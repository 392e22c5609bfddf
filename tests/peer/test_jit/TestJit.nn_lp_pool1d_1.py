import torch
import torch.nn as nn

torch.manual_seed(0)

class Mod(torch.nn.Module):

    def __init__(self):
        super().__init__()
        self.l = torch.nn.LPPool1d(2, 3)
        self.n = torch.nn.LPPool1d(2, 7)

    def forward(self, x):
        return (self.l(x), self.n(x), torch.nn.functional.lp_pool1d(x, float(2), 3), torch.nn.functional.lp_pool1d(x, 2, 3), torch.nn.functional.lp_pool1d(x, float(2), 7))
print(torch.jit.script(Mod())(torch.rand(1, 3, 7)))
