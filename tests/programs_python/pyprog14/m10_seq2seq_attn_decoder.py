import torch
import torch.nn as nn
import torch.nn.functional as F

SOS, EOS = 0, 1
MAX_LENGTH = 6


class EncoderRNN(nn.Module):
    def __init__(self, input_size, hidden_size):
        super().__init__()
        self.hidden_size = hidden_size
        self.embedding = nn.Embedding(input_size, hidden_size)
        self.gru = nn.GRU(hidden_size, hidden_size)

    def forward(self, input, hidden):
        embedded = self.embedding(input).view(1, 1, -1)
        output, hidden = self.gru(embedded, hidden)
        return output, hidden

    def initHidden(self):
        return torch.zeros(1, 1, self.hidden_size)


class AttnDecoderRNN(nn.Module):
    def __init__(self, hidden_size, output_size, dropout_p=0.1, max_length=MAX_LENGTH):
        super().__init__()
        self.hidden_size = hidden_size
        self.max_length = max_length
        self.embedding = nn.Embedding(output_size, hidden_size)
        self.attn = nn.Linear(hidden_size * 2, max_length)
        self.attn_combine = nn.Linear(hidden_size * 2, hidden_size)
        self.dropout = nn.Dropout(dropout_p)
        self.gru = nn.GRU(hidden_size, hidden_size)
        self.out = nn.Linear(hidden_size, output_size)

    def forward(self, input, hidden, encoder_outputs):
        embedded = self.dropout(self.embedding(input).view(1, 1, -1))
        attn_weights = F.softmax(self.attn(torch.cat((embedded[0], hidden[0]), 1)), dim=1)
        attn_applied = torch.bmm(attn_weights.unsqueeze(0), encoder_outputs.unsqueeze(0))
        output = torch.cat((embedded[0], attn_applied[0]), 1)
        output = F.relu(self.attn_combine(output).unsqueeze(0))
        output, hidden = self.gru(output, hidden)
        output = F.log_softmax(self.out(output[0]), dim=1)
        return output, hidden, attn_weights


torch.manual_seed(0)
H = 8
enc = EncoderRNN(7, H)
dec = AttnDecoderRNN(H, 5)
src = torch.tensor([[2], [3], [4], [1]])
tgt = torch.tensor([[2], [3], [1]])
enc_opt = torch.optim.SGD(enc.parameters(), lr=0.1)
dec_opt = torch.optim.SGD(dec.parameters(), lr=0.1)
criterion = nn.NLLLoss()


def train_step(teacher_forcing):
    hidden = enc.initHidden()
    enc_opt.zero_grad()
    dec_opt.zero_grad()
    encoder_outputs = torch.zeros(MAX_LENGTH, H)
    for ei in range(src.size(0)):
        out, hidden = enc(src[ei], hidden)
        encoder_outputs[ei] = out[0, 0]
    dec_input = torch.tensor([[SOS]])
    loss = 0
    for di in range(tgt.size(0)):
        dout, hidden, attn = dec(dec_input, hidden, encoder_outputs)
        loss += criterion(dout, tgt[di])
        if teacher_forcing:
            dec_input = tgt[di]
        else:
            topv, topi = dout.topk(1)
            dec_input = topi.squeeze().detach()
            if dec_input.item() == EOS:
                break
    loss.backward()
    enc_opt.step()
    dec_opt.step()
    return loss.item() / tgt.size(0), attn


losses = []
for i in range(15):
    l, attn = train_step(i % 2 == 0)
    losses.append(l)
print(losses[-1] < losses[0], attn.shape, round(attn.sum().item(), 4))
dec.eval()
with torch.no_grad():
    hidden = enc.initHidden()
    eo = torch.zeros(MAX_LENGTH, H)
    for ei in range(src.size(0)):
        o, hidden = enc(src[ei], hidden)
        eo[ei] += o[0, 0]
    di = torch.tensor([[SOS]])
    decoded = []
    for _ in range(MAX_LENGTH):
        dout, hidden, a = dec(di, hidden, eo)
        topv, topi = dout.data.topk(1)
        decoded.append(topi.item())
        if topi.item() == EOS:
            break
        di = topi.squeeze().detach()
print(len(decoded) >= 1, all(0 <= d < 5 for d in decoded))
