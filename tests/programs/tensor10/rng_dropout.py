import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.d = nn.Dropout(0.5)
        self.d2 = nn.Dropout2d(0.25)
        self.ad = nn.AlphaDropout(0.2)

    def forward(self, x: torch.Tensor):
        return self.d(x), self.d2(x.view(1, 4, 2, 2)), self.ad(x)


torch.manual_seed(3)
x = torch.arange(16.0).reshape(4, 4) + 1
print(F.dropout(x, 0.3), F.dropout(x, 0.3, training=False), F.dropout(x, 0.0), F.dropout(x, 1.0))
net = torch.jit.script(Net())
torch.manual_seed(11)
for t in net(x):
    print(t)
net.eval()
print(all(torch.equal(t, x) or t.shape != x.shape for t in net(x)))
torch.manual_seed(4)
y = x.clone()
F.dropout(y, 0.5, True, True)
print(y)
print(torch.dropout(torch.ones(8), 0.5, True), F.dropout1d(torch.ones(1, 3, 2), 0.5), F.feature_alpha_dropout(torch.ones(1, 2, 2), 0.5, True))
