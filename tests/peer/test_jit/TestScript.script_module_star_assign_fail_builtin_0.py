import torch

class M2(torch.jit.ScriptModule):

    def __init__(self):
        super(M2, self).__init__()
        self.define('\n                def forward(self, rep):\n                    a, *b = torch.neg(rep)\n                    return a\n                    ')
m = M2()
m(torch.zeros(4, 3))
