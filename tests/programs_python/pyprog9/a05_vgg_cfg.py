# VGG built from a configuration list, with the torchvision weight initialisation.
from typing import Dict, List, Union, cast
import torch
import torch.nn as nn

cfgs: Dict[str, List[Union[str, int]]] = {
    "A": [8, "M", 16, "M", 32, 32, "M"],
    "B": [8, 8, "M", 16, 16, "M", 32, 32, "M"],
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


class VGG(nn.Module):
    def __init__(self, features: nn.Module, num_classes: int = 10, init_weights: bool = True, dropout: float = 0.5) -> None:
        super().__init__()
        self.features = features
        self.avgpool = nn.AdaptiveAvgPool2d((2, 2))
        self.classifier = nn.Sequential(
            nn.Linear(32 * 2 * 2, 64), nn.ReLU(True), nn.Dropout(p=dropout),
            nn.Linear(64, 64), nn.ReLU(True), nn.Dropout(p=dropout),
            nn.Linear(64, num_classes),
        )
        if init_weights:
            for m in self.modules():
                if isinstance(m, nn.Conv2d):
                    nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
                    if m.bias is not None:
                        nn.init.constant_(m.bias, 0)
                elif isinstance(m, nn.BatchNorm2d):
                    nn.init.constant_(m.weight, 1)
                    nn.init.constant_(m.bias, 0)
                elif isinstance(m, nn.Linear):
                    nn.init.normal_(m.weight, 0, 0.01)
                    nn.init.constant_(m.bias, 0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.features(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.classifier(x)
        return x


def _vgg(cfg: str, batch_norm: bool, **kwargs) -> VGG:
    return VGG(make_layers(cfgs[cfg], batch_norm=batch_norm), **kwargs)


torch.manual_seed(11)
m = _vgg("A", False, num_classes=4, dropout=0.0)
print(m)
mb = _vgg("B", True, num_classes=4)
print(len(mb.features), sum(isinstance(l, nn.BatchNorm2d) for l in mb.features))
print(f"{sum(p.numel() for p in mb.parameters()):,}")
x = torch.randn(3, 3, 32, 32)
print(tuple(m.features(x).shape), tuple(m(x).shape))
print(round(m.classifier[0].weight.std().item(), 2), m.features[0].bias.abs().sum().item())
opt = torch.optim.SGD(mb.parameters(), lr=0.01, momentum=0.9, nesterov=True)
y = torch.tensor([1, 3, 0])
mb.train()
for i in range(3):
    out = mb(x)
    loss = nn.functional.cross_entropy(out, y)
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
    print(i, round(loss.item(), 4))
print(mb.classifier[2], mb.classifier[2].training, mb.training)
mb.eval()
print(mb.classifier[2].training, mb.features[1].training)
