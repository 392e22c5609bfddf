import torch


def r(t):
    return t.round(decimals=4) + 0.0


@torch.jit.script
def pw(x: torch.Tensor):
    return (torch.diff(x), torch.diff(x, n=2), torch.diff(x, prepend=torch.tensor([0.0])), x.clamp_min(1.0), x.clamp_max(2.0),
            torch.where(x > 1, x, torch.zeros_like(x)), torch.where(x > 1), x.nonzero().squeeze(1), torch.argwhere(x),
            torch.lerp(x, x.flip(0), 0.5), torch.addcmul(x, x, x, value=0.5), torch.hypot(x, x), torch.atan2(x, x - 1.5), torch.copysign(x, -1.0),
            torch.sign(x - 1), torch.sinc(x), torch.rsqrt(x + 1), torch.logaddexp(x, x), torch.logit(x / 4, eps=1e-6), torch.xlogy(x, x))


x = torch.tensor([0.0, 1.0, 2.5, 4.0])
for t in pw(x):
    print(r(t) if isinstance(t, torch.Tensor) and t.is_floating_point() else t)
print(torch.tril(torch.ones(3, 3), -1), torch.triu(torch.arange(9).view(3, 3), 1), torch.diagonal(torch.arange(9).view(3, 3), 1), torch.trace(torch.arange(9.0).view(3, 3)))
print(torch.cumsum(torch.tensor([1, 2, 3]), 0, dtype=torch.float32), torch.flip(torch.arange(6).view(2, 3), [0, 1]), torch.roll(torch.arange(5), -2), torch.rot90(torch.arange(4).view(2, 2)))
print(torch.clamp(torch.tensor([1, 5, 9]), min=torch.tensor([2, 2, 2]), max=torch.tensor([3, 6, 8])), torch.frexp(torch.tensor([8.0, 0.3])), torch.ldexp(torch.tensor([1.0]), torch.tensor([3])))
print(r(torch.float_power(torch.tensor([2, 3]), 0.5)), torch.pow(2, torch.tensor([1, 2, 3])), torch.pow(torch.tensor([2, 3]), 2), torch.tensor([4.0]) ** -0.5, torch.square(torch.tensor([-3])))
