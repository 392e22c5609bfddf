import torch

class M2(torch.jit.ScriptModule):

    def __init__(self):
        super(M2, self).__init__()

        @torch.jit.ignore
        def myfunc():
            return (torch.zeros(1, 2, 3), torch.zeros(1, 2, 3))
        self.define('\n                def forward(self, rep):\n                    a, *b = myfunc()\n                    return a\n                    ')
m = M2()
m(torch.zeros(4, 3))
