import torch
import torch.nn as nn

torch.manual_seed(0)

class AnotherScriptMod(torch.jit.ScriptModule):

    def __init__(self):
        super(AnotherScriptMod, self).__init__()
        self.param = torch.nn.Parameter(torch.rand(1, 2, 3))

    @torch.jit.script_method
    def bar(self):
        return torch.zeros(4, 5)

class SomeScriptMod(torch.jit.ScriptModule):

    def __init__(self):
        super(SomeScriptMod, self).__init__()
        self.asm = AnotherScriptMod()

    @torch.jit.script_method
    def foo(self):
        return torch.zeros(3, 4)

    @torch.jit.script_method
    def bar(self):
        return torch.zeros(4, 3)

class TraceMe(torch.nn.Module):

    def __init__(self):
        super(TraceMe, self).__init__()
        self.ssm = SomeScriptMod()

    def forward(self, x):
        return self.ssm.bar() + x
orig = TraceMe()
traced = torch.jit.trace(orig, (torch.rand(4, 3),))
print(hasattr(traced.ssm, 'foo'))
