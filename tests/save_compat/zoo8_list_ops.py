# input: 3,6
# zoo8_list_ops: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class ListOps(nn.Module):
    """Tensor-list helpers: split by sizes, uneven chunk, tensor_split,
    meshgrid indexing, broadcast_tensors, pad_sequence, one_hot."""

    def forward(self, x):
        a, b, c = torch.split(x, [1, 3, 2], dim=1)
        ch = x.chunk(4, 1)
        ts = torch.tensor_split(x, [1, 4], dim=1)
        ts2 = x.tensor_split(3, dim=0)
        gx, gy = torch.meshgrid(torch.arange(3), torch.arange(2), indexing="xy")
        bx, by = torch.broadcast_tensors(x[:, :1], x[:1])
        seqs = [x[0, :2], x[1, :5], x[2, :1]]
        padded = nn.utils.rnn.pad_sequence(seqs, batch_first=True, padding_value=-1.0)
        oh = F.one_hot(torch.tensor([0, 3, 1]), 5)
        st = torch.stack([a, c[:, :1]], dim=2)
        hs = torch.hstack([a, b]) - torch.column_stack([a, b])
        vs = torch.vstack([x[:1], x[2:]])
        ds = torch.dstack([a, a])
        uf = x.unflatten(1, (2, 3))
        mv = torch.movedim(uf, 0, 2)
        return (a, b, c, ch[0], ch[-1], ts, ts2, gx, gy, bx, by, padded, oh, st, hs, vs, ds, mv,
                x.flatten().split(4), torch.cat([x, x[:1]]), x.repeat_interleave(2, dim=0)[:3],
                torch.repeat_interleave(torch.tensor([1, 3, 0, 2])))


torch.manual_seed(0)
m = torch.jit.script(ListOps().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(3,6)))
