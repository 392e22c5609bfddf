import torch
import torch.nn as nn

torch.manual_seed(0)
emb = nn.Embedding(10, 4, padding_idx=0)
print(emb)
print(emb.weight[0])
idx = torch.tensor([[1, 2, 0], [0, 3, 3]])
out = emb(idx)
print(out.shape)
out.sum().backward()
print(emb.weight.grad[0], emb.weight.grad[3])
mask = (idx != 0).unsqueeze(-1).float()
mean = (out * mask).sum(1) / mask.sum(1)
print(mean.shape, f"{mean.sum().item():.4f}")

e2 = nn.Embedding(5, 3, max_norm=1.0)
print(e2)
v = e2(torch.tensor([1, 2]))
print([round(n, 4) for n in v.norm(dim=1).tolist()])

pre = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
e3 = nn.Embedding.from_pretrained(pre, freeze=True, padding_idx=1)
print(e3, e3.weight.requires_grad)
print(e3(torch.tensor([2, 1])))

bag = nn.EmbeddingBag(10, 3, mode="mean")
print(bag)
r = bag(torch.tensor([1, 2, 4, 5, 4, 3]), torch.tensor([0, 3]))
print(r.shape)
bag2 = nn.EmbeddingBag(10, 3, mode="sum")
print(bag2(torch.tensor([[1, 2], [3, 4]])).shape)
try:
    emb(torch.tensor([10]))
except IndexError as ex:
    print("IndexError:", ex)
