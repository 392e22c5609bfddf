import torch
import torch.nn as nn

torch.manual_seed(20)

class Scale(nn.Module):
    def __init__(self, factor, learnable=False):
        super().__init__()
        self.factor = nn.Parameter(torch.tensor(factor)) if learnable else factor
        self.learnable = learnable
    def extra_repr(self):
        return f"factor={float(self.factor):.2f}, learnable={self.learnable}"
    def forward(self, x):
        return x * self.factor

class Wrapper(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleDict({"a": Scale(2.0), "b": Scale(0.5, True)})
        self.seq = nn.Sequential(nn.Identity(), nn.Flatten(0))
        self.plist = nn.ParameterList([nn.Parameter(torch.ones(2)) for _ in range(2)])
        self.pdict = nn.ParameterDict({"w": nn.Parameter(torch.zeros(3))})
    def forward(self, x):
        for k in self.blocks:
            x = self.blocks[k](x)
        return self.seq(x)

w = Wrapper()
print(w)
print(w(torch.ones(2, 2)))
print([n for n, _ in w.named_parameters()])
print(list(w.blocks.keys()), len(w.plist))
w.blocks["c"] = Scale(3.0)
print(len(w.blocks), "c" in w.blocks)
del w.blocks["a"]
print(list(w.blocks))
print(w.get_submodule("blocks.b"))
print(w.get_parameter("pdict.w"))
