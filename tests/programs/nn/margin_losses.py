import torch
import torch.nn.functional as F
x = torch.arange(12).float().reshape(3, 4) / 5 - 1
y = torch.tensor([[1.0, 0.0, 1.0, 0.0], [0.0, 0.0, 1.0, 1.0], [1.0, 1.0, 1.0, 0.0]])
print(F.multilabel_soft_margin_loss(x, y), F.multilabel_soft_margin_loss(x, y, weight=torch.tensor([1.0, 2.0, 0.5, 1.0]), reduction="none"))
t = torch.tensor([3, 0, 1])
print(F.multi_margin_loss(x, t), F.multi_margin_loss(x, t, p=2, margin=0.5, reduction="none"))
print(F.multi_margin_loss(x, t, weight=torch.tensor([1.0, 2.0, 0.5, 1.0]), reduction="sum"))

@torch.jit.script
def f(x: torch.Tensor, t: torch.Tensor):
    return F.multi_margin_loss(x, t, margin=2.0)
print(f(x, t))
