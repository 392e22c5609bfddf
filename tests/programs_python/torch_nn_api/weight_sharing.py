import torch
import torch.nn as nn


class TiedAutoencoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(6, 3, bias=False)
        self.dec = nn.Linear(3, 6, bias=False)
        self.dec.weight = nn.Parameter(self.enc.weight.t())

    def forward(self, x):
        return self.dec(torch.relu(self.enc(x)))


class Siamese(nn.Module):
    def __init__(self):
        super().__init__()
        self.branch = nn.Sequential(nn.Linear(4, 4), nn.Tanh())
        self.shared = self.branch

    def forward(self, a, b):
        return torch.pairwise_distance(self.branch(a), self.shared(b))


class LanguageModel(nn.Module):
    def __init__(self, vocab=10, dim=4):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.out = nn.Linear(dim, vocab, bias=False)
        self.out.weight = self.embed.weight

    def forward(self, idx):
        return self.out(self.embed(idx))


torch.manual_seed(0)
s = Siamese()
print(len(list(s.parameters())), [n for n, _ in s.named_parameters()])
print([n for n, _ in s.named_modules()])
print(list(s.state_dict().keys()))
d = s(torch.randn(2, 4), torch.randn(2, 4))
print(d.shape)
lm = LanguageModel()
print(lm.out.weight is lm.embed.weight, len(list(lm.parameters())))
print(list(lm.state_dict().keys()))
logits = lm(torch.tensor([1, 2, 3]))
logits.sum().backward()
print(lm.embed.weight.grad.shape, lm.out.weight.grad is lm.embed.weight.grad)
t = TiedAutoencoder()
print(t.dec.weight.shape, t.dec.weight.is_leaf)
print(len(list(t.parameters())))
dup = nn.ModuleList([nn.Linear(2, 2)] * 3)
print(len(dup), len(list(dup.parameters())), dup[0] is dup[2])
print([n for n, _ in dup.named_modules()])
print([n for n, _ in dup.named_modules(remove_duplicate=False)])
