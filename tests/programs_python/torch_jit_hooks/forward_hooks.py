# Forward hooks and pre-hooks registered on modules before torch.jit.script
# run in script code around each hooked submodule's forward, and around the
# scripted module when Python calls it.
import torch
import torch.nn as nn
from typing import Tuple


class Block(nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.lin = nn.Linear(n, n)
        self.scale = 2.0

    def forward(self, x):
        return torch.relu(self.lin(x))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Block(3)
        self.b = Block(3)

    def forward(self, x):
        return self.b(self.a(x)) + 1


def double_input(self, input: Tuple[torch.Tensor]) -> Tuple[torch.Tensor]:
    return (input[0] * self.scale,)


def clamp_output(self, input: Tuple[torch.Tensor], output: torch.Tensor):
    return output.clamp(max=0.5)


def log_only(self, input: Tuple[torch.Tensor], output: torch.Tensor) -> None:
    print("seen", output.shape)


torch.manual_seed(0)
net = Net()
net.a.register_forward_pre_hook(double_input)
net.a.register_forward_hook(clamp_output)
net.register_forward_hook(log_only)
x = torch.randn(2, 3)
eager = net(x)
scripted = torch.jit.script(net)
out = scripted(x)
print(torch.allclose(eager, out))
print(out)
# forward() itself runs no hooks of its own module (but those of submodules).
print(torch.allclose(scripted.forward(x), eager))
print(len(scripted._forward_hooks), len(scripted.a._forward_pre_hooks))


# A pre-hook that returns None leaves the input as it is; one of a module
# with a single input may return the bare value.
class One(nn.Module):
    def forward(self, s: str):
        return s + "!"


def keep(self, input: Tuple[str]) -> None:
    print("pre", input[0])


def bare(self, input: Tuple[str]) -> str:
    return input[0] + "?"


one = One()
one.register_forward_pre_hook(keep)
one.register_forward_pre_hook(bare)
print(torch.jit.script(one)("hi"))


# A wrong hook signature is reported while scripting.
def bad(self, input: Tuple[int]) -> None:
    pass


two = One()
two.register_forward_pre_hook(bad)
try:
    torch.jit.script(two)
except RuntimeError as e:
    print(str(e).splitlines()[0][:120])
