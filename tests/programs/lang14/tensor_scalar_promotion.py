import torch


@torch.jit.script
def promo(i: torch.Tensor, f: torch.Tensor, b: torch.Tensor):
    return (i + 1).dtype, (i + 1.5).dtype, (b + 1).dtype, (b + 1.0).dtype, (f + 2).dtype, (i / 2).dtype, (i // 2).dtype, (i + f).dtype, (b + b).dtype


@torch.jit.script
def values(i: torch.Tensor, b: torch.Tensor):
    return i + 1.5, i / 2, i // 2, -i % 3, b + 1, b * 2.5, i ** 2, 2 ** i, i.float() ** 0.5


i = torch.tensor([1, 2, -3])
f = torch.tensor([0.5])
b = torch.tensor([True, False, True])
print(promo(i, f, b))
print(promo(i.to(torch.int8), f.double(), b))
for r in values(i, b):
    print(r)
