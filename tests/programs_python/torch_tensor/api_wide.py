import torch
import math
torch.manual_seed(0)
x = torch.randn(3, 4)
tests = [
    lambda: x.abs().sum(1), lambda: x.argsort(dim=1), lambda: x.cumsum(0), lambda: x.prod(), lambda: x.norm(),
    lambda: x.masked_select(x > 0), lambda: x.gather(1, torch.tensor([[0], [1], [2]])), lambda: x.flip(0),
    lambda: x.roll(1, 1), lambda: x.diag() if x.dim() == 1 else torch.diag(x), lambda: x.tril(), lambda: x.triu(1),
    lambda: x.unique(), lambda: torch.sort(x, dim=0).values, lambda: x.kthvalue(2, 1), lambda: x.median(),
    lambda: x.logsumexp(1), lambda: x.std(dim=1, unbiased=False), lambda: x.var(1, keepdim=True),
    lambda: x.all(), lambda: x.any(dim=0), lambda: x.isnan().sum(), lambda: x.sign(), lambda: x.ceil(),
    lambda: x.round(decimals=1), lambda: x.lerp(torch.zeros(3, 4), 0.5), lambda: torch.einsum("ij,kj->ik", x, x),
    lambda: torch.outer(x[0], x[1]), lambda: x.new_ones(2), lambda: torch.allclose(x, x + 1e-9),
    lambda: x.bmm(x.unsqueeze(0).transpose(1, 2)) if False else torch.bmm(x.unsqueeze(0), x.t().unsqueeze(0)),
    lambda: x.split([1, 3], dim=1), lambda: x.narrow(1, 1, 2), lambda: x.index_select(0, torch.tensor([0, 2])),
    lambda: x.scatter(1, torch.tensor([[0], [1], [2]]), 1.0), lambda: x.fill_diagonal_(0) if False else x.clone().fill_(2),
    lambda: x.zero_() if False else x.clone().zero_(), lambda: x.t().contiguous().is_contiguous(),
    lambda: x.numel(), lambda: x.element_size(), lambda: x.nelement(), lambda: x.half().dtype,
    lambda: torch.tensor([1, 2, 3]).float().mean(), lambda: torch.tensor([[1, 2], [3, 4]]).sum(dim=(0, 1)),
    lambda: x.min(dim=1).indices, lambda: x.max(1, keepdim=True)[0], lambda: torch.argmax(x), lambda: x.topk(2).indices,
    lambda: torch.linspace(0, 1, steps=3), lambda: torch.logspace(0, 2, 3), lambda: torch.eye(2, 3),
    lambda: torch.full_like(x, 7).sum(), lambda: torch.meshgrid(torch.arange(2), torch.arange(3), indexing="ij")[0],
    lambda: torch.tensor(2) ** torch.tensor([1, 2]), lambda: x.clamp_min(0).sum(), lambda: torch.atan2(x, x + 1)[0],
    lambda: x.sqrt().isnan().any(), lambda: torch.chunk(x, 2)[1], lambda: x.view(-1, 2).shape, lambda: x.unfold(1, 2, 2).shape,
    lambda: torch.repeat_interleave(torch.tensor([1, 2]), 2), lambda: x.tolist()[0][0] == x[0, 0].item(),
    lambda: torch.tensor([3, 1, 2]).sort(descending=True), lambda: x.size()[1:], lambda: torch.tensor(5).dim(),
    lambda: x.sum(-1, keepdim=True).shape, lambda: math.isclose(x.sum().item(), float(x.sum())),
    lambda: torch.tensor([1.5]).int(), lambda: torch.tensor([1, 2]) / 2, lambda: torch.tensor([1, 2]) // 2,
    lambda: torch.tensor([True, False]) & torch.tensor([True, True]), lambda: ~torch.tensor([True, False]),
    lambda: torch.tensor([1, 2]).to(torch.float16), lambda: x.dtype == torch.float32, lambda: x.is_floating_point(),
    lambda: torch.cumprod(torch.tensor([1, 2, 3]), 0), lambda: torch.diff(torch.tensor([1, 4, 9])),
    lambda: torch.bucketize(torch.tensor([0.5, 2.5]), torch.tensor([1.0, 2.0])),
    lambda: torch.cross(torch.eye(3), torch.ones(3, 3), dim=1), lambda: torch.trace(torch.eye(3)),
    lambda: torch.tensor(3.0).exp(),
    lambda: x[x[:, 0] > 0].shape, lambda: x[[0, 1], [1, 2]], lambda: x[:, [0, 3]].shape, lambda: x[1:, ...][..., :2].shape,
    lambda: torch.tensor([[1, 2], [3, 4]])[torch.tensor([True, False])],
]
for i, t in enumerate(tests):
    try:
        print(i, t())
    except Exception as e:
        print(i, type(e).__name__, str(e).split("\n")[0][:100])
