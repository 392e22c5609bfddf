# roi_pool: rounded box corners, bins with floor/ceil edges, empty bins, list-of-boxes input.
import torch
from torchvision.ops import roi_pool, RoIPool

torch.manual_seed(0)
x = torch.randn(2, 3, 8, 8)
rois = torch.tensor([[0, 0.0, 0.0, 7.0, 7.0], [1, 1.5, 2.5, 5.4, 6.6], [0, 6.0, 6.0, 20.0, 20.0],
                     [1, -3.0, -3.0, 1.0, 1.0], [0, 2.0, 2.0, 2.0, 2.0]])
print(roi_pool(x, rois, (2, 2)))
print(roi_pool(x, rois, 3, spatial_scale=0.5).sum((2, 3)))
print(roi_pool(x, [torch.tensor([[0.0, 0.0, 3.0, 3.0]]), torch.tensor([[4.0, 4.0, 7.0, 7.0]])], 1))
print(RoIPool((7, 7), 0.25))
