import torch
import torch.nn as nn
from typing import Dict, List, Union, cast


class AlexNet(nn.Module):
    def __init__(self, num_classes: int = 1000, dropout: float = 0.5) -> None:
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, kernel_size=11, stride=4, padding=2),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=3, stride=2),
            nn.Conv2d(8, 16, kernel_size=5, padding=2),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=3, stride=2),
            nn.Conv2d(16, 16, kernel_size=3, padding=1),
            nn.ReLU(inplace=True),
        )
        self.avgpool = nn.AdaptiveAvgPool2d((6, 6))
        self.classifier = nn.Sequential(
            nn.Dropout(p=dropout),
            nn.Linear(16 * 6 * 6, 32),
            nn.ReLU(inplace=True),
            nn.Dropout(p=dropout),
            nn.Linear(32, num_classes),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.features(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.classifier(x)
        return x


cfgs: Dict[str, List[Union[str, int]]] = {
    "A": [8, "M", 16, "M", 32, 32, "M"],
    "B": [8, 8, "M", 16, 16, "M"],
}


def make_layers(cfg: List[Union[str, int]], batch_norm: bool = False) -> nn.Sequential:
    layers: List[nn.Module] = []
    in_channels = 3
    for v in cfg:
        if v == "M":
            layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
        else:
            v = cast(int, v)
            conv2d = nn.Conv2d(in_channels, v, kernel_size=3, padding=1)
            if batch_norm:
                layers += [conv2d, nn.BatchNorm2d(v), nn.ReLU(inplace=True)]
            else:
                layers += [conv2d, nn.ReLU(inplace=True)]
            in_channels = v
    return nn.Sequential(*layers)


torch.manual_seed(0)
alex = AlexNet(num_classes=4)
print(alex.features)
print(alex.classifier[1])
x = torch.randn(1, 3, 63, 63)
alex.eval()
with torch.no_grad():
    feats = alex.features(x)
    print(feats.shape)
    print(alex.avgpool(feats).shape)
    y = alex(x)
print(y.shape)
print([round(v, 4) for v in y[0].tolist()])
alex.train()
torch.manual_seed(1)
y1 = alex(x)
torch.manual_seed(1)
y2 = alex(x)
print(torch.equal(y1, y2))
for name in cfgs:
    for bn in (False, True):
        f = make_layers(cfgs[name], batch_norm=bn)
        n_conv = sum(1 for m in f if isinstance(m, nn.Conv2d))
        print(name, bn, len(f), n_conv, sum(p.numel() for p in f.parameters()))
vgg = make_layers(cfgs["B"], batch_norm=True)
for m in vgg.modules():
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
        nn.init.constant_(m.bias, 0)
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.constant_(m.weight, 1)
        nn.init.constant_(m.bias, 0)
z = vgg(torch.randn(2, 3, 8, 8))
print(z.shape, round(z.mean().item(), 4))
print(vgg[1].running_mean.shape, vgg[1].num_batches_tracked)
print([k for k in vgg.state_dict().keys()][:7])
