# Fine-tuning pattern: frozen backbone, new head, state_dict copy, feature extraction.
import torch
import torch.nn as nn
import torchvision
import torchvision.transforms as T

torch.manual_seed(0)
model = torchvision.models.resnet18()
for p in model.parameters():
    p.requires_grad = False
model.fc = nn.Linear(model.fc.in_features, 3)
trainable = [n for n, p in model.named_parameters() if p.requires_grad]
print(trainable, sum(p.numel() for p in model.parameters() if p.requires_grad))
opt = torch.optim.Adam(filter(lambda p: p.requires_grad, model.parameters()), lr=1e-3)
norm = T.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225])
x = norm(torch.rand(4, 3, 64, 64))
y = torch.tensor([0, 1, 2, 0])
model.eval()
for step in range(3):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
sd = model.state_dict()
print(len(sd), list(sd.keys())[:6], sd["bn1.num_batches_tracked"])
fresh = torchvision.models.resnet18(num_classes=3)
print(fresh.load_state_dict(sd))
fresh.eval()
with torch.no_grad():
    print(torch.equal(fresh(x), model(x)))
backbone = nn.Sequential(*list(model.children())[:-1])
with torch.no_grad():
    feats = backbone(x)
print(feats.shape, round(feats.mean().item(), 4))
print(model.layer1[0].conv1.weight.requires_grad, model.fc.weight.grad.shape)
