import torch


@torch.jit.script
def f(i: torch.Tensor, fl: torch.Tensor, b: torch.Tensor):
    return (i + 1, i + 1.5, b + b, b + 1, fl + 1, i / 2, i // 2, i.to(torch.float64) + fl,
            (i + fl).dtype, (b & b).dtype, torch.tensor(3) * 2.0, i.sum().dtype, b.sum(), (i > 1).dtype)


r = f(torch.tensor([1, 2, 3]), torch.tensor([0.5, 1.5, 2.5]), torch.tensor([True, False, True]))
for x in r:
    print(x)
