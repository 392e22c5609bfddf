# LazyConv1d/2d/3d infer in_channels on the first call and become Conv1d/2d/3d.
import torch
import torch.nn as nn
torch.manual_seed(0)
for cls, shape in ((nn.LazyConv1d, (2, 3, 8)), (nn.LazyConv2d, (2, 3, 8, 8)), (nn.LazyConv3d, (1, 3, 4, 4, 4))):
    m = cls(4, 3, padding=1, bias=False)
    print(m, m.has_uninitialized_params())
    y = m(torch.randn(*shape))
    print(type(m).__name__, m.weight.shape, m.bias, y.shape)
m = nn.LazyConv2d(5, 2, stride=2)
m(torch.ones(1, 6, 4, 4))
print(m, m.bias.shape)
