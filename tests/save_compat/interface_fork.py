# input: 2,8
# A module interface attribute and fork/wait inside a saved module.
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
        self.a = nn.Linear(8, 4)
        self.b = nn.Linear(8, 4)

    def forward(self, x):
        fa = torch.jit.fork(self.a, x)
        fb = torch.jit.fork(self.b, x * 2)
        return self.act(torch.jit.wait(fa) + torch.jit.wait(fb))


torch.manual_seed(0)
m = torch.jit.script(Net().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2, 8)))
