import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence


class TextClassifier(nn.Module):
    def __init__(self, vocab_size, embed_dim, hidden, num_class, pad_idx=0):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim, padding_idx=pad_idx)
        self.rnn = nn.GRU(embed_dim, hidden, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(2 * hidden, num_class)
        self.init_weights()

    def init_weights(self):
        initrange = 0.5
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.fc.weight.data.uniform_(-initrange, initrange)
        self.fc.bias.data.zero_()

    def forward(self, text, lengths):
        embedded = self.embedding(text)
        output, hidden = self.rnn(embedded)
        idx = (lengths - 1).view(-1, 1, 1).expand(-1, 1, output.size(2))
        last = output.gather(1, idx).squeeze(1)
        return self.fc(last)


corpus = ["the movie was great", "terrible film", "i loved it", "worst movie ever made"]
labels = torch.tensor([1, 0, 1, 0])
vocab = {"<pad>": 0}
for sentence in corpus:
    for tok in sentence.split():
        vocab.setdefault(tok, len(vocab))
print(len(vocab), vocab["movie"])
seqs = [torch.tensor([vocab[t] for t in s.split()]) for s in corpus]
lengths = torch.tensor([len(s) for s in seqs])
batch = pad_sequence(seqs, batch_first=True, padding_value=0)
print(batch)
print(lengths)
torch.manual_seed(0)
model = TextClassifier(len(vocab), 6, 5, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
crit = nn.CrossEntropyLoss()
losses = []
for epoch in range(15):
    opt.zero_grad()
    logits = model(batch, lengths)
    loss = crit(logits, labels)
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    losses.append(loss.item())
print(losses[-1] < losses[0])
print(logits.shape, model.embedding.weight.grad[0].abs().sum().item())
with torch.no_grad():
    pred = model(batch, lengths).argmax(1)
print(pred.shape, pred.dtype)
