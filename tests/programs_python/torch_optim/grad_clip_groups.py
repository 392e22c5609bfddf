import torch
import torch.nn as nn

torch.manual_seed(21)
backbone = nn.Sequential(nn.Linear(6, 12), nn.GELU(), nn.Linear(12, 12))
head = nn.Linear(12, 3)
opt = torch.optim.SGD([
    {"params": backbone.parameters(), "lr": 0.01},
    {"params": head.parameters()},
], lr=0.1, momentum=0.9, weight_decay=1e-4)
print([g["lr"] for g in opt.param_groups], len(opt.param_groups[0]["params"]))
x = torch.randn(16, 6)
y = torch.randint(0, 3, (16,))
for step in range(5):
    opt.zero_grad(set_to_none=True)
    loss = nn.functional.cross_entropy(head(backbone(x)) * 10, y)
    loss.backward()
    total = torch.nn.utils.clip_grad_norm_(list(backbone.parameters()) + list(head.parameters()), max_norm=1.0)
    print(f"step {step} loss {loss.item():.4f} grad_norm {total.item():.4f}")
    opt.step()
norms = [p.grad.norm().item() for p in head.parameters()]
print([round(n, 4) for n in norms])
torch.nn.utils.clip_grad_value_(head.parameters(), 0.01)
print(max(p.grad.abs().max().item() for p in head.parameters()) <= 0.01)
for g in opt.param_groups:
    g["lr"] *= 0.5
print([g["lr"] for g in opt.param_groups])
opt.add_param_group({"params": [torch.zeros(2, requires_grad=True)], "lr": 1.0})
print(len(opt.param_groups), opt.param_groups[2]["momentum"])
