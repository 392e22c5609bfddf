# A scripted container indexes, iterates and slices the nn.Module that was
# scripted (PyTorch binds the Python container methods to it).
import torch, torch.nn as nn
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.ReLU(), nn.Tanh()])
        self.d = nn.ModuleDict({'a': nn.ReLU()})
    def forward(self, x):
        for l in self.layers: x = l(x)
        return self.d['a'](x)
m = M()
sm = torch.jit.script(m)
print(type(sm.layers).__name__, type(sm.layers[0]).__name__, len(sm.layers), sm.layers[0] is m.layers[0])
print(type(sm.d['a']).__name__, 'a' in sm.d, list(sm.d))
print(sm.layers[0])
print([type(x).__name__ for x in sm.layers])
print(sm.layers[0:1])
seq = torch.jit.script(nn.Sequential(nn.Linear(2, 2), nn.ReLU()))
print(seq[0])
print(seq)
print(seq[-1], len(seq), [type(c).__name__ for c in seq.children()])
