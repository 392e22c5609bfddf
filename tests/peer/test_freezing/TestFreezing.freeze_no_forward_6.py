import torch
import torch.nn as nn

torch.manual_seed(0)

class FreezeMe(nn.Module):

    def __init__(self):
        super(FreezeMe, self).__init__()
        self.lin = nn.Linear(10, 1)

    @torch.jit.export
    def foo(self, x):
        return self.lin(x)
m = FreezeMe()
m_s = torch.jit.script(m)
m_s.eval()
m_f = torch.jit.freeze(m_s, preserved_attrs=['foo'])
input = torch.ones(10)
print(m_s.foo(input))
