import torch
import torch.nn as nn

torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = nn.Linear(3, 8)
        self.l2 = nn.Linear(8, 1)
    def forward(self, x):
        return self.l2(torch.tanh(self.l1(x)))

net = Net()
example = torch.randn(5, 3)
traced = torch.jit.trace(net, example)
print(type(traced).__name__)
print([n for n, _ in traced.named_parameters()])
opt = torch.optim.SGD(traced.parameters(), lr=0.1)
x = torch.randn(64, 3)
y = (x[:, :1] * 2 - x[:, 1:2]).detach()
losses = []
for step in range(30):
    opt.zero_grad()
    loss = ((traced(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    losses.append(loss.item())
print(losses[-1] < losses[0], round(losses[0], 3))
print(torch.allclose(net(x), traced(x)))
print(net.l1.weight is traced.l1.weight or torch.equal(net.l1.weight, traced.l1.weight))
traced.eval()
with torch.no_grad():
    print(traced(torch.zeros(1, 3)).shape)
print(traced.code.count("linear") >= 1 or "l1" in traced.code)
