import torch
import torch.nn as nn

torch.manual_seed(0)

class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, kernel_size=3, padding=1),
            nn.BatchNorm2d(8),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
        )
        self.classifier = nn.Linear(8 * 4 * 4, 10)

    def forward(self, x):
        x = self.features(x)
        x = torch.flatten(x, 1)
        return self.classifier(x)

def init_weights(m):
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
        if m.bias is not None:
            nn.init.zeros_(m.bias)
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.constant_(m.weight, 1)
        nn.init.constant_(m.bias, 0)
    elif isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight)
        nn.init.normal_(m.bias, std=0.01)

net = ConvNet()
net.apply(init_weights)
for name, p in net.named_parameters():
    print(f"{name:28s} {str(tuple(p.shape)):16s} mean={p.mean().item():+.4f}")
for name, b in net.named_buffers():
    print(name, b.dtype)
x = torch.randn(2, 3, 8, 8)
out = net(x)
print(out.shape)
print(net.features[1].running_mean.abs().sum() > 0)
print([n for n, _ in net.named_children()])
print(len(list(net.modules())))
w = torch.empty(3, 5)
nn.init.uniform_(w, -0.1, 0.1)
print(w.abs().max().item() <= 0.1)
nn.init.ones_(w)
print(w.sum())
nn.init.eye_(w)
print(w)
nn.init.orthogonal_(w) if False else None
nn.init.trunc_normal_(w, std=0.02) if hasattr(nn.init, "trunc_normal_") else None
print(w.abs().max().item() < 0.05)
