import torch
import torch.nn as nn
import torch.nn.functional as F

corpus = "the quick brown fox jumps over the lazy dog the fox".split()
vocab = sorted(set(corpus))
w2i = {w: i for i, w in enumerate(vocab)}
pairs = []
window = 2
for i, w in enumerate(corpus):
    for j in range(max(0, i - window), min(len(corpus), i + window + 1)):
        if j != i:
            pairs.append((w2i[w], w2i[corpus[j]]))
print(len(vocab), len(pairs), pairs[:5])


class SkipGramNeg(nn.Module):
    def __init__(self, V, D):
        super().__init__()
        self.in_embed = nn.Embedding(V, D)
        self.out_embed = nn.Embedding(V, D)
        self.in_embed.weight.data.uniform_(-1, 1)
        self.out_embed.weight.data.uniform_(-1, 1)

    def forward(self, center, context, negatives):
        c = self.in_embed(center)
        o = self.out_embed(context)
        n = self.out_embed(negatives)
        pos = F.logsigmoid((c * o).sum(1))
        neg = F.logsigmoid(-torch.bmm(n, c.unsqueeze(2)).squeeze(2)).sum(1)
        return -(pos + neg).mean()


torch.manual_seed(0)
model = SkipGramNeg(len(vocab), 5)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
centers = torch.tensor([p[0] for p in pairs])
contexts = torch.tensor([p[1] for p in pairs])
freq = torch.bincount(torch.tensor([w2i[w] for w in corpus]), minlength=len(vocab)).float()
noise = freq ** 0.75
noise = noise / noise.sum()
print(torch.round(noise, decimals=4))
first = None
for epoch in range(20):
    negs = torch.multinomial(noise, len(pairs) * 3, replacement=True).view(len(pairs), 3)
    loss = model(centers, contexts, negs)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if first is None:
        first = loss.item()
print(loss.item() < first)
emb = F.normalize(model.in_embed.weight.detach(), dim=1)
print(torch.round(emb.norm(dim=1), decimals=4))
sim = emb @ emb[w2i["fox"]]
print(sim.argmax().item() == w2i["fox"])
