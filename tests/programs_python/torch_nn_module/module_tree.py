# Walking a module tree: children, named_modules (dedup, prefixes),
# parameters with shared weights, apply, train/eval, requires_grad_, repr.
import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.act = nn.ReLU(inplace=True)

    def forward(self, x):
        return self.act(self.bn(self.conv(x)))


class Tower(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 4, 1)
        shared = Block(4)
        self.blocks = nn.ModuleList([shared, Block(4), shared])
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(4, 2)
        self.tied = nn.Linear(4, 2)
        self.tied.weight = self.fc.weight

    def forward(self, x):
        x = self.stem(x)
        for b in self.blocks:
            x = b(x)
        return self.fc(torch.flatten(self.pool(x), 1))


t = Tower()
print(t)
print([name for name, _ in t.named_children()])
print([name for name, _ in t.named_modules()])
print([name for name, _ in t.named_modules(prefix="model")])
print(len(list(t.modules())), len(list(t.named_modules(remove_duplicate=False))))
print([name for name, _ in t.named_parameters()])
print(sum(p.numel() for p in t.parameters()))
print([name for name, _ in t.named_buffers()])
print([name for name, _ in t.blocks.named_parameters(prefix="blocks", recurse=True)][:3])
print([name for name, _ in t.named_parameters(recurse=False)])

t.eval()
print(t.training, t.blocks[0].bn.training)
t.train()
print(t.training, t.blocks[1].bn.training)
t.blocks.eval()
print(t.training, t.blocks.training, t.fc.training)


def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.5)
        nn.init.zeros_(m.bias)
        print("init", m)


t.apply(init_weights)
print(t.fc.weight)
t.requires_grad_(False)
print(all(not p.requires_grad for p in t.parameters()))
frozen = t.stem.requires_grad_(True)
print(frozen is t.stem, [n for n, p in t.named_parameters() if p.requires_grad])
print(t.get_submodule("blocks.1.bn"))
print(t(torch.ones(1, 3, 4, 4)).shape)
print(t._get_name(), t.fc.extra_repr())
