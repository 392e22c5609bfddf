import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence

torch.manual_seed(0)
seqs = [torch.tensor([1, 2, 3, 4]), torch.tensor([5, 6]), torch.tensor([7, 8, 9])]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True, padding_value=0)
print(padded)
emb = nn.Embedding(10, 3, padding_idx=0)
lstm = nn.LSTM(3, 4, batch_first=True, bidirectional=True)
packed = pack_padded_sequence(emb(padded), lengths, batch_first=True, enforce_sorted=False)
print(packed.batch_sizes.tolist(), packed.sorted_indices.tolist())
out, (h, c) = lstm(packed)
unpacked, lens = pad_packed_sequence(out, batch_first=True)
print(unpacked.shape, lens.tolist(), h.shape)
print(unpacked[1, 2:].abs().sum().item())
final = torch.cat([h[-2], h[-1]], dim=1)
print(final.shape)
print(torch.allclose(unpacked[0, -1, :4], h[0, 0]), torch.allclose(unpacked[0, 0, 4:], h[1, 0]))
tagger = nn.Linear(8, 5)
scores = tagger(unpacked).log_softmax(-1)
mask = torch.arange(padded.size(1))[None, :] < lengths[:, None]
print(mask.int())
tags = torch.randint(0, 5, padded.shape)
nll = -(scores.gather(2, tags.unsqueeze(2)).squeeze(2) * mask).sum() / mask.sum()
nll.backward()
print(emb.weight.grad[0].abs().sum().item(), nll.item() > 0)
