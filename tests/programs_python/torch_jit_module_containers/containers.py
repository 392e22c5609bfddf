# Script containers from Python: a scripted Sequential called directly,
# ModuleList/ModuleDict iterated in forward, indexed and measured from Python.
import torch
import torch.nn as nn


class Stack(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
        self.heads = nn.ModuleDict({"a": nn.Linear(2, 1), "b": nn.Linear(2, 1)})

    def forward(self, x):
        for layer in self.layers:
            x = torch.tanh(layer(x))
        return self.heads["a"](x) + self.heads["b"](x)


torch.manual_seed(2)
seq = nn.Sequential(nn.Linear(3, 2), nn.ReLU(), nn.Linear(2, 1))
sseq = torch.jit.script(seq)
x = torch.randn(4, 3)
print(torch.equal(seq(x), sseq(x)))
print(len(sseq))
print([n for n, _ in sseq.named_parameters()])
s = torch.jit.script(Stack())
y = torch.randn(2, 2)
print(s(y).shape)
print(len(s.layers), len(s.heads))
print(s)
