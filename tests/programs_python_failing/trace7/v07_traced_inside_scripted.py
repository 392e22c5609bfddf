import re
import torch
import torch.nn as nn


def show(g):
    print(re.sub(r' # [^\n]*', '', str(g)))


class Feature(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)

    def forward(self, x):
        return torch.relu(self.lin(x))


class Classifier(nn.Module):
    def __init__(self, feat):
        super().__init__()
        self.feat = feat
        self.steps = 2

    def forward(self, x):
        for _ in range(self.steps):
            x = self.feat(x)
        if x.sum() > 0:
            return x.argmax(1)
        return torch.zeros(x.size(0), dtype=torch.long)


torch.manual_seed(0)
traced_feat = torch.jit.trace(Feature(), torch.randn(2, 3))
model = torch.jit.script(Classifier(traced_feat))
print(model.code)
print(model.feat.code)
show(model.graph)
x = torch.randn(2, 3)
ref = Classifier(Feature())
print(model(x).tolist() == model(x).tolist(), model(x).dtype)
print(type(model.feat).__name__, model.feat.original_name)
