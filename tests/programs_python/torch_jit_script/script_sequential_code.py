import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 2))
        self.drop = nn.Dropout(0.1)

    def forward(self, x):
        return self.drop(self.body(x))


torch.manual_seed(0)
m = torch.jit.script(Head())
print(m.code)
print(m.body.code)

m.eval()
print(m(torch.ones(2, 4)).shape)
print(m.body)
seq = torch.jit.script(nn.Sequential(nn.Tanh(), nn.Sigmoid()))
print(seq.code)
print(seq(torch.zeros(2)))
