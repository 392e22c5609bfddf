import torch
import torch.nn as nn

torch.manual_seed(4)

def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.01)
        if m.bias is not None:
            nn.init.zeros_(m.bias)
        print("init", m)
    elif isinstance(m, nn.LayerNorm):
        nn.init.ones_(m.weight)
        print("ln", m.normalized_shape)

net = nn.Sequential(nn.Linear(4, 3), nn.LayerNorm(3), nn.Tanh(), nn.Linear(3, 2, bias=False))
ret = net.apply(init_weights)
print(ret is net)
print(net[0].weight)
print(net[3].weight.sum().item())
x = torch.ones(2, 4)
print(net(x))

@torch.no_grad()
def xavier(m):
    if type(m) == nn.Linear:
        nn.init.xavier_uniform_(m.weight, gain=nn.init.calculate_gain('relu'))
net.apply(xavier)
print(net[0].weight.abs().max().item() <= (6 / 7) ** 0.5 * 2 ** 0.5)
print(nn.init.calculate_gain('leaky_relu', 0.2), nn.init.calculate_gain('tanh'), nn.init.calculate_gain('sigmoid'))
w = torch.empty(3, 5)
nn.init.eye_(w)
print(w)
w = torch.empty(2, 3)
nn.init.dirac_(torch.empty(2, 2, 3)) 
nn.init.kaiming_normal_(w, mode='fan_out', nonlinearity='relu')
print(w.shape)
