import torch
import torch.nn as nn
import torch.nn.functional as F
import random

torch.manual_seed(0)
random.seed(0)

SOS_token = 0
EOS_token = 1
MAX_LENGTH = 6


class EncoderRNN(nn.Module):
    def __init__(self, input_size, hidden_size):
        super(EncoderRNN, self).__init__()
        self.hidden_size = hidden_size
        self.embedding = nn.Embedding(input_size, hidden_size)
        self.gru = nn.GRU(hidden_size, hidden_size)

    def forward(self, input, hidden):
        embedded = self.embedding(input).view(1, 1, -1)
        output = embedded
        output, hidden = self.gru(output, hidden)
        return output, hidden

    def initHidden(self):
        return torch.zeros(1, 1, self.hidden_size)


class AttnDecoderRNN(nn.Module):
    def __init__(self, hidden_size, output_size, dropout_p=0.1, max_length=MAX_LENGTH):
        super(AttnDecoderRNN, self).__init__()
        self.hidden_size = hidden_size
        self.output_size = output_size
        self.dropout_p = dropout_p
        self.max_length = max_length

        self.embedding = nn.Embedding(self.output_size, self.hidden_size)
        self.attn = nn.Linear(self.hidden_size * 2, self.max_length)
        self.attn_combine = nn.Linear(self.hidden_size * 2, self.hidden_size)
        self.dropout = nn.Dropout(self.dropout_p)
        self.gru = nn.GRU(self.hidden_size, self.hidden_size)
        self.out = nn.Linear(self.hidden_size, self.output_size)

    def forward(self, input, hidden, encoder_outputs):
        embedded = self.embedding(input).view(1, 1, -1)
        embedded = self.dropout(embedded)

        attn_weights = F.softmax(
            self.attn(torch.cat((embedded[0], hidden[0]), 1)), dim=1)
        attn_applied = torch.bmm(attn_weights.unsqueeze(0),
                                 encoder_outputs.unsqueeze(0))

        output = torch.cat((embedded[0], attn_applied[0]), 1)
        output = self.attn_combine(output).unsqueeze(0)

        output = F.relu(output)
        output, hidden = self.gru(output, hidden)

        output = F.log_softmax(self.out(output[0]), dim=1)
        return output, hidden, attn_weights


def train(input_tensor, target_tensor, encoder, decoder, enc_opt, dec_opt, criterion):
    encoder_hidden = encoder.initHidden()
    enc_opt.zero_grad()
    dec_opt.zero_grad()
    input_length = input_tensor.size(0)
    target_length = target_tensor.size(0)
    encoder_outputs = torch.zeros(MAX_LENGTH, encoder.hidden_size)
    loss = 0
    for ei in range(input_length):
        encoder_output, encoder_hidden = encoder(input_tensor[ei], encoder_hidden)
        encoder_outputs[ei] = encoder_output[0, 0]
    decoder_input = torch.tensor([[SOS_token]])
    decoder_hidden = encoder_hidden
    use_teacher_forcing = True if random.random() < 0.5 else False
    for di in range(target_length):
        decoder_output, decoder_hidden, decoder_attention = decoder(
            decoder_input, decoder_hidden, encoder_outputs)
        loss += criterion(decoder_output, target_tensor[di])
        if use_teacher_forcing:
            decoder_input = target_tensor[di]
        else:
            topv, topi = decoder_output.topk(1)
            decoder_input = topi.squeeze().detach()
            if decoder_input.item() == EOS_token:
                break
    loss.backward()
    enc_opt.step()
    dec_opt.step()
    return loss.item() / target_length


hidden_size = 16
encoder = EncoderRNN(10, hidden_size)
decoder = AttnDecoderRNN(hidden_size, 12, dropout_p=0.0)
enc_opt = torch.optim.SGD(encoder.parameters(), lr=0.05)
dec_opt = torch.optim.SGD(decoder.parameters(), lr=0.05)
criterion = nn.NLLLoss()
pairs = [([2, 3, 4, 1], [5, 6, 1]), ([3, 5, 7, 9, 1], [4, 8, 10, 11, 1])]
for it in range(6):
    src, tgt = pairs[it % 2]
    inp = torch.tensor(src, dtype=torch.long).view(-1, 1)
    tg = torch.tensor(tgt, dtype=torch.long).view(-1, 1)
    l = train(inp, tg, encoder, decoder, enc_opt, dec_opt, criterion)
    print(f"iter {it} loss {l:.4f}")

with torch.no_grad():
    h = encoder.initHidden()
    outs = torch.zeros(MAX_LENGTH, hidden_size)
    for i, w in enumerate([2, 3, 4, 1]):
        o, h = encoder(torch.tensor([w]), h)
        outs[i] += o[0, 0]
    di = torch.tensor([[SOS_token]])
    decoded = []
    attns = torch.zeros(MAX_LENGTH, MAX_LENGTH)
    for k in range(MAX_LENGTH):
        do, h, da = decoder(di, h, outs)
        attns[k] = da.data
        topv, topi = do.data.topk(1)
        decoded.append(topi.item())
        if topi.item() == EOS_token:
            break
        di = topi.squeeze().detach()
    print("decoded", decoded)
    print(attns[:len(decoded)].sum(dim=1).round(decimals=3))
