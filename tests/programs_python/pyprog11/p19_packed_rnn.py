import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence, pack_sequence

torch.manual_seed(0)
seqs = [torch.randn(5, 3), torch.randn(2, 3), torch.randn(4, 3)]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True)
print(padded.shape)
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed.batch_sizes, packed.sorted_indices, packed.unsorted_indices)
print(packed.data.shape)
rnn = nn.GRU(3, 4, batch_first=True)
out, h = rnn(packed)
unpacked, lens = pad_packed_sequence(out, batch_first=True)
print(unpacked.shape, lens)
print(torch.round(h, decimals=3).shape)
print((unpacked[1, 2:] == 0).all().item())
lstm = nn.LSTM(3, 2, num_layers=2, bidirectional=True)
ps = pack_sequence(sorted(seqs, key=len, reverse=True))
o, (hn, cn) = lstm(ps)
print(o.data.shape, hn.shape, cn.shape)
up, ul = pad_packed_sequence(o, total_length=6)
print(up.shape, ul.tolist())
print(round(up.abs().sum().item(), 3))
print(type(packed).__name__, packed._fields if hasattr(packed, "_fields") else None)
