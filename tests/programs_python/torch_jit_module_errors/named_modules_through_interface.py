# named_modules() unrolls the module tree at compile time; a submodule typed by
# a module interface has no tree to unroll, so compiling fails.
import torch
import torch.nn as nn


@torch.jit.interface
class Scale(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Double(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2


class Outer(nn.Module):
    scale: Scale

    def __init__(self):
        super().__init__()
        self.inner = nn.Sequential(nn.ReLU())
        self.scale = Double()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        names = []
        for name, _ in self.named_modules():
            names.append(name)
        print(names)
        return self.scale(x)


print("scripting")
torch.jit.script(Outer())
