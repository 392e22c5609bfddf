import copy
import torch
import torch.nn as nn
import torch.optim as optim
from torch.optim import lr_scheduler

torch.manual_seed(5)


def conv_bn(cin, cout, stride=1):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, stride, 1, bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(inplace=True),
    )


class TinyBackbone(nn.Module):
    def __init__(self, num_classes=1000):
        super().__init__()
        self.features = nn.Sequential(conv_bn(3, 8, 2), conv_bn(8, 16, 2), conv_bn(16, 16))
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(16, num_classes)

    def forward(self, x):
        x = self.features(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        return self.fc(x)


model_conv = TinyBackbone()
for param in model_conv.parameters():
    param.requires_grad = False

num_ftrs = model_conv.fc.in_features
model_conv.fc = nn.Linear(num_ftrs, 2)
print(model_conv.fc)
trainable = [n for n, p in model_conv.named_parameters() if p.requires_grad]
print(trainable)

criterion = nn.CrossEntropyLoss()
optimizer_conv = optim.SGD(model_conv.fc.parameters(), lr=0.01, momentum=0.9)
exp_lr_scheduler = lr_scheduler.StepLR(optimizer_conv, step_size=2, gamma=0.1)

inputs = torch.randn(8, 3, 16, 16)
labels = torch.tensor([0, 1, 0, 1, 1, 0, 0, 1])
dataloaders = {'train': [(inputs[:4], labels[:4]), (inputs[4:], labels[4:])],
               'val': [(inputs[2:6], labels[2:6])]}
dataset_sizes = {x: sum(len(b[1]) for b in dataloaders[x]) for x in ['train', 'val']}

best_model_wts = copy.deepcopy(model_conv.state_dict())
best_acc = 0.0
before = model_conv.features[0][0].weight.clone()
for epoch in range(4):
    for phase in ['train', 'val']:
        if phase == 'train':
            model_conv.train()
        else:
            model_conv.eval()
        running_loss = 0.0
        running_corrects = 0
        for x, y in dataloaders[phase]:
            optimizer_conv.zero_grad()
            with torch.set_grad_enabled(phase == 'train'):
                outputs = model_conv(x)
                _, preds = torch.max(outputs, 1)
                loss = criterion(outputs, y)
                if phase == 'train':
                    loss.backward()
                    optimizer_conv.step()
            running_loss += loss.item() * x.size(0)
            running_corrects += torch.sum(preds == y.data)
        if phase == 'train':
            exp_lr_scheduler.step()
        epoch_loss = running_loss / dataset_sizes[phase]
        epoch_acc = running_corrects.double() / dataset_sizes[phase]
        print(f'{epoch} {phase} Loss: {epoch_loss:.4f} Acc: {epoch_acc:.4f} lr {optimizer_conv.param_groups[0]["lr"]:.4g}')
        if phase == 'val' and epoch_acc > best_acc:
            best_acc = epoch_acc
            best_model_wts = copy.deepcopy(model_conv.state_dict())

print('Best val Acc: {:4f}'.format(best_acc))
print(torch.equal(before, model_conv.features[0][0].weight))
print(model_conv.features[0][1].running_mean[:3].round(decimals=4))
model_conv.load_state_dict(best_model_wts)
print(type(best_acc).__name__, best_acc.dtype, list(best_model_wts.keys())[-3:])
print(model_conv.features[0][1].num_batches_tracked)
