import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence, pack_sequence

torch.manual_seed(0)
seqs = [torch.randn(4, 3), torch.randn(2, 3), torch.randn(3, 3)]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True)
print(padded.shape, lengths)
print(pad_sequence([torch.tensor([1, 2]), torch.tensor([3])], padding_value=-1))

lstm = nn.LSTM(3, 5, batch_first=True)
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(type(packed).__name__, packed.data.shape, packed.batch_sizes, packed.sorted_indices, packed.unsorted_indices)
out, (h, c) = lstm(packed)
unpacked, out_lens = pad_packed_sequence(out, batch_first=True)
print(unpacked.shape, out_lens)
print(h.shape, c.shape)
print(torch.allclose(unpacked[1, 1], h[0, 1]), unpacked[1, 2:].abs().sum().item())
print(f"{h.sum().item():.4f}")

gru = nn.GRU(3, 4, num_layers=2, bidirectional=True)
srt = sorted(seqs, key=len, reverse=True)
ps = pack_sequence(srt)
print(ps.batch_sizes)
o, hn = gru(ps)
o2, l2 = pad_packed_sequence(o, padding_value=0.0, total_length=5)
print(o2.shape, l2, hn.shape)
print(f"{o2.abs().sum().item():.4f}")

rnn = nn.RNN(3, 2, nonlinearity="relu")
o3, h3 = rnn(padded.transpose(0, 1))
print(o3.shape, h3.shape, (o3 >= 0).all().item())
try:
    pack_padded_sequence(padded, torch.tensor([2, 4, 3]), batch_first=True)
except RuntimeError as e:
    print(e)
