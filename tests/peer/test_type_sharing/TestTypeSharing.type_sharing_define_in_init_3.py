import torch

class A(torch.jit.ScriptModule):

    def __init__(self, val):
        super().__init__()
        self.define(f'\n                def forward(self) -> int:\n                    return {val}\n                ')
one = A(1)
two = A(2)
print(one())
