import torch
import torch.nn as nn
from typing import Dict, List, Union, cast

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
    def __init__(self, features: nn.Module, num_classes: int = 4, init_weights: bool = True, dropout: float = 0.5) -> None:
        super().__init__()
        self.features = features
        self.avgpool = nn.AdaptiveAvgPool2d((2, 2))
        self.classifier = nn.Sequential(
            nn.Linear(32 * 2 * 2, 64),
            nn.ReLU(True),
            nn.Dropout(p=dropout),
            nn.Linear(64, 64),
            nn.ReLU(True),
            nn.Dropout(p=dropout),
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


torch.manual_seed(0)
for name, bn in [("A", False), ("B", True)]:
    model = VGG(make_layers(cfgs[name], batch_norm=bn))
    model.eval()
    n_conv = len([m for m in model.features if isinstance(m, nn.Conv2d)])
    print(f"vgg-{name} bn={bn}: {len(model.features)} feature layers, {n_conv} convs")
    x = torch.randn(1, 3, 16, 16)
    with torch.no_grad():
        out = model(x)
    print(out.shape, out.dtype)
print(model.classifier)
print(model.features[:4])
sd = model.state_dict()
print(len(sd), list(sd.keys())[:6])
print(sd["features.1.running_var"])
