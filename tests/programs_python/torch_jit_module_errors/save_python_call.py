# A scripted module whose forward calls an @torch.jit.ignore method runs, but
# saving it fails with PyTorch's export error.
import os
import tempfile

import torch
import torch.nn as nn


class Probe(nn.Module):
    @torch.jit.ignore
    def record(self, x: torch.Tensor) -> torch.Tensor:
        return x.clone()

    def forward(self, x):
        return self.record(x) * 2


m = torch.jit.script(Probe())
print(m(torch.ones(2)))
path = os.path.join(tempfile.mkdtemp(), "probe.pt")
try:
    m.save(path)
except RuntimeError as e:
    lines = str(e).strip().splitlines()
    print(lines[0])
    print(lines[-2].strip())
