# LSTM encoder / attention decoder seq2seq (Luong-style), teacher forcing with Python's random.
import random
import torch
import torch.nn as nn
import torch.nn.functional as F

SOS, EOS = 0, 1


class Encoder(nn.Module):
    def __init__(self, vocab, emb, hid):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb)
        self.rnn = nn.LSTM(emb, hid, batch_first=True, bidirectional=True)
        self.fc_h = nn.Linear(2 * hid, hid)
        self.fc_c = nn.Linear(2 * hid, hid)

    def forward(self, src):
        embedded = self.embedding(src)
        outputs, (h, c) = self.rnn(embedded)
        h = torch.tanh(self.fc_h(torch.cat((h[-2], h[-1]), dim=1)))
        c = torch.tanh(self.fc_c(torch.cat((c[-2], c[-1]), dim=1)))
        return outputs, (h.unsqueeze(0), c.unsqueeze(0))


class Attention(nn.Module):
    def __init__(self, hid, method="general"):
        super().__init__()
        self.method = method
        if method == "general":
            self.W = nn.Linear(2 * hid, hid, bias=False)

    def forward(self, dec_h, enc_out):
        if self.method == "general":
            keys = self.W(enc_out)
        else:
            keys = enc_out[..., : dec_h.size(-1)]
        scores = torch.bmm(keys, dec_h.unsqueeze(2)).squeeze(2)
        return F.softmax(scores, dim=1)


class Decoder(nn.Module):
    def __init__(self, vocab, emb, hid):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb)
        self.rnn = nn.LSTM(emb, hid, batch_first=True)
        self.attn = Attention(hid)
        self.concat = nn.Linear(3 * hid, hid)
        self.out = nn.Linear(hid, vocab)

    def forward(self, token, state, enc_out):
        emb = self.embedding(token).unsqueeze(1)
        out, state = self.rnn(emb, state)
        out = out.squeeze(1)
        a = self.attn(out, enc_out)
        context = torch.bmm(a.unsqueeze(1), enc_out).squeeze(1)
        h = torch.tanh(self.concat(torch.cat([out, context], 1)))
        return F.log_softmax(self.out(h), dim=1), state, a


class Seq2Seq(nn.Module):
    def __init__(self, enc, dec):
        super().__init__()
        self.encoder, self.decoder = enc, dec

    def forward(self, src, trg, teacher_forcing_ratio=0.5):
        batch, trg_len = trg.shape
        enc_out, state = self.encoder(src)
        token = torch.full((batch,), SOS, dtype=torch.long)
        outputs = []
        for t in range(trg_len):
            logp, state, _ = self.decoder(token, state, enc_out)
            outputs.append(logp)
            teacher = random.random() < teacher_forcing_ratio
            token = trg[:, t] if teacher else logp.argmax(1)
        return torch.stack(outputs, 1)

    @torch.no_grad()
    def greedy(self, src, max_len=6):
        enc_out, state = self.encoder(src)
        token = torch.full((src.size(0),), SOS, dtype=torch.long)
        result, attns = [], []
        for _ in range(max_len):
            logp, state, a = self.decoder(token, state, enc_out)
            token = logp.argmax(1)
            result.append(token)
            attns.append(a)
        return torch.stack(result, 1), torch.stack(attns, 1)


random.seed(0)
torch.manual_seed(0)
V = 8
model = Seq2Seq(Encoder(V, 6, 10), Decoder(V, 6, 10))
src = torch.randint(2, V, (4, 5))
trg = torch.cat([src.flip(1), torch.full((4, 1), EOS)], 1)
print(src.tolist())
print(trg.tolist())
opt = torch.optim.Adam(model.parameters(), lr=0.02)
crit = nn.NLLLoss()
for epoch in range(30):
    opt.zero_grad()
    out = model(src, trg, teacher_forcing_ratio=0.7)
    loss = crit(out.reshape(-1, V), trg.reshape(-1))
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    if epoch % 10 == 9:
        print(epoch + 1, round(loss.item(), 2))
pred, attn = model.greedy(src)
print(tuple(pred.shape), tuple(attn.shape))
print(round(attn.sum().item(), 3))
print(random.random() < 2, type(random.random()).__name__)
