import torch


@torch.jit.script
def f(x: torch.Tensor, y: torch.Tensor, m: torch.Tensor):
    return [torch.xlogy(x, y), x.xlogy(2.5), torch.xlogy(3, y), torch.heaviside(x - 1, torch.tensor([0.5])),
            torch.inner(x, y), torch.inner(m, m), torch.inner(m, x[:3]), torch.vdot(x, y), torch.xlogy(torch.tensor([0, 2]), torch.tensor([0, 3]))]


x = torch.tensor([0.0, 1.0, 2.5, -1.0, 4.0])
y = torch.tensor([0.0, float("nan"), 3.0, 2.0, 0.5])
for t in f(x, torch.where(torch.isnan(y), torch.tensor(1.0), y), torch.arange(6.0).reshape(2, 3) / 3):
    print(t)
print(torch.xlogy(x, y), torch.heaviside(torch.tensor([-2, 0, 3]), torch.tensor([7, 7, 7])))
