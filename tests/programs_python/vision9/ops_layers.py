# roi_align, sigmoid_focal_loss, FrozenBatchNorm2d, StochasticDepth, Conv2dNormActivation.
import torch
from torchvision.ops import roi_align, RoIAlign, sigmoid_focal_loss, FrozenBatchNorm2d, StochasticDepth
from torchvision.ops import Conv2dNormActivation, stochastic_depth

x = torch.arange(2 * 2 * 6 * 6, dtype=torch.float32).reshape(2, 2, 6, 6) / 7
rois = torch.tensor([[0, 0.5, 0.5, 4.2, 3.7], [1, 1.0, 0.0, 5.5, 5.5], [0, -2.0, -1.0, 8.0, 9.0]])
print(roi_align(x, rois, output_size=(2, 2)))
print(roi_align(x, rois, 3, spatial_scale=0.5, sampling_ratio=2, aligned=True))
print(roi_align(x, [torch.tensor([[0.5, 0.5, 4.2, 3.7]]), torch.tensor([[1.0, 0.0, 5.5, 5.5]])], (1, 2)))
print(RoIAlign((2, 2), 1.0, -1))
logits = torch.tensor([[0.5, -1.0, 2.0], [0.0, 3.0, -2.0]])
targets = torch.tensor([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]])
print(sigmoid_focal_loss(logits, targets))
print(round(sigmoid_focal_loss(logits, targets, reduction="mean").item(), 6))
print(round(sigmoid_focal_loss(logits, targets, alpha=-1, gamma=1, reduction="sum").item(), 6))
f = FrozenBatchNorm2d(3)
print(f, list(dict(f.named_buffers()).keys()), len(list(f.parameters())))
f.running_mean.fill_(0.5)
print(f(torch.ones(1, 3, 1, 1)).flatten())
torch.manual_seed(0)
sd = StochasticDepth(0.5, "row")
print(sd)
print(sd(torch.ones(4, 2)))
sd.eval()
print(sd(torch.ones(2, 2)))
print(stochastic_depth(torch.ones(3, 1), 0.5, "batch"))
c = Conv2dNormActivation(3, 8, kernel_size=3, stride=2)
print(c, c.out_channels)
