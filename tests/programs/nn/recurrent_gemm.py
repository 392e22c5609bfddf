# The recurrent product h @ w_hh^T of RNN layers (Note [Recurrent GEMM]):
# shapes that take the laid-out weight (batch >= 2, hidden <= 384, not
# OpenBLAS's small-matrix sizes) and shapes that go through linear() (batch
# 1, small matrices, hidden > 384, one step). Values are rounded so the
# expected output does not depend on the CPU's OpenBLAS kernel.
from typing import List

import torch
import torch.nn as nn


class Lstm(nn.Module):
    def __init__(self, rnn: nn.LSTM):
        super().__init__()
        self.rnn = rnn

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        out, (h, c) = self.rnn(x)
        return [out, h, c]


class Other(nn.Module):
    def __init__(self, rnn: nn.Module):
        super().__init__()
        self.rnn = rnn

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        out, h = self.rnn(x)
        return [out, h]


def bits(t: torch.Tensor) -> List[float]:
    flat = t.reshape(-1)
    vals = [round(flat[0].item(), 4), round(flat[flat.numel() // 2].item(), 4), round(flat[-1].item(), 4)]
    # The sum adds rounding of many elements: two decimals keep it CPU-independent.
    return vals + [round(t.double().sum().item(), 2)]


torch.manual_seed(0)
cases = [
    ("lstm b4 h256 2 layers", Lstm(nn.LSTM(32, 256, num_layers=2, batch_first=True)), [4, 12, 32]),
    ("lstm b8 h40", Lstm(nn.LSTM(16, 40)), [9, 8, 16]),
    ("lstm b3 h100 (small-matrix sizes)", Lstm(nn.LSTM(16, 100)), [5, 3, 16]),
    ("lstm b1 h64 (gemv)", Lstm(nn.LSTM(8, 64)), [6, 1, 8]),
    ("lstm b5 h400 (two K blocks)", Lstm(nn.LSTM(8, 400)), [3, 5, 8]),
    ("gru b6 h70", Other(nn.GRU(12, 70)), [7, 6, 12]),
    ("rnn b16 h90 no bias", Other(nn.RNN(10, 90, bias=False)), [4, 16, 10]),
    ("lstm b2 h33 one step", Lstm(nn.LSTM(4, 33)), [1, 2, 4]),
]
for name, mod, shape in cases:
    scripted = torch.jit.script(mod.eval())
    x = torch.randn(shape)
    with torch.no_grad():
        outs = scripted(x)
    print(name)
    for t in outs:
        print("  ", bits(t))
