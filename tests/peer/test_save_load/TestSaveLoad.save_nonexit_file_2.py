import torch
import torch.nn as nn

class Foo(torch.nn.Module):

    def forward(self, x):
        return 2 * x
script_module = torch.jit.script(Foo())
script_module.save('NonExist/path/test.pt')
