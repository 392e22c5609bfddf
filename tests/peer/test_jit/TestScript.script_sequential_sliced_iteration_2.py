import torch
import torch.nn as nn

class seq_mod(nn.Module):

    def __init__(self):
        super(seq_mod, self).__init__()
        self.layers = [nn.ReLU(), nn.ReLU(), nn.ReLU()]
        self.layers = nn.Sequential(*self.layers)

    def forward(self, input):
        x = self.layers[0].forward(input)
        for layer in self.layers[1:3]:
            x = layer.forward(x)
        for layer in self.layers[2:]:
            x = layer.forward(x)
        return x
seq = seq_mod()
print(torch.jit.script(seq)(torch.tensor([-2, 1, -1, 2])))
