import torch
import torch.nn as nn
import torch.nn.functional as F

SOS_token = 0
EOS_token = 1
MAX_LENGTH = 6


class Lang:
    def __init__(self, name):
        self.name = name
        self.word2index = {}
        self.word2count = {}
        self.index2word = {0: "SOS", 1: "EOS"}
        self.n_words = 2

    def addSentence(self, sentence):
        for word in sentence.split(' '):
            self.addWord(word)

    def addWord(self, word):
        if word not in self.word2index:
            self.word2index[word] = self.n_words
            self.word2count[word] = 1
            self.index2word[self.n_words] = word
            self.n_words += 1
        else:
            self.word2count[word] += 1


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
        attn_weights = F.softmax(self.attn(torch.cat((embedded[0], hidden[0]), 1)), dim=1)
        attn_applied = torch.bmm(attn_weights.unsqueeze(0), encoder_outputs.unsqueeze(0))
        output = torch.cat((embedded[0], attn_applied[0]), 1)
        output = self.attn_combine(output).unsqueeze(0)
        output = F.relu(output)
        output, hidden = self.gru(output, hidden)
        output = F.log_softmax(self.out(output[0]), dim=1)
        return output, hidden, attn_weights


def tensorFromSentence(lang, sentence):
    indexes = [lang.word2index[word] for word in sentence.split(' ')]
    indexes.append(EOS_token)
    return torch.tensor(indexes, dtype=torch.long).view(-1, 1)


torch.manual_seed(0)
inp, out = Lang("fra"), Lang("eng")
pairs = [("je suis froid", "i am cold"), ("il est grand", "he is tall"), ("je suis grand", "i am tall")]
for a, b in pairs:
    inp.addSentence(a)
    out.addSentence(b)
print(inp.n_words, out.n_words, inp.word2count["je"], out.index2word[3])
hidden_size = 16
encoder = EncoderRNN(inp.n_words, hidden_size)
decoder = AttnDecoderRNN(hidden_size, out.n_words, dropout_p=0.1)
enc_opt = torch.optim.SGD(encoder.parameters(), lr=0.05)
dec_opt = torch.optim.SGD(decoder.parameters(), lr=0.05)
criterion = nn.NLLLoss()


def train(input_tensor, target_tensor, teacher_forcing=True):
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
    for di in range(target_length):
        decoder_output, decoder_hidden, decoder_attention = decoder(decoder_input, decoder_hidden, encoder_outputs)
        loss += criterion(decoder_output, target_tensor[di])
        if teacher_forcing:
            decoder_input = target_tensor[di]
        else:
            topv, topi = decoder_output.topk(1)
            decoder_input = topi.squeeze().detach()
    loss.backward()
    enc_opt.step()
    dec_opt.step()
    return loss.item() / target_length


losses = []
for it in range(15):
    a, b = pairs[it % len(pairs)]
    losses.append(train(tensorFromSentence(inp, a), tensorFromSentence(out, b), teacher_forcing=it % 2 == 0))
print(len(losses), losses[-1] < losses[0] + 0.5)
decoder.eval()
with torch.no_grad():
    t = tensorFromSentence(inp, "je suis grand")
    h = encoder.initHidden()
    outs = torch.zeros(MAX_LENGTH, hidden_size)
    for ei in range(t.size(0)):
        o, h = encoder(t[ei], h)
        outs[ei] += o[0, 0]
    d_out, d_h, att = decoder(torch.tensor([[SOS_token]]), h, outs)
print(d_out.shape, d_h.shape, att.shape, round(att.sum().item(), 4))
