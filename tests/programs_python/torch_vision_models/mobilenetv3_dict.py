from collections import OrderedDict
from functools import partial
from typing import List

import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(4)


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
    def adjust_channels(channels: int, width_mult: float):
        return max(8, int(channels * width_mult + 4) // 8 * 8)

    def __repr__(self):
        return "Cfg(" + ", ".join(f"{k}={v}" for k, v in vars(self).items()) + ")"


class SE(nn.Module):
    def __init__(self, c, sq):
        super().__init__()
        self.fc1 = nn.Conv2d(c, sq, 1)
        self.fc2 = nn.Conv2d(sq, c, 1)

    def forward(self, x):
        s = F.adaptive_avg_pool2d(x, 1)
        s = self.fc2(F.relu(self.fc1(s)))
        return x * F.hardsigmoid(s)


class InvertedResidual(nn.Module):
    def __init__(self, cnf: InvertedResidualConfig, norm_layer):
        super().__init__()
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers = OrderedDict()
        act = nn.Hardswish if cnf.use_hs else nn.ReLU
        if cnf.expanded_channels != cnf.input_channels:
            layers["expand"] = nn.Sequential(nn.Conv2d(cnf.input_channels, cnf.expanded_channels, 1, bias=False),
                                             norm_layer(cnf.expanded_channels), act(inplace=True))
        stride = 1 if cnf.dilation > 1 else cnf.stride
        layers["depthwise"] = nn.Sequential(
            nn.Conv2d(cnf.expanded_channels, cnf.expanded_channels, cnf.kernel, stride,
                      (cnf.kernel - 1) // 2 * cnf.dilation, dilation=cnf.dilation, groups=cnf.expanded_channels, bias=False),
            norm_layer(cnf.expanded_channels), act(inplace=True))
        if cnf.use_se:
            layers["se"] = SE(cnf.expanded_channels, InvertedResidualConfig.adjust_channels(cnf.expanded_channels // 4, 1.0))
        layers["project"] = nn.Sequential(nn.Conv2d(cnf.expanded_channels, cnf.out_channels, 1, bias=False),
                                          norm_layer(cnf.out_channels))
        self.block = nn.Sequential(layers)
        self.out_channels = cnf.out_channels

    def forward(self, x):
        result = self.block(x)
        if self.use_res_connect:
            result = result + x
        return result


class TinyMobileNetV3(nn.Module):
    def __init__(self, settings: List[InvertedResidualConfig], last_channel: int, num_classes: int = 4):
        super().__init__()
        norm_layer = partial(nn.BatchNorm2d, eps=0.001, momentum=0.01)
        first = settings[0].input_channels
        self.heads = nn.ModuleDict({
            "logits": nn.Linear(last_channel, num_classes),
            "embed": nn.Linear(last_channel, 3),
        })
        self.features = nn.Sequential(
            nn.Sequential(nn.Conv2d(3, first, 3, 2, 1, bias=False), norm_layer(first), nn.Hardswish(inplace=True)),
            *[InvertedResidual(c, norm_layer) for c in settings])
        lastconv = 6 * settings[-1].out_channels
        self.features.add_module("lastconv", nn.Sequential(nn.Conv2d(settings[-1].out_channels, lastconv, 1, bias=False),
                                                           norm_layer(lastconv), nn.Hardswish(inplace=True)))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(nn.Linear(lastconv, last_channel), nn.Hardswish(inplace=True), nn.Dropout(0.2, inplace=True))

    def forward(self, x):
        x = self.features(x)
        x = torch.flatten(self.pool(x), 1)
        x = self.classifier(x)
        return {name: head(x) for name, head in self.heads.items()}


bneck = partial(InvertedResidualConfig, width_mult=0.5)
settings = [bneck(16, 3, 16, 16, True, "RE", 2, 1), bneck(16, 3, 72, 24, False, "RE", 2, 1),
            bneck(24, 5, 96, 24, True, "HS", 1, 1), bneck(24, 3, 96, 24, True, "HS", 1, 2)]
print(settings[2])
model = TinyMobileNetV3(settings, last_channel=32)
print([n for n, _ in model.features[1].block.named_children()], model.features[3].use_res_connect, len(model.features))
print(model.features.lastconv[0], "heads" in dict(model.named_children()), list(model.heads))
x = torch.randn(2, 3, 32, 32)
model.train()
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True)
for step in range(3):
    opt.zero_grad()
    out = model(x)
    loss = F.cross_entropy(out["logits"], torch.tensor([1, 3])) + out["embed"].pow(2).mean()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
model.eval()
with torch.no_grad():
    out = model(x)
print({k: v.shape for k, v in out.items()}, out["logits"].argmax(1).tolist())
print(model.features[2].block.expand[1].running_var[:4].round(decimals=4))
sd = model.state_dict()
print(len(sd), [k for k in sd if "se.fc1" in k][:2])
