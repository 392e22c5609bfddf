# Knowledge distillation (soft targets with temperature) and SimCLR's NT-Xent contrastive loss.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Teacher(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 4))

    def forward(self, x):
        return self.net(x)


class Student(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(10, 8)
        self.fc2 = nn.Linear(8, 4)

    def forward(self, x):
        return self.fc2(F.relu(self.fc1(x)))


def distillation_loss(student_logits, teacher_logits, labels, T=4.0, alpha=0.7):
    soft = F.kl_div(F.log_softmax(student_logits / T, dim=1),
                    F.softmax(teacher_logits / T, dim=1), reduction="batchmean") * (T * T)
    hard = F.cross_entropy(student_logits, labels)
    return alpha * soft + (1.0 - alpha) * hard, soft, hard


def nt_xent(z1, z2, temperature=0.5):
    batch_size = z1.shape[0]
    z = F.normalize(torch.cat([z1, z2], dim=0), dim=1)
    sim = z @ z.t() / temperature
    mask = torch.eye(2 * batch_size, dtype=torch.bool)
    sim = sim.masked_fill(mask, float("-inf"))
    targets = torch.cat([torch.arange(batch_size, 2 * batch_size), torch.arange(0, batch_size)])
    return F.cross_entropy(sim, targets)


torch.manual_seed(21)
X = torch.randn(64, 10)
y = (X[:, 0] > 0).long() + 2 * (X[:, 1] > 0).long()
teacher = Teacher()
opt_t = torch.optim.Adam(teacher.parameters(), lr=0.01)
for epoch in range(30):
    opt_t.zero_grad()
    loss = F.cross_entropy(teacher(X), y)
    loss.backward()
    opt_t.step()
teacher.eval()
with torch.no_grad():
    t_acc = (teacher(X).argmax(1) == y).float().mean().item()
print("teacher acc >= 0.8:", t_acc >= 0.8)

student = Student()
opt_s = torch.optim.SGD(student.parameters(), lr=0.1, momentum=0.9)
losses = []
for epoch in range(20):
    perm = torch.randperm(64)
    for i in range(0, 64, 16):
        idx = perm[i:i + 16]
        with torch.no_grad():
            t_logits = teacher(X[idx])
        s_logits = student(X[idx])
        loss, soft, hard = distillation_loss(s_logits, t_logits, y[idx])
        opt_s.zero_grad()
        loss.backward()
        opt_s.step()
    losses.append(loss.item())
print("loss decreased:", losses[-1] < losses[0])
print("shapes", soft.shape, hard.dim())

# NT-Xent on embeddings from a tiny projection head
proj = nn.Sequential(nn.Linear(10, 16), nn.ReLU(), nn.Linear(16, 8))
x1 = X[:8] + 0.05 * torch.randn(8, 10)
x2 = X[:8] + 0.05 * torch.randn(8, 10)
l = nt_xent(proj(x1), proj(x2))
l.backward()
print(round(l.item(), 3), proj[0].weight.grad.abs().sum().item() > 0)
z = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
print(round(nt_xent(z, z.clone()).item(), 4))
print(round(nt_xent(z, torch.tensor([[0.0, 1.0], [1.0, 0.0]]), temperature=0.1).item(), 4))
kl = F.kl_div(torch.log(torch.tensor([[0.25, 0.75]])), torch.tensor([[0.5, 0.5]]), reduction="sum")
print(round(kl.item(), 5))
