import torch
import torch.nn as nn
import torch.nn.functional as F


class SiameseNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.cnn = nn.Sequential(nn.Conv2d(1, 4, 3), nn.ReLU(inplace=True), nn.MaxPool2d(2), nn.Flatten())
        self.fc = nn.Sequential(nn.Linear(4 * 3 * 3, 8), nn.ReLU(inplace=True), nn.Linear(8, 4))

    def forward_once(self, x):
        return self.fc(self.cnn(x))

    def forward(self, input1, input2):
        return self.forward_once(input1), self.forward_once(input2)


class ContrastiveLoss(nn.Module):
    def __init__(self, margin=2.0):
        super().__init__()
        self.margin = margin

    def forward(self, output1, output2, label):
        d = F.pairwise_distance(output1, output2, keepdim=True)
        return torch.mean((1 - label) * torch.pow(d, 2) + label * torch.pow(torch.clamp(self.margin - d, min=0.0), 2))


torch.manual_seed(0)
net = SiameseNetwork()
crit = ContrastiveLoss()
opt = torch.optim.Adam(net.parameters(), lr=0.01)
a = torch.randn(4, 1, 8, 8)
b = torch.randn(4, 1, 8, 8)
label = torch.tensor([[0.], [1.], [0.], [1.]])
l0 = None
for _ in range(10):
    o1, o2 = net(a, b)
    loss = crit(o1, o2, label)
    opt.zero_grad()
    loss.backward()
    opt.step()
    l0 = l0 if l0 is not None else loss.item()
print(loss.item() < l0)
x = torch.tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 1.0]])
y = torch.tensor([[1.0, 2.0, 4.0], [1.0, 0.0, 0.0]])
print(F.pairwise_distance(x, y))
print(F.pairwise_distance(x, y, p=1.0, eps=0.0))
print(F.cosine_similarity(x, y))
print(F.cosine_similarity(x, y, dim=0))
print(nn.CosineSimilarity(dim=1, eps=1e-6)(x, x))
print(nn.PairwiseDistance(p=float("inf"))(x, y))
print(F.triplet_margin_loss(x, y, torch.zeros(2, 3), margin=1.0))
print(F.cosine_embedding_loss(x, y, torch.tensor([1, -1])))
