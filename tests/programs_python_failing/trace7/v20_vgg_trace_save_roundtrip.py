import io
import re
import torch
import torch.nn as nn


def show(g):
    print(re.sub(r' # [^\n]*', '', str(g)))


cfg = [4, "M", 8, "M"]


def make_layers(cfg, batch_norm=False):
    layers = []
    in_channels = 3
    for v in cfg:
        if v == "M":
            layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
        else:
            conv2d = nn.Conv2d(in_channels, v, kernel_size=3, padding=1)
            if batch_norm:
                layers += [conv2d, nn.BatchNorm2d(v), nn.ReLU(inplace=True)]
            else:
                layers += [conv2d, nn.ReLU(inplace=True)]
            in_channels = v
    return nn.Sequential(*layers)


class VGG(nn.Module):
    def __init__(self, features, num_classes=3):
        super().__init__()
        self.features = features
        self.avgpool = nn.AdaptiveAvgPool2d((2, 2))
        self.classifier = nn.Sequential(nn.Linear(8 * 2 * 2, 6), nn.ReLU(True), nn.Dropout(), nn.Linear(6, num_classes))

    def forward(self, x):
        x = self.features(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.classifier(x)
        return x


torch.manual_seed(0)
model = VGG(make_layers(cfg)).eval()
x = torch.randn(1, 3, 8, 8)
t = torch.jit.trace(model, x)
buf = io.BytesIO()
torch.jit.save(t, buf)
buf.seek(0)
l = torch.jit.load(buf)
print(l.code)
print(l.features.code)
print(l.avgpool.code)
print(getattr(l.classifier, "2").code)
show(l.graph)
print(round(l(x).sum().item(), 3) == round(model(x).sum().item(), 3))
print([n for n, _ in l.named_children()])
print(l.training, t.training)
