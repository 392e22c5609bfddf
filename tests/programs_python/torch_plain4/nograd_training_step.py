import torch
import torch.nn as nn
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, nesterov=True, weight_decay=1e-3)
X = torch.randn(32, 4)
Y = X.sum(1, keepdim=True)
losses = []
for epoch in range(20):
    opt.zero_grad(set_to_none=True)
    loss = nn.functional.mse_loss(model(X), Y)
    loss.backward()
    opt.step()
    losses.append(loss.item())
print(losses[0] > losses[-1], round(losses[-1], 3))
print(list(opt.state_dict()["param_groups"][0].keys()))
print(len(opt.state_dict()["state"]), sorted(opt.state_dict()["state"][0].keys()))
with torch.no_grad():
    for p in model.parameters():
        p.mul_(0.5)
print(round(model(X).mean().item(), 3))
model.eval()
print(model.training, model[0].training)
model.requires_grad_(False)
print([p.requires_grad for p in model.parameters()])
print(model[0].weight.grad is None, model[0].weight.grad.shape)
