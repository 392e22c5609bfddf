# A module that forks its submodules: `.code` prints each fork's subgraph
# as a closure (`def __forked_function(): ...` then `fork(...)`), and the
# saved file, with a module interface attribute, loads back and runs.
import os
import tempfile

import torch
import torch.nn as nn


@torch.jit.interface
class Act(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Swish(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.sigmoid(x)


class Net(nn.Module):
    act: Act

    def __init__(self):
        super().__init__()
        self.act = Swish()
        self.a = nn.Linear(4, 3)
        self.b = nn.Linear(4, 3)

    def forward(self, x):
        fa = torch.jit.fork(self.a, x)
        fb = torch.jit.fork(self.b, x * 2)
        return self.act(torch.jit.wait(fa) + torch.jit.wait(fb))


torch.manual_seed(0)
m = torch.jit.script(Net().eval())
print(m.code)
x = torch.linspace(-1, 1, 8).reshape(2, 4)
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "net.pt")
    m.save(path)
    loaded = torch.jit.load(path)
    print(loaded.code)
    with torch.no_grad():
        print(torch.equal(loaded(x), m(x)), loaded(x))
