# Traced convolutions (recorded as aten::_convolution) run backward with
# ConvolutionBackward1 and the gradients of the convolution they stand for.
import torch, torch.nn as nn
torch.manual_seed(0)
for m, x in [(nn.Conv1d(2, 3, 3, stride=2, padding=1), torch.randn(2, 2, 9)), (nn.Conv2d(2, 3, 3, groups=1, dilation=2), torch.randn(1, 2, 8, 8)),
             (nn.Conv3d(1, 2, 2), torch.randn(1, 1, 4, 4, 4))]:
    t = torch.jit.trace(m, x)
    y = t(x.requires_grad_())
    print(y.grad_fn.name())
    y.sum().backward()
    print(x.grad.sum().round(decimals=3).item(), m.weight.grad.sum().round(decimals=3).item(), m.bias.grad.sum().item())
