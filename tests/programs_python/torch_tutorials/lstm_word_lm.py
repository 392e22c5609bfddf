import math
import torch
import torch.nn as nn
import torch.nn.functional as F


class RNNModel(nn.Module):
    def __init__(self, rnn_type, ntoken, ninp, nhid, nlayers, dropout=0.5, tie_weights=False):
        super(RNNModel, self).__init__()
        self.ntoken = ntoken
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        if rnn_type in ['LSTM', 'GRU']:
            self.rnn = getattr(nn, rnn_type)(ninp, nhid, nlayers, dropout=dropout)
        else:
            try:
                nonlinearity = {'RNN_TANH': 'tanh', 'RNN_RELU': 'relu'}[rnn_type]
            except KeyError as e:
                raise ValueError("An invalid option for `--model` was supplied") from e
            self.rnn = nn.RNN(ninp, nhid, nlayers, nonlinearity=nonlinearity, dropout=dropout)
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
        return F.log_softmax(decoded, dim=1), hidden

    def init_hidden(self, bsz):
        weight = next(self.parameters())
        if self.rnn_type == 'LSTM':
            return (weight.new_zeros(self.nlayers, bsz, self.nhid),
                    weight.new_zeros(self.nlayers, bsz, self.nhid))
        else:
            return weight.new_zeros(self.nlayers, bsz, self.nhid)


def repackage_hidden(h):
    if isinstance(h, torch.Tensor):
        return h.detach()
    else:
        return tuple(repackage_hidden(v) for v in h)


torch.manual_seed(0)
ntokens = 12
for kind in ["LSTM", "GRU", "RNN_TANH"]:
    model = RNNModel(kind, ntokens, 8, 8, 2, dropout=0.2, tie_weights=(kind == "GRU"))
    print(kind, type(model.rnn).__name__, model.decoder.weight is model.encoder.weight,
          len(list(model.parameters())))
try:
    RNNModel("XYZ", ntokens, 8, 8, 1)
except ValueError as e:
    print("ValueError:", e, type(e.__cause__).__name__)
model = RNNModel("LSTM", ntokens, 8, 8, 2, dropout=0.0)
data = torch.randint(0, ntokens, (21, 3))
criterion = nn.NLLLoss()
lr = 5.0
model.train()
hidden = model.init_hidden(3)
bptt = 5
total = 0.0
for i in range(0, data.size(0) - 1, bptt):
    seq_len = min(bptt, len(data) - 1 - i)
    x, y = data[i:i + seq_len], data[i + 1:i + 1 + seq_len].reshape(-1)
    model.zero_grad()
    hidden = repackage_hidden(hidden)
    output, hidden = model(x, hidden)
    loss = criterion(output, y)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.25)
    for p in model.parameters():
        p.data.add_(p.grad, alpha=-lr)
    total += loss.item()
print(output.shape, [h.shape for h in hidden], hidden[0].requires_grad)
print(math.isfinite(total), math.exp(min(total / 4, 50)) > 1)
