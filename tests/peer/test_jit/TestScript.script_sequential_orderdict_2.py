import torch
import torch.nn as nn
from collections import OrderedDict

M = 10

class M(torch.jit.ScriptModule):

    def __init__(self):
        super(M, self).__init__()
        self.mods = nn.Sequential(OrderedDict([('conv', nn.Conv2d(1, 20, 5)), ('relu', nn.ReLU())]))

    @torch.jit.script_method
    def forward(self, input):
        return self.mods(input)
m = M()
print('mods.conv.weight' in m.state_dict().keys())
