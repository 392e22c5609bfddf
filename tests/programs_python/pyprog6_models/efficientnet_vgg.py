import copy
import math
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Dict, List, Optional, Sequence, Union, cast
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
        s = f"{self.__class__.__name__}(p={self.p}, mode={self.mode})"
        return s

@dataclass
class _MBConvConfig:
    expand_ratio: float
    kernel: int
    stride: int
    input_channels: int
    out_channels: int
    num_layers: int
    block: Callable[..., nn.Module]

    @staticmethod
    def adjust_channels(channels: int, width_mult: float, min_value: Optional[int] = None) -> int:
        new_v = max(min_value or 8, int(channels * width_mult + 4) // 8 * 8)
        if new_v < 0.9 * channels * width_mult:
            new_v += 8
        return new_v

class MBConvConfig(_MBConvConfig):
    def __init__(self, expand_ratio: float, kernel: int, stride: int, input_channels: int, out_channels: int,
                 num_layers: int, width_mult: float = 1.0, depth_mult: float = 1.0,
                 block: Optional[Callable[..., nn.Module]] = None) -> None:
        input_channels = self.adjust_channels(input_channels, width_mult)
        out_channels = self.adjust_channels(out_channels, width_mult)
        num_layers = self.adjust_depth(num_layers, depth_mult)
        if block is None:
            block = MBConv
        super().__init__(expand_ratio, kernel, stride, input_channels, out_channels, num_layers, block)

    @staticmethod
    def adjust_depth(num_layers: int, depth_mult: float):
        return int(math.ceil(num_layers * depth_mult))

class MBConv(nn.Module):
    def __init__(self, cnf: _MBConvConfig, stochastic_depth_prob: float, norm_layer: Callable[..., nn.Module]) -> None:
        super().__init__()
        if not (1 <= cnf.stride <= 2):
            raise ValueError("illegal stride value")
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers: List[nn.Module] = []
        activation_layer = nn.SiLU
        expanded_channels = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        if expanded_channels != cnf.input_channels:
            layers.append(nn.Sequential(nn.Conv2d(cnf.input_channels, expanded_channels, 1, bias=False),
                                        norm_layer(expanded_channels), activation_layer(inplace=True)))
        layers.append(nn.Sequential(
            nn.Conv2d(expanded_channels, expanded_channels, cnf.kernel, cnf.stride, (cnf.kernel - 1) // 2,
                      groups=expanded_channels, bias=False),
            norm_layer(expanded_channels), activation_layer(inplace=True)))
        layers.append(nn.Sequential(nn.Conv2d(expanded_channels, cnf.out_channels, 1, bias=False),
                                    norm_layer(cnf.out_channels)))
        self.block = nn.Sequential(*layers)
        self.stochastic_depth = StochasticDepth(stochastic_depth_prob, "row")
        self.out_channels = cnf.out_channels

    def forward(self, input: Tensor) -> Tensor:
        result = self.block(input)
        if self.use_res_connect:
            result = self.stochastic_depth(result)
            result += input
        return result

def build_stages(settings: Sequence[MBConvConfig], stochastic_depth_prob: float = 0.2):
    layers: List[nn.Module] = []
    norm_layer = partial(nn.BatchNorm2d, eps=1e-3)
    total_stage_blocks = sum(cnf.num_layers for cnf in settings)
    stage_block_id = 0
    for cnf in settings:
        stage: List[nn.Module] = []
        for _ in range(cnf.num_layers):
            block_cnf = copy.copy(cnf)
            if stage:
                block_cnf.input_channels = block_cnf.out_channels
                block_cnf.stride = 1
            sd_prob = stochastic_depth_prob * float(stage_block_id) / total_stage_blocks
            stage.append(block_cnf.block(block_cnf, sd_prob, norm_layer))
            stage_block_id += 1
        layers.append(nn.Sequential(*stage))
    return nn.Sequential(*layers)

bneck_conf = partial(MBConvConfig, width_mult=0.5, depth_mult=1.2)
settings = [bneck_conf(1, 3, 1, 32, 16, 1), bneck_conf(6, 3, 2, 16, 24, 2), bneck_conf(6, 5, 1, 24, 24, 2)]
print(settings[1])
print(settings[0] == copy.copy(settings[0]), settings[0] is copy.copy(settings[0]))
torch.manual_seed(0)
stages = build_stages(settings)
print(stages[2])
x = torch.randn(2, 16, 16, 16)
stages.eval()
with torch.no_grad():
    y = stages(x)
print(y.shape, round(y.abs().mean().item(), 4))
stages.train()
torch.manual_seed(5)
y2 = stages(x)
print(y2.shape, round(y2.abs().mean().item(), 3))
t = torch.ones(6, 2)
torch.manual_seed(1)
print(stochastic_depth(t, 0.5, "row").flatten().tolist())
print(stochastic_depth(t, 0.5, "batch", training=False).sum().item())
for bad in [(1.5, "row"), (0.1, "col")]:
    try:
        stochastic_depth(t, *bad)
    except ValueError as e:
        print(e)

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
        return self.classifier(x)

for name, bn in [("A", False), ("B", True)]:
    torch.manual_seed(0)
    model = VGG(make_layers(cfgs[name], batch_norm=bn)).eval()
    with torch.no_grad():
        out = model(torch.randn(1, 3, 32, 32))
    print(name, bn, len(model.features), out.shape, round(out.abs().sum().item(), 5))
print(VGG(make_layers(cfgs["A"])).features)
