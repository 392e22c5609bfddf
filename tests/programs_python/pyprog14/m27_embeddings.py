import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
emb = nn.Embedding(6, 3, padding_idx=0)
print(emb.weight[0])
idx = torch.tensor([[0, 2, 5], [1, 0, 2]])
out = emb(idx)
out.sum().backward()
print(emb.weight.grad[0], emb.weight.grad[2])
e2 = nn.Embedding(4, 2, max_norm=1.0)
with torch.no_grad():
    e2.weight.mul_(10)
v = e2(torch.tensor([1, 3]))
print(torch.round(v.norm(dim=1), decimals=4), torch.round(e2.weight.norm(dim=1), decimals=2)[[1, 3]].tolist())
bag = nn.EmbeddingBag(6, 2, mode="sum")
with torch.no_grad():
    bag.weight.copy_(torch.arange(12.0).view(6, 2))
inp = torch.tensor([1, 2, 4, 5, 4, 3, 2])
offsets = torch.tensor([0, 2, 5])
print(bag(inp, offsets))
bag.mode = "mean"
print(bag(inp, offsets))
print(nn.EmbeddingBag.from_pretrained(torch.eye(3), mode="max")(torch.tensor([[0, 1], [2, 2]])))
oh = F.one_hot(torch.tensor([0, 2, 1]), num_classes=4)
print(oh, oh.dtype, F.one_hot(torch.tensor([[1], [0]])).shape)
pre = nn.Embedding.from_pretrained(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), freeze=True)
print(pre.weight.requires_grad, pre(torch.tensor([1, 0, 1])))
print(F.embedding(torch.tensor([2]), torch.arange(6.0).view(3, 2)))
sparse_emb = nn.Embedding(5, 2, sparse=True)
sparse_emb(torch.tensor([1, 1, 3])).sum().backward()
print(sparse_emb.weight.grad.is_sparse, sparse_emb.weight.grad.to_dense()[1].tolist())
