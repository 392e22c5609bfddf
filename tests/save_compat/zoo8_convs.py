# input: 2,4,6,6
# zoo8_convs: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Convs(nn.Module):
    """Convs of every rank, padding mode, dilation and group count, and
    transposed convs with output_padding."""

    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(4, 6, 3, padding="same", dilation=2, groups=2, padding_mode="reflect")
        self.c2 = nn.Conv2d(4, 4, 3, padding=1, padding_mode="circular", groups=4)
        self.c2b = nn.Conv2d(4, 6, (3, 2), stride=(2, 1), padding=(1, 0), padding_mode="replicate")
        self.c3 = nn.Conv3d(4, 3, (2, 3, 3), padding="same", bias=False)
        self.t1 = nn.ConvTranspose1d(6, 4, 4, stride=3, padding=1, output_padding=2, dilation=1)
        self.t2 = nn.ConvTranspose2d(6, 4, 3, stride=2, padding=1, output_padding=1, groups=2, dilation=2)
        self.t3 = nn.ConvTranspose3d(3, 2, (1, 3, 3), stride=(1, 2, 2), output_padding=(0, 1, 1))

    def forward(self, x):
        a = self.t1(self.c1(x.flatten(2)))
        b = self.t2(self.c2b(self.c2(x)))
        c = self.t3(self.c3(x.unsqueeze(2).repeat(1, 1, 2, 1, 1)))
        return a, b, c


torch.manual_seed(0)
m = torch.jit.script(Convs().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,4,6,6)))
