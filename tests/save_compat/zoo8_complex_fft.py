# input: 4,5
# zoo8_complex_fft: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class ComplexFft(nn.Module):
    """complex64/complex128 buffers through torch.fft."""

    def __init__(self):
        super().__init__()
        self.register_buffer("filt", torch.polar(torch.rand(4, 5), torch.rand(4, 5) * 3.0))
        self.register_buffer("phase", torch.randn(8, dtype=torch.complex128))

    def forward(self, x):
        X = torch.fft.fftn(x, norm="ortho")
        Y = torch.fft.ifftn(X * self.filt, norm="ortho")
        r = torch.fft.rfft(x, n=8, dim=1, norm="forward")
        h = torch.fft.hfft(r, n=8)
        ih = torch.fft.ihfft(x[0]).resolve_conj()
        fr = torch.fft.fftfreq(5, d=0.5) + torch.fft.rfftfreq(8)[:5]
        z = torch.view_as_complex(torch.stack([x, x.flip(0)], -1))
        w = (self.phase[:5] * z.to(torch.complex128)).conj()
        m = z @ z.t().conj()
        return (Y, r, h, ih, fr, torch.view_as_real(w.resolve_conj()), m.abs(), z.angle(), torch.fft.ifftshift(x),
                torch.fft.irfftn(torch.fft.rfftn(x), s=x.shape), (z * 1j).imag, z.exp(), z.sqrt(), z.reciprocal())


torch.manual_seed(0)
m = torch.jit.script(ComplexFft().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(4,5)))
