import torch


@torch.jit.script_if_tracing
def dynamic_pad(x: torch.Tensor, multiple: int) -> torch.Tensor:
    n = x.size(-1)
    rem = n % multiple
    if rem != 0:
        x = torch.nn.functional.pad(x, (0, multiple - rem))
    return x


def model(x):
    return dynamic_pad(x, 4) * 2


print(dynamic_pad(torch.ones(1, 5), 4).shape)
tr = torch.jit.trace(model, torch.ones(1, 5))
print(tr(torch.ones(1, 5)).shape, tr(torch.ones(1, 8)).shape, tr(torch.ones(2, 3)).shape)
print("prim::If" in str(tr.graph) or "prim::CallFunction" in str(tr.graph))


def loop_fn(x):
    for _ in range(x.size(0)):
        x = x + 1
    return x


tr2 = torch.jit.trace(loop_fn, torch.zeros(2))
print(tr2(torch.zeros(2)).tolist(), tr2(torch.zeros(4)).tolist())


@torch.jit.script
def scripted_loop(x):
    for _ in range(x.size(0)):
        x = x + 1
    return x


def mixed(x):
    return scripted_loop(x) * 10


tr3 = torch.jit.trace(mixed, torch.zeros(2))
print(tr3(torch.zeros(4)).tolist())


class Sub(torch.nn.Module):
    def forward(self, x):
        return scripted_loop(x)


class Outer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.sub = torch.jit.script(Sub())

    def forward(self, x):
        return self.sub(x) + 1


to = torch.jit.trace(Outer(), torch.zeros(3))
print(to(torch.zeros(5)).tolist(), type(to.sub).__name__)
