import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(16)
X = torch.randn(40, 5)
true_w = torch.tensor([1.5, -2.0, 0.5, 0.0, 1.0])
y = (X @ true_w + 0.1 * torch.randn(40) > 0).long()

class MLP(nn.Module):
    def __init__(self, d_in, d_hidden, n_out, p=0.0):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, d_hidden), nn.Tanh(), nn.Dropout(p), nn.Linear(d_hidden, n_out))
    def forward(self, x):
        return self.net(x)

def accuracy(logits, target):
    return (logits.argmax(dim=1) == target).float().mean().item()

for opt_name in ["SGD", "Adam", "AdamW", "RMSprop", "Adagrad"]:
    torch.manual_seed(0)
    model = MLP(5, 8, 2)
    kwargs = {"lr": 0.05}
    if opt_name == "SGD":
        kwargs.update(momentum=0.9, nesterov=True)
    optimizer = getattr(torch.optim, opt_name)(model.parameters(), **kwargs)
    for epoch in range(15):
        perm = torch.randperm(40)
        total = 0.0
        for i in range(0, 40, 10):
            idx = perm[i:i + 10]
            optimizer.zero_grad(set_to_none=True)
            loss = F.cross_entropy(model(X[idx]), y[idx])
            loss.backward()
            norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=0.5)
            optimizer.step()
            total += loss.item() * len(idx)
    with torch.no_grad():
        acc = accuracy(model(X), y)
    print(f"{opt_name:8s} loss={total / 40:.3f} acc={acc:.2f} norm_is_tensor={isinstance(norm, torch.Tensor)}")

model = MLP(5, 4, 2)
out = model(X[:3]).sum()
out.backward()
torch.nn.utils.clip_grad_value_(model.parameters(), clip_value=0.01)
print(max(p.grad.abs().max().item() for p in model.parameters()) <= 0.01)
model.zero_grad(set_to_none=False)
print(model.net[0].weight.grad.abs().sum().item())
model.zero_grad()
print(model.net[0].weight.grad)
params = [torch.ones(3, requires_grad=True)]
params[0].grad = torch.tensor([3.0, 4.0, 0.0])
n = torch.nn.utils.clip_grad_norm_(params, 1.0)
print(n, params[0].grad)
n = torch.nn.utils.clip_grad_norm_(params, 1.0, norm_type=float('inf'))
print(n.round(decimals=4))
vec = torch.nn.utils.parameters_to_vector(model.parameters())
print(vec.shape)
torch.nn.utils.vector_to_parameters(torch.zeros_like(vec), model.parameters())
print(model.net[3].bias)
