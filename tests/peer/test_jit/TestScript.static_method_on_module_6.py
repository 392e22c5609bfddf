import torch
import torch.nn as nn

torch.manual_seed(0)

class MyCell(torch.nn.Module):

    def __init__(self):
        super(MyCell, self).__init__()

    @staticmethod
    def do_it(x, h):
        new_h = torch.tanh(x + h)
        return (new_h, new_h)

    def forward(self, x, h):
        return self.do_it(x, h)
my_cell = torch.jit.script(MyCell())
x = torch.rand(3, 4)
h = torch.rand(3, 4)
jitted_cell = my_cell(x, h)
non_jitted_cell = MyCell().do_it(x, h)
print(jitted_cell)
