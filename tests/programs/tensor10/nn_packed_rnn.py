import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence, pack_sequence

torch.manual_seed(0)
seqs = [torch.randn(4, 3), torch.randn(2, 3), torch.randn(3, 3)]
padded = pad_sequence(seqs, batch_first=True)
print(padded.shape, pad_sequence(seqs, padding_value=-1.0)[:, 1, 0])
lengths = torch.tensor([4, 2, 3])
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed.batch_sizes, packed.sorted_indices, packed.unsorted_indices)
lstm = nn.LSTM(3, 2, batch_first=True, bidirectional=True)
out, (h, c) = lstm(packed)
unpacked, lens = pad_packed_sequence(out, batch_first=True)
print(unpacked.shape, lens, torch.round(unpacked[1, 2:], decimals=4))
print(torch.round(h.sum(-1), decimals=4))
gru = nn.GRU(3, 2, num_layers=2)
ps = pack_sequence([s for s in sorted(seqs, key=len, reverse=True)])
o, hn = gru(ps)
print(o.data.shape, hn.shape, torch.round(hn.abs().sum(), decimals=3))
print(pad_packed_sequence(o, total_length=6)[0].shape)
