# One SGD training step on a small ResNet: loss before and after.
import torch
import torch.nn as nn
import torchvision

torch.manual_seed(0)
model = torchvision.models.resnet18(num_classes=4)
opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
x = torch.randn(4, 3, 64, 64)
y = torch.tensor([0, 1, 2, 3])
loss_fn = nn.CrossEntropyLoss()
model.train()
for step in range(2):
    opt.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 3))
print(round(model.bn1.running_mean.sum().item(), 3))
print(model.bn1.num_batches_tracked)
