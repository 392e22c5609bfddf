import torch
import torch.nn as nn

torch.manual_seed(0)
bag = nn.EmbeddingBag(10, 3, mode="mean")
inp = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
offsets = torch.tensor([0, 4])
out = bag(inp, offsets)
print(out.shape, torch.round(out, decimals=4))
bag_sum = nn.EmbeddingBag.from_pretrained(torch.arange(30.0).view(10, 3), mode="sum")
print(bag_sum(torch.tensor([[0, 1], [2, 3]])))
emb = nn.Embedding.from_pretrained(torch.eye(4), freeze=True)
print(emb(torch.tensor([3, 0])), emb.weight.requires_grad)
e2 = nn.Embedding(5, 2, max_norm=1.0)
with torch.no_grad():
    e2.weight.fill_(3.0)
print(torch.round(e2(torch.tensor([1])), decimals=4), torch.round(e2.weight[1].norm(), decimals=4), e2.weight[0].tolist())
i = torch.tensor([[0, 1, 1], [2, 0, 2]])
v = torch.tensor([3.0, 4.0, 5.0])
s = torch.sparse_coo_tensor(i, v, (2, 3))
print(s.to_dense(), s.is_sparse, s._nnz(), s.coalesce().indices())
print(torch.sparse.mm(s, torch.ones(3, 2)))
print((s + s).to_dense().sum(), torch.sparse.sum(s))
