# input: 2,5,12
# zoo8_normfirst_gelu: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class NormFirstGelu(nn.Module):
    """A norm-first GELU encoder with a causal float mask and a padding
    mask, and an MHA returning per-head weights with bias_kv/zero_attn."""

    def __init__(self):
        super().__init__()
        layer = nn.TransformerEncoderLayer(12, 3, 24, dropout=0.1, activation="gelu", batch_first=True,
                                           norm_first=True)
        self.enc = nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
        self.mha = nn.MultiheadAttention(12, 2, add_bias_kv=True, add_zero_attn=True, batch_first=True)

    def forward(self, x):
        n = x.size(1)
        causal = torch.triu(torch.full((n, n), float("-inf")), diagonal=1)
        pad = torch.zeros(x.size(0), n, dtype=torch.bool)
        pad[0, -2:] = True
        y = self.enc(x, mask=causal, src_key_padding_mask=pad)
        out, w = self.mha(y, x, x, key_padding_mask=pad, need_weights=True, average_attn_weights=False)
        return out, w


torch.manual_seed(0)
m = torch.jit.script(NormFirstGelu().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,5,12)))
