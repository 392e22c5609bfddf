import torch


@torch.jit.script
def shapes(x: torch.Tensor):
    a = x.view(4, 6)
    b = x.reshape(-1, 3)
    c = x.permute(2, 0, 1)
    d = x.movedim(0, -1)
    e = x.flatten(1)
    f = e.unflatten(1, (3, 4))
    g = x.transpose(0, 2).contiguous().view(-1)
    return a.shape, b.shape, c.shape, d.shape, e.shape, f.shape, g[:5], c.is_contiguous(), c.stride()


@torch.jit.script
def grow(v: torch.Tensor):
    return v.expand(3, -1), v.repeat(2, 2), v.tile((2,)), v.unsqueeze(1).expand(2, 4), torch.repeat_interleave(v, 2), v.repeat_interleave(torch.tensor([1, 0]))


@torch.jit.script
def windows(v: torch.Tensor):
    return v.unfold(0, 3, 2), v.view(2, 4).unfold(1, 2, 1).shape, torch.stack([v, v], 1).shape, v.chunk(3), v.split([3, 5]), v.tensor_split(3)


x = torch.arange(24).reshape(2, 3, 4)
print(shapes(x))
print(grow(torch.tensor([1, 2])))
print(windows(torch.arange(8)))
print(x.squeeze().shape, torch.zeros(1, 2, 1).squeeze(0).shape, torch.zeros(1, 2, 1).squeeze(-1).shape)
print(x.narrow(2, 1, 2), x.select(1, 0), x.unbind(0)[1].sum())
print(torch.flatten(torch.tensor(5)), torch.tensor(5).reshape(1, 1), x.view(-1, 12).T.shape)
print(x.swapaxes(0, 1).shape, x.mT.shape, torch.atleast_2d(torch.tensor(1.0)), torch.hstack([torch.ones(2), torch.zeros(1)]))
print(torch.vstack([torch.ones(2), torch.zeros(2)]), torch.dstack([torch.ones(2), torch.zeros(2)]).shape)
print(torch.movedim(x, (0, 1), (2, 0)).shape, x.unflatten(-1, (2, -1)).shape)
