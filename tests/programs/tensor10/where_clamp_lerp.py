import torch


@torch.jit.script
def pointwise(x: torch.Tensor, y: torch.Tensor):
    return [torch.where(x > y, x, y), torch.where(x > 0, x, 0.0), torch.where(x > 0, 1.0, -1.0),
            x.clamp(-1, 1), x.clamp(min=0.5), x.clamp(max=torch.tensor(0.0)), torch.clamp(x, y, y + 1),
            torch.lerp(x, y, 0.25), torch.lerp(x, y, torch.tensor([0.0, 0.5, 1.0, 2.0])),
            torch.addcmul(x, x, y, value=0.5), torch.addcdiv(x, x, y + 3, value=2),
            x.clip(-0.5, 0.5)]


x = torch.tensor([-2.0, -0.5, 0.5, 3.0])
y = torch.tensor([1.0, -1.0, 0.0, 2.0])
for t in pointwise(x, y):
    print(t)
i = torch.tensor([-5, 0, 5])
print(torch.where(i > 0, i, 0), torch.where(i > 0, i, 0.5), i.clamp(-2, 2), i.clamp(min=0.5))
print(torch.where(torch.tensor([[True], [False]]), torch.tensor([1, 2]), torch.tensor(0)))
print(torch.where(torch.tensor([0, 3, 0, 4])))
print(torch.tensor([float("nan"), 2.0]).clamp(0, 1), torch.maximum(torch.tensor([float("nan"), 1.0]), torch.tensor([0.0, 2.0])),
      torch.fmax(torch.tensor([float("nan"), 1.0]), torch.tensor([0.0, 2.0])))
print(torch.clamp(torch.tensor([1.0, 5.0]), min=3.0, max=2.0))
