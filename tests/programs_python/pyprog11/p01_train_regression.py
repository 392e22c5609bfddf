import torch
import torch.nn as nn
import torch.optim as optim
from torch.optim.lr_scheduler import StepLR

torch.manual_seed(0)

class Net(nn.Module):
    def __init__(self, d_in, hidden, d_out):
        super().__init__()
        self.fc1 = nn.Linear(d_in, hidden)
        self.act = nn.Tanh()
        self.fc2 = nn.Linear(hidden, d_out)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))

X = torch.randn(64, 3)
w_true = torch.tensor([[1.5], [-2.0], [0.5]])
y = X @ w_true + 0.1 * torch.randn(64, 1)

model = Net(3, 8, 1)
opt = optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = StepLR(opt, step_size=10, gamma=0.5)
loss_fn = nn.MSELoss()

history = []
for epoch in range(30):
    opt.zero_grad()
    pred = model(X)
    loss = loss_fn(pred, y)
    loss.backward()
    opt.step()
    sched.step()
    history.append(loss.item())
    if epoch % 5 == 0:
        print(f"epoch {epoch:3d} | loss {loss.item():.4f} | lr {sched.get_last_lr()[0]:.5f}")

print("final lr:", opt.param_groups[0]["lr"])
print("improved:", history[-1] < history[0])
print("n params:", sum(p.numel() for p in model.parameters()))
for name, p in model.named_parameters():
    print(f"{name:12s} shape={tuple(p.shape)} grad_is_none={p.grad is None}")
print(sched.state_dict()["last_epoch"], sched.state_dict()["step_size"])
print(round(history[-1], 3))
