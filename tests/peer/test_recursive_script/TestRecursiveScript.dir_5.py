import torch
import torch.nn as nn

torch.manual_seed(0)

def test_module_dir(mod):
    dir_set = dir(mod)
    scripted_mod = torch.jit.script(mod)
    dir_scripted = set(dir(scripted_mod))
    ignore_set = ['training', '__delitem__', '__setitem__', 'clear', 'items', 'keys', 'pop', 'update', 'values']
    for attr in dir_set:
        if attr in ignore_set:
            continue
        print(attr in dir_scripted)

class MyModule(nn.Module):

    def __init__(self):
        super(MyModule, self).__init__()
        self.conv = nn.Conv2d(10, 10, 3)
        self.lin = nn.Linear(10, 10)

    def forward(self, x):
        return self.lin(x) + self.conv(x)
conv = nn.Conv2d(10, 10, 3)
linear = nn.Linear(10, 10)
test_module_dir(nn.Sequential(conv, linear))
