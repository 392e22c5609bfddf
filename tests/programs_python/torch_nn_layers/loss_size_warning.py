# Elementwise losses warn when the target's size differs from the input's
# (it broadcasts), eagerly and through nn modules; equal sizes stay silent.
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

for fn in (F.mse_loss, F.l1_loss, F.smooth_l1_loss, F.huber_loss):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        out = fn(torch.ones(3, 1), torch.zeros(3))
        same = fn(torch.ones(3), torch.zeros(3))
    print(fn.__name__, round(out.item(), 4), round(same.item(), 4), len(w))
    print(w[0].category.__name__, str(w[0].message))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    nn.MSELoss(reduction="sum")(torch.ones(2, 1), torch.zeros(2))
print(len(w), str(w[0].message)[:40])
