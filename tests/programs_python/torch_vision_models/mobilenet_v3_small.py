import torch
import torch.nn as nn
import torch.nn.functional as F
from functools import partial

torch.manual_seed(41)

def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v

class SqueezeExcitation(nn.Module):
    def __init__(self, input_channels, squeeze_channels, scale_activation=nn.Hardsigmoid):
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(input_channels, squeeze_channels, 1)
        self.fc2 = nn.Conv2d(squeeze_channels, input_channels, 1)
        self.activation = nn.ReLU()
        self.scale_activation = scale_activation()

    def forward(self, x):
        s = self.scale_activation(self.fc2(self.activation(self.fc1(self.avgpool(x)))))
        return s * x

class InvertedResidualConfig:
    def __init__(self, input_channels, kernel, expanded_channels, out_channels, use_se, activation, stride, dilation, width_mult):
        self.input_channels = self.adjust_channels(input_channels, width_mult)
        self.kernel = kernel
        self.expanded_channels = self.adjust_channels(expanded_channels, width_mult)
        self.out_channels = self.adjust_channels(out_channels, width_mult)
        self.use_se = use_se
        self.use_hs = activation == "HS"
        self.stride = stride
        self.dilation = dilation

    @staticmethod
    def adjust_channels(channels, width_mult):
        return _make_divisible(channels * width_mult, 8)

    def __repr__(self):
        return f"Cfg(in={self.input_channels}, exp={self.expanded_channels}, out={self.out_channels}, se={self.use_se}, hs={self.use_hs}, s={self.stride})"

class ConvBNAct(nn.Sequential):
    def __init__(self, cin, cout, k=3, stride=1, groups=1, act=nn.ReLU, dilation=1):
        padding = (k - 1) // 2 * dilation
        layers = [nn.Conv2d(cin, cout, k, stride, padding, dilation=dilation, groups=groups, bias=False),
                  nn.BatchNorm2d(cout, eps=0.001, momentum=0.01)]
        if act is not None:
            layers.append(act(inplace=True))
        super().__init__(*layers)

class InvertedResidual(nn.Module):
    def __init__(self, cnf):
        super().__init__()
        if not (1 <= cnf.stride <= 2):
            raise ValueError("illegal stride value")
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers = []
        act = nn.Hardswish if cnf.use_hs else nn.ReLU
        if cnf.expanded_channels != cnf.input_channels:
            layers.append(ConvBNAct(cnf.input_channels, cnf.expanded_channels, k=1, act=act))
        stride = 1 if cnf.dilation > 1 else cnf.stride
        layers.append(ConvBNAct(cnf.expanded_channels, cnf.expanded_channels, k=cnf.kernel, stride=stride,
                                dilation=cnf.dilation, groups=cnf.expanded_channels, act=act))
        if cnf.use_se:
            squeeze_channels = _make_divisible(cnf.expanded_channels // 4, 8)
            layers.append(SqueezeExcitation(cnf.expanded_channels, squeeze_channels))
        layers.append(ConvBNAct(cnf.expanded_channels, cnf.out_channels, k=1, act=None))
        self.block = nn.Sequential(*layers)
        self.out_channels = cnf.out_channels
        self._is_cn = cnf.stride > 1

    def forward(self, input):
        result = self.block(input)
        if self.use_res_connect:
            result += input
        return result

bneck_conf = partial(InvertedResidualConfig, width_mult=0.5)
setting = [
    bneck_conf(16, 3, 16, 16, True, "RE", 2, 1),
    bneck_conf(16, 3, 72, 24, False, "RE", 2, 1),
    bneck_conf(24, 3, 88, 24, False, "RE", 1, 1),
    bneck_conf(24, 5, 96, 40, True, "HS", 2, 1),
]
for c in setting:
    print(c)
layers = [ConvBNAct(3, setting[0].input_channels, stride=2, act=nn.Hardswish)]
layers += [InvertedResidual(c) for c in setting]
features = nn.Sequential(*layers)
lastconv_output_channels = 6 * setting[-1].out_channels
features.append(ConvBNAct(setting[-1].out_channels, lastconv_output_channels, k=1, act=nn.Hardswish))
classifier = nn.Sequential(nn.Linear(lastconv_output_channels, 32), nn.Hardswish(inplace=True), nn.Dropout(p=0.2, inplace=True), nn.Linear(32, 5))
for m in features.modules():
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode="fan_out")
        if m.bias is not None:
            nn.init.zeros_(m.bias)
for m in classifier.modules():
    if isinstance(m, nn.Linear):
        nn.init.normal_(m.weight, 0, 0.01)
        nn.init.zeros_(m.bias)
print(len(features), [type(m).__name__ for m in features])
print([m.use_res_connect for m in features if isinstance(m, InvertedResidual)])
x = torch.randn(2, 3, 32, 32)
features.eval(); classifier.eval()
with torch.no_grad():
    f = features(x)
    out = classifier(torch.flatten(F.adaptive_avg_pool2d(f, 1), 1))
print(f.shape, out.shape, round(out.abs().sum().item() * 100, 3))
print(features[1].block[1])
print(features[-1][1])
print(sum(p.numel() for p in features.parameters()), sum(b.numel() for b in features.buffers()))
