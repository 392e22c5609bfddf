# Char-level GRU language model: build vocab, train on a short text, sample with a temperature.
import string
import torch
import torch.nn as nn

text = "the quick brown fox jumps over the lazy dog. " * 3
chars = sorted(set(text))
stoi = {ch: i for i, ch in enumerate(chars)}
itos = {i: ch for ch, i in stoi.items()}
print(len(chars), "".join(chars))
print(all(c in string.ascii_lowercase + " ." for c in chars))
data = torch.tensor([stoi[c] for c in text], dtype=torch.long)


class CharRNN(nn.Module):
    def __init__(self, vocab_size, hidden_size, n_layers=2):
        super().__init__()
        self.hidden_size = hidden_size
        self.n_layers = n_layers
        self.encoder = nn.Embedding(vocab_size, hidden_size)
        self.gru = nn.GRU(hidden_size, hidden_size, n_layers, dropout=0.0)
        self.decoder = nn.Linear(hidden_size, vocab_size)

    def forward(self, input, hidden):
        x = self.encoder(input.view(1, -1))
        output, hidden = self.gru(x, hidden)
        return self.decoder(output.view(input.size(0), -1)), hidden

    def init_hidden(self, batch_size):
        return torch.zeros(self.n_layers, batch_size, self.hidden_size)


def random_chunk(chunk_len=12):
    start = torch.randint(0, len(data) - chunk_len - 1, (1,)).item()
    chunk = data[start:start + chunk_len + 1]
    return chunk[:-1], chunk[1:]


def train_step(model, opt, crit, inp, target):
    hidden = model.init_hidden(1)
    model.zero_grad()
    loss = 0
    for c in range(inp.size(0)):
        output, hidden = model(inp[c:c + 1], hidden)
        loss += crit(output, target[c:c + 1])
    loss.backward()
    opt.step()
    return loss.item() / inp.size(0)


def generate(model, prime="th", predict_len=20, temperature=0.8):
    hidden = model.init_hidden(1)
    prime_input = torch.tensor([stoi[c] for c in prime])
    for p in range(len(prime) - 1):
        _, hidden = model(prime_input[p:p + 1], hidden)
    inp = prime_input[-1:]
    predicted = prime
    for _ in range(predict_len):
        output, hidden = model(inp, hidden)
        output_dist = output.data.view(-1).div(temperature).exp()
        top_i = torch.multinomial(output_dist, 1)[0]
        predicted += itos[top_i.item()]
        inp = torch.tensor([top_i.item()])
    return predicted


torch.manual_seed(42)
model = CharRNN(len(chars), 24)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
crit = nn.CrossEntropyLoss()
avg = 0.0
for epoch in range(1, 61):
    loss = train_step(model, opt, crit, *random_chunk())
    avg += loss
    if epoch % 20 == 0:
        print(f"[epoch {epoch}] avg loss {avg / 20:.2f}")
        avg = 0.0
with torch.no_grad():
    s = generate(model, "the ", 15)
print(len(s), s[:4])
print(repr(model.gru), model.gru.num_layers, model.gru.hidden_size)
