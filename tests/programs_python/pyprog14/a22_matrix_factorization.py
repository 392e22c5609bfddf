import torch
import torch.nn as nn

torch.manual_seed(0)
n_users, n_items, k = 6, 5, 3
U = torch.randn(n_users, 2)
V = torch.randn(n_items, 2)
R = (U @ V.T).round()
mask = torch.rand(n_users, n_items) < 0.7
users, items = mask.nonzero(as_tuple=True)
ratings = R[users, items]
print(mask.sum().item(), R.shape)


class MF(nn.Module):
    def __init__(self):
        super().__init__()
        self.u = nn.Embedding(n_users, k)
        self.i = nn.Embedding(n_items, k)
        self.ub = nn.Embedding(n_users, 1)
        self.ib = nn.Embedding(n_items, 1)
        for e in (self.u, self.i):
            nn.init.normal_(e.weight, std=0.1)
        for e in (self.ub, self.ib):
            nn.init.zeros_(e.weight)

    def forward(self, u, i):
        return (self.u(u) * self.i(i)).sum(1) + self.ub(u).squeeze(1) + self.ib(i).squeeze(1)


model = MF()
opt = torch.optim.Adam(model.parameters(), lr=0.05, weight_decay=1e-4)
losses = []
for epoch in range(200):
    pred = model(users, items)
    loss = nn.functional.mse_loss(pred, ratings)
    opt.zero_grad()
    loss.backward()
    opt.step()
    losses.append(loss.item())
print(losses[-1] < losses[0] * 0.2, losses[-1] < 0.5)
with torch.no_grad():
    full = model(torch.arange(n_users).repeat_interleave(n_items), torch.arange(n_items).repeat(n_users)).view(n_users, n_items)
print(full.shape, ((full[mask] - R[mask]).abs() < 1.0).float().mean().item() > 0.7)
topk = full.masked_fill(mask, float("-inf")).topk(1, dim=1).indices.squeeze(1)
print(topk.shape, bool(((topk >= 0) & (topk < n_items)).all()))
