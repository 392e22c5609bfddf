import torch
import torch.nn as nn

torch.manual_seed(0)

class N(nn.Module):

    def __init__(self, norm):
        super(N, self).__init__()
        self.activation = torch.nn.functional.relu
        self.norm = norm

    def forward(self, src):
        output = src
        output = self.norm(output)
        return output

class M(nn.Module):

    def __init__(self):
        super(M, self).__init__()
        encoder_norm = nn.ReLU()
        self.encoder = N(encoder_norm)

    def forward(self, x):
        return self.encoder(x)
m = M()
print(torch.jit.script(m)(torch.randn(5, 5)))
