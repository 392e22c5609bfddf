import torch
import torch.nn as nn

torch.manual_seed(0)

class SeluButReluWhenScripted(torch.nn.SELU):

    def __prepare_scriptable__(self):
        return nn.ReLU()
t = torch.randn(5, 5)
m = SeluButReluWhenScripted()
sm = torch.jit.script(m)
eager_out = m(t)
script_out = sm(t)
print(eager_out)
