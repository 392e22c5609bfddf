import torch
import torch.nn as nn
import torch.nn.functional as F
import random

SOS_token = 0
EOS_token = 1


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
    def __init__(self, hidden_size, output_size, dropout_p=0.1, max_length=10):
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


pairs = [("je suis froid", "i am cold"), ("il est grand", "he is tall"), ("je suis grand", "i am tall")]
input_lang, output_lang = Lang("fra"), Lang("eng")
for src, tgt in pairs:
    input_lang.addSentence(src)
    output_lang.addSentence(tgt)
print(input_lang.name, input_lang.n_words, sorted(input_lang.word2count.items()))
print(output_lang.index2word)


def tensorFromSentence(lang, sentence):
    indexes = [lang.word2index[word] for word in sentence.split(' ')]
    indexes.append(EOS_token)
    return torch.tensor(indexes, dtype=torch.long).view(-1, 1)


torch.manual_seed(0)
random.seed(0)
hidden_size = 16
MAX_LENGTH = 6
encoder = EncoderRNN(input_lang.n_words, hidden_size)
decoder = AttnDecoderRNN(hidden_size, output_lang.n_words, dropout_p=0.1, max_length=MAX_LENGTH)
enc_opt = torch.optim.SGD(encoder.parameters(), lr=0.01)
dec_opt = torch.optim.SGD(decoder.parameters(), lr=0.01)
criterion = nn.NLLLoss()


def train(input_tensor, target_tensor, teacher_forcing_ratio=0.5):
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
    use_teacher_forcing = True if random.random() < teacher_forcing_ratio else False
    for di in range(target_length):
        decoder_output, decoder_hidden, decoder_attention = decoder(decoder_input, decoder_hidden, encoder_outputs)
        loss += criterion(decoder_output, target_tensor[di])
        if use_teacher_forcing:
            decoder_input = target_tensor[di]
        else:
            topv, topi = decoder_output.topk(1)
            decoder_input = topi.squeeze().detach()
    loss.backward()
    enc_opt.step()
    dec_opt.step()
    return loss.item() / target_length, use_teacher_forcing


for it in range(4):
    src, tgt = pairs[it % len(pairs)]
    l, tf = train(tensorFromSentence(input_lang, src), tensorFromSentence(output_lang, tgt))
    print(it, tf, l > 0)

with torch.no_grad():
    it = tensorFromSentence(input_lang, "il est grand")
    h = encoder.initHidden()
    outs = torch.zeros(MAX_LENGTH, hidden_size)
    for ei in range(it.size(0)):
        o, h = encoder(it[ei], h)
        outs[ei] += o[0, 0]
    dec_in = torch.tensor([[SOS_token]])
    decoded = []
    decoder.eval()
    for di in range(MAX_LENGTH):
        do, h, att = decoder(dec_in, h, outs)
        topv, topi = do.data.topk(1)
        if topi.item() == EOS_token:
            decoded.append('<EOS>')
            break
        decoded.append(output_lang.index2word[topi.item()])
        dec_in = topi.squeeze().detach()
    print(len(decoded) > 0, att.shape, round(att.sum().item(), 4))
