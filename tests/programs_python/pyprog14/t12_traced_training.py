import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(16, 3)
y = x.sum(1, keepdim=True)
traced = torch.jit.trace(net, x)
opt = torch.optim.SGD(traced.parameters(), lr=0.05)
first = None
for step in range(30):
    loss = nn.functional.mse_loss(traced(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    first = first if first is not None else loss.item()
print(loss.item() < first)
print(torch.equal(getattr(traced, "0").weight, net[0].weight))
print(torch.allclose(net(x), traced(x)))
scripted = torch.jit.script(net)
g = torch.autograd.grad(scripted(x).sum(), scripted[0].weight)[0]
g2 = torch.autograd.grad(net(x).sum(), net[0].weight)[0]
print(torch.allclose(g, g2))
scripted.eval()
print(scripted.training, scripted[0].training)
scripted.train()
print(scripted.training)
print([name for name, _ in scripted.named_modules()])
