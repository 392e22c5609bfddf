import torch

four = torch.tensor(4)

class Test(torch.jit.ScriptModule):

    def __init__(self):
        super(Test, self).__init__()

    @torch.jit.script_method
    def forward(self, input, other=four):
        return input + other
t = Test()
print(t(torch.ones(1)))
