# input: 2,3,5,6
# zoo8_upsamples: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Upsamples(nn.Module):
    def __init__(self):
        super().__init__()
        self.bl = nn.Upsample(scale_factor=1.5, mode="bilinear", align_corners=True)
        self.bc = nn.Upsample(size=(7, 9), mode="bicubic", align_corners=False)
        self.ne = nn.Upsample(scale_factor=2.0, mode="nearest")
        self.ub = nn.UpsamplingBilinear2d(scale_factor=2.0)
        self.un = nn.UpsamplingNearest2d(size=(5, 5))

    def forward(self, x):
        v = x.unsqueeze(2).repeat(1, 1, 2, 1, 1)
        return (self.bl(x), self.bc(x), self.ne(x), self.ub(x), self.un(x),
                F.interpolate(x, size=(3, 4), mode="bilinear", antialias=True),
                F.interpolate(x, scale_factor=0.6, mode="bicubic", antialias=True, recompute_scale_factor=True),
                F.interpolate(x, scale_factor=1.7, mode="nearest-exact"),
                F.interpolate(v, size=(3, 5, 7), mode="trilinear", align_corners=True),
                F.interpolate(x.flatten(2), scale_factor=0.5, mode="linear"),
                F.interpolate(x, size=(4, 5), mode="area"))


torch.manual_seed(0)
m = torch.jit.script(Upsamples().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,3,5,6)))
