import torch

torch.manual_seed(0)
scores = torch.randint(-5, 6, (3, 4))
mask = scores > 0
print(scores.where(mask, torch.zeros_like(scores)))
print(torch.where(mask, scores, torch.zeros_like(scores)).equal(scores.where(mask, torch.zeros_like(scores))))
x = torch.linspace(-1, 1, 5)
print(x.where(x.abs() < 0.6, torch.tensor(9.0)))
print(x.polygamma(1).round(decimals=3) if False else x.clamp(min=0).where(x > 0, -x))

@torch.jit.script
def relu_where(t: torch.Tensor) -> torch.Tensor:
    return t.where(t > 0, torch.zeros_like(t))

print(relu_where(x))
print(torch.special.polygamma(1, torch.tensor([1.0, 2.0])).round(decimals=4), torch.tensor([1.0, 2.0]).polygamma(1).round(decimals=4))
