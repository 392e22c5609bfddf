# EfficientNet MBConv with squeeze-excitation, SiLU and stochastic depth.
import copy
import math
from dataclasses import dataclass
from functools import partial
from typing import Callable, Optional, Sequence
import torch
from torch import nn, Tensor


def stochastic_depth(input: Tensor, p: float, mode: str, training: bool = True) -> Tensor:
    if p < 0.0 or p > 1.0:
        raise ValueError(f"drop probability has to be between 0 and 1, but got {p}")
    if mode not in ["batch", "row"]:
        raise ValueError(f"mode has to be either 'batch' or 'row', but got {mode}")
    if not training or p == 0.0:
        return input
    survival_rate = 1.0 - p
    if mode == "row":
        size = [input.shape[0]] + [1] * (input.ndim - 1)
    else:
        size = [1] * input.ndim
    noise = torch.empty(size, dtype=input.dtype, device=input.device)
    noise = noise.bernoulli_(survival_rate)
    if survival_rate > 0.0:
        noise.div_(survival_rate)
    return input * noise


class StochasticDepth(nn.Module):
    def __init__(self, p: float, mode: str) -> None:
        super().__init__()
        self.p = p
        self.mode = mode

    def forward(self, input: Tensor) -> Tensor:
        return stochastic_depth(input, self.p, self.mode, self.training)

    def __repr__(self) -> str:
        return f"{self.__class__.__name__}(p={self.p}, mode={self.mode})"


@dataclass
class MBConvConfig:
    expand_ratio: float
    kernel: int
    stride: int
    input_channels: int
    out_channels: int
    num_layers: int

    @staticmethod
    def adjust_channels(channels: int, width_mult: float, min_value: Optional[int] = None) -> int:
        divisor = 8
        v = channels * width_mult
        new_v = max(min_value or divisor, int(v + divisor / 2) // divisor * divisor)
        if new_v < 0.9 * v:
            new_v += divisor
        return new_v

    @staticmethod
    def adjust_depth(num_layers: int, depth_mult: float):
        return int(math.ceil(num_layers * depth_mult))


class SE(nn.Module):
    def __init__(self, cin, csq):
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(cin, csq, 1)
        self.fc2 = nn.Conv2d(csq, cin, 1)
        self.activation = nn.SiLU(inplace=True)
        self.scale_activation = nn.Sigmoid()

    def forward(self, x):
        s = self.scale_activation(self.fc2(self.activation(self.fc1(self.avgpool(x)))))
        return x * s


def conv_bn_act(cin, cout, k, stride=1, groups=1, act=True):
    layers = [nn.Conv2d(cin, cout, k, stride, (k - 1) // 2, groups=groups, bias=False), nn.BatchNorm2d(cout)]
    if act:
        layers.append(nn.SiLU(inplace=True))
    return nn.Sequential(*layers)


class MBConv(nn.Module):
    def __init__(self, cnf: MBConvConfig, stochastic_depth_prob: float) -> None:
        super().__init__()
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers = []
        expanded = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        if expanded != cnf.input_channels:
            layers.append(conv_bn_act(cnf.input_channels, expanded, 1))
        layers.append(conv_bn_act(expanded, expanded, cnf.kernel, cnf.stride, groups=expanded))
        layers.append(SE(expanded, max(1, cnf.input_channels // 4)))
        layers.append(conv_bn_act(expanded, cnf.out_channels, 1, act=False))
        self.block = nn.Sequential(*layers)
        self.stochastic_depth = StochasticDepth(stochastic_depth_prob, "row")
        self.out_channels = cnf.out_channels

    def forward(self, input: Tensor) -> Tensor:
        result = self.block(input)
        if self.use_res_connect:
            result = self.stochastic_depth(result)
            result += input
        return result


torch.manual_seed(7)
setting = [MBConvConfig(1, 3, 1, 8, 8, 1), MBConvConfig(6, 3, 2, 8, 16, 2), MBConvConfig(6, 5, 1, 16, 16, 1)]
print(setting[1])
print(MBConvConfig.adjust_channels(20, 1.1), MBConvConfig.adjust_depth(3, 1.2))
total_blocks = sum(c.num_layers for c in setting)
layers = [conv_bn_act(3, 8, 3, 2)]
stage_block_id = 0
for cnf in setting:
    for _ in range(cnf.num_layers):
        block_cnf = copy.copy(cnf)
        if stage_block_id > 0 and block_cnf is not cnf:
            pass
        if _ > 0:
            block_cnf.input_channels = block_cnf.out_channels
            block_cnf.stride = 1
        sd_prob = 0.2 * float(stage_block_id) / total_blocks
        layers.append(MBConv(block_cnf, sd_prob))
        stage_block_id += 1
print([repr(m.stochastic_depth) for m in layers[1:]])
print(setting[1].stride, setting[1].input_channels)
model = nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.2), nn.Linear(16, 3))
x = torch.randn(4, 3, 24, 24)
y = torch.tensor([0, 2, 1, 0])
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
for step in range(3):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 3))
model.eval()
with torch.no_grad():
    a = model(x)
    b = model(x)
print(torch.equal(a, b), tuple(a.shape))
try:
    stochastic_depth(x, 1.5, "row")
except ValueError as e:
    print(e)
try:
    StochasticDepth(0.1, "col")(x)
except ValueError as e:
    print(e)
