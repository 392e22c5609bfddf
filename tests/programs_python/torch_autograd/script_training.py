# Training scripted and traced models from Python: gradients flow through
# script code (Note [Grad tape]).
import torch
import torch.nn as nn
import torch.nn.functional as F


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(6)
        self.conv2 = nn.Conv2d(6, 12, 3)
        self.pool = nn.MaxPool2d(2)
        self.fc1 = nn.Linear(12 * 2 * 2, 16)
        self.fc2 = nn.Linear(16, 4)

    def forward(self, x):
        x = self.pool(F.relu(self.bn1(self.conv1(x))))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        return self.fc2(x)


def train(model, params, data, target, steps):
    opt = torch.optim.SGD(params, lr=0.05, momentum=0.9)
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = F.cross_entropy(model(data), target)
        loss.backward()
        opt.step()
        losses.append(round(loss.item(), 3))
    return losses


torch.manual_seed(0)
data = torch.randn(8, 1, 12, 12)
target = torch.randint(0, 4, (8,))
for mode in ["eager", "script", "trace"]:
    torch.manual_seed(1)
    net = ConvNet()
    if mode == "script":
        model = torch.jit.script(net)
    elif mode == "trace":
        model = torch.jit.trace(net, data)
    else:
        model = net
    print(mode, train(model, model.parameters(), data, target, 4))
    print("  grad norms", [round(p.grad.norm().item(), 3) for p in net.parameters()][:4])


class Seq(nn.Module):
    def __init__(self, n_in: int, n_hidden: int):
        super().__init__()
        self.cell = nn.GRUCell(n_in, n_hidden)
        self.out = nn.Linear(n_hidden, 1)

    def forward(self, xs):
        h = torch.zeros(xs.size(1), self.out.in_features)
        outs = []
        for t in range(xs.size(0)):
            h = self.cell(xs[t], h)
            outs.append(self.out(h))
        return torch.stack(outs).squeeze(-1)


torch.manual_seed(2)
seq = torch.jit.script(Seq(3, 5))
xs = torch.randn(6, 2, 3)
ys = torch.randn(6, 2)
opt = torch.optim.Adam(seq.parameters(), lr=0.01)
for step in range(3):
    opt.zero_grad()
    loss = F.mse_loss(seq(xs), ys)
    loss.backward()
    opt.step()
    print("seq step", step, round(loss.item(), 4))
