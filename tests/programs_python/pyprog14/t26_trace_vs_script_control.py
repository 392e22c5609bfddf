import warnings
import torch


def f(x, n: int):
    out = x
    for i in range(n):
        out = out * 2 if i % 2 == 0 else out + 1
    return out


s = torch.jit.script(f)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    t = torch.jit.trace(lambda x: f(x, 3), torch.ones(2))
print(s(torch.ones(2), 3), t(torch.ones(2)), s(torch.ones(2), 5), t(torch.full((2,), 5.0)))


class Clamp(torch.nn.Module):
    def forward(self, x):
        if bool(x.max() > 1):
            return x.clamp(max=1)
        return x


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tc = torch.jit.trace(Clamp(), torch.tensor([2.0, 0.5]))
print(len(w) > 0, tc(torch.tensor([0.1, 0.2])), torch.jit.script(Clamp())(torch.tensor([0.1, 0.2])))


@torch.jit.script
def loop_while(x: torch.Tensor) -> int:
    steps = 0
    while bool(x.sum() < 100):
        x = x * 2
        steps += 1
    return steps


print(loop_while(torch.ones(3)), loop_while(torch.full((2,), 60.0)))


@torch.jit.script
def early(xs: list[int]) -> int:
    for x in xs:
        if x < 0:
            return x
    return 0


print(early([1, 2, -3, -4]), early([1]))


@torch.jit.script
def break_continue(n: int) -> list[int]:
    out: list[int] = []
    for i in range(n):
        if i % 3 == 0:
            continue
        if i > 7:
            break
        out.append(i)
    return out


print(break_continue(20))
