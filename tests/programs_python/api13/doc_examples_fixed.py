import torch
import torch.nn as nn

# Examples from PyTorch's docstrings that differed.
r = torch.histogramdd(torch.tensor([[0., 0.], [1., 1.], [2., 2.]]), bins=[3, 3], weight=torch.tensor([1., 2., 4.]))
print(r)
print(type(r.bin_edges).__name__, len(r.bin_edges))
dense = torch.tensor([[0., 2.], [3., 0.]])
print(dense.to_sparse_coo())
print(nn.LSTM.__mro__, nn.RNNBase.__module__, isinstance(nn.GRU(2, 3), nn.RNNBase))
for m in [nn.LSTM(2, 3), nn.Linear(2, 2), nn.RNN(2, 2)]:
    if isinstance(m, nn.RNNBase):
        print(type(m).__name__, [n for n, _ in m.named_parameters()])
