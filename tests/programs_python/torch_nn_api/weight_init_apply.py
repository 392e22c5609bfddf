import torch
import torch.nn as nn


def init_weights(m):
    if type(m) == nn.Linear:
        torch.nn.init.xavier_uniform_(m.weight)
        m.bias.data.fill_(0.01)
    elif isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode='fan_out', nonlinearity='relu')
        if m.bias is not None:
            nn.init.zeros_(m.bias)


torch.manual_seed(0)
net = nn.Sequential(nn.Conv2d(1, 2, 3), nn.ReLU(), nn.Flatten(), nn.Linear(8, 2))
visited = []
net.apply(lambda m: visited.append(type(m).__name__))
print(visited)
ret = net.apply(init_weights)
print(ret is net)
print(net[3].bias)
print(net[0].bias)
w = torch.empty(3, 5)
for fn in [nn.init.uniform_, nn.init.normal_, nn.init.ones_, nn.init.zeros_, nn.init.eye_]:
    fn(w)
    print(fn.__name__, tuple(w.shape))
print(w)
nn.init.constant_(w, 0.3)
print(w[0])
print(nn.init.calculate_gain('relu'), nn.init.calculate_gain('tanh'), nn.init.calculate_gain('leaky_relu', 0.2))
t = torch.empty(2, 3, 4, 4)
nn.init.xavier_normal_(w, gain=0.5)
print(w.shape, nn.init._calculate_fan_in_and_fan_out(torch.empty(4, 3, 2, 2)))
lin = nn.Linear(4, 4)
with torch.no_grad():
    lin.weight.copy_(torch.eye(4))
    lin.bias.fill_(1.0)
print(lin(torch.arange(4.0)))
model = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
model.to(torch.float64)
print([p.dtype for p in model.parameters()], model[1].running_mean.dtype, model[1].num_batches_tracked.dtype)
model.half()
print(model[0].weight.dtype)
model.float()
print(model[0].weight.dtype, model(torch.randn(3, 2)).dtype)
model.requires_grad_(False)
print(any(p.requires_grad for p in model.parameters()))
model.zero_grad()
print(model[0].weight.grad)
