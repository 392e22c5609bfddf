# Bidirectional LSTM over unsorted variable-length batches with pack/pad utilities.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence, pack_sequence

torch.manual_seed(0)
seqs = [torch.ones(3, 2), 2 * torch.ones(5, 2), 3 * torch.ones(1, 2)]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs)
print(padded.shape, padded[:, 0, 0].tolist())
packed = pack_padded_sequence(padded, lengths, enforce_sorted=False)
print(type(packed).__name__, packed.batch_sizes.tolist(), packed.sorted_indices.tolist(), packed.unsorted_indices.tolist())
print(packed.data[:, 0].tolist())

lstm = nn.LSTM(2, 3, bidirectional=True)
with torch.no_grad():
    for n, p in lstm.named_parameters():
        p.copy_(torch.linspace(-0.3, 0.3, p.numel()).reshape(p.shape))
out, (h, c) = lstm(packed)
unpacked, lens = pad_packed_sequence(out, padding_value=-1.0)
print(unpacked.shape, lens.tolist(), h.shape, c.shape)
print(torch.round(unpacked[:, 2, :], decimals=4))
print(torch.round(h[1], decimals=4))
print([n for n, _ in lstm.named_parameters()])

ps = pack_sequence([torch.tensor([1, 2, 3]), torch.tensor([4, 5])])
print(ps.data.tolist(), ps.batch_sizes.tolist())
a, b = pad_packed_sequence(ps, batch_first=True, total_length=4)
print(a, b)
cell = nn.GRUCell(2, 2)
with torch.no_grad():
    for p in cell.parameters():
        p.fill_(0.1)
hx = torch.zeros(1, 2)
for t in range(3):
    hx = cell(torch.ones(1, 2) * t, hx)
print(torch.round(hx, decimals=4))
