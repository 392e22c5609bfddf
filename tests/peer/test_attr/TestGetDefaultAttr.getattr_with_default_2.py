import torch
import torch.nn as nn

class A(torch.nn.Module):

    def __init__(self):
        super(A, self).__init__()
        self.init_attr_val = 1.0

    def forward(self, x):
        y = getattr(self, 'init_attr_val')
        w: list[float] = [1.0]
        z = getattr(self, 'missing', w)
        z.append(y)
        return z
result = A().forward(0.0)
print(len(result))
