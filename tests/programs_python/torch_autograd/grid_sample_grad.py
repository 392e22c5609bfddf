import torch
import torch.nn.functional as F

torch.manual_seed(7)
x = torch.randn(2, 3, 5, 6, requires_grad=True)
grid = (torch.rand(2, 4, 3, 2) * 2.4 - 1.2).requires_grad_()
for mode in ("bilinear", "nearest"):
    for pad in ("zeros", "border"):
        for ac in (False, True):
            x.grad = None
            grid.grad = None
            out = F.grid_sample(x, grid, mode=mode, padding_mode=pad, align_corners=ac)
            w = torch.arange(out.numel(), dtype=torch.float).view(out.shape) / 10
            (out * w).sum().backward()
            print(mode, pad, ac, tuple(out.shape), round(out.sum().item(), 4),
                  round(x.grad.sum().item(), 4), round(x.grad.abs().sum().item(), 4),
                  round(grid.grad.abs().sum().item(), 3))

theta = torch.tensor([[[0.9, -0.2, 0.1], [0.15, 1.1, -0.05]]], requires_grad=True)
img = torch.arange(16.).view(1, 1, 4, 4)
g = F.affine_grid(theta, [1, 1, 4, 4], align_corners=False)
y = F.grid_sample(img, g, align_corners=False)
y.pow(2).mean().backward()
print(y.round(decimals=3))
print(theta.grad.round(decimals=3))

t2 = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]], requires_grad=True)
d = F.dropout2d(torch.ones(1, 4, 2, 2, requires_grad=True), p=0.0)
print(d.sum().item())
inp = torch.ones(3, 8, 2, 2, requires_grad=True)
out = F.dropout2d(inp, p=0.5, training=True)
out.sum().backward()
kept = (out.sum((2, 3)) != 0).float()
print(torch.equal(inp.grad.sum((2, 3)), kept * 8), inp.grad.unique().tolist())
inp3 = torch.ones(2, 4, 3, 2, 2, requires_grad=True)
o3 = F.dropout3d(inp3, p=0.25)
o3.sum().backward()
print(torch.equal(inp3.grad, o3.detach()))
