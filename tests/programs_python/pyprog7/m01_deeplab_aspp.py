# DeepLabV3-style ASPP head on a tiny backbone, torchvision-like definitions.
from typing import List
import torch
from torch import nn, Tensor
import torch.nn.functional as F


class ASPPConv(nn.Sequential):
    def __init__(self, in_channels: int, out_channels: int, dilation: int) -> None:
        modules = [
            nn.Conv2d(in_channels, out_channels, 3, padding=dilation, dilation=dilation, bias=False),
            nn.BatchNorm2d(out_channels),
            nn.ReLU(),
        ]
        super().__init__(*modules)


class ASPPPooling(nn.Sequential):
    def __init__(self, in_channels: int, out_channels: int) -> None:
        super().__init__(
            nn.AdaptiveAvgPool2d(1),
            nn.Conv2d(in_channels, out_channels, 1, bias=False),
            nn.BatchNorm2d(out_channels),
            nn.ReLU(),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        size = x.shape[-2:]
        for mod in self:
            x = mod(x)
        return F.interpolate(x, size=size, mode="bilinear", align_corners=False)


class ASPP(nn.Module):
    def __init__(self, in_channels: int, atrous_rates: List[int], out_channels: int = 16) -> None:
        super().__init__()
        modules = []
        modules.append(
            nn.Sequential(nn.Conv2d(in_channels, out_channels, 1, bias=False), nn.BatchNorm2d(out_channels), nn.ReLU())
        )
        rates = tuple(atrous_rates)
        for rate in rates:
            modules.append(ASPPConv(in_channels, out_channels, rate))
        modules.append(ASPPPooling(in_channels, out_channels))
        self.convs = nn.ModuleList(modules)
        self.project = nn.Sequential(
            nn.Conv2d(len(self.convs) * out_channels, out_channels, 1, bias=False),
            nn.BatchNorm2d(out_channels),
            nn.ReLU(),
            nn.Dropout(0.5),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        _res = []
        for conv in self.convs:
            _res.append(conv(x))
        res = torch.cat(_res, dim=1)
        return self.project(res)


class DeepLabHead(nn.Sequential):
    def __init__(self, in_channels: int, num_classes: int) -> None:
        super().__init__(
            ASPP(in_channels, [2, 4, 6]),
            nn.Conv2d(16, 16, 3, padding=1, bias=False),
            nn.BatchNorm2d(16),
            nn.ReLU(),
            nn.Conv2d(16, num_classes, 1),
        )


class TinySegmenter(nn.Module):
    def __init__(self, num_classes: int = 5):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.ReLU(inplace=True),
            nn.Conv2d(8, 12, 3, stride=2, padding=1), nn.ReLU(inplace=True),
        )
        self.classifier = DeepLabHead(12, num_classes)

    def forward(self, x: Tensor) -> dict:
        input_shape = x.shape[-2:]
        features = self.backbone(x)
        result = {}
        out = self.classifier(features)
        result["out"] = F.interpolate(out, size=input_shape, mode="bilinear", align_corners=False)
        result["feat"] = features
        return result


torch.manual_seed(0)
model = TinySegmenter()
model.eval()
x = torch.randn(2, 3, 32, 40)
with torch.no_grad():
    out = model(x)
for k, v in out.items():
    print(k, tuple(v.shape), round(v.sum().item(), 3) + 0.0)
pred = out["out"].argmax(1)
print("pred", pred.shape, pred.dtype, pred.min().item() >= 0, pred.max().item() < 5)
n_params = sum(p.numel() for p in model.parameters())
print("params", n_params)
print("convs", len(model.classifier[0].convs), type(model.classifier[0].convs[-1]).__name__)
