import torch
import torch.nn.functional as F


x = torch.arange(12.0).reshape(1, 1, 3, 4)
theta = torch.tensor([[[0.8, -0.2, 0.1], [0.3, 0.9, -0.1]]])
for ac in [False, True]:
    grid = F.affine_grid(theta, [1, 1, 3, 4], align_corners=ac)
    print(torch.round(grid, decimals=4))
    for mode in ["bilinear", "nearest", "bicubic"]:
        for pm in ["zeros", "border", "reflection"]:
            out = F.grid_sample(x, grid, mode=mode, padding_mode=pm, align_corners=ac)
            print(mode, pm, torch.round(out, decimals=3))
g = torch.tensor([[[[-1.5, -1.0], [0.0, 0.0], [1.2, 0.7]]]])
print(torch.round(F.grid_sample(x, g, align_corners=False), decimals=4))


@torch.jit.script
def oh(t: torch.Tensor):
    return F.one_hot(t), F.one_hot(t, 6), F.one_hot(t.view(2, 2), 4).shape


print(oh(torch.tensor([0, 3, 1, 2])))
try:
    F.one_hot(torch.tensor([1, 5]), 3)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    F.one_hot(torch.tensor([-1]))
except RuntimeError as e:
    print("RuntimeError:", e)
