import torch
import torch.nn as nn

class M(nn.Module):

    def forward(self):
        if self.training:
            return 2
        else:
            return 0
m = M()
sm1 = torch.jit.script(m)
m.eval()
sm2 = torch.jit.script(m)
print(sm1.training)
