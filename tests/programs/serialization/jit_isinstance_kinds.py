import torch
import torch.nn as nn


class M(nn.Module):
    def forward(self, x: int) -> int:
        return x + 1


@torch.jit.script
def f(x: int) -> int:
    return x * 2


eager = M()
scripted = torch.jit.script(M())
print(isinstance(scripted, torch.jit.ScriptModule), isinstance(scripted, nn.Module))
print(isinstance(eager, torch.jit.ScriptModule), isinstance(eager, torch.nn.Module))
print(isinstance(f, torch.jit.ScriptFunction), isinstance(f, torch.jit.ScriptModule))
print(isinstance(3, torch.jit.ScriptFunction), isinstance(3, nn.Module))
