# Module attributes holding functions (a builtin, a torch.nn.functional def,
# a user def, a scripted function) are part of the script type and are
# called as a global bound to them would be; a lambda is a failed attribute.
import torch
import torch.nn as nn
import torch.nn.functional as F


def scaled_tanh(x):
    return 2.0 * torch.tanh(x)


@torch.jit.script
def shifted(x):
    return x + 1.0


class Block(nn.Module):
    def __init__(self, act):
        super().__init__()
        self.lin = nn.Linear(3, 3)
        self.act = act

    def forward(self, x):
        return self.act(self.lin(x))


torch.manual_seed(0)
x = torch.randn(2, 3)
for act in [torch.sigmoid, F.relu, F.gelu, scaled_tanh, shifted, torch.tanh]:
    m = Block(act)
    s = torch.jit.script(m)
    print(torch.allclose(m(x), s(x)), torch.round(s(x), decimals=4))
    print(s.code)

a, b = torch.jit.script(Block(torch.sigmoid)), torch.jit.script(Block(torch.relu))
print(a.original_name, b.original_name, a.code == b.code)


class WithLambda(nn.Module):
    def __init__(self):
        super().__init__()
        self.f = lambda t: t * 2

    def forward(self, x):
        return self.f(x)


try:
    torch.jit.script(WithLambda())
except Exception as e:
    print(type(e).__name__, [l for l in str(e).splitlines() if l.strip()][:2])
