# `key in self.moduledict` / `not in` test the ModuleDict's keys at compile time.
import torch
import torch.nn as nn


class Heads(nn.Module):
    def __init__(self):
        super().__init__()
        self.heads = nn.ModuleDict({"cls": nn.Linear(2, 3), "box": nn.Linear(2, 4)})
        self.empty = nn.ModuleDict()

    def forward(self, x):
        out = []
        if "cls" in self.heads:
            out.append(self.heads["cls"](x).sum())
        if "mask" in self.heads:
            out.append(x.sum() * 100)
        if "box" not in self.heads:
            out.append(x.sum() * 1000)
        n = 0
        for k in self.heads:
            n += len(k)
        return out, n, "cls" in self.empty


torch.manual_seed(0)
m = torch.jit.script(Heads())
out, n, e = m(torch.ones(1, 2))
print(len(out), n, e)
print(out[0])
