import torch
import torch.nn.functional as F


@torch.jit.script
def pool_nan(x: torch.Tensor):
    return F.max_pool2d_with_indices(x, 3, 1, 1)


nan = float("nan")
x = torch.tensor([[[[1.0, nan, 3.0, nan], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0],
                    [13.0, -float("inf"), 15.0, nan]]]])
v, i = pool_nan(x)
print(v)
print(i)
v, i = F.max_pool2d_with_indices(torch.full((1, 1, 3, 3), -float("inf")), 3, 1, 1)
print(v, i)
# Ties in integer-valued data: the first maximum in row-major order wins.
t = (torch.arange(48.0).reshape(1, 3, 4, 4) * 7 % 5).floor()
print(F.max_pool2d_with_indices(t, 3, 2, 1, ceil_mode=True)[1])
print(F.max_pool2d_with_indices(t, 2, 1, 0, dilation=2)[1])


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(8, 16, 3, 1, 1)
        self.point = torch.nn.Conv2d(16, 8, 1)
        self.bn = torch.nn.BatchNorm2d(8)

    def forward(self, x):
        return self.bn(self.point(F.relu(self.conv(x))))


torch.manual_seed(0)
m = torch.jit.script(Net().eval())
# A 150x150 image makes the 3x3 convolution's patch matrix large enough to
# be processed in row slices.
img = (torch.arange(8 * 150 * 150, dtype=torch.float32).reshape(1, 8, 150, 150) % 13) / 13.0 - 0.5
y = m(img).detach()
print(y.shape, y[0, :, 70, 70])
print(y[0, ::3, ::37, ::37])
