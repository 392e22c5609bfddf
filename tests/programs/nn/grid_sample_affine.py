import torch
import torch.nn.functional as F
img = torch.arange(24).float().reshape(1, 2, 3, 4)
theta = torch.tensor([[[0.8, -0.3, 0.1], [0.2, 0.9, -0.2]]])
grid = F.affine_grid(theta, [1, 2, 3, 5], align_corners=False)
print(grid)
print(F.grid_sample(img, grid, align_corners=False))
print(F.grid_sample(img, grid * 1.7, mode="nearest", padding_mode="border", align_corners=False))
print(F.grid_sample(img, grid * 2.3, padding_mode="reflection", align_corners=True))
print(F.grid_sample(img, grid * 2.3, padding_mode="reflection", align_corners=False))
print(F.affine_grid(theta, [1, 1, 2, 2], align_corners=True))
print(F.pdist(torch.tensor([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0]])))


@torch.jit.script
def warp(x: torch.Tensor, t: torch.Tensor):
    g = F.affine_grid(t, [1, 2, 4, 4], align_corners=False)
    return F.grid_sample(x, g, mode="bilinear", padding_mode="zeros", align_corners=False)


print(warp(img, theta))
