import io
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import Dataset, DataLoader

torch.manual_seed(100)

class Shapes(Dataset):
    """Synthetic 8x8 images: class 0 = horizontal bar, class 1 = vertical bar."""
    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        self.labels = torch.randint(0, 2, (n,), generator=g)
        self.pos = torch.randint(1, 7, (n,), generator=g)
        self.noise = torch.rand(n, 1, 8, 8, generator=g) * 0.3

    def __len__(self):
        return self.labels.numel()

    def __getitem__(self, i):
        img = self.noise[i].clone()
        if self.labels[i] == 0:
            img[0, self.pos[i], :] = 1.0
        else:
            img[0, :, self.pos[i]] = 1.0
        return img, self.labels[i]

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1)
        self.conv2 = nn.Conv2d(4, 8, 3, padding=1)
        self.fc = nn.Linear(8 * 2 * 2, 2)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        return self.fc(x.flatten(1))

train_dl = DataLoader(Shapes(64, 1), batch_size=16, shuffle=True)
test_dl = DataLoader(Shapes(32, 2), batch_size=32)
net = Net()
opt = torch.optim.Adam(net.parameters(), lr=0.01)
best_acc, best_state = 0.0, None

def evaluate(model, loader):
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for xb, yb in loader:
            correct += (model(xb).argmax(1) == yb).sum().item()
            total += len(yb)
    model.train()
    return correct / total

for epoch in range(4):
    running = 0.0
    for xb, yb in train_dl:
        opt.zero_grad()
        loss = F.cross_entropy(net(xb), yb)
        loss.backward()
        opt.step()
        running += loss.item() * len(yb)
    acc = evaluate(net, test_dl)
    print(f"epoch {epoch}: train loss {running / len(train_dl.dataset):.4f}, test acc {acc:.2%}")
    if acc >= best_acc:
        best_acc = acc
        buf = io.BytesIO()
        torch.save(net.state_dict(), buf)
        best_state = buf.getvalue()
restored = Net()
restored.load_state_dict(torch.load(io.BytesIO(best_state)))
print("best", best_acc, evaluate(restored, test_dl) == best_acc)
