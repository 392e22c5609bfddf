# A ScriptModule reached through a global is no submodule of the calling
# script function: PyTorch rejects it where it is named.
import torch


class Lin(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.ones(2, 2))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.w


sm = torch.jit.script(Lin())


def call_global(x: torch.Tensor) -> torch.Tensor:
    return sm(x)


def attr_global(x: torch.Tensor) -> torch.Tensor:
    return sm.w + x


for f in (call_global, attr_global):
    try:
        torch.jit.script(f)
        print("compiled")
    except Exception as e:
        print(type(e).__name__, "|", str(e).strip().splitlines()[0])


class Holder(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.sub = sm

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.sub(x)


print(torch.jit.script(Holder())(torch.ones(1, 2)))
