import torch
import torch.nn as nn


@torch.jit.script
def add_one(x: int) -> int:
    return x + 1


print(type(add_one).__name__, add_one.name, add_one(3))
print(isinstance(torch.jit.script(nn.Linear(1, 1)), torch.jit.ScriptModule), isinstance(add_one, torch.jit.ScriptFunction))
print(torch.jit.is_scripting())


def py_fn(x):
    return x if torch.jit.is_scripting() else x * 0


print(py_fn(torch.ones(1)), torch.jit.script(py_fn)(torch.ones(1)))


@torch.jit.script
def uses_scripting() -> bool:
    return torch.jit.is_scripting()


print(uses_scripting())
m = torch.jit.script(nn.Sequential(nn.Linear(2, 2), nn.ReLU()))
print(m.original_name, type(m[0]).__name__, len(m), type(m[1]).__name__)
print(m.code.strip().splitlines()[0])
print(torch.jit.ScriptModule.__name__, hasattr(m, "graph"), hasattr(m, "inlined_graph"))


class Wrap(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = torch.jit.trace(nn.Linear(2, 2), torch.ones(1, 2))

    def forward(self, x):
        return self.inner(x).relu()


torch.manual_seed(0)
w = torch.jit.script(Wrap())
print(w(torch.ones(1, 2)).shape, type(w.inner).__name__)
def mul(a, b):
    return a * b


print(torch.jit.script(mul)(torch.tensor(3), torch.tensor(4)).item())


@torch.jit.ignore
def py_only(x: torch.Tensor) -> torch.Tensor:
    return x + len(str(x))


@torch.jit.script
def calls_ignored(x: torch.Tensor) -> torch.Tensor:
    return py_only(x) * 2


print(calls_ignored(torch.zeros(1)))


@torch.jit.unused
def never(x: torch.Tensor) -> torch.Tensor:
    return x


@torch.jit.script
def maybe_never(x: torch.Tensor, flag: bool) -> torch.Tensor:
    if flag:
        return never(x)
    return x + 1


print(maybe_never(torch.zeros(1), False))
try:
    maybe_never(torch.zeros(1), True)
except Exception as e:
    print(type(e).__name__, "unused" in str(e) or "ignored" in str(e))
