import torch
import torch.nn as nn

torch.manual_seed(28)
backbone = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
head = nn.Linear(4, 2)
model = nn.Sequential()
model.add_module("backbone", backbone)
model.add_module("head", head)
for name, p in model.named_parameters():
    if name.startswith("backbone"):
        p.requires_grad = False
trainable = [n for n, p in model.named_parameters() if p.requires_grad]
frozen = [n for n, p in model.named_parameters() if not p.requires_grad]
print(trainable)
print(frozen)
opt = torch.optim.SGD(filter(lambda p: p.requires_grad, model.parameters()), lr=0.1)
print(len(opt.param_groups[0]["params"]))
before = backbone[0].weight.clone()
out = model(torch.randn(2, 3, 6, 6))
out.sum().backward()
opt.step()
print(torch.equal(before, backbone[0].weight), backbone[0].weight.grad)
print([n for n, _ in model.named_buffers()])
print([n for n, _ in model.named_modules()][:4])
print(list(dict(model.named_parameters(prefix="net")).keys())[:2])
print([n for n, _ in model.named_parameters(recurse=False)])
