import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, padding=1)
        self.drop = nn.Dropout(0.5)

    def forward(self, x):
        # runs once for the trace, once for the check's retrace, once in Python
        print("forward", x.dim())
        return self.drop(torch.relu(self.conv(x))).flatten(1)


torch.manual_seed(0)
block = Block().eval()
traced = torch.jit.trace(block, torch.randn(1, 1, 4, 4))
print(traced)
x = torch.randn(2, 1, 4, 4)
with torch.no_grad():
    print(torch.allclose(traced(x), block(x)))
print(traced.code)

no_check = torch.jit.trace(block, torch.randn(1, 1, 4, 4), check_trace=False)
print(no_check(x).shape)
