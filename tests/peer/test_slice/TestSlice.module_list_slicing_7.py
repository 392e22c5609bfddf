import torch
import torch.nn as nn

class Bar(torch.nn.Module):

    def __init__(self, identifier: str):
        super().__init__()
        self.identifier = identifier

    def forward(self):
        return 0

class Foo(torch.nn.Module):

    def __init__(self):
        super().__init__()
        module_list = [Bar('A'), Bar('B'), Bar('C'), Bar('D'), Bar('E')]
        self.test = torch.nn.ModuleList(module_list)

    def forward(self):
        return (self.test[::-2], self.test[1:4])
scripted_foo = torch.jit.script(Foo())
result1, result2 = scripted_foo()
print(result1[2].identifier)
