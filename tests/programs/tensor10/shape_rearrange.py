import torch


@torch.jit.script
def rearr(x: torch.Tensor):
    return [x.narrow(1, 1, 2), x.movedim(0, -1).shape, torch.movedim(x, (0, 1), (2, 0)).shape,
            x.flatten().shape, x.flatten(1).shape, x.flatten(0, 1).shape, x.unflatten(2, (2, 2)).shape,
            x.permute(2, 0, 1).shape, x.swapaxes(0, 2).shape, x.squeeze().shape, x[:, :1].squeeze(1).shape,
            x.unsqueeze(-1).shape, x.reshape(-1, 4).shape, x.view(3, -1).shape, x.mT.shape]


@torch.jit.script
def rep(x: torch.Tensor):
    return [x.repeat_interleave(2), x.repeat_interleave(torch.tensor([1, 0, 2]), dim=0),
            torch.repeat_interleave(torch.tensor([2, 1, 3])), x.repeat(2), x.repeat(2, 1, 2).shape,
            x.roll(1), x.roll(-1, 0), torch.roll(x.reshape(1, 3), (1, 1), (0, 1)), x.flip(0), x.expand(2, 3),
            torch.tile(x, (2,)), x.fliplr() if x.dim() == 2 else x.flipud()]


x = torch.arange(24).reshape(2, 3, 4)
for t in rearr(x):
    print(t)
for t in rep(torch.tensor([5, 6, 7])):
    print(t)
m = torch.arange(12).reshape(3, 4)
print(m.roll(1, 1), m.roll((1, -1), (0, 1)), m.flip(0, 1), m.rot90(), m.rot90(2, (0, 1)), m.fliplr(), m.flipud())
print(m.repeat_interleave(2, dim=1), m.T, m.t().flatten())
print(torch.atleast_2d(torch.tensor(3)), torch.atleast_3d(torch.tensor([1, 2])).shape, torch.ravel(m.t()))
