# Calling a module-interface value: `self.attr(x)` (and a plain local bound
# to it) works, a parameter or an annotated local of the interface type
# needs .forward (PyTorch 1.13: "cannot call a value of type").
import re
import torch
import torch.nn as nn


@torch.jit.interface
class Scorer(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Dot(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2


class Holder(nn.Module):
    def __init__(self):
        super().__init__()
        self.bank = nn.ModuleDict({"dot": Dot()})

    def forward(self, x, name: str):
        s: Scorer = self.bank[name]
        return s(x)


try:
    m = torch.jit.script(Holder())
    print(m(torch.ones(2), "dot"))
except Exception as e:
    print(type(e).__name__, repr(re.sub(r'File "\S+"', 'File "<file>"', str(e))[:300]))


class Attr(nn.Module):
    s: Scorer

    def __init__(self):
        super().__init__()
        self.s = Dot()

    def forward(self, x):
        return self.s(x)


print(torch.jit.script(Attr())(torch.ones(2)))
class LocalFromAttr(nn.Module):
    s: Scorer

    def __init__(self):
        super().__init__()
        self.s = Dot()

    def forward(self, x):
        s = self.s
        return s(x)


class Param(nn.Module):
    s: Scorer

    def __init__(self):
        super().__init__()
        self.s = Dot()

    def run(self, s: Scorer, x):
        return s(x)

    def forward(self, x):
        return self.run(self.s, x)


class ViaForward(nn.Module):
    def __init__(self):
        super().__init__()
        self.bank = nn.ModuleDict({"dot": Dot()})

    def forward(self, x, name: str):
        s: Scorer = self.bank[name]
        return s.forward(x)


for cls, args in [(LocalFromAttr, (torch.ones(2),)), (Param, (torch.ones(2),)), (ViaForward, (torch.ones(2), "dot"))]:
    try:
        print(cls.__name__, torch.jit.script(cls())(*args))
    except Exception as e:
        print(cls.__name__, type(e).__name__, repr(str(e).strip().splitlines()[0]))
