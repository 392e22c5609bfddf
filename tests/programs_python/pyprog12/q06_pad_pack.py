import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence, pack_sequence

seqs = [torch.tensor([1, 2, 3]), torch.tensor([4, 5]), torch.tensor([6])]
print(pad_sequence(seqs))
print(pad_sequence(seqs, batch_first=True, padding_value=-1))
padded = pad_sequence(seqs, batch_first=True).float().unsqueeze(-1)
packed = pack_padded_sequence(padded, torch.tensor([3, 2, 1]), batch_first=True)
print(packed.data.view(-1).tolist(), packed.batch_sizes.tolist())
out, lens = pad_packed_sequence(packed, batch_first=True)
print(out.squeeze(-1).tolist(), lens.tolist())
p2 = pack_sequence([torch.tensor([1.0]), torch.tensor([2.0, 3.0])], enforce_sorted=False)
print(p2.data.tolist(), p2.batch_sizes.tolist(), p2.sorted_indices.tolist(), p2.unsorted_indices.tolist())
torch.manual_seed(1)
rnn = nn.GRU(1, 2, batch_first=True)
o, h = rnn(packed)
print(type(o).__name__, h.shape)
o2, l2 = pad_packed_sequence(o, batch_first=True, total_length=4)
print(o2.shape, l2.tolist())
print(torch.round(h, decimals=4))
