import torch


@torch.jit.script
def f(x: torch.Tensor):
    return (torch.clamp(x, -1, 1), x.clamp(min=0), torch.where(x > 0, x, torch.zeros_like(x)), x.abs().sqrt(), x.sign(),
            torch.maximum(x, x.flip(0)), x.round(), x.floor(), x.ceil(), x.trunc(), x.frac(), torch.sigmoid(x), torch.tanh(x),
            x.pow(2), 2 ** x, x.exp().log(), torch.lerp(x, torch.ones_like(x), 0.5), torch.atan2(x, torch.ones_like(x)))


x = torch.tensor([-2.5, -0.5, 0.0, 0.5, 1.5, 3.0])
for r in f(x):
    print(r)
