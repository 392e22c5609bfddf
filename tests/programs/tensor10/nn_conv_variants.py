import torch
import torch.nn as nn
import torch.nn.functional as F


class Convs(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(4, 6, 3, stride=2, padding=1, groups=2)
        self.c2 = nn.Conv1d(4, 2, 3, dilation=2, padding="same", padding_mode="reflect")
        self.c3 = nn.Conv2d(2, 4, (3, 2), padding=(1, 0), padding_mode="circular", bias=False)
        self.c4 = nn.Conv2d(2, 2, 3, groups=2, dilation=(2, 1), padding="valid")
        self.c5 = nn.Conv2d(2, 3, 2, stride=(2, 1), padding=1, padding_mode="replicate")

    def forward(self, x1: torch.Tensor, x2: torch.Tensor):
        return self.c1(x1), self.c2(x1), self.c3(x2), self.c4(x2), self.c5(x2)


torch.manual_seed(0)
m = Convs()
s = torch.jit.script(m)
x1 = torch.randn(2, 4, 9)
x2 = torch.randn(1, 2, 6, 5)
with torch.no_grad():
    for t in s(x1, x2):
        print(t.shape, round(t.sum().item(), 3), round(t.abs().mean().item(), 4))
    print(torch.allclose(s(x1, x2)[2], m(x1, x2)[2], atol=1e-5))
w = torch.arange(12.0).reshape(2, 2, 3)
x = torch.arange(10.0).reshape(1, 2, 5)
print(F.conv1d(x, w), F.conv1d(x, w, padding=2, stride=2), F.conv1d(x, w[:, :1], groups=2, dilation=2))
print(F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2), padding="same"))
print(F.conv_transpose1d(torch.ones(1, 1, 3), torch.ones(1, 2, 2), stride=2, output_padding=1))
print(s.c1.weight.shape, s.c2.padding, s.c3.padding_mode, s.c4.dilation, s.c5.stride)
