# LSTM sequence tagger with pad_sequence / pack_padded_sequence / pad_packed_sequence, bidirectional, masks
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence

torch.manual_seed(2)
training_data = [
    ("The dog ate the apple".split(), ["DET", "NN", "V", "DET", "NN"]),
    ("Everybody read that book".split(), ["NN", "V", "DET", "NN"]),
    ("the apple".split(), ["DET", "NN"]),
]
word_to_ix = {"<pad>": 0}
for sent, tags in training_data:
    for word in sent:
        if word not in word_to_ix:
            word_to_ix[word] = len(word_to_ix)
tag_to_ix = {"DET": 0, "NN": 1, "V": 2}
print(word_to_ix)

def prepare_sequence(seq, to_ix):
    idxs = [to_ix[w] for w in seq]
    return torch.tensor(idxs, dtype=torch.long)

class LSTMTagger(nn.Module):
    def __init__(self, embedding_dim, hidden_dim, vocab_size, tagset_size):
        super(LSTMTagger, self).__init__()
        self.hidden_dim = hidden_dim
        self.word_embeddings = nn.Embedding(vocab_size, embedding_dim, padding_idx=0)
        self.lstm = nn.LSTM(embedding_dim, hidden_dim, batch_first=True, bidirectional=True)
        self.hidden2tag = nn.Linear(2 * hidden_dim, tagset_size)

    def forward(self, sentences, lengths):
        embeds = self.word_embeddings(sentences)
        packed = pack_padded_sequence(embeds, lengths, batch_first=True, enforce_sorted=False)
        out, (h, c) = self.lstm(packed)
        out, out_lengths = pad_packed_sequence(out, batch_first=True)
        tag_space = self.hidden2tag(out)
        return F.log_softmax(tag_space, dim=-1), out_lengths, h.shape

model = LSTMTagger(6, 5, len(word_to_ix), len(tag_to_ix))
loss_function = nn.NLLLoss(ignore_index=-1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.3)
sents = [prepare_sequence(s, word_to_ix) for s, _ in training_data]
tags = [prepare_sequence(t, tag_to_ix) for _, t in training_data]
lengths = torch.tensor([len(s) for s in sents])
batch = pad_sequence(sents, batch_first=True)
target = pad_sequence(tags, batch_first=True, padding_value=-1)
print(batch.tolist(), target.tolist())
for epoch in range(30):
    model.zero_grad()
    tag_scores, out_lengths, hshape = model(batch, lengths)
    loss = loss_function(tag_scores.view(-1, 3), target.view(-1))
    loss.backward()
    optimizer.step()
    if epoch % 10 == 0:
        print(epoch, round(loss.item(), 3))
print(out_lengths.tolist(), hshape, tag_scores.shape)
with torch.no_grad():
    scores, _, _ = model(batch, lengths)
    pred = scores.argmax(-1)
    mask = target != -1
    print((pred[mask] == target[mask]).float().mean().item() >= 0.5)
