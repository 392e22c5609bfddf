// ===--- vision_vgg_py.cpp - torchvision.models.vgg and .alexnet ----------=== //
// torchvision 0.14's VGG (configurations A/B/D/E, with and without batch
// norm) and AlexNet, initialized in torchvision's order (Note [torchvision
// init order], vision_resnet_py.cpp).
#include "python_torch/vision_sources.h"

namespace ts::py {

namespace {

const char* kVggPy = R"PY(
import torch
import torch.nn as nn
from torchvision.models._utils import _resolve_weights

__all__ = ["VGG", "vgg11", "vgg11_bn", "vgg13", "vgg13_bn", "vgg16", "vgg16_bn", "vgg19", "vgg19_bn"]


class VGG(nn.Module):
    def __init__(self, features, num_classes=1000, init_weights=True, dropout=0.5):
        super().__init__()
        self.features = features
        self.avgpool = nn.AdaptiveAvgPool2d((7, 7))
        self.classifier = nn.Sequential(
            nn.Linear(512 * 7 * 7, 4096), nn.ReLU(True), nn.Dropout(p=dropout),
            nn.Linear(4096, 4096), nn.ReLU(True), nn.Dropout(p=dropout),
            nn.Linear(4096, num_classes))
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
        x = self.avgpool(self.features(x))
        return self.classifier(torch.flatten(x, 1))


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


cfgs = {
    "A": [64, "M", 128, "M", 256, 256, "M", 512, 512, "M", 512, 512, "M"],
    "B": [64, 64, "M", 128, 128, "M", 256, 256, "M", 512, 512, "M", 512, 512, "M"],
    "D": [64, 64, "M", 128, 128, "M", 256, 256, 256, "M", 512, 512, 512, "M", 512, 512, 512, "M"],
    "E": [64, 64, "M", 128, 128, "M", 256, 256, 256, 256, "M", 512, 512, 512, 512, "M", 512, 512, 512, 512, "M"],
}


def _vgg(name, cfg, batch_norm, args, weights, kwargs):
    kwargs = _resolve_weights(name, args, weights, kwargs)
    return VGG(make_layers(cfgs[cfg], batch_norm=batch_norm), **kwargs)


def vgg11(*args, weights=None, progress=True, **kwargs):
    return _vgg("vgg11", "A", False, args, weights, kwargs)


def vgg11_bn(*args, weights=None, progress=True, **kwargs):
    return _vgg("vgg11_bn", "A", True, args, weights, kwargs)


def vgg13(*args, weights=None, progress=True, **kwargs):
    return _vgg("vgg13", "B", False, args, weights, kwargs)


def vgg13_bn(*args, weights=None, progress=True, **kwargs):
    return _vgg("vgg13_bn", "B", True, args, weights, kwargs)


def vgg16(*args, weights=None, progress=True, **kwargs):
    return _vgg("vgg16", "D", False, args, weights, kwargs)


def vgg16_bn(*args, weights=None, progress=True, **kwargs):
    return _vgg("vgg16_bn", "D", True, args, weights, kwargs)


def vgg19(*args, weights=None, progress=True, **kwargs):
    return _vgg("vgg19", "E", False, args, weights, kwargs)


def vgg19_bn(*args, weights=None, progress=True, **kwargs):
    return _vgg("vgg19_bn", "E", True, args, weights, kwargs)
)PY";

const char* kAlexnetPy = R"PY(
import torch
import torch.nn as nn
from torchvision.models._utils import _resolve_weights

__all__ = ["AlexNet", "alexnet"]


class AlexNet(nn.Module):
    def __init__(self, num_classes=1000, dropout=0.5):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 64, kernel_size=11, stride=4, padding=2), nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=3, stride=2),
            nn.Conv2d(64, 192, kernel_size=5, padding=2), nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=3, stride=2),
            nn.Conv2d(192, 384, kernel_size=3, padding=1), nn.ReLU(inplace=True),
            nn.Conv2d(384, 256, kernel_size=3, padding=1), nn.ReLU(inplace=True),
            nn.Conv2d(256, 256, kernel_size=3, padding=1), nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=3, stride=2))
        self.avgpool = nn.AdaptiveAvgPool2d((6, 6))
        self.classifier = nn.Sequential(
            nn.Dropout(p=dropout), nn.Linear(256 * 6 * 6, 4096), nn.ReLU(inplace=True),
            nn.Dropout(p=dropout), nn.Linear(4096, 4096), nn.ReLU(inplace=True),
            nn.Linear(4096, num_classes))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.avgpool(self.features(x))
        return self.classifier(torch.flatten(x, 1))


def alexnet(*args, weights=None, progress=True, **kwargs):
    kwargs = _resolve_weights("alexnet", args, weights, kwargs)
    return AlexNet(**kwargs)
)PY";

}  // namespace

const char* visionVggSource() { return kVggPy; }
const char* visionAlexnetSource() { return kAlexnetPy; }

}  // namespace ts::py
