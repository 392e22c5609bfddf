# SqueezeNet Fire modules and ShuffleNetV2 units with channel shuffle.
import torch
import torch.nn as nn
from torch import Tensor


class Fire(nn.Module):
    def __init__(self, inplanes: int, squeeze_planes: int, expand1x1_planes: int, expand3x3_planes: int) -> None:
        super().__init__()
        self.inplanes = inplanes
        self.squeeze = nn.Conv2d(inplanes, squeeze_planes, kernel_size=1)
        self.squeeze_activation = nn.ReLU(inplace=True)
        self.expand1x1 = nn.Conv2d(squeeze_planes, expand1x1_planes, kernel_size=1)
        self.expand1x1_activation = nn.ReLU(inplace=True)
        self.expand3x3 = nn.Conv2d(squeeze_planes, expand3x3_planes, kernel_size=3, padding=1)
        self.expand3x3_activation = nn.ReLU(inplace=True)

    def forward(self, x: Tensor) -> Tensor:
        x = self.squeeze_activation(self.squeeze(x))
        return torch.cat([self.expand1x1_activation(self.expand1x1(x)),
                          self.expand3x3_activation(self.expand3x3(x))], 1)


def channel_shuffle(x: Tensor, groups: int) -> Tensor:
    batchsize, num_channels, height, width = x.size()
    channels_per_group = num_channels // groups
    x = x.view(batchsize, groups, channels_per_group, height, width)
    x = torch.transpose(x, 1, 2).contiguous()
    x = x.view(batchsize, -1, height, width)
    return x


class InvertedResidual(nn.Module):
    def __init__(self, inp: int, oup: int, stride: int) -> None:
        super().__init__()
        if not (1 <= stride <= 3):
            raise ValueError("illegal stride value")
        self.stride = stride
        branch_features = oup // 2
        if (self.stride == 1) and (inp != branch_features << 1):
            raise ValueError(f"Invalid combination of stride {stride}, inp {inp} and oup {oup} values.")
        if self.stride > 1:
            self.branch1 = nn.Sequential(
                self.depthwise_conv(inp, inp, kernel_size=3, stride=self.stride, padding=1),
                nn.BatchNorm2d(inp),
                nn.Conv2d(inp, branch_features, kernel_size=1, stride=1, padding=0, bias=False),
                nn.BatchNorm2d(branch_features),
                nn.ReLU(inplace=True),
            )
        else:
            self.branch1 = nn.Sequential()
        self.branch2 = nn.Sequential(
            nn.Conv2d(inp if (self.stride > 1) else branch_features, branch_features, kernel_size=1, bias=False),
            nn.BatchNorm2d(branch_features),
            nn.ReLU(inplace=True),
            self.depthwise_conv(branch_features, branch_features, kernel_size=3, stride=self.stride, padding=1),
            nn.BatchNorm2d(branch_features),
            nn.Conv2d(branch_features, branch_features, kernel_size=1, bias=False),
            nn.BatchNorm2d(branch_features),
            nn.ReLU(inplace=True),
        )

    @staticmethod
    def depthwise_conv(i, o, kernel_size, stride=1, padding=0, bias=False):
        return nn.Conv2d(i, o, kernel_size, stride, padding, bias=bias, groups=i)

    def forward(self, x: Tensor) -> Tensor:
        if self.stride == 1:
            x1, x2 = x.chunk(2, dim=1)
            out = torch.cat((x1, self.branch2(x2)), dim=1)
        else:
            out = torch.cat((self.branch1(x), self.branch2(x)), dim=1)
        out = channel_shuffle(out, 2)
        return out


x = torch.arange(2 * 6 * 1 * 1, dtype=torch.float32).view(2, 6, 1, 1)
print(channel_shuffle(x, 2).flatten(1).tolist())
print(channel_shuffle(x, 3).flatten(1).tolist())

torch.manual_seed(3)
fire = Fire(8, 4, 6, 6)
print(fire)
y = fire(torch.randn(2, 8, 5, 5))
print(tuple(y.shape), bool((y >= 0).all()))

try:
    InvertedResidual(8, 10, 1)
except ValueError as e:
    print("ValueError:", e)
try:
    InvertedResidual(8, 8, 4)
except ValueError as e:
    print("ValueError:", e)

stage = nn.Sequential(InvertedResidual(8, 16, 2), InvertedResidual(16, 16, 1), InvertedResidual(16, 16, 1))
print(len(stage[1].branch1), len(stage[0].branch1))
net = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1, bias=False), nn.BatchNorm2d(8), nn.ReLU(inplace=True),
                    stage, Fire(16, 4, 8, 8), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 4))
inp = torch.randn(6, 3, 16, 16)
tgt = torch.randint(0, 4, (6,))
opt = torch.optim.RMSprop(net.parameters(), lr=1e-3)
for i in range(3):
    opt.zero_grad()
    loss = nn.CrossEntropyLoss(label_smoothing=0.1)(net(inp), tgt)
    loss.backward()
    opt.step()
    print(i, f"{loss.item():.4f}")
print(sum(p.numel() for p in net.parameters() if p.dim() == 4))
