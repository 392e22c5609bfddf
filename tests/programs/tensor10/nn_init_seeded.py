import torch
import torch.nn as nn


def r(t):
    return torch.round(t, decimals=4)


torch.manual_seed(0)
w = torch.empty(3, 4)
print(r(nn.init.uniform_(w, -1, 1)), r(nn.init.normal_(w, 0, 0.1)), r(nn.init.constant_(w, 0.3)))
print(r(nn.init.xavier_uniform_(w)), r(nn.init.xavier_normal_(w, gain=2.0)), r(nn.init.kaiming_uniform_(w, a=0.1)))
print(r(nn.init.kaiming_normal_(w, mode="fan_out", nonlinearity="relu")), r(nn.init.trunc_normal_(w, std=0.5, a=-0.5, b=0.5)))
print(r(nn.init.orthogonal_(torch.empty(3, 3))), nn.init.eye_(torch.empty(2, 3)), nn.init.dirac_(torch.empty(2, 2, 3)))
print(nn.init.zeros_(torch.empty(2)), nn.init.ones_(torch.empty(2)), round(nn.init.calculate_gain("leaky_relu", 0.2), 4), nn.init.calculate_gain("tanh"))
print(nn.init.sparse_(torch.empty(4, 3), 0.5).eq(0).sum(0))
torch.manual_seed(1)
lin = nn.Linear(3, 2)
conv = nn.Conv2d(1, 2, 2)
emb = nn.Embedding(3, 2)
gru = nn.GRU(2, 2)
bn = nn.BatchNorm1d(2)
ln = nn.LayerNorm(3)
print(r(lin.weight), r(lin.bias), r(conv.weight.flatten()), r(conv.bias), r(emb.weight))
print(r(gru.weight_ih_l0), r(gru.bias_hh_l0), bn.weight, bn.running_var, ln.bias)
mha = nn.MultiheadAttention(4, 2)
print(r(mha.in_proj_weight.sum(1)), mha.in_proj_bias, r(mha.out_proj.weight.sum()))
print(r(nn.Conv1d(2, 2, 3, bias=True).weight.sum()), r(nn.ConvTranspose1d(2, 3, 2).weight.sum()), r(nn.Bilinear(2, 2, 1).weight.sum()))
