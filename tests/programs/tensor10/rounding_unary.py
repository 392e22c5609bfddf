import torch


@torch.jit.script
def rnd(x: torch.Tensor):
    return [x.round(), x.floor(), x.ceil(), x.trunc(), x.frac(), torch.round(x, decimals=1), torch.round(x, decimals=-1),
            x.sign(), x.abs(), torch.fix(x), x.neg(), x.square(), x.rsqrt(), x.sigmoid(), x.nan_to_num(), torch.nan_to_num(x, nan=0.0, posinf=9.0)]


x = torch.tensor([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 12.345, -0.04, float("nan"), float("inf")])
for t in rnd(x):
    print(t)
i = torch.tensor([-3, 0, 4])
print(i.abs(), i.sign(), i.neg(), i.square(), i.round(), torch.sqrt(i), torch.exp(i).dtype, i.float().rsqrt())
print(torch.pow(i, 2), torch.pow(2, i.clamp(min=0)), torch.pow(i.float(), -1), i ** 0.5, torch.tensor(2) ** torch.tensor([0, 3]))
try:
    print(i ** -1)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.tensor([0.0]) ** 0, torch.tensor([-8.0]) ** (1 / 3), torch.tensor([4.0]).pow_(0.5), torch.tensor([True, False]).abs() if False else 0)
