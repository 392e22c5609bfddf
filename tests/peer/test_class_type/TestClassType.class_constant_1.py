import torch
import torch.nn as nn
import io

torch.manual_seed(0)

class M(torch.nn.Module):
    __constants__ = ['w']

    def __init__(self, w):
        super(M, self).__init__()
        self.w = w

    def forward(self, x):
        y = self.w
        return (x, y)
for c in (2, 1.0, None, True, 'str', (2, 3), [5.9, 7.3]):
    m = torch.jit.script(M(c))
    buffer = io.BytesIO()
    torch.jit.save(m, buffer)
    buffer.seek(0)
    m_loaded = torch.jit.load(buffer)
    input = torch.rand(2, 3)
    print(m(input))
    print(m.w)
