import math
import torch
import torch.nn as nn

torch.manual_seed(0)
text = ("the cat sat on the mat the dog sat on the log the cat saw the dog "
        "a bird sat on the cat").split()
vocab = sorted(set(text))
stoi = {w: i for i, w in enumerate(vocab)}
data = torch.tensor([stoi[w] for w in text])
print(len(vocab), data.shape)


def batchify(data, bsz):
    nbatch = data.size(0) // bsz
    data = data[:nbatch * bsz]
    return data.view(bsz, -1).t().contiguous()


def get_batch(source, i, bptt=5):
    seq_len = min(bptt, len(source) - 1 - i)
    return source[i:i + seq_len], source[i + 1:i + 1 + seq_len].reshape(-1)


class RNNModel(nn.Module):
    def __init__(self, rnn_type, ntoken, ninp, nhid, nlayers, dropout=0.5, tie_weights=False):
        super().__init__()
        self.ntoken = ntoken
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = getattr(nn, rnn_type)(ninp, nhid, nlayers, dropout=dropout)
        self.decoder = nn.Linear(nhid, ntoken)
        if tie_weights:
            if nhid != ninp:
                raise ValueError('When using the tied flag, nhid must be equal to emsize')
            self.decoder.weight = self.encoder.weight
        self.init_weights()
        self.rnn_type = rnn_type
        self.nhid = nhid
        self.nlayers = nlayers

    def init_weights(self):
        initrange = 0.1
        nn.init.uniform_(self.encoder.weight, -initrange, initrange)
        nn.init.zeros_(self.decoder.bias)
        nn.init.uniform_(self.decoder.weight, -initrange, initrange)

    def forward(self, input, hidden):
        emb = self.drop(self.encoder(input))
        output, hidden = self.rnn(emb, hidden)
        output = self.drop(output)
        decoded = self.decoder(output)
        decoded = decoded.view(-1, self.ntoken)
        return torch.log_softmax(decoded, dim=1), hidden

    def init_hidden(self, bsz):
        weight = next(self.parameters())
        if self.rnn_type == 'LSTM':
            return (weight.new_zeros(self.nlayers, bsz, self.nhid),
                    weight.new_zeros(self.nlayers, bsz, self.nhid))
        return weight.new_zeros(self.nlayers, bsz, self.nhid)


def repackage_hidden(h):
    if isinstance(h, torch.Tensor):
        return h.detach()
    return tuple(repackage_hidden(v) for v in h)


train_data = batchify(data, 3)
print(train_data.shape)
for rnn_type, tie in (("LSTM", True), ("GRU", False)):
    torch.manual_seed(1)
    model = RNNModel(rnn_type, len(vocab), 8, 8, 2, dropout=0.2, tie_weights=tie)
    print(rnn_type, model.decoder.weight is model.encoder.weight, len(list(model.parameters())))
    criterion = nn.NLLLoss()
    lr = 2.0
    for epoch in range(3):
        model.train()
        total = 0.0
        hidden = model.init_hidden(3)
        for batch, i in enumerate(range(0, train_data.size(0) - 1, 5)):
            x, y = get_batch(train_data, i)
            hidden = repackage_hidden(hidden)
            model.zero_grad()
            output, hidden = model(x, hidden)
            loss = criterion(output, y)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 0.25)
            for p in model.parameters():
                p.data.add_(p.grad, alpha=-lr)
            total += loss.item()
        print(epoch, round(total / (batch + 1), 1))
    model.eval()
    with torch.no_grad():
        out, _ = model(train_data[:4], model.init_hidden(3))
        ppl = math.exp(nn.functional.nll_loss(out, train_data[1:5].reshape(-1)).item())
    print(rnn_type, ppl < len(vocab) * 2)
