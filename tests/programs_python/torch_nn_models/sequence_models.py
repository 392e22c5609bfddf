# Sequence models: an embedding + LSTM tagger, a GRU encoder, and a small
# transformer encoder layer, in eval mode under no_grad.
import torch
import torch.nn as nn
import torch.nn.functional as F


class LSTMTagger(nn.Module):
    def __init__(self, embedding_dim, hidden_dim, vocab_size, tagset_size):
        super(LSTMTagger, self).__init__()
        self.hidden_dim = hidden_dim
        self.word_embeddings = nn.Embedding(vocab_size, embedding_dim)
        self.lstm = nn.LSTM(embedding_dim, hidden_dim)
        self.hidden2tag = nn.Linear(hidden_dim, tagset_size)

    def forward(self, sentence):
        embeds = self.word_embeddings(sentence)
        lstm_out, _ = self.lstm(embeds.view(len(sentence), 1, -1))
        tag_space = self.hidden2tag(lstm_out.view(len(sentence), -1))
        tag_scores = F.log_softmax(tag_space, dim=1)
        return tag_scores


word_to_ix = {}
for sent in [["The", "dog", "ate", "the", "apple"], ["Everybody", "read", "that", "book"]]:
    for word in sent:
        if word not in word_to_ix:
            word_to_ix[word] = len(word_to_ix)
print(word_to_ix)
torch.manual_seed(1)
model = LSTMTagger(6, 6, len(word_to_ix), 3)
print(model)
with torch.no_grad():
    inputs = torch.tensor([word_to_ix[w] for w in ["The", "dog", "ate", "the", "apple"]], dtype=torch.long)
    tag_scores = model(inputs)
    print(tag_scores)
    print(tag_scores.argmax(dim=1))


class Encoder(nn.Module):
    def __init__(self, input_size, hidden_size, num_layers=2):
        super().__init__()
        self.gru = nn.GRU(input_size, hidden_size, num_layers=num_layers, batch_first=True)
        self.proj = nn.Linear(hidden_size, 2)

    def forward(self, x):
        out, h = self.gru(x)
        return self.proj(out[:, -1]), h


torch.manual_seed(0)
enc = Encoder(4, 5)
print(enc)
print([n for n, _ in enc.named_parameters()])
with torch.no_grad():
    y, h = enc(torch.randn(2, 3, 4))
print(y)
print(h.shape)

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0)
layer.eval()
src = torch.randn(3, 2, 8)
with torch.no_grad():
    out = layer(src)
print(out.shape)
print(torch.round(out * 1000) / 1000)
print([n for n, _ in layer.named_children()])
