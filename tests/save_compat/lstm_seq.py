# input: 5,2,6
import torch
import torch.nn as nn
from typing import List


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(6, 8, num_layers=2)
        self.layers = nn.ModuleList([nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 3)])
        self.norm = nn.LayerNorm(8)

    def forward(self, x):
        out, (h, c) = self.lstm(x)
        y = self.norm(out[-1])
        for layer in self.layers:
            y = layer(y)
        return torch.softmax(y, dim=-1)


torch.manual_seed(0)
m = torch.jit.script(Net().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(5, 2, 6)))
