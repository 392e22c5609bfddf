# Attention-style einsum and the indexing tricks users reach for: gather, scatter, masks, topk.
import torch

q = torch.arange(24.0).reshape(2, 3, 4) / 10
k = torch.arange(24.0).flip(0).reshape(2, 3, 4) / 10
scores = torch.einsum("bqd,bkd->bqk", q, k)
print(torch.round(scores, decimals=3))
print(torch.einsum("ii->", torch.eye(3) * 2), torch.einsum("i,j->ij", torch.tensor([1, 2]), torch.tensor([3, 4, 5])))
print(torch.einsum("bij->bji", q).shape, torch.einsum("...d,d->...", q, torch.ones(4)).shape)

mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
masked = scores.masked_fill(mask, float("-inf"))
attn = torch.softmax(masked, dim=-1)
print(torch.round(attn[0], decimals=4))

x = torch.tensor([[10, 20, 30], [40, 50, 60]])
idx = torch.tensor([[2, 0], [1, 1]])
print(torch.gather(x, 1, idx))
print(x[[0, 1, 1], [2, 0, 1]], x[:, [True, False, True]], x[x > 25])
out = torch.zeros(2, 5, dtype=torch.long).scatter_(1, torch.tensor([[0, 4], [2, 2]]), torch.tensor([[1, 2], [3, 4]]))
print(out)
print(torch.zeros(5).scatter_add_(0, torch.tensor([0, 1, 1, 4]), torch.tensor([1.0, 2.0, 3.0, 4.0])))
print(torch.zeros(4).index_add_(0, torch.tensor([0, 0, 3]), torch.tensor([1.0, 1.0, 5.0])))
vals, inds = torch.topk(torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0, 9.0]), 3)
print(vals, inds)
print(torch.where(x > 30, x, torch.zeros_like(x)), torch.nonzero(x % 20 == 0))
y = torch.arange(12).reshape(3, 4)
y[y % 3 == 0] = -1
y[:, 1] += 100
print(y, y[..., None].shape, y[None, :, ::2].shape, y[-1, -2:])
print(torch.index_select(y, 1, torch.tensor([3, 0])), y.unbind(0)[1])
print(torch.take(y, torch.tensor([0, 5, 11])), torch.argsort(torch.tensor([3, 1, 2]), descending=True))
onehot = torch.nn.functional.one_hot(torch.tensor([0, 2, 1]), num_classes=4)
print(onehot, onehot.argmax(1))
