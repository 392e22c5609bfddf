import torch


def r(t):
    return torch.round(t, decimals=4)


x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
print(torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), indexing="ij"), torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4]), indexing="xy"))
print(torch.broadcast_tensors(torch.tensor([1, 2]), torch.tensor([[0], [1]])), torch.broadcast_shapes((2, 1), (1, 3)), torch.broadcast_to(torch.tensor([1, 2]), (2, 2)))
print(r(torch.histc(x, 3)), torch.bucketize(x, torch.tensor([2.0, 4.0]), right=True), torch.clone(x).resize_(3, 2), torch.numel(x))
print(torch.flatten(x), torch.unsqueeze(x, 1).shape, torch.squeeze(torch.zeros(1, 2, 1), 0).shape, torch.t(x).is_contiguous(), torch.var(x, 1, keepdim=True))
print(torch.cumsum(x, 1).flip(1), torch.renorm(x, 2, 0, 5.0), r(torch.dist(x, x.flip(0))), r(torch.cov(x)), r(torch.corrcoef(x)))
print(torch.aminmax(x), torch.logdet(torch.eye(2) * 3), torch.vander(torch.tensor([1, 2, 3])), torch.vander(torch.tensor([1.0, 2.0]), N=3, increasing=True))
print(torch.flatten(torch.tensor(5)), torch.tensor(5).view(1), torch.tensor([[1]]).item(), torch.as_strided(torch.arange(6), (2, 2), (1, 2)))
print(torch.searchsorted(torch.tensor([[1, 3, 5], [2, 4, 6]]), torch.tensor([[3], [5]])), torch.isin(torch.tensor([1, 2, 3]), torch.tensor([2, 5])))
print(torch.std(x, dim=0, unbiased=True), torch.nan_to_num(torch.tensor([float("nan"), float("-inf")]), neginf=-1.0), torch.sgn(torch.tensor([-2.0, 0.0])))
print(torch.rot90(torch.arange(4).reshape(2, 2), -1), torch.roll(torch.arange(5), -7), torch.diagonal_scatter(torch.zeros(2, 2), torch.ones(2)) if hasattr(torch, "diagonal_scatter") else 0)
print(torch.select_scatter(torch.zeros(2, 2), torch.ones(2), 0, 0), torch.slice_scatter(torch.zeros(4), torch.ones(2), 0, 1, 3, 1))
print(torch.index_reduce(torch.ones(3), 0, torch.tensor([0, 0, 2]), torch.tensor([2.0, 3.0, 4.0]), "prod") if hasattr(torch, "index_reduce") else 0)
print(torch.logcumsumexp(torch.tensor([0.0, 1.0, 2.0]), 0), torch.cummin(torch.tensor([3, 1, 2]), 0), torch.nanmedian(torch.tensor([1.0, float("nan"), 3.0, 2.0])))
