# trace a small CNN, save/load it, compare outputs, named_parameters on the traced module
import io
import torch
import torch.nn as nn

class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(),
                                      nn.MaxPool2d(2))
        self.head = nn.Linear(4 * 4 * 4, 5)

    def forward(self, x):
        x = self.features(x)
        return self.head(torch.flatten(x, 1))

torch.manual_seed(0)
m = SmallCNN().eval()
x = torch.randn(2, 3, 8, 8)
tm = torch.jit.trace(m, x)
buf = io.BytesIO()
torch.jit.save(tm, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
print(torch.equal(loaded(x), tm(x)), torch.allclose(tm(x), m(x)))
print([n for n, _ in loaded.named_parameters()])
print(getattr(loaded.features, "1").running_var.shape)
print(loaded.code)
print(loaded.head.code)
frozen = torch.jit.freeze(torch.jit.script(m))
print(torch.allclose(frozen(x), m(x)))
