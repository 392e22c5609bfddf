import torch

M = 10

class M(torch.jit.ScriptModule):
    __constants__ = ['d']

    def __init__(self):
        super(M, self).__init__()
        self.d = torch.device('cpu')

    @torch.jit.script_method
    def create(self):
        return torch.zeros([1, 1, 2], dtype=torch.float, device=self.d, layout=torch.strided)
r = M().create()
print(torch.zeros([1, 1, 2], dtype=torch.float))
