# Scripted modules saved to a temporary file and loaded back: outputs,
# attributes, code and parameters survive; torch.jit.save and m.save agree.
import os
import tempfile
from typing import Dict, List

import torch
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, padding=1)
        self.pool = nn.MaxPool2d(2)

    def forward(self, x):
        return self.pool(torch.relu(self.conv(x)))


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = Encoder()
        self.head = nn.Linear(8, 3)
        self.labels: List[str] = ["a", "b", "c"]
        self.weights = {"a": 1.0, "b": 2.0}
        self.steps = 3

    def forward(self, x):
        y = self.enc(x).flatten(1)
        for _ in range(self.steps):
            y = y * 1.0
        return self.head(y)

    @torch.jit.export
    def label(self, i: int) -> str:
        return self.labels[i]


torch.manual_seed(1)
m = torch.jit.script(Model())
x = torch.randn(2, 1, 4, 4)
expected = m(x)
tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "model.pt")
torch.jit.save(m, path)
loaded = torch.jit.load(path)
print(torch.equal(loaded(x), expected))
print(loaded.label(1), loaded.steps, loaded.labels, loaded.weights)
print(loaded)
print(loaded.code)
print([n for n, _ in loaded.named_parameters()])
path2 = os.path.join(tmp, "model2.pt")
m.save(path2)
again = torch.jit.load(path2)
print(torch.equal(again(x), expected))
print(sorted(os.listdir(tmp)))
os.remove(path)
os.remove(path2)
os.rmdir(tmp)
