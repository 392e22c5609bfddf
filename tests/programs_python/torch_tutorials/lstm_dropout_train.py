import torch
import torch.nn as nn

torch.manual_seed(0)


class SeqRegressor(nn.Module):
    def __init__(self, n_in, hidden, layers, dropout):
        super().__init__()
        self.lstm = nn.LSTM(n_in, hidden, num_layers=layers, dropout=dropout, batch_first=True)
        self.out = nn.Linear(hidden, 1)

    def forward(self, x, state=None):
        y, (h, c) = self.lstm(x, state)
        return self.out(y[:, -1]), (h, c)


model = SeqRegressor(3, 6, 2, 0.3)
x = torch.randn(4, 5, 3)
target = x.sum(dim=(1, 2)).unsqueeze(1) * 0.1
opt = torch.optim.RMSprop(model.parameters(), lr=0.01)
model.train()
for step in range(6):
    opt.zero_grad()
    pred, (h, c) = model(x)
    loss = nn.functional.mse_loss(pred, target)
    loss.backward()
    opt.step()
    print(step, h.shape, c.shape, round(loss.item(), 4) >= 0)
model.eval()
with torch.no_grad():
    p1, state = model(x)
    p2, _ = model(x[:, :3])
    p3, _ = model(x[:, 3:], None)
print(p1.shape, state[0].shape)
print(torch.allclose(p1, model(x)[0]))
