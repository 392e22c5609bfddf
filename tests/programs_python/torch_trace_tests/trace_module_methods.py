# trace_module with several methods, check_trace=False, attributes of the traced module, train/eval flags, dropout in eval
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, padding=1)
        self.drop = nn.Dropout(0.5)
        self.fc = nn.Linear(2, 2)

    def forward(self, x):
        x = self.drop(F.relu(self.conv(x)))
        return self.fc(x.mean((2, 3)))

    def features(self, x):
        return self.conv(x).sum()

torch.manual_seed(0)
m = Model().eval()
x = torch.randn(2, 1, 4, 4)
tm = torch.jit.trace_module(m, {"forward": x, "features": x})
print(torch.allclose(tm(x), m(x)), torch.allclose(tm.features(x), m.features(x)))
print(tm.training, tm.conv.training)
print(tm.features.code)
print(tm.drop.code)
print([n for n, _ in tm.named_modules()])
print(type(tm.conv).__name__, tm.original_name if hasattr(tm, "original_name") else None, tm.conv.original_name)
print(tm.fc.weight.shape, tm.state_dict().keys())
x2 = torch.randn(3, 1, 5, 5)
print(tm(x2).shape)
