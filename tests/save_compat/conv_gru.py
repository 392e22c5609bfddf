# input: 1,3,8,8
import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4, 2)
        self.gru = nn.GRU(4, 4, batch_first=True)
        self.drop = nn.Dropout(0.1)

    def forward(self, x):
        y = F.adaptive_avg_pool2d(F.relu(self.bn(self.conv(x))), (1, 1)).flatten(1)
        v, i = torch.max(y, dim=1)
        r = torch.sort(y)
        out, h = self.gru(y.unsqueeze(1))
        return self.drop(self.fc(y)) + v.unsqueeze(1) + out.sum() + r.values[:, :1]


torch.manual_seed(0)
m = torch.jit.script(Net().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(1, 3, 8, 8)))
