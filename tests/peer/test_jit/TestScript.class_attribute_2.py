import torch

M = 10

class M(torch.jit.ScriptModule):
    FOO = 0

    def __init__(self):
        super(M, self).__init__()
        self.foo = self.FOO
m = M()
print(m.foo)
