# Embedding + bidirectional LSTM + LayerNorm + dropout, and a residual CNN
# with in-place ReLU and `out += shortcut`, trained eagerly and scripted.
import torch
import torch.nn as nn
import torch.nn.functional as F

class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 8)
        self.lstm = nn.LSTM(8, 6, batch_first=True, bidirectional=True)
        self.norm = nn.LayerNorm(12)
        self.drop = nn.Dropout(0.2)
        self.out = nn.Linear(12, 5)
    def forward(self, tokens):
        x = self.drop(self.emb(tokens))
        y, _ = self.lstm(x)
        return self.out(self.norm(y))

# Scripted models train exactly as their eager originals (Note [Grad tape]).
def run(name, make, inp, target, loss_fn):
    for mode in ["eager", "script"]:
        torch.manual_seed(3)
        net = make()
        model = torch.jit.script(net) if mode == "script" else net
        opt = torch.optim.Adam(model.parameters(), lr=0.01)
        ls = []
        for _ in range(3):
            opt.zero_grad()
            loss = loss_fn(model(inp), target)
            loss.backward()
            opt.step()
            ls.append(round(loss.item(), 4))
        print(name, mode, ls)

torch.manual_seed(0)
tok = torch.randint(0, 20, (2, 7))
tags = torch.randint(0, 5, (2, 7))
run("tagger", Tagger, tok, tags, lambda o, t: F.cross_entropy(o.reshape(-1, 5), t.reshape(-1)))
img = torch.randn(2, 3, 32, 32)
lab = torch.tensor([1, 3])
class Block(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU(inplace=True)
        self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout)) if stride != 1 or cin != cout else nn.Identity()
    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        out += self.down(x)
        return self.relu(out)
class Res(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, 1, 1, bias=False), nn.BatchNorm2d(8), nn.ReLU(inplace=True), nn.MaxPool2d(2))
        self.layers = nn.Sequential(Block(8, 8, 1), Block(8, 16, 2))
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(16, 4)
    def forward(self, x):
        x = self.layers(self.stem(x))
        return self.fc(torch.flatten(self.pool(x), 1))
run("resnet", Res, img, lab, F.cross_entropy)
