import torch
import torch.nn as nn

torch.manual_seed(4)

def channel_shuffle(x, groups):
    batchsize, num_channels, height, width = x.size()
    channels_per_group = num_channels // groups
    x = x.view(batchsize, groups, channels_per_group, height, width)
    x = torch.transpose(x, 1, 2).contiguous()
    x = x.view(batchsize, -1, height, width)
    return x

class InvertedResidual(nn.Module):
    def __init__(self, inp, oup, stride):
        super().__init__()
        if not (1 <= stride <= 3):
            raise ValueError("illegal stride value")
        self.stride = stride
        branch_features = oup // 2
        if (self.stride == 1) and (inp != branch_features << 1):
            raise ValueError(
                f"Invalid combination of stride {stride}, inp {inp} and oup {oup} values. If stride == 1 then inp should be equal to oup // 2 << 1.")
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
            nn.Conv2d(inp if (self.stride > 1) else branch_features, branch_features, 1, 1, 0, bias=False),
            nn.BatchNorm2d(branch_features),
            nn.ReLU(inplace=True),
            self.depthwise_conv(branch_features, branch_features, kernel_size=3, stride=self.stride, padding=1),
            nn.BatchNorm2d(branch_features),
            nn.Conv2d(branch_features, branch_features, 1, 1, 0, bias=False),
            nn.BatchNorm2d(branch_features),
            nn.ReLU(inplace=True),
        )

    @staticmethod
    def depthwise_conv(i, o, kernel_size, stride=1, padding=0, bias=False):
        return nn.Conv2d(i, o, kernel_size, stride, padding, bias=bias, groups=i)

    def forward(self, x):
        if self.stride == 1:
            x1, x2 = x.chunk(2, dim=1)
            out = torch.cat((x1, self.branch2(x2)), dim=1)
        else:
            out = torch.cat((self.branch1(x), self.branch2(x)), dim=1)
        out = channel_shuffle(out, 2)
        return out

x = torch.arange(8.).view(1, 8, 1, 1)
print(channel_shuffle(x, 2).flatten().tolist())
print(channel_shuffle(x, 4).flatten().tolist())
stages = []
input_channels = 4
for name, repeats, output_channels in zip(["stage2", "stage3"], [2, 2], [8, 16]):
    seq = [InvertedResidual(input_channels, output_channels, 2)]
    for i in range(repeats - 1):
        seq.append(InvertedResidual(output_channels, output_channels, 1))
    stages.append((name, nn.Sequential(*seq)))
    input_channels = output_channels
model = nn.Sequential(nn.Conv2d(3, 4, 3, 2, 1, bias=False), *[s for _, s in stages])
print(len(model), len(model[1]), isinstance(model[1][1].branch1, nn.Sequential), len(model[1][1].branch1))
model.eval()
y = model(torch.randn(2, 3, 16, 16))
print(y.shape, round(y.std().item(), 4))
try:
    InvertedResidual(4, 10, 1)
except ValueError as e:
    print(e)
try:
    InvertedResidual(4, 8, 4)
except ValueError as e:
    print(e)
print(model[1][0].branch2[3])
print(sum(p.numel() for p in model.parameters()))
names = [n for n, _ in model.named_children()]
print(names)
