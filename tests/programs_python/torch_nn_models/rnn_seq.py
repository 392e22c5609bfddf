import torch
import torch.nn as nn

torch.manual_seed(13)

class SeqClassifier(nn.Module):
    def __init__(self, vocab, emb, hidden, classes):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb, padding_idx=0)
        self.lstm = nn.LSTM(emb, hidden, batch_first=True)
        self.fc = nn.Linear(hidden, classes)

    def forward(self, ids):
        e = self.embed(ids)
        out, (h, c) = self.lstm(e)
        return self.fc(h[-1])

model = SeqClassifier(20, 8, 16, 3)
ids = torch.randint(1, 20, (4, 7))
labels = torch.tensor([0, 1, 2, 1])
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(15):
    opt.zero_grad()
    logits = model(ids)
    loss = nn.functional.cross_entropy(logits, labels)
    loss.backward()
    opt.step()
    if epoch % 5 == 4:
        print(f"{epoch}: {loss.item():.4f}")
print(model(ids).argmax(-1).tolist())
gru = nn.GRU(4, 5, num_layers=2, batch_first=True)
out, h = gru(torch.randn(2, 3, 4))
print(out.shape, h.shape)
print([n for n, _ in gru.named_parameters()][:4])
cell = nn.RNNCell(3, 2)
hx = torch.zeros(1, 2)
for t in range(3):
    hx = cell(torch.ones(1, 3) * t, hx)
print(hx.shape, hx.grad_fn is not None)
