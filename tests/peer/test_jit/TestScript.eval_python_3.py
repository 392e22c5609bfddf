import torch
import torch.nn as nn
import io

M = 10

def _test(m):
    print(m(torch.ones(2, 2)))
    print(m.training)
    print(m._c.getattr('training'))
    m.eval()
    print(m.training)
    print(m._c.getattr('training'))
    print(m(torch.ones(2, 2)))
    buffer = io.BytesIO()
    torch.jit.save(m, buffer)
    buffer.seek(0)
    loaded = torch.jit.load(buffer)
    print(loaded.training)
    print(loaded._c.getattr('training'))

class M(nn.Module):

    def __init__(self):
        super(M, self).__init__()

    def forward(self, x):
        return self.training

class OldM(torch.jit.ScriptModule):

    def __init__(self):
        super(OldM, self).__init__()

    @torch.jit.script_method
    def forward(self, x):
        return self.training
_test(torch.jit.script(M()))
