# Bidirectional GRU over packed variable-length sequences (enforce_sorted=False), per-token tagging.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence

torch.manual_seed(0)
seqs = [torch.tensor([1, 2, 3]), torch.tensor([4, 5]), torch.tensor([6, 7, 8, 9]), torch.tensor([2])]
tags = [torch.tensor([0, 1, 0]), torch.tensor([1, 1]), torch.tensor([0, 0, 1, 1]), torch.tensor([1])]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True)
tag_pad = pad_sequence(tags, batch_first=True, padding_value=-100)
print(padded.tolist(), lengths.tolist())


class Tagger(nn.Module):
    def __init__(self, vocab=10, emb=8, hid=6, ntags=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb, padding_idx=0)
        self.rnn = nn.GRU(emb, hid, batch_first=True, bidirectional=True, num_layers=2, dropout=0.0)
        self.out = nn.Linear(2 * hid, ntags)

    def forward(self, x, lengths):
        packed = pack_padded_sequence(self.emb(x), lengths, batch_first=True, enforce_sorted=False)
        out, h = self.rnn(packed)
        out, out_lens = pad_packed_sequence(out, batch_first=True)
        return self.out(out), h, out_lens


model = Tagger()
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed.batch_sizes.tolist(), packed.sorted_indices.tolist(), packed.unsorted_indices.tolist())
print(packed.data.tolist())
logits, h, out_lens = model(padded, lengths)
print(tuple(logits.shape), tuple(h.shape), out_lens.tolist())
print(bool((logits[1, 2:] == model.out.bias).all()))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
crit = nn.CrossEntropyLoss(ignore_index=-100)
for step in range(5):
    opt.zero_grad()
    logits, _, _ = model(padded, lengths)
    loss = crit(logits.reshape(-1, 2), tag_pad.reshape(-1))
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 3))
unpacked, lens = pad_packed_sequence(packed, batch_first=True, padding_value=-1)
print(unpacked.tolist(), lens.tolist())
print(nn.utils.rnn.unpad_sequence(padded, lengths, batch_first=True)[2].tolist() if hasattr(nn.utils.rnn, "unpad_sequence") else None)
