# Mixing scripting and tracing: scripted submodules inside traced ones and traced inside scripted.
import torch
import torch.nn as nn


class Gate(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if bool(x.mean() > 0):
            return x.relu()
        return x.tanh()


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.gate = torch.jit.script(Gate())
        self.lin = nn.Linear(3, 3)

    def forward(self, x):
        return self.gate(self.lin(x))


torch.manual_seed(0)
outer = Outer()
traced = torch.jit.trace(outer, torch.ones(2, 3))
print(type(traced.gate).__name__, traced.gate.original_name)
x = torch.randn(2, 3)
print(torch.allclose(traced(x), outer(x)), torch.allclose(traced(-10 * x.abs()), outer(-10 * x.abs())))
print(traced.gate.code)


class Embedder(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(2, 4, 3, padding=1)

    def forward(self, x):
        return self.conv(x).mean(-1)


emb_traced = torch.jit.trace(Embedder(), torch.randn(1, 2, 5))


class Wrapper(nn.Module):
    def __init__(self, enc):
        super().__init__()
        self.enc = enc
        self.head = nn.Linear(4, 1)

    def forward(self, x: torch.Tensor, n: int) -> torch.Tensor:
        out = torch.zeros(x.size(0), 1)
        for _ in range(n):
            out = out + self.head(self.enc(x))
        return out


w = Wrapper(emb_traced)
sw = torch.jit.script(w)
inp = torch.randn(2, 2, 5)
print(torch.allclose(sw(inp, 3), w(inp, 3), atol=1e-6), sw(inp, 0).tolist())
print(type(sw.enc).__name__, sw.enc.original_name)
print(sw.code)


@torch.jit.script_if_tracing
def maybe_loop(x, n: int):
    for i in range(n):
        x = x + i
    return x


def f(x):
    return maybe_loop(x, int(x.shape[0]))


tf = torch.jit.trace(f, torch.zeros(3))
print(tf(torch.zeros(3)).tolist(), tf(torch.zeros(5)).tolist())


@torch.jit.script
def helper(x: torch.Tensor) -> torch.Tensor:
    return x * x


class UsesHelper(nn.Module):
    def forward(self, x):
        return helper(x) + 1


tu = torch.jit.trace(UsesHelper(), torch.ones(2))
print(tu(torch.full((2,), 3.0)).tolist())
frozen = torch.jit.freeze(torch.jit.script(Outer()).eval())
print(type(frozen).__name__, frozen(torch.zeros(1, 3)).shape)
