import torch
import torch.nn as nn

torch.manual_seed(5)

class TiedLM(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.decoder = nn.Linear(dim, vocab)
        self.decoder.weight = self.embed.weight

    def forward(self, x):
        h, _ = self.rnn(self.embed(x))
        return self.decoder(h)

m = TiedLM(10, 4)
print(m.decoder.weight is m.embed.weight)
names = [n for n, _ in m.named_parameters()]
print(names)
print(len(list(m.parameters())))
print(sorted(m.state_dict().keys()))
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
out = m(x)
print(out.shape)
loss = out.logsumexp(-1).mean()
loss.backward()
print(m.embed.weight.grad.shape, m.decoder.weight.grad is m.embed.weight.grad)
opt = torch.optim.Adam(m.parameters(), lr=0.01)
opt.step()
print(torch.equal(m.embed.weight, m.decoder.weight))
print(len(opt.param_groups[0]['params']))
