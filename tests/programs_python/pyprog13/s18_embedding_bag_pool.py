import torch
import torch.nn as nn

torch.manual_seed(18)
bag = nn.EmbeddingBag(10, 3, mode='mean')
inp = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
offsets = torch.tensor([0, 4])
out = bag(inp, offsets)
print(out.shape)
manual = torch.stack([bag.weight[inp[:4]].mean(0), bag.weight[inp[4:]].mean(0)])
print(torch.allclose(out, manual))
bsum = nn.EmbeddingBag.from_pretrained(torch.arange(12.).view(4, 3), mode='sum')
print(bsum(torch.tensor([[0, 1], [2, 3]])))
bmax = nn.EmbeddingBag.from_pretrained(torch.arange(12.).view(4, 3), mode='max')
print(bmax(torch.tensor([0, 3, 1]), torch.tensor([0, 2])))
emb = nn.Embedding.from_pretrained(torch.eye(4), freeze=True)
print(emb.weight.requires_grad, emb(torch.tensor([2, 0])))
e2 = nn.Embedding(5, 2, max_norm=1.0)
v = e2(torch.tensor([0, 1]))
print((v.norm(dim=1) <= 1.0001).all().item())
class MeanPool(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 4, padding_idx=0)
    def forward(self, ids):
        mask = (ids != 0).unsqueeze(-1).float()
        e = self.emb(ids) * mask
        return e.sum(1) / mask.sum(1).clamp(min=1)
mp = MeanPool()
ids = torch.tensor([[1, 2, 0, 0], [3, 0, 0, 0]])
r = mp(ids)
print(r.shape, torch.allclose(r[1], mp.emb.weight[3]))
