import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, cin: int, cout: int):
        super().__init__()
        self.act = nn.ReLU()
        if cin != cout:
            self.act = nn.Tanh()
        self.down = nn.Sequential()
        if cin != cout:
            self.down = nn.Sequential(nn.Linear(cin, cout, bias=False))

    def forward(self, x):
        return self.act(self.down(x))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        blocks = []
        for i in range(2):
            blocks.append(Block(2, 2 + i))
        self.blocks = nn.Sequential(*blocks)

    def forward(self, x):
        return self.blocks(x)


torch.manual_seed(0)
m = torch.jit.script(Net())
print(m(torch.ones(1, 2)).detach())
print([n for n, _ in m.named_modules()])
