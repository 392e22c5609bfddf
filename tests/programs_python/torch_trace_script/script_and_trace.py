import torch


@torch.jit.script
def pick_larger(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    if bool(x.sum() > y.sum()):
        return x
    return y


def traced_body(x, y):
    # the script function keeps its control flow inside the trace
    return pick_larger(x, y) * 2


traced = torch.jit.trace(traced_body, (torch.ones(2), torch.zeros(2)))
print(traced.code)
print(traced(torch.ones(2), torch.zeros(2)))
print(traced(torch.zeros(2), torch.full((2,), 5.0)))


def double(x):
    return x + x


traced_double = torch.jit.trace(double, (torch.ones(2),))


@torch.jit.script
def repeat_double(x: torch.Tensor, n: int) -> torch.Tensor:
    # a script function calling a traced one in a loop
    for _ in range(n):
        x = traced_double(x)
    return x


print(repeat_double(torch.ones(2), 3))


@torch.jit.script_if_tracing
def clip_rows(x: torch.Tensor, n: int) -> torch.Tensor:
    out = x.clone()
    for i in range(x.size(0)):
        if i >= n:
            out[i] = 0.0
    return out


def model(x):
    # eager calls run clip_rows as Python; traced calls script it
    seen = torch.jit.is_tracing()
    return clip_rows(x, 2) + (1 if seen else 100)


print(model(torch.ones(3, 2)))
traced_model = torch.jit.trace(model, (torch.ones(3, 2),))
print(traced_model(torch.ones(4, 1)))
print(traced_model.code)
print(clip_rows.__name__)
