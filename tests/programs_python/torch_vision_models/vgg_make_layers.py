import torch
import torch.nn as nn
from typing import List, Union, cast

cfgs = {"A": [8, "M", 16, "M", 32, 32, "M"], "B": [8, 8, "M", 16, 16, "M"]}


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
    def __init__(self, features: nn.Module, num_classes: int = 5, init_weights: bool = True, dropout: float = 0.5):
        super().__init__()
        self.features = features
        self.avgpool = nn.AdaptiveAvgPool2d((2, 2))
        self.classifier = nn.Sequential(
            nn.Linear(32 * 2 * 2, 64), nn.ReLU(True), nn.Dropout(p=dropout),
            nn.Linear(64, 64), nn.ReLU(True), nn.Dropout(p=dropout), nn.Linear(64, num_classes))
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
model = VGG(make_layers(cfgs["A"], batch_norm=True))
print(len(model.features), [type(m).__name__ for m in model.features][:4])
print(model.classifier)
model.eval()
x = torch.randn(2, 3, 32, 32)
with torch.no_grad():
    y = model(x)
print(y.shape, y.abs().sum().item() > 0)
traced = torch.jit.trace(model, x)
print(torch.allclose(traced(x), y, atol=1e-6))
print([n for n, _ in traced.named_modules()][:6])
sd = model.state_dict()
print(len(sd), list(sd.keys())[:5])
m2 = VGG(make_layers(cfgs["A"], batch_norm=True), init_weights=False)
print(m2.load_state_dict(sd))
m2.eval()
with torch.no_grad():
    print(torch.equal(m2(x), y))
