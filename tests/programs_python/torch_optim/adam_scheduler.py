import torch
from torch import nn, optim
from torch.optim.lr_scheduler import StepLR, ExponentialLR

torch.manual_seed(3)
X = torch.randn(64, 5)
true_w = torch.tensor([[1.0], [-2.0], [0.5], [0.0], [3.0]])
Y = X @ true_w + 0.1 * torch.randn(64, 1)

model = nn.Linear(5, 1)
optimizer = optim.Adam(model.parameters(), lr=0.1)
scheduler = StepLR(optimizer, step_size=10, gamma=0.5)
criterion = nn.MSELoss()
history = []
for step in range(40):
    optimizer.zero_grad()
    loss = criterion(model(X), Y)
    loss.backward()
    optimizer.step()
    scheduler.step()
    history.append(loss.item())
    if (step + 1) % 10 == 0:
        print(f"step {step+1}: loss={loss.item():.5f} lr={scheduler.get_last_lr()[0]:.4f}")
print("weights:", [round(w, 2) for w in model.weight.view(-1).tolist()])
print("bias: %.2f" % model.bias.item())
print(len(history), min(history) < history[0])

opt2 = optim.SGD([torch.zeros(1, requires_grad=True)], lr=1.0)
sched2 = ExponentialLR(opt2, gamma=0.9)
lrs = []
for _ in range(5):
    opt2.step()
    sched2.step()
    lrs.append(round(opt2.param_groups[0]["lr"], 5))
print(lrs)
print(optimizer.state_dict()["param_groups"][0]["lr"])
print(sorted(optimizer.state_dict()["param_groups"][0].keys()))
