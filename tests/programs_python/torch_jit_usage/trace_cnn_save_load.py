import io
import torch
import torch.nn as nn
import torch.nn.functional as F


class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4 * 4 * 4, 5)

    def forward(self, x):
        x = F.relu(self.bn(self.conv(x)))
        x = F.max_pool2d(x, 2)
        x = x.view(x.size(0), -1)
        return F.log_softmax(self.fc(x), dim=1)


torch.manual_seed(0)
model = SmallCNN().eval()
example = torch.randn(2, 1, 8, 8)
traced = torch.jit.trace(model, example)
print(type(traced).__name__, traced.training)
out_eager = model(example)
out_traced = traced(example)
print(torch.allclose(out_eager, out_traced), out_traced.shape)
other = torch.randn(3, 1, 8, 8)
print(torch.allclose(model(other), traced(other)))
buf = io.BytesIO()
torch.jit.save(traced, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
print(type(loaded).__name__, torch.allclose(loaded(other), traced(other)))
print([n for n, _ in loaded.named_children()])
print(sorted(loaded.state_dict().keys()))
print(loaded.conv.weight.shape, loaded.fc.out_features if hasattr(loaded.fc, "out_features") else "no attr")
frozen = torch.jit.freeze(torch.jit.script(model))
print(torch.allclose(frozen(other), model(other), atol=1e-6))
scripted = torch.jit.script(model)
print(torch.allclose(scripted(other), model(other)))
print(scripted.fc.weight is model.fc.weight, torch.equal(scripted.fc.weight, model.fc.weight))
