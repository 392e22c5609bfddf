import torch
import torch.nn as nn
import torch.nn.functional as F


class Emb(nn.Module):
    def __init__(self):
        super().__init__()
        self.e = nn.Embedding(6, 3, padding_idx=0)
        self.e2 = nn.Embedding(5, 2, max_norm=1.0)
        self.bag = nn.EmbeddingBag(6, 3, mode="sum")
        self.bag2 = nn.EmbeddingBag(6, 3, mode="max")

    def forward(self, idx: torch.Tensor, offsets: torch.Tensor):
        return self.e(idx), self.e2(idx.clamp(max=4)), self.bag(idx.flatten(), offsets), self.bag2(idx.flatten(), offsets)


torch.manual_seed(1)
m = Emb()
s = torch.jit.script(m)
idx = torch.tensor([[0, 2, 5], [1, 0, 4]])
with torch.no_grad():
    for t in s(idx, torch.tensor([0, 2, 5])):
        print(torch.round(t, decimals=4))
print(s.e.weight[0], s.e.padding_idx, s.e2.max_norm, s.bag.mode)
w = torch.arange(12.0).reshape(4, 3)
print(F.embedding(torch.tensor([3, 0, 3]), w), F.embedding(torch.tensor([[1], [2]]), w, padding_idx=1))
print(F.embedding_bag(torch.tensor([0, 1, 2, 3]), w, torch.tensor([0, 1]), mode="mean"))
print(F.embedding_bag(torch.tensor([[0, 1], [2, 3]]), w, mode="sum", per_sample_weights=torch.tensor([[1.0, 2.0], [0.5, 0.5]])))
pre = nn.Embedding.from_pretrained(w, freeze=True, padding_idx=2)
print(pre(torch.tensor([2, 1])), pre.weight.requires_grad)
try:
    F.embedding(torch.tensor([4]), w)
except IndexError as e:
    print("IndexError:", e)
eager = nn.Embedding(4, 2, max_norm=1.5)
with torch.no_grad():
    eager.weight.copy_(torch.tensor([[3.0, 4.0], [0.3, 0.4], [1.0, 2.0], [-2.0, 0.0]]))
print(eager(torch.tensor([0, 1])), eager.weight)
bag = nn.EmbeddingBag(4, 2, max_norm=1.0, mode="sum")
with torch.no_grad():
    bag.weight.copy_(torch.tensor([[3.0, 4.0], [0.3, 0.4], [1.0, 2.0], [-2.0, 0.0]]))
print(bag(torch.tensor([[2, 3]])), bag.weight)
sb = torch.jit.script(bag)
with torch.no_grad():
    sb.weight.copy_(torch.tensor([[3.0, 4.0], [0.3, 0.4], [1.0, 2.0], [-2.0, 0.0]]))
print(sb(torch.tensor([[0, 1]])), sb.weight)
