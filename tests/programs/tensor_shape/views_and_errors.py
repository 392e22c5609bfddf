import torch

x = torch.arange(24).reshape(2, 3, 4)
print(x.movedim(0, -1).shape, x.movedim((0, 1), (2, 0)).shape, torch.moveaxis(x, 2, 0).stride())
print(x.flatten(1), x.flatten(0, 1).shape, x.unflatten(2, (2, 2)).shape, x.unflatten(-1, (-1, 1)).shape)
print(x.view(-1, 4).shape, x.view(torch.int32).shape, x.float().view(torch.int32)[0, 0, :2])
print(x.transpose(0, 2).is_contiguous(), x.transpose(0, 2).contiguous().stride(), x.permute(2, 0, 1).stride())
print(x.unfold(2, 2, 1).shape, torch.arange(8).unfold(0, 3, 2))
print(torch.as_strided(torch.arange(9), (2, 2), (3, 1), 1), torch.arange(10).as_strided((3,), (3,)))
print(x.narrow(2, 1, 2).stride(), x.select(1, 2), x.squeeze().shape, torch.zeros(1, 3, 1).squeeze(0).shape, x.unsqueeze(-1).shape)
print(x.expand(2, 2, 3, 4).stride(), torch.tensor([1, 2]).expand(3, -1), x[:, :1].expand_as(x).shape)
print(x.repeat(1, 2, 1).shape, torch.tensor([1, 2]).repeat(2, 2), torch.tensor([1, 2]).repeat_interleave(torch.tensor([1, 3])))
print(torch.repeat_interleave(torch.tensor([[1, 2], [3, 4]]), 2, dim=0), torch.tensor([[1, 2], [3, 4]]).repeat_interleave(2))
print(torch.tile(torch.tensor([1, 2]), (2,)), x.tile((2,)).shape, len(x.chunk(3, 2)), [t.shape for t in x.split([1, 3], 2)])
print(x.tensor_split(3, dim=2)[1].shape, [t.tolist() for t in torch.arange(7).tensor_split([2, 5])], torch.arange(8).hsplit(2))
print(torch.vsplit(torch.arange(16).reshape(4, 4), [1])[1].shape, torch.dsplit(x, 2)[0].shape)
print(torch.hstack([torch.ones(2), torch.zeros(3)]), torch.vstack([torch.ones(2), torch.zeros(2)]), torch.dstack([torch.ones(2), torch.zeros(2)]).shape)
print(torch.column_stack([torch.tensor([1, 2]), torch.tensor([[3, 4], [5, 6]])]), torch.row_stack([torch.tensor([1, 2])]).shape)
print(torch.atleast_2d(torch.tensor(1.0)), torch.atleast_3d(torch.ones(2)).shape, torch.atleast_1d(torch.tensor(3)))
print(torch.flip(x, [0, 2])[0, 0], torch.fliplr(torch.arange(4).reshape(2, 2)), torch.roll(torch.arange(5), 2), torch.roll(x, (1, -1), (0, 2))[0, 0])
print(torch.rot90(torch.arange(4).reshape(2, 2), 1, [0, 1]), torch.rot90(torch.arange(4).reshape(2, 2), -1))
print(torch.tril(torch.ones(3, 3), -1), torch.triu(torch.arange(9).reshape(3, 3), 1), torch.tril_indices(3, 3), torch.triu_indices(2, 3, 1))
print(torch.diag(torch.tensor([1, 2])), torch.diag(torch.arange(9).reshape(3, 3), 1), torch.diag_embed(torch.tensor([[1, 2]])).shape, torch.diagflat(torch.tensor([[1, 2]])))
print(torch.diagonal(x, 0, 1, 2), x.diagonal(offset=1, dim1=0, dim2=2))
a, b = torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), indexing="ij")
print(a, b)
a, b = torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), indexing="xy")
print(a.shape, b)
print(torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4])), torch.combinations(torch.tensor([1, 2, 3])), torch.combinations(torch.tensor([1, 2]), 2, True))
y = torch.zeros(3, 4)
v = y[1:, ::2]
v += 1
y.t()[0].fill_(7)
y.diagonal().mul_(3)
print(y, v.stride(), v.storage_offset(), v.is_contiguous())
z = torch.arange(6.0)
z.view(2, 3)[:, 1] = -1
z.unsqueeze(0).squeeze_(0).add_(1)
print(z, z.reshape(3, 2).data_ptr() == z.data_ptr())
for bad in [lambda: x.view(-1, 5), lambda: x.unflatten(1, (2, 2)), lambda: x.movedim(0, 3), lambda: torch.arange(4).unfold(0, 5, 1),
            lambda: x.flatten(2, 1), lambda: x.expand(3, 3, 4), lambda: torch.zeros(2, 3).view(3, -1, 0)]:
    try:
        bad()
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
