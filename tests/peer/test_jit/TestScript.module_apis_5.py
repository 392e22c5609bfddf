import torch
import torch.nn as nn

class Sub(torch.nn.Module):

    def __init__(self):
        super(Sub, self).__init__()

    def forward(self, thing):
        return thing - 2

class Double(torch.nn.Module):

    def __init__(self):
        super(Double, self).__init__()

    def forward(self, thing):
        return thing * 2

class MyMod(torch.nn.Module):

    def __init__(self):
        super(MyMod, self).__init__()
        self.mod = Sub()
        self.mod2 = Sub()
        self.mod3 = nn.Sequential(nn.Sequential(Sub()))
        self.mod4 = nn.Sequential(Sub(), Double())

    @torch.jit.export
    def method(self, x, x1, y, y1):
        mod_names = ''
        for name, mod in self.named_modules():
            mod_names = mod_names + ' ' + name
            x = mod(x)
        children_names = ''
        for name, mod in self.named_children():
            children_names = children_names + ' ' + name
            x1 = mod(x1)
        for mod in self.modules():
            y = mod(y)
        for mod in self.children():
            y1 = mod(y1)
        return (mod_names, children_names, x, x1, y, y1)

    def forward(self, x):
        return x + 2
mod = torch.jit.script(MyMod())
inps = tuple([torch.tensor(i) for i in range(1, 5)])
print(mod.method(*inps))
